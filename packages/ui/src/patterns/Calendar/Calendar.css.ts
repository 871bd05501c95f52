import { createVar, type StyleRule, style, styleVariants } from '@vanilla-extract/css';
import {
  focusRing,
  hstack,
  nativeFocusRing,
  nativeInsetFocusRing,
  stack,
  truncate,
} from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

/** Number of day columns (7 or 1) and of slot rows, set inline by the component. */
export const dayCount = createVar();
export const slotCount = createVar();

/** One 15-minute slot; 24px keeps every slot and short event a usable pointer target (WCAG 2.5.8). */
const slotHeight = vars.space.lg;

export const root = style({
  ...stack(vars.space.md),
  minHeight: 0,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const toolbar = style({
  ...hstack(vars.space.sm),
  flexWrap: 'wrap',
});

export const navigation = style(hstack(vars.space.xs));

export const title = style({
  flex: 1,
  margin: 0,
  minWidth: 'max-content',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});

export const viewSwitch = style({
  display: 'inline-flex',
  padding: vars.space.xxs,
  gap: vars.space.xxs,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

export const viewButton = style([
  focusRing,
  {
    minHeight: `calc(${vars.space.lg} + ${vars.space.xs})`,
    paddingInline: vars.space.md,
    border: 'none',
    borderRadius: vars.radius.sm,
    backgroundColor: 'transparent',
    color: vars.color.text,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]:not([data-selected])': { backgroundColor: vars.color.brandSubtle },
      '&[data-selected]': { backgroundColor: vars.color.brand, color: vars.color.onBrand },
    },
  },
]);

export const scroller = style([
  nativeFocusRing,
  {
    flex: 1,
    minHeight: 0,
    overflow: 'auto',
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surface,
  },
]);

export const grid = style({
  display: 'grid',
  gridTemplateColumns: `max-content repeat(${dayCount}, minmax(calc(${vars.space.xxl} * 2), 1fr))`,
  gridTemplateRows: 'auto auto',
  minWidth: 'min-content',
});

export const corner = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  backgroundColor: vars.color.surface,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const dayHeader = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  ...hstack(vars.space.xs, 'baseline'),
  justifyContent: 'center',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.xs,
  backgroundColor: vars.color.surface,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderInlineStart: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[aria-current="date"]': { color: vars.color.brandText, fontWeight: vars.fontWeight.bold },
  },
});

export const weekday = style({ fontWeight: vars.fontWeight.medium });

export const gutter = style({
  display: 'grid',
  gridTemplateRows: `repeat(${slotCount}, ${slotHeight})`,
  paddingInline: vars.space.sm,
});

export const hourLabel = style({
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
  paddingBlockStart: vars.space.xxs,
});

export const day = style({
  display: 'grid',
  gridTemplateRows: `repeat(${slotCount}, ${slotHeight})`,
  gridTemplateColumns: 'minmax(0, 1fr)',
  borderInlineStart: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  selectors: {
    '&[data-today]': { backgroundColor: `color-mix(in srgb, ${vars.color.brandSubtle} 40%, transparent)` },
  },
});

export const slot = style({
  gridColumn: '1',
  borderBlockStart: `${vars.borderWidth.thin} solid transparent`,
  selectors: {
    '&[data-hour-start]': { borderBlockStartColor: vars.color.border },
    '&[data-half-hour]': { borderBlockStart: `${vars.borderWidth.thin} dashed ${vars.color.border}` },
  },
});

export const slotButton = style([
  nativeInsetFocusRing,
  {
    display: 'block',
    width: '100%',
    height: '100%',
    margin: 0,
    padding: 0,
    borderInline: 'none',
    borderBlockEnd: 'none',
    backgroundColor: 'transparent',
    cursor: 'pointer',
    selectors: { '&:hover': { backgroundColor: vars.color.brandSubtle } },
  },
]);

/** Events that overlap in time share a cluster; each takes one of its side-by-side lanes. */
export const cluster = style({
  gridColumn: '1',
  zIndex: 1,
  display: 'grid',
  columnGap: vars.space.xxs,
  paddingInline: vars.space.xxs,
  minWidth: 0,
  // Empty parts of a cluster let clicks through to the slots below.
  pointerEvents: 'none',
});

/** An event's button in the grid or the all-day row: small text on a fill with a bar at its start (`eventTone`). */
const eventButton = {
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.xs,
  overflow: 'hidden',
  border: 'none',
  borderInlineStart: `${vars.borderWidth.thick} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  textAlign: 'start',
  cursor: 'pointer',
} satisfies StyleRule;

export const event = style([
  focusRing,
  eventButton,
  {
    pointerEvents: 'auto',
    position: 'relative',
    ...stack(vars.space.xxs),
    alignItems: 'flex-start',
    minWidth: 0,
    marginBlock: '1px',
    lineHeight: vars.lineHeight.tight,
    selectors: {
      '&[data-hovered], &[data-pressed]': { boxShadow: vars.shadow.md },
      '&[data-focus-visible]': { zIndex: 1 },
    },
  },
]);

/**
 * Fills by state, from the theme's status tokens; text stays `text` (ink) on the subtle fills and the
 * state word takes the status colour, the same pairs Badge uses, so both keep AA contrast.
 */
export const eventTone = styleVariants({
  accepted: { backgroundColor: vars.color.positiveSubtle, borderInlineStartColor: vars.color.positive },
  cancelled: { backgroundColor: vars.color.criticalSubtle, borderInlineStartColor: vars.color.critical },
  cancelled_not_confirmed: {
    backgroundColor: vars.color.warningSubtle,
    borderInlineStartColor: vars.color.warning,
  },
  waiting: { backgroundColor: vars.color.infoSubtle, borderInlineStartColor: vars.color.info },
  outlook: { backgroundColor: vars.color.surfaceSunken, borderInlineStartColor: vars.color.borderStrong },
});

const ellipsis = { ...truncate, maxWidth: '100%' };

export const eventTitle = style({ ...ellipsis, fontWeight: vars.fontWeight.bold });

export const eventMeta = style({ ...ellipsis, fontVariantNumeric: 'tabular-nums' });

export const stateLabel = style({ ...ellipsis, fontWeight: vars.fontWeight.bold });

export const stateLabelTone = styleVariants({
  accepted: { color: vars.color.positive },
  cancelled: { color: vars.color.critical },
  cancelled_not_confirmed: { color: vars.color.warning },
  waiting: { color: vars.color.info },
});

/** The all-day row: whole-day calendar events above the hours, one cell a day. */
export const allDayLabel = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  paddingInline: vars.space.sm,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const allDayCell = style({
  ...stack(vars.space.xxs),
  padding: vars.space.xxs,
  minWidth: 0,
  borderInlineStart: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const allDayEvent = style([focusRing, eventButton, truncate, { display: 'block', width: '100%' }]);
