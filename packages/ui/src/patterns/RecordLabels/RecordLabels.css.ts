import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const labels = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, minWidth: 0 });
