import { style } from '@vanilla-extract/css';
import { hstack } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

export const root = style({
  ...hstack(vars.space.xs),
  display: 'inline-flex',
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-state="open"]': { backgroundColor: vars.color.positiveSubtle, color: vars.color.positive },
    '&[data-state="closing"]': { backgroundColor: vars.color.warningSubtle, color: vars.color.warning },
    '&[data-state="closed"]': { backgroundColor: vars.color.surfaceSunken, color: vars.color.textMuted },
  },
});

export const icon = style({ flexShrink: 0 });
