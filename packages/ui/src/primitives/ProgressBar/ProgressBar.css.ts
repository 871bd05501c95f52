import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { hstack, stack } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

export const root = style({ ...stack(vars.space.xs), minWidth: 0 });

export const header = style({
  ...hstack(vars.space.sm, 'baseline'),
  justifyContent: 'space-between',
});

export const value = style({
  marginInlineStart: 'auto',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const track = style({
  position: 'relative',
  display: 'block',
  overflow: 'hidden',
  width: '100%',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceSunken,
  // The track's edge keeps the empty part visible on white (WCAG 1.4.11).
  boxShadow: `inset 0 0 0 ${vars.borderWidth.thin} ${vars.color.borderStrong}`,
});

export const size = styleVariants({
  sm: { height: vars.space.xs },
  md: { height: vars.space.sm },
});

// Fills use colours with at least 3:1 on light surfaces: focusRing for the brand, whose raw
// value may be too light (e.g. a yellow primary).
export const tone = styleVariants({
  brand: { color: vars.color.focusRing },
  success: { color: vars.color.positive },
  danger: { color: vars.color.critical },
});

export const fill = style({
  display: 'block',
  height: '100%',
  borderRadius: vars.radius.full,
  backgroundColor: 'currentColor',
  transition: `width ${vars.motion.normal}`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

export const indeterminate = style({
  width: '40%',
  animation: `${slide} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '4s' } },
});
