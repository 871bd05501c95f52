import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The height of a medium control: a button, an icon button, a field, a sidebar item. */
export const controlHeight = `calc(${vars.space.xl} + ${vars.space.sm})`;

/** The keyboard focus ring itself, for a selector of its own (a checkbox's box while its label has focus). */
export const focusRingOutline = {
  outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`,
  outlineOffset: vars.borderWidth.thick,
} satisfies StyleRule;

/**
 * The focus ring drawn just inside the element: rows and scrolling regions, whose ring outside would be
 * cut off by their list or their neighbours.
 */
export const insetFocusRingOutline = {
  ...focusRingOutline,
  outlineOffset: `calc(${vars.borderWidth.thick} * -1)`,
} satisfies StyleRule;

/** No outline but `ring` on `selector`, the state a keyboard focus sets. */
const focusRingOn = (selector: string, ring: StyleRule) =>
  ({ outline: 'none', selectors: { [selector]: ring } }) satisfies StyleRule;

/** Visible keyboard focus indicator, shown only on [data-focus-visible]. */
export const focusRing = focusRingOn('&[data-focus-visible]', focusRingOutline);

/** For elements that use :focus-visible natively (plain anchors, skip links, scrolling regions). */
export const nativeFocusRing = focusRingOn('&:focus-visible', focusRingOutline);

/** `focusRing` drawn inside the element (`insetFocusRingOutline`): tabs, a list's rows. */
export const insetFocusRing = focusRingOn('&[data-focus-visible]', insetFocusRingOutline);

/** `nativeFocusRing` drawn inside the element: native rows, scrolling regions. */
export const nativeInsetFocusRing = focusRingOn('&:focus-visible', insetFocusRingOutline);

/**
 * The focused look of a text control (Field.css `control`): its border and a thin outline in the ring
 * colour, for the control itself or for a frame whose inner part takes focus.
 */
export const controlFocused = {
  borderColor: vars.color.focusRing,
  outline: `${vars.borderWidth.thin} solid ${vars.color.focusRing}`,
} satisfies StyleRule;

/** A control whose parts take focus (date segments), focused while focus is anywhere inside it. */
export const controlFocusWithin = {
  selectors: {
    '&[data-focus-within]': controlFocused,
    '&[data-invalid][data-focus-within]': { outlineColor: vars.color.critical },
  },
} satisfies StyleRule;

/** Children one under the other with `gap` between them: forms, a card's sections, a label over its value. */
export const stack = (gap: string) => ({ display: 'flex', flexDirection: 'column', gap }) satisfies StyleRule;

/** Children side by side with `gap` between them, aligned on the cross axis (centred unless told). */
export const hstack = (
  gap: string,
  alignItems: 'center' | 'baseline' | 'flex-start' | 'flex-end' = 'center',
) => ({ display: 'flex', alignItems, gap }) satisfies StyleRule;

/** A heading in the heading face, bold and without margins; `fontSize` from the type scale. */
export const headingText = (fontSize: string) =>
  ({
    margin: 0,
    fontFamily: vars.font.heading,
    fontSize,
    fontWeight: vars.fontWeight.bold,
  }) satisfies StyleRule;

/** A panel floating over the page: the popovers of selects, combo boxes, menus and date pickers. */
export const popoverSurface = {
  backgroundColor: vars.color.surfaceRaised,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  zIndex: vars.zIndex.overlay,
} satisfies StyleRule;

/**
 * A row of a list box or menu: tinted while it has focus, with the keyboard ring inside it (a ring
 * outside would be cut off by the scrolling list).
 */
export const listRow = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { backgroundColor: vars.color.brandSubtle },
    '&[data-focus-visible]': insetFocusRingOutline,
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
} satisfies StyleRule;

/** One line of text, cut with an ellipsis where it does not fit. */
export const truncate = {
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} satisfies StyleRule;

/** A square the size of a small control with its one icon or figure centred. */
export const iconBox = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.space.xl,
  height: vars.space.xl,
} satisfies StyleRule;

/** The coloured dot before a status word; it takes the colour of its text. */
export const statusDot = {
  width: vars.space.sm,
  height: vars.space.sm,
  borderRadius: vars.radius.full,
  backgroundColor: 'currentColor',
  flexShrink: 0,
} satisfies StyleRule;

const pressed = '&[data-hovered]:not([data-disabled]), &[data-pressed]';

/** The filled and the outlined button, shared by Button and IconButton. */
export const buttonTones = {
  primary: {
    backgroundColor: vars.color.brand,
    color: vars.color.onBrand,
    selectors: { [pressed]: { backgroundColor: vars.color.brandHover } },
  },
  secondary: {
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    borderColor: vars.color.borderStrong,
    selectors: { [pressed]: { backgroundColor: vars.color.brandSubtle } },
  },
} satisfies Record<string, StyleRule>;

/** The raised, bordered panel of a card or a chart. */
export const cardSurface = {
  padding: vars.space.lg,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  minWidth: 0,
} satisfies StyleRule;

/**
 * A row of a list of records (conversations, contacts, tasks, news): tinted under the pointer, with a
 * bar at its start while it is the current one. `current` is that state's attribute (`[aria-current]`
 * on a link, `[data-selected]` on a RAC row); `hover` the hover selector where RAC reports it.
 */
export const recordRow = (current: string, hover = `&:hover:not(${current})`) =>
  ({
    display: 'flex',
    gap: vars.space.sm,
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.md,
    borderInlineStart: `${vars.borderWidth.thick} solid transparent`,
    borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    color: vars.color.text,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.tight,
    textDecoration: 'none',
    selectors: {
      [hover]: { backgroundColor: vars.color.surfaceSunken },
      [`&${current}`]: {
        backgroundColor: vars.color.brandSubtle,
        borderInlineStartColor: vars.color.brandText,
      },
    },
  }) satisfies StyleRule;

/** The text column of a record row beside its avatar or icon: lines stacked, shrinking so they truncate. */
export const recordMain = {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: 1,
  minWidth: 0,
} satisfies StyleRule;

/** A table as wide as its box, with collapsed borders and small text (data tables, key lists, imports). */
export const tableBase = {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
} satisfies StyleRule;

export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} satisfies StyleRule;

/** The label row of a checkbox or radio: indicator and text side by side; muted when disabled. */
export const choiceLabel = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' } },
} satisfies StyleRule;

/** The square or round indicator of a checkbox or radio, before its state styles. */
export const choiceIndicator = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.fontSize.lg,
  height: vars.fontSize.lg,
  border: `${vars.borderWidth.thick} solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
} satisfies StyleRule;
