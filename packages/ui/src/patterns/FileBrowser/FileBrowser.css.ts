import { style } from '@vanilla-extract/css';
import { focusRing, hstack, stack, truncate } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

export const root = style({
  ...stack(vars.space.md),
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const crumbs = style({
  ...hstack(vars.space.xxs),
  flexWrap: 'wrap',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

export const crumb = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs });

export const crumbButton = style([
  focusRing,
  {
    border: 0,
    background: 'none',
    padding: vars.space.xxs,
    borderRadius: vars.radius.sm,
    color: vars.color.brandText,
    font: 'inherit',
    cursor: 'pointer',
    textDecoration: 'underline',
    selectors: { '&[data-hovered]': { backgroundColor: vars.color.surfaceSunken } },
  },
]);

export const crumbCurrent = style({ padding: vars.space.xxs, fontWeight: vars.fontWeight.medium });

export const separator = style({ color: vars.color.textMuted });

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  overflow: 'hidden',
});

export const row = style({
  ...hstack(vars.space.sm),
  paddingInline: vars.space.md,
  minHeight: '3rem',
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBlockEnd: 0 } },
});

export const rowIcon = style({ flexShrink: 0, color: vars.color.textMuted });

export const folderIcon = style({ flexShrink: 0, color: vars.color.brandText });

export const name = style([
  focusRing,
  {
    flex: 1,
    minWidth: 0,
    ...hstack(vars.space.sm),
    border: 0,
    background: 'none',
    padding: vars.space.xs,
    borderRadius: vars.radius.sm,
    color: vars.color.text,
    font: 'inherit',
    fontSize: vars.fontSize.md,
    textAlign: 'start',
    cursor: 'pointer',
    ...truncate,
    selectors: { '&[data-hovered]': { color: vars.color.brandText, textDecoration: 'underline' } },
  },
]);

export const meta = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, whiteSpace: 'nowrap' });

export const skeletonRow = style([row, { gap: vars.space.md }]);
