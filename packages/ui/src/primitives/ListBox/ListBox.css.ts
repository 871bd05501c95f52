import { style } from '@vanilla-extract/css';
import { listRow, popoverSurface } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

export const popover = style([popoverSurface, { minWidth: 'var(--trigger-width)', overflowY: 'auto' }]);

export const listBox = style({ padding: vars.space.xs, outline: 'none' });

export const option = style([
  listRow,
  { selectors: { '&[data-selected]': { fontWeight: vars.fontWeight.bold } } },
]);

export const optionLabel = style({ flex: 1 });

export const empty = style({
  display: 'block',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
