import { vars } from '@parley/ui/theme';
import { style } from '@vanilla-extract/css';

export { actions, form, heading, intro, muted, page, toolbar } from '../../components/layout.css.ts';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

/** A heading with the status badge of what it names beside it. */
export const titleWithStatus = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const row = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.md });

export const addressRow = style({ display: 'grid', gridTemplateColumns: '3fr 1fr', gap: vars.space.md });

export const hoursCell = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const portfolio = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  gap: vars.space.lg,
});
