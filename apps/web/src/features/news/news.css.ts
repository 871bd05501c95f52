import { vars } from '@parley/ui/theme';
import { style } from '@vanilla-extract/css';

/** The list of news beside the open item; both panes scroll on their own. */
export const split = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(280px, 360px) minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'start',
});

const pane = {
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  background: vars.color.surfaceRaised,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
} as const;

export const listPane = style(pane);
export const detailPane = style({ ...pane, padding: vars.space.lg });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  maxHeight: 'calc(100vh - 220px)',
  overflowY: 'auto',
});

export const message = style({ padding: vars.space.md });
