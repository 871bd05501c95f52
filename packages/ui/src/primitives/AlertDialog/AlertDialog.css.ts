import { style } from '@vanilla-extract/css';
import { stack } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

export const content = style({ display: 'flex', gap: vars.space.md, padding: vars.space.lg });

export const icon = style({
  flexShrink: 0,
  color: vars.color.info,
  selectors: { '&[data-variant="critical"]': { color: vars.color.critical } },
});

export const text = style({ ...stack(vars.space.sm), minWidth: 0 });

export const message = style({ color: vars.color.text, lineHeight: vars.lineHeight.normal });
