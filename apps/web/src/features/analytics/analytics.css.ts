import { vars } from '@parley/ui/theme';
import { style } from '@vanilla-extract/css';
import { column, grid, wrapRow } from '../../components/shapes.ts';

export { page } from '../../components/layout.css.ts';

export const toolbar = style(wrapRow(vars.space.md, { alignItems: 'flex-end' }));

export const spacer = style({ flex: 1 });

export const totals = style(grid('repeat(auto-fill, minmax(12rem, 1fr))', vars.space.md));

export const tile = style({
  ...column(vars.space.xs),
  padding: vars.space.lg,
  backgroundColor: vars.color.surfaceRaised,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const tileValue = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const tileLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const charts = style(grid('repeat(auto-fit, minmax(28rem, 1fr))', vars.space.lg, { minWidth: 0 }));
