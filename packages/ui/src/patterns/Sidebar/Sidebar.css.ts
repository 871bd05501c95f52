import { globalStyle, style } from '@vanilla-extract/css';
import { controlHeight, hstack, iconBox, stack, truncate, visuallyHidden } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

export const sidebar = style({
  display: 'flex',
  flexDirection: 'column',
  width: vars.layout.sidebarWidth,
  height: '100%',
  minHeight: '100vh',
  // The brand colour when the brand has one (see deriveSidebarColors), else the neutral surface.
  backgroundColor: vars.color.sidebar,
  color: vars.color.onSidebar,
  borderInlineEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  transition: `width ${vars.motion.normal}`,
  overflow: 'hidden',
  selectors: { '&[data-collapsed]': { width: vars.layout.sidebarCollapsed } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const top = style({
  ...hstack(vars.space.sm),
  justifyContent: 'space-between',
  minHeight: vars.layout.headerHeight,
  paddingInline: vars.space.md,
  selectors: {
    [`${sidebar}[data-collapsed] &`]: {
      flexDirection: 'column',
      justifyContent: 'center',
      paddingBlock: vars.space.sm,
    },
  },
});

export const logo = style({
  ...hstack(vars.space.sm),
  minWidth: 0,
  maxHeight: vars.space.xxl,
});

// A fixed height (collapsed: width) sizes logos that have no intrinsic size, such as an SVG with only
// a viewBox, which would otherwise shrink to nothing in the logo's shrink-to-fit box.
globalStyle(`${logo} img`, { display: 'block', height: vars.space.xl, width: 'auto', maxWidth: '100%' });
globalStyle(`${sidebar}[data-collapsed] ${logo} img`, {
  width: vars.space.xl,
  height: 'auto',
  maxWidth: 'none',
});

// Up to two lines, so a longer app name ("Nordlicht Connect") fits beside a wide logo.
export const appName = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  overflowWrap: 'anywhere',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  selectors: { [`${sidebar}[data-collapsed] &`]: visuallyHidden },
});

const itemFocus = {
  outline: 'none',
  selectors: {
    // RAC controls mark keyboard focus with data-focus-visible; the nav's native links match the selector.
    '&[data-focus-visible], &:focus-visible': {
      outline: `${vars.borderWidth.thick} solid ${vars.color.sidebarFocusRing}`,
      outlineOffset: `calc(${vars.borderWidth.thick} * -1)`,
    },
  },
} as const;

export const toggle = style([
  itemFocus,
  iconBox,
  {
    padding: 0,
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.surface,
    color: vars.color.textMuted,
    cursor: 'pointer',
    selectors: { '&[data-hovered]': { backgroundColor: vars.color.brandSubtle, color: vars.color.text } },
  },
]);

// A nav taller than the window scrolls with a visible (thin) scrollbar, so the items below the fold
// are not hidden without a trace.
export const nav = style({
  flex: 1,
  overflowY: 'auto',
  overflowX: 'hidden',
  paddingInline: vars.space.sm,
  scrollbarWidth: 'thin',
  scrollbarColor: `${vars.color.borderStrong} transparent`,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  ...stack(vars.space.xxs),
});

export const item = style([
  itemFocus,
  {
    position: 'relative',
    ...hstack(vars.space.md),
    width: '100%',
    minHeight: controlHeight,
    paddingInline: vars.space.md,
    border: 'none',
    borderRadius: vars.radius.md,
    backgroundColor: 'transparent',
    color: vars.color.onSidebar,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    textAlign: 'start',
    textDecoration: 'none',
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.sidebarHover },
      '&[aria-current="page"]': {
        backgroundColor: vars.color.sidebarCurrent,
        color: vars.color.onSidebarCurrent,
      },
      // Not built yet (shown in development only): clearly not one of the working items.
      '&[data-disabled]': {
        color: vars.color.onSidebar,
        opacity: 0.45,
        fontStyle: 'italic',
        cursor: 'not-allowed',
        backgroundColor: 'transparent',
      },
      [`${sidebar}[data-collapsed] &`]: { justifyContent: 'center', paddingInline: 0 },
    },
    // The nav's native links: hover where a pointer hovers (a tap leaves no hover behind).
    '@media': {
      // A laptop's 800 px: every item, Profile and Help center too, fits without scrolling.
      '(max-height: 880px)': { minHeight: vars.space.xl },
      '(hover: hover)': {
        selectors: {
          '&:hover:not([aria-current="page"]):not([data-disabled])': {
            backgroundColor: vars.color.sidebarHover,
          },
        },
      },
    },
  },
]);

export const icon = style({ display: 'inline-flex', flexShrink: 0 });

export const label = style([
  truncate,
  { flex: 1, selectors: { [`${sidebar}[data-collapsed] &`]: visuallyHidden } },
]);

export const count = style({
  selectors: {
    [`${sidebar}[data-collapsed] &`]: {
      position: 'absolute',
      marginInlineStart: vars.space.lg,
      marginBlockStart: `calc(${vars.space.md} * -1)`,
    },
  },
});

export const bottom = style({
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.md,
  borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const monogram = style({
  display: 'grid',
  placeItems: 'center',
  width: vars.space.xl,
  height: vars.space.xl,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.onSidebar,
  color: vars.color.sidebar,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
});
