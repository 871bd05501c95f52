import { style } from '@vanilla-extract/css';
import { focusRingOutline, hstack, stack, tableBase } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

export const page = style({
  ...stack(vars.space.lg),
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const table = style([tableBase, { backgroundColor: vars.color.surface }]);

export const cell = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'middle',
});

export const mono = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.xs });

export const swatch = style({
  display: 'inline-block',
  width: vars.space.xl,
  height: vars.space.xl,
  borderRadius: vars.radius.sm,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  verticalAlign: 'middle',
});

export const sample = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: `calc(${vars.space.xxl} * 2)`,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.bold,
});

export const verdict = style({
  fontWeight: vars.fontWeight.bold,
  selectors: {
    '&[data-verdict="fail"]': { color: vars.color.critical },
    '&[data-verdict="AA"], &[data-verdict="AAA"]': { color: vars.color.positive },
  },
});

export const row = style({ ...hstack(vars.space.md), flexWrap: 'wrap' });

export const bar = style({
  height: vars.space.md,
  backgroundColor: vars.color.brand,
  borderRadius: vars.radius.sm,
});

export const tile = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: `calc(${vars.space.xxl} * 2)`,
  height: `calc(${vars.space.xxl} * 2)`,
  backgroundColor: vars.color.surfaceRaised,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  fontSize: vars.fontSize.xs,
  textAlign: 'center',
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(calc(${vars.space.xxl} * 3), 1fr))`,
  gap: vars.space.lg,
  padding: vars.space.md,
  backgroundColor: vars.color.surfaceSunken,
});

export const focusDemo = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  ...focusRingOutline,
});

export const sidebarFocusDemo = style([
  focusDemo,
  {
    backgroundColor: vars.color.sidebar,
    color: vars.color.onSidebar,
    outlineColor: vars.color.sidebarFocusRing,
    borderColor: vars.color.sidebar,
  },
]);
