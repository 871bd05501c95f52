import { vars } from '@parley/ui/theme';
import { style } from '@vanilla-extract/css';

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
});

export const spacer = style({ flex: 1 });
