import { style } from '@vanilla-extract/css';
import { focusRing, hstack, iconBox, stack } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

export const root = style({
  ...stack(vars.space.lg),
  minWidth: 0,
  color: vars.color.text,
});

export const steps = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const step = style({
  display: 'flex',
  alignItems: 'center',
  flex: '1 1 0',
  minWidth: 'max-content',
  gap: vars.space.sm,
  selectors: {
    // Connector to the next step.
    '&:not(:last-child)::after': {
      content: '""',
      flex: 1,
      minWidth: vars.space.md,
      height: vars.borderWidth.thick,
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.border,
    },
    '&[data-state="complete"]:not(:last-child)::after': { backgroundColor: vars.color.brand },
  },
});

export const stepItem = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    margin: 0,
    padding: vars.space.xs,
    border: 'none',
    borderRadius: vars.radius.md,
    backgroundColor: 'transparent',
    color: vars.color.textMuted,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.brandSubtle },
      '&[data-disabled]': { cursor: 'default' },
      [`${step}[data-state="current"] &`]: { color: vars.color.text, cursor: 'default' },
      [`${step}[data-state="complete"] &`]: { color: vars.color.text },
    },
  },
]);

export const marker = style([
  iconBox,
  {
    borderRadius: vars.radius.full,
    border: `${vars.borderWidth.thick} solid ${vars.color.borderStrong}`,
    backgroundColor: vars.color.surface,
    color: vars.color.textMuted,
    fontVariantNumeric: 'tabular-nums',
    selectors: {
      [`${step}[data-state="current"] &, ${step}[data-state="complete"] &`]: {
        borderColor: vars.color.brand,
        backgroundColor: vars.color.brand,
        color: vars.color.onBrand,
      },
    },
  },
]);

export const label = style({ overflowWrap: 'anywhere' });

export const panel = style({
  ...stack(vars.space.md),
  minWidth: 0,
  outline: 'none',
});

export const footer = style({
  ...hstack(vars.space.sm),
  flexWrap: 'wrap',
  paddingBlockStart: vars.space.md,
  borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const spacer = style({ flex: 1 });
