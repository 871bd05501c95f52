import { style } from '@vanilla-extract/css';
import { nativeFocusRing } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

/** A native `<a>` (mounted by the thousand in a VirtualList): hover and focus come from CSS. */
export const root = style([
  nativeFocusRing,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.md,
    borderInlineStart: `${vars.borderWidth.thick} solid transparent`,
    borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    textDecoration: 'none',
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.tight,
    selectors: {
      '&:hover:not([aria-current])': { backgroundColor: vars.color.surfaceSunken },
      '&[aria-current]': {
        backgroundColor: vars.color.brandSubtle,
        borderInlineStartColor: vars.color.brandText,
      },
      '&:focus-visible': { outlineOffset: `calc(${vars.borderWidth.thick} * -1)` },
    },
  },
]);

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  flex: 1,
});

export const name = style({
  fontWeight: vars.fontWeight.bold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const detail = style({
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const labels = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, minWidth: 0 });

export const chip = style({
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.brandSubtle,
  color: vars.color.brandText,
  fontSize: vars.fontSize.xs,
});

export const skeleton = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
});
