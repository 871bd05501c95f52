import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brandMuted,
  color: vars.color.brandText,
  fontWeight: vars.fontWeight.bold,
  userSelect: 'none',
});

export const size = styleVariants({
  sm: { width: vars.space.lg, height: vars.space.lg, fontSize: vars.fontSize.xs },
  md: { width: vars.space.xl, height: vars.space.xl, fontSize: vars.fontSize.sm },
  lg: { width: vars.space.xxl, height: vars.space.xxl, fontSize: vars.fontSize.lg },
  xl: {
    width: `calc(${vars.space.xxl} * 2)`,
    height: `calc(${vars.space.xxl} * 2)`,
    fontSize: vars.fontSize.xxl,
  },
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });
