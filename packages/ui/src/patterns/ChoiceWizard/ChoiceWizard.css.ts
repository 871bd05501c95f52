import { style } from '@vanilla-extract/css';
import { stack } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

export const root = style({ ...stack(vars.space.lg), minHeight: 0 });

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const choices = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  gap: vars.space.sm,
});

export const empty = style({ margin: 0, color: vars.color.textMuted, fontStyle: 'italic' });
