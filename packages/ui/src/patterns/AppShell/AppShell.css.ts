import { style } from '@vanilla-extract/css';
import { hstack, nativeFocusRing } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

export const shell = style({
  display: 'flex',
  minHeight: '100vh',
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const skipLink = style([
  nativeFocusRing,
  {
    position: 'absolute',
    insetInlineStart: vars.space.md,
    insetBlockStart: vars.space.md,
    zIndex: vars.zIndex.toast,
    padding: vars.space.sm,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.brandText,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.md,
    transform: 'translateY(-200%)',
    selectors: { '&:focus': { transform: 'none' } },
  },
]);

export const sidebar = style({
  position: 'sticky',
  insetBlockStart: 0,
  height: '100vh',
  flexShrink: 0,
  zIndex: vars.zIndex.sticky,
});

export const column = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' });

export const banner = style({ paddingInline: vars.space.lg, paddingBlockStart: vars.space.md });

export const header = style({
  ...hstack(vars.space.md),
  minHeight: vars.layout.headerHeight,
  paddingInline: vars.space.lg,
  backgroundColor: vars.color.surface,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: vars.layout.contentMaxWidth,
  marginInline: 'auto',
  padding: vars.space.lg,
  outline: 'none',
});
