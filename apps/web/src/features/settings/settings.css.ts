import { vars } from '@parley/ui/theme';
import { style } from '@vanilla-extract/css';
import { column, grid, wrapRow } from '../../components/shapes.ts';

export {
  actions,
  form,
  heading,
  intro,
  muted,
  page,
  toolbar,
  toolbarActions,
} from '../../components/layout.css.ts';

export const section = style(column(vars.space.sm, { minWidth: 0 }));

/** A heading with the status badge of what it names beside it. */
export const titleWithStatus = style(wrapRow(vars.space.sm));

export const row = style(grid('1fr 1fr', vars.space.md));

export const addressRow = style(grid('3fr 1fr', vars.space.md));

export const hoursCell = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const portfolio = style(grid('repeat(auto-fit, minmax(14rem, 1fr))', vars.space.lg));
