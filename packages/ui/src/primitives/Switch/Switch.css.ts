import { style } from '@vanilla-extract/css';
import { focusRingOutline, stack } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

export const wrapper = style(stack(vars.space.xxs));

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed' } },
});

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: `calc(${vars.space.xl} + ${vars.space.sm})`,
  height: vars.space.lg,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  border: `${vars.borderWidth.thick} solid ${vars.color.borderStrong}`,
  transition: `background-color ${vars.motion.fast}`,
  selectors: {
    [`${root}[data-selected] &`]: { backgroundColor: vars.color.brand, borderColor: vars.color.brand },
    [`${root}[data-focus-visible] &`]: focusRingOutline,
    [`${root}[data-disabled] &`]: { opacity: 0.5 },
  },
});

export const thumb = style({
  position: 'absolute',
  insetBlockStart: vars.space.xxs,
  insetInlineStart: vars.space.xxs,
  width: `calc(${vars.space.lg} - ${vars.space.xxs} * 2 - ${vars.borderWidth.thick} * 2)`,
  height: `calc(${vars.space.lg} - ${vars.space.xxs} * 2 - ${vars.borderWidth.thick} * 2)`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.borderStrong,
  transition: `transform ${vars.motion.fast}`,
  selectors: {
    [`${root}[data-selected] &`]: {
      backgroundColor: vars.color.onBrand,
      transform: `translateX(calc(${vars.space.xl} + ${vars.space.sm} - ${vars.space.lg}))`,
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const label = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const lock = style({ color: vars.color.textMuted });

export const description = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  paddingInlineStart: `calc(${vars.space.xl} + ${vars.space.sm} + ${vars.space.sm})`,
});
