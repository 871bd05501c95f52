import { style } from '@vanilla-extract/css';
import { focusRing, hstack, stack } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

export const root = style({
  ...stack(vars.space.md),
  minHeight: 0,
  height: '100%',
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const log = style({
  flex: 1,
  minHeight: '12rem',
  overflowY: 'auto',
  ...stack(vars.space.md),
  padding: vars.space.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
});

export const message = style({
  ...stack(vars.space.xxs),
  maxWidth: '80%',
  selectors: {
    '&[data-role="user"]': { alignSelf: 'flex-end', alignItems: 'flex-end' },
    '&[data-role="assistant"]': { alignSelf: 'flex-start' },
  },
});

export const speaker = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const bubble = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.lg,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  selectors: {
    [`${message}[data-role="user"] &`]: { backgroundColor: vars.color.brand, color: vars.color.onBrand },
    [`${message}[data-role="assistant"] &`]: {
      backgroundColor: vars.color.surface,
      border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    },
  },
});

export const status = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  selectors: { '&[data-tone="critical"]': { color: vars.color.critical } },
});

export const empty = style({ margin: 'auto', textAlign: 'center', color: vars.color.textMuted });

export const emptyTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const form = style(stack(vars.space.xs));

export const textArea = style([
  focusRing,
  {
    width: '100%',
    boxSizing: 'border-box',
    resize: 'none',
    minHeight: '4.5rem',
    padding: vars.space.sm,
    border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    font: 'inherit',
    fontSize: vars.fontSize.md,
    selectors: {
      '&[data-focused]': { borderColor: vars.color.brand },
      '&[data-invalid]': { borderColor: vars.color.critical },
      '&[data-disabled]': { backgroundColor: vars.color.surfaceSunken, color: vars.color.textMuted },
    },
  },
]);

export const fieldLabel = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const toolbar = style(hstack(vars.space.sm));

export const hint = style({ flex: 1, fontSize: vars.fontSize.xs, color: vars.color.textMuted });
