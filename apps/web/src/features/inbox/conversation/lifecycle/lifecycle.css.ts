import { vars } from '@parley/ui/theme';
import { style } from '@vanilla-extract/css';
import { column } from '../../../../components/shapes.ts';

export { actions, intro as text } from '../../../../components/layout.css.ts';

/** A lifecycle dialog's form: its explanation, the field and the action, one below the other. */
export const form = style(column(vars.space.md));

/** Two fields side by side (the snooze's day and time), one below the other when narrow. */
export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
});

/** The colleagues a half-typed "@" mention may mean, right under the note. */
export const suggestions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
