import { style } from '@vanilla-extract/css';
import { hstack } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

export const root = style({
  ...hstack(vars.space.md),
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
});

export const status = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  selectors: { [`${root}[data-pending] &`]: { opacity: 0.6 } },
});
