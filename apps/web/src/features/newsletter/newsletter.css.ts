import { vars } from '@parley/ui/theme';
import { style } from '@vanilla-extract/css';
import { column, grid, wrapRow } from '../../components/shapes.ts';

export {
  actions,
  heading,
  intro,
  muted,
  note,
  page,
  toolbar,
  toolbarActions,
} from '../../components/layout.css.ts';

/** The overview: templates beside the credit, one column when narrow. */
export const overview = style(
  grid('minmax(0, 1fr) minmax(16rem, 20rem)', vars.space.lg, {
    alignItems: 'start',
    '@media': { '(max-width: 1100px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
  }),
);

export const templates = style(
  grid('repeat(auto-fill, minmax(17rem, 1fr))', vars.space.md, { alignItems: 'start' }),
);

export const templateCard = style(column(vars.space.sm));

export const side = style(column(vars.space.md));

export const dialogForm = style(column(vars.space.md));

export const price = style({ margin: 0, fontWeight: vars.fontWeight.bold });

/** The wizard's steps: fields beside the preview, one column when narrow. */
export const stepColumns = style(
  grid('minmax(0, 1fr) minmax(16rem, 22rem)', vars.space.lg, {
    alignItems: 'start',
    '@media': { '(max-width: 1100px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
  }),
);

export const fields = style(column(vars.space.md, { minWidth: 0 }));

export const filters = style(grid('repeat(auto-fill, minmax(14rem, 1fr))', vars.space.md));

export const count = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const warning = style({ margin: 0, color: vars.color.textMuted });

export const critical = style({ margin: 0, color: vars.color.critical, fontWeight: vars.fontWeight.bold });

export const row = style(wrapRow(vars.space.sm, { alignItems: 'end', justifyContent: 'space-between' }));

/** A step's own fields: a readable width, however wide the window. */
export const stepFields = style(column(vars.space.md, { minWidth: 0, maxWidth: '36rem' }));

export const figures = style(grid('repeat(auto-fill, minmax(9rem, 1fr))', vars.space.sm, { margin: 0 }));

export const figure = style(column(vars.space.xs, { margin: 0 }));

export const figureValue = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const figureLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
