import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const popover = style({
  minWidth: `calc(${vars.space.xxl} * 4)`,
  backgroundColor: vars.color.surfaceRaised,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  zIndex: vars.zIndex.overlay,
  outline: 'none',
});

export const menu = style({
  padding: vars.space.xs,
  outline: 'none',
  maxHeight: 'inherit',
  overflowY: 'auto',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  outline: 'none',
  textDecoration: 'none',
  selectors: {
    '&[data-focused]': { backgroundColor: vars.color.brandSubtle },
    '&[data-focus-visible]': {
      outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(${vars.borderWidth.thick} * -1)`,
    },
    '&[data-critical]': { color: vars.color.critical },
    '&[data-critical][data-focused]': { backgroundColor: vars.color.criticalSubtle },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const icon = style({ display: 'inline-flex', color: 'currentColor' });
