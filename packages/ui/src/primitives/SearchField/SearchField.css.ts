import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import * as fieldStyles from '../Field/Field.css';

export const root = style([fieldStyles.field]);

export const wrapper = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const searchIcon = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const input = style({
  paddingInlineStart: vars.space.xl,
  paddingInlineEnd: `calc(${vars.space.xl} + ${vars.space.sm})`,
  selectors: {
    // The clear button replaces the browser's own cancel button.
    '&::-webkit-search-cancel-button': { display: 'none' },
    '&::-webkit-search-decoration': { display: 'none' },
  },
});

export const clear = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xs,
  selectors: { [`${root}[data-empty] &`]: { display: 'none' } },
});
