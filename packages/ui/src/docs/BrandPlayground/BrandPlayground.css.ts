import { globalStyle, style } from '@vanilla-extract/css';
import { hstack, nativeFocusRing, stack as stackOf } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

export const playground = style({
  display: 'grid',
  gridTemplateColumns: `minmax(0, 20rem) minmax(0, 1fr)`,
  gap: vars.space.lg,
  alignItems: 'start',
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const controls = style({
  minWidth: 0,
  ...stackOf(vars.space.md),
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

globalStyle(`${controls} > *, ${controls} input:not([type="color"])`, { minWidth: 0, maxWidth: '100%' });

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const subheading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const colorRow = style(hstack(vars.space.sm, 'flex-end'));

globalStyle(`${colorRow} > :first-child`, { flex: 1, minWidth: 0 });

export const picker = style([
  nativeFocusRing,
  {
    width: vars.space.xxl,
    height: `calc(${vars.space.xl} + ${vars.space.sm})`,
    padding: vars.space.xxs,
    border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surface,
    cursor: 'pointer',
  },
]);

export const logoRow = style({ ...hstack(vars.space.sm), flexWrap: 'wrap' });

export const logoPreview = style({ maxHeight: vars.space.xl, maxWidth: `calc(${vars.space.xxl} * 2)` });

export const json = style({
  margin: 0,
  padding: vars.space.sm,
  maxHeight: `calc(${vars.space.xxl} * 4)`,
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const previews = style({ ...stackOf(vars.space.lg), minWidth: 0 });

export const frames = style({
  display: 'grid',
  // The sidebar at its real width, plus the frame's border.
  gridTemplateColumns: `calc(${vars.layout.sidebarWidth} + ${vars.borderWidth.thin} * 2) minmax(0, 1fr)`,
  gap: vars.space.md,
});

/** The inbox row at the width of the app's conversation list. */
export const listFrames = style({
  display: 'grid',
  gridTemplateColumns: `calc(${vars.space.xxl} * 7) minmax(0, 1fr)`,
  gap: vars.space.md,
});

export const frame = style({
  position: 'relative',
  height: `calc(${vars.space.xxl} * 9)`,
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceSunken,
});

export const signIn = style({ minHeight: '100%' });

globalStyle(`${frame} > main`, { minHeight: '100%' });
globalStyle(`${frame} > aside`, { minHeight: '100%' });

export const stack = style(stackOf(vars.space.md));

export const threadFrame = style({
  height: `calc(${vars.space.xxl} * 5)`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const dialogFrame = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.overlay,
});

/** The modal's surface, drawn in place so the dialog shows without opening an overlay. */
export const dialogSurface = style({
  width: `min(100%, ${vars.layout.modalSm})`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.lg,
});

export const status = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  minHeight: vars.space.md,
});
