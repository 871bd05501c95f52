import { style } from '@vanilla-extract/css';
import { focusRing, nativeFocusRing } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderInlineStart: `${vars.borderWidth.thick} solid transparent`,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  selectors: {
    '&:hover:not([data-selected])': { backgroundColor: vars.color.surfaceSunken },
    '&[data-selected]': {
      backgroundColor: vars.color.brandSubtle,
      borderInlineStartColor: vars.color.brandText,
    },
  },
});

export const done = style({ marginBlockStart: vars.space.xxs });

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: 1,
  minWidth: 0,
});

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
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

export const due = style({ fontVariantNumeric: 'tabular-nums' });

export const link = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const star = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: vars.space.xl,
    height: vars.space.xl,
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
