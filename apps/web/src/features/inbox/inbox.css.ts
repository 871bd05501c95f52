import { vars } from '@parley/ui/theme';
import { style } from '@vanilla-extract/css';

/** Below this width (a phone) the inbox shows the list or the open conversation, not both. */
export const narrow = '(max-width: 760px)';

/** List beside conversation; its height is set to fill the viewport below it (useFillViewport). */
export const split = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(280px, 360px) minmax(0, 1fr)',
  gap: vars.space.md,
  minHeight: '420px',
  '@media': { [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/** In a narrow window: the way back from the open conversation to its list (hidden otherwise). */
export const backToList = style({
  display: 'none',
  padding: `${vars.space.sm} ${vars.space.md} 0`,
  '@media': { [narrow]: { display: 'block' } },
});

export const listPane = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  background: vars.color.surfaceRaised,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  '@media': { [narrow]: { selectors: { [`${split}[data-open="conversation"] > &`]: { display: 'none' } } } },
});

export const detailPane = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  minWidth: 0,
  background: vars.color.surfaceRaised,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  '@media': { [narrow]: { selectors: { [`${split}[data-open="list"] > &`]: { display: 'none' } } } },
});

export const conversation = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  minHeight: 0,
});

export const conversationHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  padding: vars.space.md,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const conversationTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  // The name keeps room for itself; the actions wrap below it in a narrow window.
  flex: '1 1 12rem',
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const labels = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  gap: vars.space.xs,
  flexWrap: 'wrap',
  alignItems: 'center',
});

export const threadArea = style({ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' });

export const composerArea = style({
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  padding: vars.space.sm,
});
