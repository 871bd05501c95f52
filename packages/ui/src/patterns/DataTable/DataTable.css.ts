import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing, tableBase } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

export const wrapper = style({
  width: '100%',
  overflowX: 'auto',
  backgroundColor: vars.color.surfaceRaised,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const table = style(tableBase);

export const header = style({
  backgroundColor: vars.color.surfaceSunken,
});

export const column = style([
  focusRing,
  {
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.md,
    textAlign: 'start',
    fontWeight: vars.fontWeight.bold,
    color: vars.color.textMuted,
    borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    whiteSpace: 'nowrap',
    outlineOffset: `calc(-1 * ${vars.borderWidth.thick})`,
    selectors: {
      '&[data-align="end"]': { textAlign: 'end' },
      '&[data-allows-sorting]': { cursor: 'pointer' },
      '&[data-focus-visible]': { outlineOffset: `calc(-2 * ${vars.borderWidth.thick})` },
    },
  },
]);

export const columnLabel = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const sortIcon = style({
  display: 'inline-flex',
  opacity: 0.4,
  transition: `transform ${vars.motion.fast}`,
  selectors: {
    '&[data-direction="ascending"]': { opacity: 1, transform: 'rotate(180deg)' },
    '&[data-direction="descending"]': { opacity: 1 },
  },
});

export const body = style({});

export const row = style([
  focusRing,
  {
    borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    selectors: {
      '&:last-child': { borderBlockEnd: 'none' },
      '&[data-link]': { cursor: 'pointer' },
      '&[data-hovered]': { backgroundColor: vars.color.surfaceSunken },
      '&[data-focus-visible]': { outlineOffset: `calc(-2 * ${vars.borderWidth.thick})` },
    },
  },
]);

export const cell = style([
  focusRing,
  {
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.md,
    verticalAlign: 'middle',
    selectors: {
      '&[data-align="end"]': { textAlign: 'end' },
      '&[data-focus-visible]': { outlineOffset: `calc(-2 * ${vars.borderWidth.thick})` },
    },
  },
]);

export const empty = style({ padding: vars.space.md });

/* A row that opens something says so before it is hovered: its name reads as a link. */
globalStyle(`${row}[data-link] > [data-row-header]`, {
  color: vars.color.brandText,
  fontWeight: vars.fontWeight.medium,
});
globalStyle(`${row}[data-link][data-hovered] > [data-row-header]`, {
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
});
