import { style } from '@vanilla-extract/css';
import { focusRing, hstack, stack } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

export const region = style([
  focusRing,
  {
    // At the top centre, away from where people type and send (the composer and its Send button sit
    // at the bottom), and never in the way: clicks pass through a toast to what is under it, except
    // on its close button. A toast the pointer merely rests on is not kept (the region pauses the
    // timers only while hovered, and nothing but the close button can be).
    position: 'fixed',
    insetBlockStart: vars.space.lg,
    insetInlineStart: '50%',
    transform: 'translateX(-50%)',
    zIndex: vars.zIndex.toast,
    display: 'flex',
    flexDirection: 'column',
    pointerEvents: 'none',
    gap: vars.space.sm,
    maxWidth: `min(${vars.layout.toastWidth}, calc(100vw - ${vars.space.lg} * 2))`,
    borderRadius: vars.radius.lg,
  },
]);

export const toast = style([
  focusRing,
  {
    ...hstack(vars.space.sm, 'flex-start'),
    padding: vars.space.md,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    borderInlineStart: `calc(${vars.borderWidth.thick} * 2) solid ${vars.color.info}`,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.lg,
    pointerEvents: 'none',
    selectors: {
      '&[data-tone="positive"]': { borderInlineStartColor: vars.color.positive },
      '&[data-tone="warning"]': { borderInlineStartColor: vars.color.warning },
      '&[data-tone="critical"]': { borderInlineStartColor: vars.color.critical },
    },
  },
]);

export const icon = style({
  color: vars.color.info,
  selectors: {
    [`${toast}[data-tone="positive"] &`]: { color: vars.color.positive },
    [`${toast}[data-tone="warning"] &`]: { color: vars.color.warning },
    [`${toast}[data-tone="critical"] &`]: { color: vars.color.critical },
  },
});

export const content = style({
  ...stack(vars.space.xxs),
  flex: 1,
  minWidth: 0,
  paddingBlock: vars.space.xxs,
});

export const title = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm });

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** The one part of a toast that takes the pointer. */
export const close = style({ pointerEvents: 'auto' });
