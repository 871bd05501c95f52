import { style } from '@vanilla-extract/css';
import { hstack, iconBox as iconBoxShape, recordMain, truncate } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

/** As wide as a node of the flow viewer, so a flow's positions leave room between its cards. */
export const card = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  boxSizing: 'border-box',
  width: '16rem',
  padding: vars.space.sm,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'start',
  selectors: {
    // Selected: the primary's tint with a border in its text shade, thickened inside so nothing moves.
    '&[data-selected]': {
      backgroundColor: vars.color.brandSubtle,
      borderColor: vars.color.brandText,
      boxShadow: `inset 0 0 0 ${vars.borderWidth.thin} ${vars.color.brandText}, ${vars.shadow.md}`,
    },
  },
});

export const iconBox = style([
  iconBoxShape,
  {
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.brandSubtle,
    color: vars.color.brandText,
    selectors: {
      [`${card}[data-selected] &`]: { backgroundColor: vars.color.brand, color: vars.color.onBrand },
    },
  },
]);

export const main = style(recordMain);

export const type = style([
  truncate,
  { color: vars.color.textMuted, fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.medium },
]);

export const name = style([truncate, { fontWeight: vars.fontWeight.bold }]);

/** The missing name is a warning on its own tint, so it reads the same on a selected card. */
export const missingName = style({
  ...hstack(vars.space.xs),
  alignSelf: 'flex-start',
  maxWidth: '100%',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.warningSubtle,
  color: vars.color.warning,
  fontWeight: vars.fontWeight.bold,
});

export const summary = style([truncate, { color: vars.color.textMuted, fontSize: vars.fontSize.xs }]);
