import { style } from '@vanilla-extract/css';
import { controlFocusWithin, focusRing, hstack, iconBox, popoverSurface } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

/** Segments and the calendar button in one control box. */
export const group = style([
  controlFocusWithin,
  {
    ...hstack(vars.space.xs),
    paddingBlock: vars.space.xxs,
    paddingInlineEnd: vars.space.xxs,
  },
]);

export const input = style({
  display: 'flex',
  alignItems: 'center',
  flex: 1,
  minWidth: 0,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'text',
  outline: 'none',
});

export const button = style([
  focusRing,
  iconBox,
  {
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.sm,
    backgroundColor: 'transparent',
    color: vars.color.textMuted,
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]:not([data-disabled]), &[data-pressed]': {
        backgroundColor: vars.color.brandSubtle,
        color: vars.color.text,
      },
      '&[data-disabled]': { cursor: 'not-allowed' },
    },
  },
]);

export const popover = style(popoverSurface);

export const dialog = style({ padding: vars.space.md, outline: 'none' });

export const calendarHeader = style({
  ...hstack(vars.space.sm),
  justifyContent: 'space-between',
  marginBlockEnd: vars.space.sm,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const grid = style({ borderCollapse: 'collapse', borderSpacing: 0 });

export const weekday = style({
  paddingBlockEnd: vars.space.xs,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const cell = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.space.xl,
    height: vars.space.xl,
    margin: vars.space.xxs,
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.sm,
    fontVariantNumeric: 'tabular-nums',
    color: vars.color.text,
    cursor: 'pointer',
    selectors: {
      '&[data-outside-month]': { visibility: 'hidden' },
      '&[data-today]': { fontWeight: vars.fontWeight.bold, textDecoration: 'underline' },
      '&[data-hovered]': { backgroundColor: vars.color.brandSubtle },
      '&[data-selected]': { backgroundColor: vars.color.brand, color: vars.color.onBrand },
      '&[data-disabled], &[data-unavailable]': {
        color: vars.color.textMuted,
        backgroundColor: 'transparent',
        textDecoration: 'line-through',
        cursor: 'not-allowed',
      },
    },
  },
]);
