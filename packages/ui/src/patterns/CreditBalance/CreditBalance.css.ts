import { style } from '@vanilla-extract/css';
import { cardSurface, headingText, stack } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

export const card = style([cardSurface, stack(vars.space.md)]);

export const title = style([headingText(vars.fontSize.lg), { lineHeight: vars.lineHeight.tight }]);

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
  gap: vars.space.md,
  margin: 0,
});

export const figure = style({ ...stack(vars.space.xxs), minWidth: 0 });

export const label = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const value = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
  selectors: {
    [`${card}[data-insufficient] ${figure}[data-figure="remaining"] &`]: { color: vars.color.critical },
  },
});

export const message = style({
  margin: 0,
  color: vars.color.critical,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const action = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
