import { vars } from '@parley/ui/theme';
import { style } from '@vanilla-extract/css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
});

/**
 * The dashboard keeps its own list rather than re-exporting components/layout.css.ts: that module is
 * shared by the lazily loaded features, and importing it here put their common chunk (~30 KB gzip) on
 * the first screen after sign-in (scripts/size-budget.mjs).
 */
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const row = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const account = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
