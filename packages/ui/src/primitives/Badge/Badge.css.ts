import { style, styleVariants } from '@vanilla-extract/css';
import { statusDot } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.space.lg,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});

export const badgeTone = styleVariants({
  neutral: { backgroundColor: vars.color.surfaceSunken, color: vars.color.text },
  brand: { backgroundColor: vars.color.brand, color: vars.color.onBrand },
  info: { backgroundColor: vars.color.infoSubtle, color: vars.color.info },
  positive: { backgroundColor: vars.color.positiveSubtle, color: vars.color.positive },
  warning: { backgroundColor: vars.color.warningSubtle, color: vars.color.warning },
  critical: { backgroundColor: vars.color.critical, color: vars.color.onCritical },
});

export const status = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const dot = style(statusDot);

const dotColors = {
  neutral: vars.color.textMuted,
  brand: vars.color.brandText,
  info: vars.color.info,
  positive: vars.color.positive,
  warning: vars.color.warning,
  critical: vars.color.critical,
} as const;

export const dotTone = styleVariants(dotColors, (color) => ({ color }));
