import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'block',
  borderRadius: vars.radius.sm,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

// Literal black on white on purpose: scanners read dark modules on a light ground, and a dark brand's
// text and surface colours would invert the code.
export const light = style({ fill: '#ffffff' });
export const dark = style({ fill: '#000000' });
