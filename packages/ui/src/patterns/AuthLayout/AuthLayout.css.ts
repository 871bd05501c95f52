import { globalStyle, style } from '@vanilla-extract/css';
import { headingText, stack } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.md,
  backgroundColor: vars.color.brandSubtle,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const column = style({
  width: '100%',
  maxWidth: vars.layout.authCardWidth,
  ...stack(vars.space.md),
});

export const card = style({
  ...stack(vars.space.md),
  padding: vars.space.xl,
  backgroundColor: vars.color.surfaceRaised,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  '@media': { '(max-width: 480px)': { padding: vars.space.lg } },
});

export const brand = style({
  ...stack(vars.space.sm),
  alignItems: 'center',
});

export const logo = style({
  display: 'flex',
  justifyContent: 'center',
  maxHeight: vars.layout.logoHeight,
  color: vars.color.brandText,
});

globalStyle(`${logo} img, ${logo} svg`, { maxHeight: vars.layout.logoHeight, maxWidth: '100%' });

export const appName = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});

export const title = style([
  headingText(vars.fontSize.xl),
  { lineHeight: vars.lineHeight.tight, textAlign: 'center' },
]);

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});

export const body = style(stack(vars.space.md));

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
});
