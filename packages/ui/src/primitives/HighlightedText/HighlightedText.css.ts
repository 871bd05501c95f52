import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const text = style({});

/** The brand's subtle tint behind the found part, its text in the brand's readable shade, bold. */
export const mark = style({
  backgroundColor: vars.color.brandSubtle,
  color: vars.color.brandText,
  fontWeight: vars.fontWeight.bold,
  borderRadius: vars.radius.sm,
  paddingInline: '0.1em',
});
