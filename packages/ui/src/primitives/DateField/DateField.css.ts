import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The segment row; it takes the shared control look (Field.css `control`) plus focus-within states. */
export const input = style({
  display: 'flex',
  alignItems: 'center',
  fontVariantNumeric: 'tabular-nums',
  cursor: 'text',
  selectors: {
    // Segments take focus, not the group, so the ring follows focus inside it.
    '&[data-focus-within]': {
      borderColor: vars.color.focusRing,
      outline: `${vars.borderWidth.thin} solid ${vars.color.focusRing}`,
    },
    '&[data-invalid][data-focus-within]': { outlineColor: vars.color.critical },
  },
});

export const segment = style({
  paddingInline: vars.space.xxs,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  outline: 'none',
  caretColor: 'transparent',
  selectors: {
    '&[data-type="literal"]': { paddingInline: 0, color: vars.color.textMuted },
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-focused]': { backgroundColor: vars.color.brand, color: vars.color.onBrand },
    '&[data-disabled]': { color: vars.color.textMuted },
  },
});
