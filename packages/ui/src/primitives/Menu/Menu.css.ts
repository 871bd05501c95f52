import { style } from '@vanilla-extract/css';
import { listRow, popoverSurface } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

export const popover = style([popoverSurface, { minWidth: `calc(${vars.space.xxl} * 4)`, outline: 'none' }]);

export const menu = style({
  padding: vars.space.xs,
  outline: 'none',
  maxHeight: 'inherit',
  overflowY: 'auto',
});

export const item = style([
  listRow,
  {
    fontSize: vars.fontSize.sm,
    textDecoration: 'none',
    selectors: {
      '&[data-critical]': { color: vars.color.critical },
      '&[data-critical][data-focused]': { backgroundColor: vars.color.criticalSubtle },
      '&[data-critical][data-disabled]': { color: vars.color.textMuted },
    },
  },
]);

export const icon = style({ display: 'inline-flex', color: 'currentColor' });
