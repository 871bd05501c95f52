import { style } from '@vanilla-extract/css';
import { hstack, stack } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

export const card = style({
  ...stack(vars.space.sm),
  padding: vars.space.md,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
});

export const header = style({
  ...hstack(vars.space.sm, 'baseline'),
  justifyContent: 'space-between',
  flexWrap: 'wrap',
});

export const author = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
});

export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const stars = style({ display: 'inline-flex', gap: '1px', fontSize: vars.fontSize.lg, lineHeight: 1 });
export const star = style({
  color: vars.color.borderStrong,
  selectors: { '&[data-filled]': { color: vars.color.warning } },
});

export const text = style({
  margin: 0,
  lineHeight: vars.lineHeight.normal,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
export const noText = style([text, { color: vars.color.textMuted, fontStyle: 'italic' }]);

export const reply = style({
  ...stack(vars.space.xxs),
  marginInlineStart: vars.space.md,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `${vars.borderWidth.thick} solid ${vars.color.brandText}`,
});

export const replyLabel = style({ fontWeight: vars.fontWeight.medium, color: vars.color.brandText });
