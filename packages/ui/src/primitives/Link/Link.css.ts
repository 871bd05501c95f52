import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

export const root = style([
  focusRing,
  {
    color: vars.color.brandText,
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    textUnderlineOffset: '0.2em',
    selectors: {
      '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed', textDecoration: 'none' },
      '&[data-current]': { fontWeight: vars.fontWeight.bold },
    },
  },
]);

export const variant = styleVariants({
  inline: { textDecoration: 'underline' },
  standalone: {
    textDecoration: 'none',
    fontWeight: vars.fontWeight.medium,
    selectors: { '&[data-hovered]': { textDecoration: 'underline' } },
  },
});
