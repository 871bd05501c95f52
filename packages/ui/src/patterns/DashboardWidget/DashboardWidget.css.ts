import { style } from '@vanilla-extract/css';
import { nativeFocusRing, stack } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

export const widget = style({ minHeight: `calc(${vars.space.xxl} * 3)` });

export const error = style({
  ...stack(vars.space.sm),
  alignItems: 'flex-start',
  color: vars.color.critical,
  fontSize: vars.fontSize.sm,
});

export const errorText = style({ margin: 0 });

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: vars.space.sm,
});

export const stat = style([
  nativeFocusRing,
  {
    ...stack(vars.space.xxs),
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    textDecoration: 'none',
    fontFamily: vars.font.body,
    selectors: {
      'a&:hover': { backgroundColor: vars.color.surfaceSunken, borderColor: vars.color.borderStrong },
    },
  },
]);

export const statValue = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.brandText,
  fontVariantNumeric: 'tabular-nums',
});

export const statLabel = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });
export const statDescription = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
