import { style } from '@vanilla-extract/css';
import { hstack, stack, truncate } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

export const root = style({
  ...stack(vars.space.sm),
  margin: 0,
  minWidth: 0,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const caption = style({ ...stack(vars.space.xxs), minWidth: 0 });

export const titleRow = style({
  ...hstack(vars.space.sm),
  flexWrap: 'wrap',
  justifyContent: 'space-between',
});

export const title = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const reason = style({ fontSize: vars.fontSize.sm, color: vars.color.text });

/** The chat's background the bubble sits on. */
export const canvas = style({
  display: 'flex',
  justifyContent: 'flex-end',
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceSunken,
});

export const message = style({
  ...stack(vars.space.xxs),
  width: `min(100%, ${vars.layout.readableWidth})`,
  minWidth: 0,
});

export const bubble = style({
  ...stack(vars.space.xs),
  minWidth: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.lg,
  borderEndEndRadius: vars.radius.sm,
  backgroundColor: vars.color.brandSubtle,
  border: `${vars.borderWidth.thin} solid ${vars.color.brandMuted}`,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  selectors: {
    [`${root}[data-disabled] &`]: {
      backgroundColor: vars.color.surface,
      borderColor: vars.color.border,
      color: vars.color.textMuted,
    },
  },
});

export const headerText = style({ margin: 0, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

/** A fixed size, so the bubble does not move when the picture arrives. */
export const image = style({
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
});

export const media = style({
  ...hstack(vars.space.sm),
  justifyContent: 'center',
  minWidth: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&[data-media="image"], &[data-media="video"]': { flexDirection: 'column', aspectRatio: '16 / 9' },
    '&[data-media="document"]': { justifyContent: 'flex-start' },
  },
});

export const mediaIcon = style({ width: vars.space.xl, height: vars.space.xl, flexShrink: 0 });

export const mediaName = style([truncate, { maxWidth: '100%' }]);

export const body = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const footer = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

/** An unfilled placeholder: marked so the sender sees what is still missing. */
export const placeholder = style({
  paddingInline: vars.space.xxs,
  borderRadius: vars.radius.sm,
  border: `${vars.borderWidth.thin} dashed ${vars.color.warning}`,
  backgroundColor: vars.color.warningSubtle,
  color: vars.color.warning,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
});

export const buttons = style({ ...stack(vars.space.xxs), margin: 0, padding: 0, listStyle: 'none' });

export const button = style({
  ...hstack(vars.space.xs),
  justifyContent: 'center',
  minWidth: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  color: vars.color.brandText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'center',
  overflowWrap: 'anywhere',
  selectors: { [`${root}[data-disabled] &`]: { color: vars.color.textMuted } },
});

export const glyph = style({ width: vars.fontSize.md, height: vars.fontSize.md, flexShrink: 0 });
