import { style } from '@vanilla-extract/css';
import { headingText, hstack, stack } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

export const root = style({
  ...stack(vars.space.sm),
  paddingBlockEnd: vars.space.lg,
  selectors: { '&[data-size="compact"]': { paddingBlockEnd: vars.space.sm } },
});

export const before = style({ fontSize: vars.fontSize.sm });

export const row = style({
  ...hstack(vars.space.md),
  flexWrap: 'wrap',
  justifyContent: 'space-between',
});

export const text = style({ ...stack(vars.space.xs), minWidth: 0 });

export const title = style([
  headingText(vars.fontSize.xxl),
  {
    lineHeight: vars.lineHeight.tight,
    color: vars.color.text,
    selectors: { [`${root}[data-size="compact"] &`]: { fontSize: vars.fontSize.xl } },
  },
]);

export const description = style({ margin: 0, color: vars.color.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** Takes the room between the title and the actions; its content starts at its start. */
export const navigation = style({ flex: '1 1 auto', minWidth: 0, display: 'flex' });
