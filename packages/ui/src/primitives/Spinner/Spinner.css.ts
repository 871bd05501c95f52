import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: 'currentColor',
  flexShrink: 0,
});

export const size = styleVariants({
  sm: { width: vars.fontSize.md, height: vars.fontSize.md },
  md: { width: vars.space.lg, height: vars.space.lg },
  lg: { width: vars.space.xxl, height: vars.space.xxl },
});

export const svg = style({
  width: '100%',
  height: '100%',
  animation: `${spin} 900ms linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2400ms' } },
});

export const track = style({ stroke: 'currentColor', strokeWidth: 3, opacity: 0.25 });

export const arc = style({
  stroke: 'currentColor',
  strokeWidth: 3,
  strokeLinecap: 'round',
  strokeDasharray: '40 100',
});
