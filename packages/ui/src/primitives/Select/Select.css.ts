import { style } from '@vanilla-extract/css';
import { hstack } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

export const trigger = style({
  ...hstack(vars.space.sm),
  justifyContent: 'space-between',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&[data-pressed]': { borderColor: vars.color.focusRing } },
});

export const value = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});
