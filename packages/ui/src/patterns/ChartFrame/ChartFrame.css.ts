import { style } from '@vanilla-extract/css';
import { cardSurface, headingText, nativeFocusRing, stack } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

export const figure = style([cardSurface, { ...stack(vars.space.md), margin: 0 }]);

export const caption = style([headingText(vars.fontSize.md), { color: vars.color.text }]);

export const chart = style({ minHeight: '14rem', minWidth: 0, overflow: 'hidden' });

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const swatch = style({ width: '0.75rem', height: '0.75rem', borderRadius: vars.radius.sm });

export const details = style({ fontSize: vars.fontSize.sm });

export const summary = style([nativeFocusRing, { cursor: 'pointer', color: vars.color.brandText }]);

export const tableWrap = style({ overflowX: 'auto', marginBlockStart: vars.space.sm });

export const table = style({ borderCollapse: 'collapse', width: '100%', fontVariantNumeric: 'tabular-nums' });

export const cell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  textAlign: 'end',
  selectors: { '&:first-child': { textAlign: 'start' } },
});
