import { vars } from '@parley/ui/theme';
import { style } from '@vanilla-extract/css';
import { column } from '../../../components/shapes.ts';

/** The hits fill the list's pane and scroll in it. */
export const results = style({
  ...column(vars.space.sm),
  padding: vars.space.sm,
  overflowY: 'auto',
  minHeight: 0,
});

export const count = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, ...column(vars.space.xs) });

export const hit = style({
  ...column(vars.space.xxs),
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const hitLink = style({ fontWeight: vars.fontWeight.bold });

export const match = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const field = style({ color: vars.color.textMuted });

export const meta = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
