import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const wrapper = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const input = style({ paddingInlineEnd: `calc(${vars.space.xl} + ${vars.space.sm})` });

export const trigger = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xs,
});
