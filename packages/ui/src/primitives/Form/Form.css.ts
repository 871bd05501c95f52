import { style } from '@vanilla-extract/css';
import { stack } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

export const form = style(stack(vars.space.md));
