import { globalStyle, style } from '@vanilla-extract/css';
import {
  focusRingOutline,
  headingText,
  iconBox,
  nativeFocusRing,
  recordRow,
  stack,
} from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

export const item = style([nativeFocusRing, recordRow('[aria-current]'), { alignItems: 'flex-start' }]);

export const icon = style([
  iconBox,
  { borderRadius: vars.radius.full, backgroundColor: vars.color.brandSubtle, color: vars.color.brandText },
]);

export const main = style({ ...stack(vars.space.xxs), minWidth: 0 });

export const title = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const article = style({
  ...stack(vars.space.md),
  maxWidth: vars.layout.readableWidth,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const category = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.brandText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const heading = style([headingText(vars.fontSize.xl), { lineHeight: vars.lineHeight.tight }]);

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const body = style({
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});
globalStyle(`${body} img`, { maxWidth: '100%', height: 'auto' });
globalStyle(`${body} a`, { color: vars.color.brandText });
globalStyle(`${body} a:focus-visible`, focusRingOutline);
globalStyle(`${body} > :first-child`, { marginBlockStart: 0 });
globalStyle(`${body} blockquote`, {
  marginInline: 0,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `${vars.borderWidth.thick} solid ${vars.color.border}`,
  color: vars.color.textMuted,
});
