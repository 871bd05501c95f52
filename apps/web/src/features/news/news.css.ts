import { vars } from '@parley/ui/theme';
import { style } from '@vanilla-extract/css';
import { paneBox as pane } from '../../components/shapes.ts';

export { masterDetail as split } from '../../components/layout.css.ts';

export const listPane = style(pane);
export const detailPane = style({ ...pane, padding: vars.space.lg });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  maxHeight: 'calc(100vh - 220px)',
  overflowY: 'auto',
});

export const message = style({ padding: vars.space.md });
