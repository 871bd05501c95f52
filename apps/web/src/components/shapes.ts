import { vars } from '@parley/ui/theme';
import type { StyleRule } from '@vanilla-extract/css';

/*
 * The shapes the `.css.ts` files build their styles from: plain style objects, with no class or CSS of
 * their own, so any `.css.ts` may use them, the dashboard's too (which must not import layout.css.ts:
 * see dashboard.css.ts). `rule` adds to or overrides the shape.
 */

/** Children one below the other, `gap` apart. */
export const column = (gap: string, rule: StyleRule = {}): StyleRule => ({
  display: 'flex',
  flexDirection: 'column',
  gap,
  ...rule,
});

/** A grid of the given columns, `gap` apart. */
export const grid = (gridTemplateColumns: string, gap: string, rule: StyleRule = {}): StyleRule => ({
  display: 'grid',
  gridTemplateColumns,
  gap,
  ...rule,
});

/** Children side by side, centred on a line, `gap` apart, wrapping to more lines when they do not fit. */
export const wrapRow = (gap: string, rule: StyleRule = {}): StyleRule => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap,
  ...rule,
});

/** A list with neither bullets nor indent, its items one below the other, `gap` apart. */
export const plainList = (gap: string, rule: StyleRule = {}): StyleRule =>
  column(gap, { listStyle: 'none', margin: 0, padding: 0, ...rule });

/** A pane of a master-detail page: a raised box whose content scrolls inside it. */
export const paneBox = {
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  background: vars.color.surfaceRaised,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
} as const;
