import { style } from '@vanilla-extract/css';
import { cardSurface, headingText, hstack, stack } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

export const card = style([cardSurface, stack(vars.space.md)]);

export const header = style({
  ...hstack(vars.space.md),
  justifyContent: 'space-between',
});

export const title = style([headingText(vars.fontSize.lg), { lineHeight: vars.lineHeight.tight }]);

export const actions = style({ display: 'flex', gap: vars.space.sm, flexShrink: 0 });

export const body = style({ ...stack(vars.space.sm), minWidth: 0 });

export const row = style({
  display: 'grid',
  // The value's column may shrink below its content's widest word or button: it wraps, not the card.
  gridTemplateColumns: `minmax(calc(${vars.space.xxl} * 2.5), 1fr) minmax(0, 2fr)`,
  gap: vars.space.md,
  margin: 0,
  paddingBlock: vars.space.xs,
  fontSize: vars.fontSize.sm,
  '@media': { '(max-width: 480px)': { gridTemplateColumns: '1fr', gap: vars.space.xxs } },
});

export const rowLabel = style({ color: vars.color.textMuted });

export const rowValue = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });
