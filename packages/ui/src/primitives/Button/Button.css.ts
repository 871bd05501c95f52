import { style, styleVariants } from '@vanilla-extract/css';
import { buttonTones, controlHeight, focusRing } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

export const root = style([
  focusRing,
  {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    borderRadius: vars.radius.md,
    border: `${vars.borderWidth.thin} solid transparent`,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
]);

export const size = styleVariants({
  sm: { minHeight: vars.space.xl, paddingInline: vars.space.md, fontSize: vars.fontSize.sm },
  md: {
    minHeight: controlHeight,
    paddingInline: vars.space.lg,
    fontSize: vars.fontSize.md,
  },
});

export const variant = styleVariants({
  ...buttonTones,
  quiet: {
    backgroundColor: 'transparent',
    color: vars.color.brandText,
    selectors: {
      '&[data-hovered]:not([data-disabled]), &[data-pressed]': { backgroundColor: vars.color.brandSubtle },
    },
  },
  /* A button on a line of text: no box, no padding, so it lines up with the text around it. */
  text: {
    minHeight: 'auto',
    padding: 0,
    border: 'none',
    backgroundColor: 'transparent',
    color: vars.color.brandText,
    fontSize: 'inherit',
    lineHeight: 'inherit',
    // As tall as the line and set at its top: the text shares the line's baseline without raising it.
    verticalAlign: 'top',
    borderRadius: vars.radius.sm,
    textUnderlineOffset: '0.2em',
    selectors: {
      '&[data-hovered]:not([data-disabled]), &[data-pressed]': { textDecoration: 'underline' },
    },
  },
  critical: {
    backgroundColor: vars.color.critical,
    color: vars.color.onCritical,
    selectors: {
      '&[data-hovered]:not([data-disabled]), &[data-pressed]': {
        backgroundColor: `color-mix(in srgb, ${vars.color.critical} 85%, ${vars.color.text})`,
      },
    },
  },
});

export const fullWidth = style({ width: '100%' });

export const content = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  selectors: {
    // opacity, not visibility: the label stays in the accessible name while pending.
    '&[data-hidden]': { opacity: 0 },
  },
});

export const icon = style({ display: 'inline-flex', alignItems: 'center' });

export const pending = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});
