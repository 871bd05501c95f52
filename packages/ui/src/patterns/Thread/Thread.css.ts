import { style } from '@vanilla-extract/css';
import { hstack, nativeFocusRing, nativeInsetFocusRing, stack, truncate } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

export const scroller = style([
  nativeInsetFocusRing,
  {
    height: '100%',
    minHeight: 0,
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    backgroundColor: vars.color.surfaceSunken,
  },
]);

export const content = style({
  ...stack(vars.space.sm),
  minHeight: '100%',
  padding: vars.space.md,
});

export const older = style({ display: 'flex', justifyContent: 'center', paddingBlockEnd: vars.space.sm });

export const loading = style({ display: 'flex', flex: 1, alignItems: 'center', justifyContent: 'center' });

export const empty = style({ display: 'flex', flex: 1, alignItems: 'center', justifyContent: 'center' });

export const day = style({
  ...hstack(vars.space.sm),
  marginBlock: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&::before, &::after': {
      content: '""',
      flex: 1,
      borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    },
  },
});

export const dayLabel = style({
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
});

export const message = style({
  ...stack(vars.space.xxs),
  alignItems: 'flex-start',
  maxWidth: `min(${vars.layout.readableWidth}, 80%)`,
  selectors: {
    '&[data-sender="user"]': { alignSelf: 'flex-end', alignItems: 'flex-end' },
  },
});

export const bubble = style({
  ...stack(vars.space.xs),
  minWidth: 0,
  maxWidth: '100%',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.lg,
  borderEndStartRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  selectors: {
    [`${message}[data-sender="user"] &`]: {
      backgroundColor: vars.color.brandSubtle,
      borderColor: vars.color.brandMuted,
      borderEndStartRadius: vars.radius.lg,
      borderEndEndRadius: vars.radius.sm,
    },
    [`${message}[data-status="failed"] &`]: { borderColor: vars.color.critical },
  },
});

export const sender = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
});

export const body = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const attachments = style(stack(vars.space.xs));

export const imageLink = style([nativeFocusRing, { display: 'block', borderRadius: vars.radius.md }]);

/**
 * A preview of a fixed size, cropped to fit: the message's height is known before the picture arrives,
 * so a loading picture never pushes the thread or the composer (no layout shift).
 */
export const image = style({
  display: 'block',
  width: `min(100%, calc(${vars.space.xxl} * 5))`,
  height: `calc(${vars.space.xxl} * 10 / 3)`,
  borderRadius: vars.radius.md,
  objectFit: 'cover',
  backgroundColor: vars.color.surfaceSunken,
});

export const media = style({ ...stack(vars.space.xxs), margin: 0 });

export const audio = style({ maxWidth: '100%' });

export const video = style({
  maxWidth: '100%',
  maxHeight: `calc(${vars.space.xxl} * 5)`,
  borderRadius: vars.radius.md,
});

export const caption = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const file = style([
  nativeFocusRing,
  {
    ...hstack(vars.space.sm),
    minWidth: 0,
    padding: vars.space.sm,
    borderRadius: vars.radius.md,
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    textDecoration: 'none',
    selectors: { '&:hover': { borderColor: vars.color.borderStrong } },
  },
]);

export const fileIcon = style({ color: vars.color.brandText });

export const fileText = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 });

export const fileName = style([truncate, { fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium }]);

export const fileMeta = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const fileAction = style({
  flexShrink: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.brandText,
});

export const meta = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-end',
  gap: vars.space.xs,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const status = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  selectors: {
    '&[data-status="read"]': { color: vars.color.brandText },
    '&[data-status="failed"]': { color: vars.color.critical, fontWeight: vars.fontWeight.bold },
  },
});

export const retry = style({ color: vars.color.critical });

/** Why a failed message was not delivered, under its bubble. */
export const failure = style({
  margin: 0,
  maxWidth: vars.layout.readableWidth,
  fontSize: vars.fontSize.xs,
  color: vars.color.critical,
  textAlign: 'end',
});

export const internal = style({
  ...stack(vars.space.xxs),
  alignSelf: 'center',
  width: `min(${vars.layout.readableWidth}, 90%)`,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  borderInlineStart: `${vars.space.xs} solid ${vars.color.internal}`,
  backgroundColor: vars.color.internalSubtle,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const internalLabel = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.internalText,
});
