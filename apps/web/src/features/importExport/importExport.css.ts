import { vars } from '@parley/ui/theme';
import { style } from '@vanilla-extract/css';
import { column, grid } from '../../components/shapes.ts';

export { actions } from '../../components/layout.css.ts';

export const page = style(grid('minmax(0, 2fr) minmax(0, 1fr)', vars.space.md, { alignItems: 'start' }));

export const stack = style(column(vars.space.md, { minWidth: 0 }));

export const text = style({ margin: 0, color: vars.color.text, maxWidth: vars.layout.readableWidth });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const columns = style({
  margin: 0,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});
