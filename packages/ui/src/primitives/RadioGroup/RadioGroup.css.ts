import { style, styleVariants } from '@vanilla-extract/css';
import { choiceIndicator, choiceLabel, focusRingOutline } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

export const items = style({ display: 'flex', gap: vars.space.sm, paddingBlock: vars.space.xs });

export const orientation = styleVariants({
  vertical: { flexDirection: 'column' },
  horizontal: { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.lg },
});

export const radio = style(choiceLabel);

export const circle = style({
  ...choiceIndicator,
  borderRadius: vars.radius.full,
  transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  selectors: {
    // The ring uses focusRing (3:1 on light surfaces for every brand); the raw brand may be too light.
    [`${radio}[data-selected] &`]: { backgroundColor: vars.color.brand, borderColor: vars.color.focusRing },
    [`${radio}[data-focus-visible] &`]: focusRingOutline,
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.critical },
    [`${radio}[data-disabled] &`]: { opacity: 0.5 },
  },
});

export const dot = style({
  width: vars.space.sm,
  height: vars.space.sm,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.onBrand,
  opacity: 0,
  selectors: { [`${radio}[data-selected] &`]: { opacity: 1 } },
});
