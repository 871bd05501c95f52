import { vars } from '@parley/ui/theme';
import { style } from '@vanilla-extract/css';

export { actions, list } from '../../components/layout.css.ts';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '960px',
});

export const filters = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.lg,
  flexWrap: 'wrap',
});

export const summary = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const replyForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
