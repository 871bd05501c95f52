import { style } from '@vanilla-extract/css';
import { visuallyHidden as rule } from './mixins';

export const visuallyHidden = style(rule);
