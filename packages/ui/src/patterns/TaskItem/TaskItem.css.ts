import { style } from '@vanilla-extract/css';
import {
  focusRing,
  hstack,
  iconBox,
  nativeFocusRing,
  recordMain,
  recordRow,
  truncate,
} from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

export const root = style([
  { backgroundColor: vars.color.surface },
  recordRow('[data-selected]'),
  { alignItems: 'flex-start' },
]);

export const done = style({ marginBlockStart: vars.space.xxs });

export const main = style(recordMain);

export const title = style([
  nativeFocusRing,
  {
    color: vars.color.text,
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.medium,
    textDecoration: 'none',
    overflowWrap: 'anywhere',
    borderRadius: vars.radius.sm,
    selectors: {
      '&:hover': { textDecoration: 'underline' },
      [`${root}[data-done] &`]: { textDecoration: 'line-through', color: vars.color.textMuted },
    },
  },
]);

export const meta = style({
  ...hstack(vars.space.xs),
  flexWrap: 'wrap',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

export const due = style({ fontVariantNumeric: 'tabular-nums' });

export const link = style([truncate, { minWidth: 0 }]);

export const star = style([
  focusRing,
  iconBox,
  {
    padding: 0,
    border: `${vars.borderWidth.thin} solid transparent`,
    borderRadius: vars.radius.md,
    backgroundColor: 'transparent',
    color: vars.color.textMuted,
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.brandSubtle, color: vars.color.text },
      '&[data-selected]': { color: vars.color.brandText },
    },
  },
]);
