import { vars } from '@parley/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';
import { column, grid, paneBox, wrapRow } from '../../components/shapes.ts';

/** Below this width (a phone) the inbox shows the list or the open conversation, not both. */
export const narrow = '(max-width: 760px)';

/** List beside conversation; its height is set to fill the viewport below it (useFillViewport). */
export const split = style({
  ...grid('minmax(280px, 360px) minmax(0, 1fr)', vars.space.md),
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
  ...paneBox,
  minHeight: 0,
  '@media': { [narrow]: { selectors: { [`${split}[data-open="conversation"] > &`]: { display: 'none' } } } },
});

export const detailPane = style({
  ...paneBox,
  minHeight: 0,
  '@media': { [narrow]: { selectors: { [`${split}[data-open="list"] > &`]: { display: 'none' } } } },
});

export const conversation = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  minHeight: 0,
});

export const conversationHeader = style({
  ...column(vars.space.xs),
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  // The actions' labels give way to their icons when the conversation's column is narrow.
  containerType: 'inline-size',
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

/** Who the conversation is with, their consent, and one bar of what can be done with it. */
export const conversationHeadline = style(wrapRow(vars.space.sm));

export const conversationTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  // One line: the name keeps the room the badge and the actions leave it and is cut with an ellipsis
  // (it wraps the actions below it only when fewer than 4rem would be left).
  flex: '1 1 4rem',
  minWidth: 0,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const conversationActions = style(wrapRow(vars.space.xs, { marginInlineStart: 'auto' }));

export const labels = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  ...wrapRow(vars.space.xs),
});

export const threadArea = style({ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' });

export const composerArea = style({
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  padding: vars.space.sm,
});

export const notificationOffer = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxs });

/** A label chip's remove button: 24 px, the smallest target that is still easy to hit. */
export const labelRemove = style({
  minWidth: '1.5rem',
  minHeight: '1.5rem',
  width: '1.5rem',
  height: '1.5rem',
  padding: 0,
});

/** The label dialog: the search field and the matching labels apart. */
export const labelSearch = style(column(vars.space.md));

/**
 * An action's text in the conversation's bar: hidden from sight (not from assistive technology, whose
 * name for the action it stays) when the column is too narrow for labels, actions and text on one row.
 */
export const actionLabel = style({
  '@container': {
    '(max-width: 46rem)': {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});

/** An action of the conversation's bar: only as wide as its icon when its label gives way. */
export const action = style({
  '@container': { '(max-width: 46rem)': { paddingInline: vars.space.xs } },
});

/**
 * Close, the one action that also stands in the "More actions" menu: where the column is too narrow
 * for the name, its consent and every action on one row (the contact beside it at 1200 px), the menu
 * is the way to it.
 */
export const menuAlsoAction = style({
  '@container': { '(max-width: 24rem)': { display: 'none' } },
});

/**
 * The inbox's five tabs share the title's row with the header's actions: below 1440 px they keep the
 * row with half the padding (at 1200 px the actions would otherwise wrap and take the thread's height).
 */
export const sectionTabs = style({});
globalStyle(`${sectionTabs} [role="tab"]`, {
  '@media': { '(max-width: 1439px)': { paddingInline: vars.space.sm } },
});

/** The search box above the list. */
export const searchBox = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const searchField = style({ flex: 1, minWidth: 0 });
