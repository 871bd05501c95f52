import { style } from '@vanilla-extract/css';
import { headingText } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.lg,
  color: vars.color.text,
});

export const icon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: `calc(${vars.space.xxl} + ${vars.space.md})`,
  height: `calc(${vars.space.xxl} + ${vars.space.md})`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brandSubtle,
  color: vars.color.brandText,
  marginBlockEnd: vars.space.sm,
});

export const title = style(headingText(vars.fontSize.lg));

export const description = style({
  margin: 0,
  maxWidth: vars.layout.readableWidth,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const action = style({ marginBlockStart: vars.space.sm });
