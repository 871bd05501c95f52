import { style } from '@vanilla-extract/css';
import { stack } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

export const card = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto auto',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
  '@media': {
    '(max-width: 640px)': { gridTemplateColumns: 'auto minmax(0, 1fr)' },
  },
});

export const icon = style({ width: '1.5rem', height: '1.5rem', color: vars.color.textMuted, flexShrink: 0 });

export const main = style({ ...stack(vars.space.xxs), minWidth: 0 });

export const value = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const type = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const status = style({
  ...stack(vars.space.xxs),
  alignItems: 'flex-end',
  minWidth: 0,
  maxWidth: '18rem',
  textAlign: 'end',
});

export const message = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const actions = style({ display: 'flex', gap: vars.space.sm, flexShrink: 0 });
