import { style } from '@vanilla-extract/css';
import { stack } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

export const textArea = style({ resize: 'vertical', lineHeight: vars.lineHeight.normal });

export const meta = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md });

export const messages = style({ ...stack(vars.space.xxs), minWidth: 0 });

export const counter = style({
  flexShrink: 0,
  marginInlineStart: 'auto',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&[data-at-limit]': { color: vars.color.warning, fontWeight: vars.fontWeight.bold } },
});
