import { vars } from '@parley/ui/theme';
import { style } from '@vanilla-extract/css';
import { column, grid, paneBox, plainList, wrapRow } from './shapes.ts';

/*
 * The page layout the features' screens share: a column of sections, a toolbar with a heading and its
 * actions, an intro line, a plain list, a form column with its row of actions, small notes, a list
 * beside its open item (master-detail panes) and a centred state (loading, empty). A feature's own
 * `.css.ts` re-exports what it uses from here and adds only what is its own.
 */

export const page = style(column(vars.space.lg, { minWidth: 0 }));

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.md,
});

export const toolbarActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const intro = style({ margin: 0, color: vars.color.textMuted, maxWidth: vars.layout.readableWidth });

/** A secondary line: smaller and muted. */
export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const muted = style({ color: vars.color.textMuted });

export const list = style(plainList(vars.space.sm));

export const centered = style({ display: 'grid', placeItems: 'center', minHeight: '12rem' });

/** A form's fields in a column, at a width a line of input reads well at. */
export const form = style(column(vars.space.md, { maxWidth: '44rem' }));

/** A row of buttons (a form's save and cancel, a card's actions). */
export const actions = style(wrapRow(vars.space.sm));

/** A list beside its open item (news, contacts, tasks); both panes scroll on their own. */
export const masterDetail = style(
  grid('minmax(280px, 360px) minmax(0, 1fr)', vars.space.md, { alignItems: 'start' }),
);

export const pane = style(paneBox);
