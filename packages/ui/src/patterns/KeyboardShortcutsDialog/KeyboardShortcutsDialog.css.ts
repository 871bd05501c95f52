import { style } from '@vanilla-extract/css';
import { tableBase } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

export const table = style(tableBase);

export const cell = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.sm,
  textAlign: 'start',
  verticalAlign: 'middle',
});

export const headerCell = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const row = style({
  selectors: { '& + &': { borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border}` } },
});

export const keysCell = style({ whiteSpace: 'nowrap', width: '1%' });

export const combo = style({ display: 'inline-flex', gap: vars.space.xs, fontFamily: vars.font.mono });

export const key = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.space.lg,
  paddingInline: vars.space.xs,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.sm,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderBlockEndWidth: vars.borderWidth.thick,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.text,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.tight,
});
