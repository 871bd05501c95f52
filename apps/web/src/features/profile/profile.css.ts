import { vars } from '@parley/ui/theme';
import { style } from '@vanilla-extract/css';
import { column, grid, wrapRow } from '../../components/shapes.ts';

export { actions, note } from '../../components/layout.css.ts';

export const page = style(
  grid('repeat(auto-fill, minmax(22rem, 1fr))', vars.space.lg, { alignItems: 'start', minWidth: 0 }),
);

export const stack = style(column(vars.space.md, { minWidth: 0 }));

export const avatarRow = style(wrapRow(vars.space.lg));

export const facts = style(
  grid('minmax(7rem, max-content) 1fr', `${vars.space.xs} ${vars.space.md}`, { margin: 0 }),
);

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

// Also on <address>, which browsers set in italics.
export const definition = style({ margin: 0, overflowWrap: 'anywhere', fontStyle: 'normal' });

export const list = style({ margin: 0, paddingInlineStart: vars.space.lg });

export const form = style(column(vars.space.md, { maxWidth: '36rem' }));

export const wizardBody = style({ minHeight: '32rem' });

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
