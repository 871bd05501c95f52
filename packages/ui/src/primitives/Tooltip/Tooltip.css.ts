import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const tooltip = style({
  maxWidth: vars.layout.readableWidth,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.text,
  color: vars.color.surface,
  fontSize: vars.fontSize.sm,
  boxShadow: vars.shadow.md,
  zIndex: vars.zIndex.toast,
});

export const arrow = style({ fill: vars.color.text });

globalStyle(`${arrow}[data-placement="bottom"] svg`, { transform: 'rotate(180deg)' });
// Beside the trigger (the collapsed sidebar's tooltip), the arrow points back at it.
globalStyle(`${arrow}[data-placement="right"] svg`, { transform: 'rotate(90deg)' });
globalStyle(`${arrow}[data-placement="left"] svg`, { transform: 'rotate(-90deg)' });
