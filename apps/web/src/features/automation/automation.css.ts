import { vars } from '@parley/ui/theme';
import { style } from '@vanilla-extract/css';
import { column, plainList } from '../../components/shapes.ts';

export { actions, form, heading, intro, muted, page, toolbar } from '../../components/layout.css.ts';

export const groups = style(column(vars.space.lg));
export const responderList = style(plainList(vars.space.md));
export const responder = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});
export const responderText = style(column(vars.space.xs, { minWidth: 0 }));
export const responderBody = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const responderActions = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

/** The flow, as wide as the page; with a node open its editor beside it (below it in a narrow window). */
export const flowLayout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': {
    'screen and (min-width: 1400px)': {
      selectors: { '&[data-editing]': { gridTemplateColumns: 'minmax(0, 1fr) 26rem' } },
    },
  },
});
export const flowHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});
export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
export const titleRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
