import { globalStyle, style } from '@vanilla-extract/css';
import { focusRingOutline, nativeFocusRing } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

/*
 * xyflow draws with its own CSS variables (dist/base.css); they are set here from the theme, so a
 * brand's colours reach the canvas, the edges, the mini map and the controls.
 */
export const root = style({
  vars: {
    '--xy-background-color': vars.color.surfaceSunken,
    '--xy-background-pattern-color': vars.color.borderStrong,
    '--xy-edge-stroke': vars.color.borderStrong,
    '--xy-edge-stroke-width': '1.5',
    '--xy-edge-stroke-selected': vars.color.brandText,
    '--xy-handle-background-color': vars.color.borderStrong,
    '--xy-minimap-background-color': vars.color.surfaceRaised,
    '--xy-minimap-mask-background-color': `color-mix(in srgb, ${vars.color.surfaceSunken} 70%, transparent)`,
    '--xy-minimap-mask-stroke-color': vars.color.borderStrong,
    '--xy-minimap-node-background-color': vars.color.border,
    '--xy-minimap-node-stroke-color': vars.color.borderStrong,
    '--xy-minimap-node-stroke-width': '1',
    '--xy-controls-button-background-color': vars.color.surfaceRaised,
    '--xy-controls-button-background-color-hover': vars.color.brandSubtle,
    '--xy-controls-button-color': vars.color.text,
    '--xy-controls-button-color-hover': vars.color.brandText,
    '--xy-controls-button-border-color': vars.color.border,
    '--xy-controls-box-shadow': vars.shadow.sm,
    '--xy-attribution-background-color': vars.color.surfaceRaised,
  },
  boxSizing: 'border-box',
  width: '100%',
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  color: vars.color.text,
  fontFamily: vars.font.body,
});

/** The node's wrapper, which xyflow focuses: the kit's ring around the card's rounded corners. */
export const node = style([nativeFocusRing, { borderRadius: vars.radius.lg }]);

export const pressable = style({ cursor: 'pointer' });

/** The edges' anchors: laid out (xyflow measures them) but neither seen nor touched. */
export const handle = style({ visibility: 'hidden', pointerEvents: 'none' });

/** A condition on its edge, drawn over the line at its middle. */
export const edgeLabel = style({
  position: 'absolute',
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
});

// The open node stands out in the mini map too (xyflow marks it `.selected`).
globalStyle(`${root} .react-flow__minimap-node.selected`, { fill: vars.color.brand });

globalStyle(`${root} .react-flow__minimap`, {
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

// base.css leaves the controls unstyled (style.css would bring its own colours): the kit's look here.
globalStyle(`${root} .react-flow__controls`, {
  boxShadow: 'var(--xy-controls-box-shadow)',
  borderRadius: vars.radius.md,
});

globalStyle(`${root} .react-flow__controls-button`, {
  boxSizing: 'content-box',
  width: vars.space.md,
  height: vars.space.md,
  padding: vars.space.xs,
  border: 'none',
  borderBlockEnd: `${vars.borderWidth.thin} solid var(--xy-controls-button-border-color)`,
  backgroundColor: 'var(--xy-controls-button-background-color)',
  color: 'var(--xy-controls-button-color)',
  cursor: 'pointer',
});

globalStyle(`${root} .react-flow__controls-button:first-child`, {
  borderStartStartRadius: vars.radius.md,
  borderStartEndRadius: vars.radius.md,
});

globalStyle(`${root} .react-flow__controls-button:last-child`, {
  borderBlockEnd: 'none',
  borderEndStartRadius: vars.radius.md,
  borderEndEndRadius: vars.radius.md,
});

globalStyle(`${root} .react-flow__controls-button:hover`, {
  backgroundColor: 'var(--xy-controls-button-background-color-hover)',
  color: 'var(--xy-controls-button-color-hover)',
});

globalStyle(`${root} .react-flow__controls-button:focus-visible`, {
  ...focusRingOutline,
  position: 'relative',
  zIndex: 1,
});

globalStyle(`${root} .react-flow__controls-button:disabled`, {
  color: vars.color.textMuted,
  cursor: 'not-allowed',
});

globalStyle(`${root} .react-flow__attribution a`, { color: vars.color.textMuted });
