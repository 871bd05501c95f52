import { style } from '@vanilla-extract/css';
import {
  hstack,
  insetFocusRing,
  nativeInsetFocusRing,
  recordMain,
  recordRow,
  truncate,
  visuallyHidden,
} from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

export const root = style([
  insetFocusRing,
  // Before the row's borders, which it would otherwise reset.
  { border: 'none', backgroundColor: vars.color.surface },
  recordRow('[data-selected]', '&[data-hovered]'),
  {
    alignItems: 'flex-start',
    width: '100%',
    minWidth: 0,
    textAlign: 'start',
    cursor: 'pointer',
    // Ticked for a bulk action (not the open one): tinted like a hovered row.
    selectors: { '&[data-checked]:not([data-selected])': { backgroundColor: vars.color.surfaceSunken } },
  },
]);

/** The link variant is a native `<a>`: focus and hover come from CSS, not RAC's data attributes. */
export const link = style([
  nativeInsetFocusRing,
  {
    selectors: {
      '&:hover:not([data-selected])': { backgroundColor: vars.color.surfaceSunken },
    },
  },
]);

export const avatar = style({ marginBlockStart: vars.space.xxs });

export const main = style(recordMain);

export const topLine = style({ ...hstack(vars.space.sm, 'baseline'), minWidth: 0 });

export const name = style([
  truncate,
  {
    flex: 1,
    minWidth: 0,
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.medium,
    selectors: { [`${root}[data-unread] &`]: { fontWeight: vars.fontWeight.bold } },
  },
]);

export const time = style({
  flexShrink: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  selectors: {
    [`${root}[data-unread] &`]: { color: vars.color.brandText, fontWeight: vars.fontWeight.bold },
  },
});

export const channel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const channelIcon = style({ display: 'inline-flex', fontSize: vars.fontSize.sm });

export const bottomLine = style({ ...hstack(vars.space.sm), minWidth: 0 });

export const preview = style([
  truncate,
  {
    flex: 1,
    minWidth: 0,
    color: vars.color.textMuted,
    selectors: { [`${root}[data-unread] &`]: { color: vars.color.text } },
  },
]);

export const prefix = style({ fontWeight: vars.fontWeight.medium });

export const unread = style({ flexShrink: 0 });

export const chip = style({
  ...truncate,
  maxWidth: '100%',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
});

export const hidden = style(visuallyHidden);

/** A tickable row: the row and, over its avatar, the box (see ConversationSelection). */
export const selectable = style({ position: 'relative' });

export const selectBox = style({
  position: 'absolute',
  // Where the avatar is: after the row's inline padding and current-row bar, level with its top.
  insetBlockStart: `calc(${vars.space.sm} + ${vars.space.xxs})`,
  insetInlineStart: `calc(${vars.space.md} + ${vars.borderWidth.thick})`,
  width: vars.space.xl,
  height: vars.space.xl,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  opacity: 0,
  selectors: {
    [`${selectable}:hover &, ${selectable}[data-checked] &, ${selectable}[data-selecting] &, &:focus-within`]:
      {
        opacity: 1,
      },
  },
});

export const selectInput = style({
  width: vars.space.md,
  height: vars.space.md,
  margin: 0,
  accentColor: vars.color.brand,
  cursor: 'pointer',
});

/** The row's state beside its channel (snoozed until when), set apart from the channel's name. */
export const status = style({ fontStyle: 'italic', whiteSpace: 'nowrap' });
