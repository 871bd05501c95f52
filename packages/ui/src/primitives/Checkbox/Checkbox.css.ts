import { style } from '@vanilla-extract/css';
import { choiceIndicator, choiceLabel, focusRingOutline } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

export const root = style(choiceLabel);

export const box = style({
  ...choiceIndicator,
  borderRadius: vars.radius.sm,
  color: vars.color.onBrand,
  transition: `background-color ${vars.motion.fast}`,
  selectors: {
    [`${root}[data-selected] &, ${root}[data-indeterminate] &`]: {
      backgroundColor: vars.color.brand,
      borderColor: vars.color.brand,
    },
    [`${root}[data-focus-visible] &`]: focusRingOutline,
    [`${root}[data-invalid] &`]: { borderColor: vars.color.critical },
    [`${root}[data-disabled] &`]: { opacity: 0.5 },
  },
});

export const check = style({
  opacity: 0,
  selectors: { [`${root}[data-selected] &`]: { opacity: 1 } },
});

export const dash = style({
  width: vars.space.sm,
  height: vars.borderWidth.thick,
  backgroundColor: 'currentColor',
});

export const withError = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const error = style({ fontSize: vars.fontSize.sm, color: vars.color.critical });
