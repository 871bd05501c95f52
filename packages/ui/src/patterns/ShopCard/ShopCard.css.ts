import { style } from '@vanilla-extract/css';
import { cardSurface, headingText, hstack, stack } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

export const card = style([
  cardSurface,
  {
    ...stack(vars.space.md),
    height: '100%',
    fontFamily: vars.font.body,
  },
]);

/** A fixed shape, so the cards of a row line up and nothing moves when the picture arrives. */
export const image = style({
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
});

export const placeholder = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  aspectRatio: '16 / 9',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.brandSubtle,
  color: vars.color.brandText,
});

export const main = style({ ...stack(vars.space.xs), flex: 1, minWidth: 0 });

export const category = style({
  color: vars.color.brandText,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
});

export const name = style([
  headingText(vars.fontSize.lg),
  { lineHeight: vars.lineHeight.tight, overflowWrap: 'anywhere' },
]);

export const teaser = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const footer = style({
  ...hstack(vars.space.sm),
  // As tall as the small button, so a purchased card's footer lines up with its neighbours'.
  minHeight: `calc(${vars.space.xl} + 2 * ${vars.borderWidth.thin})`,
  flexWrap: 'wrap',
  justifyContent: 'space-between',
});

export const price = style({
  marginInlineEnd: 'auto',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  selectors: { [`${card}[data-purchased] &`]: { color: vars.color.textMuted } },
});
