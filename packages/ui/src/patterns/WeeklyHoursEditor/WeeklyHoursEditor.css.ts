import { style } from '@vanilla-extract/css';
import { stack } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column' });

export const dayRow = style({
  display: 'grid',
  gridTemplateColumns: '8rem 1fr',
  gap: vars.space.md,
  alignItems: 'start',
  paddingBlock: vars.space.xs,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  '@media': { '(max-width: 480px)': { gridTemplateColumns: '1fr', gap: vars.space.xs } },
});

export const dayName = style({ paddingBlockStart: vars.space.sm, fontWeight: vars.fontWeight.medium });

export const slots = style(stack(vars.space.sm));

export const slot = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr auto',
  alignItems: 'start',
  gap: vars.space.sm,
});

/** Lines the remove button up with the inputs, below their labels. */
export const slotRemove = style({ marginBlockStart: `calc(${vars.fontSize.sm} * 1.5 + ${vars.space.xs})` });

export const muted = style({ color: vars.color.textMuted, paddingBlockStart: vars.space.sm });
