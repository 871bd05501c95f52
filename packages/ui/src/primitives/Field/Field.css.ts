import { style } from '@vanilla-extract/css';
import { controlFocused, controlHeight, stack } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

export const field = style({
  ...stack(vars.space.xs),
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const required = style({ color: vars.color.critical, marginInlineStart: vars.space.xxs });

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const error = style({ fontSize: vars.fontSize.sm, color: vars.color.critical });

/** Shared by Input, TextArea, the Select trigger and input groups. */
export const control = style({
  width: '100%',
  minHeight: controlHeight,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  outline: 'none',
  transition: `border-color ${vars.motion.fast}`,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-focus-visible], &[data-focused]': controlFocused,
    '&[data-invalid]': { borderColor: vars.color.critical },
    '&[data-invalid][data-focused]': { outlineColor: vars.color.critical },
    '&[data-disabled]': {
      backgroundColor: vars.color.surfaceSunken,
      color: vars.color.textMuted,
      cursor: 'not-allowed',
    },
  },
});
