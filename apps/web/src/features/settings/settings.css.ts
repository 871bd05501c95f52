import { vars } from '@parley/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.md,
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

/** A heading with the status badge of what it names beside it. */
export const titleWithStatus = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const intro = style({ margin: 0, color: vars.color.textMuted, maxWidth: vars.layout.readableWidth });

export const muted = style({ color: vars.color.textMuted });

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '44rem',
});

export const row = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.md });

export const addressRow = style({ display: 'grid', gridTemplateColumns: '3fr 1fr', gap: vars.space.md });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const hoursCell = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const portfolio = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  gap: vars.space.lg,
});
