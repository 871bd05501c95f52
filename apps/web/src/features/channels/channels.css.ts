import { vars } from '@parley/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.md,
});

export const toolbarActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const intro = style({ margin: 0, color: vars.color.textMuted, maxWidth: vars.layout.readableWidth });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '44rem',
});

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

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const split = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { '(max-width: 1000px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
