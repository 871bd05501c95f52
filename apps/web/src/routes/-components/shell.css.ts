import { vars } from '@parley/ui/theme';
import { style } from '@vanilla-extract/css';

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
});

export const appName = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
});

export const logo = style({ height: vars.space.xl, width: 'auto' });

export const spacer = style({ flex: 1 });
