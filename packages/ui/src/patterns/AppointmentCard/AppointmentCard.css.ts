import { style } from '@vanilla-extract/css';
import { hstack } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

export const when = style({ ...hstack(vars.space.sm), flexWrap: 'wrap' });

export const date = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const time = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const comment = style({ whiteSpace: 'pre-wrap' });

export const creator = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });
