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
