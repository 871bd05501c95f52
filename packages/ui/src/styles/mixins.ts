import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** Visible keyboard focus indicator, shown only on [data-focus-visible]. */
export const focusRing = {
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`,
      outlineOffset: vars.borderWidth.thick,
    },
  },
} satisfies StyleRule;

/** For elements that use :focus-visible natively (plain anchors, skip links). */
export const nativeFocusRing = {
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`,
      outlineOffset: vars.borderWidth.thick,
    },
  },
} satisfies StyleRule;

/** A panel floating over the page: the popovers of selects, combo boxes, menus and date pickers. */
export const popoverSurface = {
  backgroundColor: vars.color.surfaceRaised,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  zIndex: vars.zIndex.overlay,
} satisfies StyleRule;

/**
 * A row of a list box or menu: tinted while it has focus, with the keyboard ring inside it (a ring
 * outside would be cut off by the scrolling list).
 */
export const listRow = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { backgroundColor: vars.color.brandSubtle },
    '&[data-focus-visible]': {
      outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(${vars.borderWidth.thick} * -1)`,
    },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
} satisfies StyleRule;

export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} satisfies StyleRule;

/** The label row of a checkbox or radio: indicator and text side by side; muted when disabled. */
export const choiceLabel = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' } },
} satisfies StyleRule;

/** The square or round indicator of a checkbox or radio, before its state styles. */
export const choiceIndicator = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.fontSize.lg,
  height: vars.fontSize.lg,
  border: `${vars.borderWidth.thick} solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
} satisfies StyleRule;
