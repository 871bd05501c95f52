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

/* With an icon: a row of icon and text; only the text is underlined (as its variant says). */
export const withIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
});

export const icon = style({ display: 'inline-flex', flexShrink: 0 });

export const label = style({
  selectors: {
    [`${withIcon}[data-variant="inline"] &`]: { textDecoration: 'underline' },
    [`${withIcon}[data-variant="standalone"][data-hovered] &`]: { textDecoration: 'underline' },
  },
});
