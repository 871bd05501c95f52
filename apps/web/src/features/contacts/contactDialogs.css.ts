import { vars } from '@parley/ui/theme';
import { style } from '@vanilla-extract/css';
import { column } from '../../components/shapes.ts';

export { actions } from '../../components/layout.css.ts';

/** A contact dialog's fields and actions, one below the other. */
export const form = style(column(vars.space.md));

/** Two fields side by side (first and last name; email and phone), one below the other when narrow. */
export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: vars.space.md,
});

/** Street and number, postcode and city: the short fields narrower. */
export const address = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 1fr)',
  gap: vars.space.md,
});

export const hint = style({
  margin: 0,
  marginBlockStart: `calc(-1 * ${vars.space.sm})`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const duplicates = style({ margin: 0, paddingInlineStart: vars.space.md });
