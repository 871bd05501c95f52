import { vars } from '@parley/ui/theme';
import { style } from '@vanilla-extract/css';

export const frame = style({
  display: 'block',
  width: '100%',
  minHeight: '80vh',
  border: 'none',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
