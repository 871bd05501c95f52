import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const items = style({ display: 'flex', gap: vars.space.sm, paddingBlock: vars.space.xs });

export const orientation = styleVariants({
  vertical: { flexDirection: 'column' },
  horizontal: { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.lg },
});
