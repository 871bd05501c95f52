import { vars } from '@parley/ui/theme';
import { style } from '@vanilla-extract/css';
import { column, grid, paneBox as pane, plainList, wrapRow } from '../../components/shapes.ts';

export { actions } from '../../components/layout.css.ts';

/** The list beside the open task; both panes scroll on their own. */
export const split = style(
  grid('minmax(300px, 400px) minmax(0, 1fr)', vars.space.md, { alignItems: 'start' }),
);

export const listPane = style(pane);
export const detailPane = style({ ...pane, padding: vars.space.lg, gap: vars.space.md });

export const listHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const listTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  maxHeight: 'calc(100vh - 260px)',
  overflowY: 'auto',
});

export const listMessage = style({ padding: vars.space.md });

export const detailHeader = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const detailTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const toggles = style(wrapRow(vars.space.md));

export const dateRow = style(grid('minmax(0, 1fr) minmax(0, 10rem)', vars.space.md, { alignItems: 'start' }));

export const facts = style(column(vars.space.xs));

export const files = style(column(vars.space.sm, { alignItems: 'flex-start' }));

export const fileList = style(plainList(vars.space.xs));

export const fileItem = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const fileName = style({ overflowWrap: 'anywhere' });
