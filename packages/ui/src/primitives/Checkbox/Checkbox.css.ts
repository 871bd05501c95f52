import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' } },
});

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.fontSize.lg,
  height: vars.fontSize.lg,
  borderRadius: vars.radius.sm,
  border: `${vars.borderWidth.thick} solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.onBrand,
  transition: `background-color ${vars.motion.fast}`,
  selectors: {
    [`${root}[data-selected] &, ${root}[data-indeterminate] &`]: {
      backgroundColor: vars.color.brand,
      borderColor: vars.color.brand,
    },
    [`${root}[data-focus-visible] &`]: {
      outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`,
      outlineOffset: vars.borderWidth.thick,
    },
    [`${root}[data-invalid] &`]: { borderColor: vars.color.critical },
    [`${root}[data-disabled] &`]: { opacity: 0.5 },
  },
});

export const check = style({
  opacity: 0,
  selectors: { [`${root}[data-selected] &`]: { opacity: 1 } },
});

export const dash = style({
  width: vars.space.sm,
  height: vars.borderWidth.thick,
  backgroundColor: 'currentColor',
});
