import { vars } from '@parley/ui/theme';
import { style } from '@vanilla-extract/css';
import { grid, paneBox as pane, column as stack } from '../../components/shapes.ts';

export { list as links, masterDetail as split } from '../../components/layout.css.ts';

export const listPane = style({ ...pane, height: 'calc(100vh - 220px)', minHeight: '420px' });
export const detailPane = style(stack(vars.space.md, { minWidth: 0 }));

export const filters = style({
  ...grid('minmax(0, 1fr) minmax(0, 1fr)', vars.space.sm),
  padding: vars.space.md,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const list = style({ flex: 1, minHeight: 0 });

export const listMessage = style({ padding: vars.space.md });

export const page = style({
  ...grid('minmax(0, 1fr) minmax(0, 1fr)', vars.space.md, { alignItems: 'start' }),
  '@media': { '(max-width: 1100px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const column = style(stack(vars.space.md, { minWidth: 0 }));

export const linkRow = style(stack(vars.space.xxs, { minWidth: 0 }));

export const muted = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

/** Below this width (a phone) the contact sits above the conversation instead of beside it. */
const narrow = '(max-width: 760px)';

/** Beside an open conversation in the inbox. */
export const withContact = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  height: '100%',
  minHeight: 0,
  '@media': {
    [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)', gridTemplateRows: 'auto minmax(0, 1fr)' },
  },
});

export const aside = style({
  ...stack(vars.space.sm),
  padding: vars.space.sm,
  borderInlineStart: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  overflowY: 'auto',
  minHeight: 0,
  '@media': {
    [narrow]: {
      order: -1,
      borderInlineStart: 'none',
      borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    },
  },
});

export const asideOpen = style({
  width: '320px',
  '@media': { [narrow]: { width: 'auto', maxHeight: '50vh' } },
});

/** The contact page's actions (edit, merge, delete) above its card. */
export const actionsRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** The list's "New contact" button, below its filters. */
export const newContact = style({
  padding: vars.space.sm,
  paddingInline: vars.space.md,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

/** The list's search box, above its filters. */
export const searchBox = style({ paddingInline: vars.space.md, paddingBlockStart: vars.space.md });
