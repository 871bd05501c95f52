import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { stack as stackOf } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.5 } });

export const skeleton = style({
  display: 'block',
  backgroundColor: vars.color.border,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const shape = styleVariants({
  text: { height: '1em', borderRadius: vars.radius.sm, width: '100%' },
  rect: { borderRadius: vars.radius.md, width: '100%', height: vars.space.xxl },
  circle: { borderRadius: vars.radius.full, width: vars.space.xl, height: vars.space.xl },
});

export const stack = style(stackOf(vars.space.sm));

export const lastLine = style({ width: '60%' });
