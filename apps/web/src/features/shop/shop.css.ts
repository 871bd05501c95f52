import { vars } from '@parley/ui/theme';
import { style } from '@vanilla-extract/css';
import { column, grid as gridOf, wrapRow } from '../../components/shapes.ts';

export { heading, page } from '../../components/layout.css.ts';

export const filters = style(wrapRow(vars.space.md, { alignItems: 'end' }));

export const section = style(column(vars.space.md));

export const grid = style({
  ...gridOf('repeat(auto-fill, minmax(16rem, 1fr))', vars.space.md, { alignItems: 'stretch' }),
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const item = style({ display: 'flex' });
