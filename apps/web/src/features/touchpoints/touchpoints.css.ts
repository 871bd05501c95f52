import { vars } from '@parley/ui/theme';
import { style } from '@vanilla-extract/css';
import { grid as cardGrid, column } from '../../components/shapes.ts';

export { actions, heading, list as linkList } from '../../components/layout.css.ts';

export const page = style(column(vars.space.md, { minWidth: 0 }));

export const grid = style(cardGrid('repeat(auto-fill, minmax(20rem, 1fr))', vars.space.md));

export const split = style(cardGrid('minmax(0, 1fr) minmax(0, 1fr)', vars.space.md, { alignItems: 'start' }));

export const form = style(column(vars.space.md));

export const text = style({ margin: 0, color: vars.color.textMuted });

export const qr = style(column(vars.space.sm, { alignItems: 'flex-start' }));

export const link = style({ overflowWrap: 'anywhere' });

// The swatch sits beside the input, below the field's label.
export const colorRow = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

export const swatch = style({
  width: '2.25rem',
  height: '2.25rem',
  flexShrink: 0,
  marginBlockStart: `calc(${vars.fontSize.sm} * 1.5 + ${vars.space.xs})`,
  borderRadius: vars.radius.sm,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
});

export const select = style({ maxWidth: '24rem' });
