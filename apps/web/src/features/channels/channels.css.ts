import { vars } from '@parley/ui/theme';
import { style } from '@vanilla-extract/css';

export {
  actions,
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
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const legend = style({ paddingInline: vars.space.xs, fontWeight: vars.fontWeight.bold });

export const row = style({
  display: 'grid',
  gridTemplateColumns: '3fr 1fr',
  gap: vars.space.md,
  alignItems: 'start',
});

export const split = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { '(max-width: 1000px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
