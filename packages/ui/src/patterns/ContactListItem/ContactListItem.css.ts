import { style } from '@vanilla-extract/css';
import { hstack, nativeInsetFocusRing, recordMain, recordRow, truncate } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

/** A native `<a>` (mounted by the thousand in a VirtualList): hover and focus come from CSS. */
export const root = style([
  nativeInsetFocusRing,
  { backgroundColor: vars.color.surface },
  recordRow('[aria-current]'),
  { alignItems: 'center' },
]);

export const main = style(recordMain);

export const name = style([truncate, { fontWeight: vars.fontWeight.bold }]);

export const detail = style([truncate, { color: vars.color.textMuted }]);

export const chip = style({
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.brandSubtle,
  color: vars.color.brandText,
  fontSize: vars.fontSize.xs,
});

export const skeleton = style({
  ...hstack(vars.space.sm),
  padding: vars.space.md,
});
