import { vars } from '@parley/ui/theme';
import { style } from '@vanilla-extract/css';

/**
 * The filter fields of the inbox list: channel and label side by side in the narrow list pane, the
 * waiting time and the sort (longer words) a row each, the switch and the clear button below.
 */
export const panel = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  gap: vars.space.sm,
  alignItems: 'end',
  padding: vars.space.sm,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const footer = style({
  gridColumn: '1 / -1',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

/** A field as wide as the panel. */
export const wide = style({ gridColumn: '1 / -1' });
