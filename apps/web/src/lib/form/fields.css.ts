import { vars } from '@parley/ui/theme';
import { style } from '@vanilla-extract/css';

/** A date and a time side by side, wrapping in a narrow column. */
export const dateTime = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'flex-start',
});
