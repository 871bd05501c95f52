import { style } from '@vanilla-extract/css';
import { focusRing, insetFocusRing, stack, visuallyHidden } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

export const tabs = style(stack(vars.space.md));

export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  overflowX: 'auto',
  overflowY: 'hidden',
  // Places the counters' out-of-sight words (position: absolute) within the list, where its scrolling
  // clips them; placed by the page, they would widen it past a phone's screen.
  position: 'relative',
});

export const tab = style([
  insetFocusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.md,
    borderBlockEnd: `${vars.borderWidth.thick} solid transparent`,
    borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
    color: vars.color.textMuted,
    fontWeight: vars.fontWeight.medium,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    textDecoration: 'none',
    transition: `color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
    selectors: {
      '&[data-hovered]': { color: vars.color.text, backgroundColor: vars.color.brandSubtle },
      '&[data-selected]': { color: vars.color.brandText, borderBlockEndColor: vars.color.focusRing },
      '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
    },
  },
]);

export const count = style({});

export const hidden = style(visuallyHidden);

export const panel = style([focusRing, { borderRadius: vars.radius.md }]);
