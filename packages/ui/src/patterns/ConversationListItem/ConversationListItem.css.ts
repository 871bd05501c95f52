import { style } from '@vanilla-extract/css';
import { focusRing, nativeFocusRing, visuallyHidden } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

export const root = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    width: '100%',
    minWidth: 0,
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.md,
    border: 'none',
    borderInlineStart: `${vars.borderWidth.thick} solid transparent`,
    borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.tight,
    textAlign: 'start',
    textDecoration: 'none',
    cursor: 'pointer',
    selectors: {
      '&[data-focus-visible]': { outlineOffset: `calc(${vars.borderWidth.thick} * -1)` },
      '&[data-hovered]': { backgroundColor: vars.color.surfaceSunken },
      '&[data-selected]': {
        backgroundColor: vars.color.brandSubtle,
        borderInlineStartColor: vars.color.brandText,
      },
    },
  },
]);

/** The link variant is a native `<a>`: focus and hover come from CSS, not RAC's data attributes. */
export const link = style([
  nativeFocusRing,
  {
    selectors: {
      '&:focus-visible': { outlineOffset: `calc(${vars.borderWidth.thick} * -1)` },
      '&:hover:not([data-selected])': { backgroundColor: vars.color.surfaceSunken },
    },
  },
]);

export const avatar = style({ marginBlockStart: vars.space.xxs });

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: 1,
  minWidth: 0,
});

export const topLine = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.sm, minWidth: 0 });

export const name = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  selectors: { [`${root}[data-unread] &`]: { fontWeight: vars.fontWeight.bold } },
});

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

export const bottomLine = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

export const preview = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.textMuted,
  selectors: { [`${root}[data-unread] &`]: { color: vars.color.text } },
});

export const prefix = style({ fontWeight: vars.fontWeight.medium });

export const unread = style({ flexShrink: 0 });

export const labels = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, minWidth: 0 });

export const chip = style({
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
});

export const hidden = style(visuallyHidden);
