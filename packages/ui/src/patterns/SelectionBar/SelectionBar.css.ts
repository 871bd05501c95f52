import { style } from '@vanilla-extract/css';
import { hstack } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

export const root = style({
  ...hstack(vars.space.sm),
  flexWrap: 'wrap',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  backgroundColor: vars.color.brandSubtle,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
});

export const count = style({ fontWeight: vars.fontWeight.medium, whiteSpace: 'nowrap' });

export const actions = style({ ...hstack(vars.space.xs), flexWrap: 'wrap', marginInlineStart: 'auto' });
