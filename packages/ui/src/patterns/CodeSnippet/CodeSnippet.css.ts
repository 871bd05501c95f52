import { style } from '@vanilla-extract/css';
import { hstack, nativeFocusRing, stack } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

export const root = style({ ...stack(vars.space.xs), minWidth: 0 });

export const header = style({
  ...hstack(vars.space.sm),
  justifyContent: 'space-between',
});

export const label = style({ fontWeight: vars.fontWeight.medium, color: vars.color.text });

export const description = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const pre = style({ margin: 0, fontFamily: 'inherit', whiteSpace: 'pre' });

export const code = style([
  nativeFocusRing,
  {
    margin: 0,
    padding: vars.space.md,
    overflowX: 'auto',
    fontFamily: vars.font.mono,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    color: vars.color.text,
    backgroundColor: vars.color.surfaceSunken,
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    whiteSpace: 'pre',
  },
]);

export const status = style({
  minHeight: '1.25em',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  selectors: { '&[data-status="failed"]': { color: vars.color.critical } },
});
