import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const icon = style({ display: 'inline-block', flexShrink: 0, verticalAlign: 'middle' });

export const size = styleVariants({
  sm: { width: vars.fontSize.md, height: vars.fontSize.md },
  md: { width: vars.fontSize.xl, height: vars.fontSize.xl },
  lg: { width: vars.space.xl, height: vars.space.xl },
});
