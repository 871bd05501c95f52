import { style } from '@vanilla-extract/css';
import { controlFocusWithin } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

/**
 * The segment row; it takes the shared control look (Field.css `control`) plus focus-within states:
 * segments take focus, not the group, so the ring follows focus inside it.
 */
export const input = style([
  controlFocusWithin,
  { display: 'flex', alignItems: 'center', fontVariantNumeric: 'tabular-nums', cursor: 'text' },
]);

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
