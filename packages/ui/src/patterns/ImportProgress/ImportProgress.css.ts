import { globalStyle, style } from '@vanilla-extract/css';
import { headingText, hstack, nativeFocusRing, stack, tableBase } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

export const root = style({ ...stack(vars.space.sm), minWidth: 0 });

export const summary = style({
  ...hstack(vars.space.xs),
  margin: 0,
  color: vars.color.text,
  minHeight: '1.5em',
});

export const critical = style({ color: vars.color.critical });
export const positive = style({ color: vars.color.positive });

export const title = style([
  headingText(vars.fontSize.md),
  { marginBlockStart: vars.space.sm, color: vars.color.text },
]);

export const scroller = style([
  nativeFocusRing,
  {
    maxHeight: '20rem',
    overflow: 'auto',
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
  },
]);

export const table = style(tableBase);

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  verticalAlign: 'top',
});

globalStyle(`${table} thead th`, {
  position: 'sticky',
  top: 0,
  backgroundColor: vars.color.surfaceRaised,
  fontWeight: vars.fontWeight.bold,
});

globalStyle(`${table} tbody th`, { fontWeight: vars.fontWeight.medium, fontVariantNumeric: 'tabular-nums' });
