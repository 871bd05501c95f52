import { vars } from '@parley/ui/theme';
import { style } from '@vanilla-extract/css';
import { grid as cardGrid, column, plainList } from '../../components/shapes.ts';

export const grid = style(
  cardGrid('repeat(auto-fit, minmax(320px, 1fr))', vars.space.md, { alignItems: 'start' }),
);

/**
 * The dashboard keeps its own list rather than re-exporting components/layout.css.ts: that module is
 * shared by the lazily loaded features, and importing it here put their common chunk (~30 KB gzip) on
 * the first screen after sign-in (scripts/size-budget.mjs). It builds it from the same shape instead
 * (components/shapes.ts has no styles of its own).
 */
export const list = style(plainList(vars.space.sm));

export const row = style(column(vars.space.xxs));
export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const account = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
