import { style, styleVariants } from '@vanilla-extract/css';
import { buttonTones, controlHeight, focusRing } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

export const root = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    padding: 0,
    borderRadius: vars.radius.md,
    border: `${vars.borderWidth.thin} solid transparent`,
    cursor: 'pointer',
    transition: `background-color ${vars.motion.fast}`,
    selectors: { '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 } },
  },
]);

export const size = styleVariants({
  sm: { width: vars.space.xl, height: vars.space.xl },
  md: { width: controlHeight, height: controlHeight },
});

export const variant = styleVariants({
  quiet: {
    backgroundColor: 'transparent',
    color: vars.color.textMuted,
    selectors: {
      '&[data-hovered]:not([data-disabled]), &[data-pressed]': {
        backgroundColor: vars.color.brandSubtle,
        color: vars.color.text,
      },
    },
  },
  ...buttonTones,
});
