import { vars } from '@parley/ui/theme';
import { style } from '@vanilla-extract/css';
import { column, grid } from '../../components/shapes.ts';

export {
  actions,
  centered,
  form,
  heading,
  intro,
  list,
  note,
  page,
  toolbar,
  toolbarActions,
} from '../../components/layout.css.ts';

export const fieldset = style({
  ...column(vars.space.md),
  margin: 0,
  padding: vars.space.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const legend = style({ paddingInline: vars.space.xs, fontWeight: vars.fontWeight.bold });

export const row = style(grid('3fr 1fr', vars.space.md, { alignItems: 'start' }));

export const split = style({
  ...grid('minmax(0, 1fr) minmax(0, 1fr)', vars.space.lg, { alignItems: 'start' }),
  '@media': { '(max-width: 1000px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
