import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { statusDot } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.3 } });

export const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.full,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
});

export const dot = style([
  statusDot,
  {
    selectors: {
      [`${pill}[data-state="connecting"] &`]: { animation: `${pulse} 1.2s ease-in-out infinite` },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
]);

// Text colours on their subtle backgrounds are the pairs Badge uses, which the theme tests for AA.
export const tone = styleVariants({
  positive: { backgroundColor: vars.color.positiveSubtle, color: vars.color.positive },
  warning: { backgroundColor: vars.color.warningSubtle, color: vars.color.warning },
  critical: { backgroundColor: vars.color.criticalSubtle, color: vars.color.critical },
  neutral: { backgroundColor: vars.color.surfaceSunken, color: vars.color.textMuted },
});
