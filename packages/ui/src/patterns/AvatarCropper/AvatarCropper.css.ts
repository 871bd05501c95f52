import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing, hstack, stack } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

export const root = style({
  ...stack(vars.space.md),
  minWidth: 0,
  color: vars.color.text,
});

export const stage = style({
  position: 'relative',
  width: '100%',
  height: `calc(${vars.space.xxl} * 6)`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
  overflow: 'hidden',
});

// What react-easy-crop's own stylesheet does, with theme colours (its injection is turned off).
export const container = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  overflow: 'hidden',
  userSelect: 'none',
  touchAction: 'none',
  cursor: 'move',
});

export const media = style({ willChange: 'transform', maxWidth: 'unset' });

globalStyle(`${container} .reactEasyCrop_Contain`, {
  position: 'absolute',
  inset: 0,
  maxWidth: '100%',
  maxHeight: '100%',
  margin: 'auto',
});

globalStyle(`${container} .reactEasyCrop_Cover_Horizontal`, { width: '100%', height: 'auto' });

globalStyle(`${container} .reactEasyCrop_Cover_Vertical`, { width: 'auto', height: '100%' });

export const cropArea = style({
  position: 'absolute',
  insetInlineStart: '50%',
  insetBlockStart: '50%',
  transform: 'translate(-50%, -50%)',
  boxSizing: 'border-box',
  overflow: 'hidden',
  border: `${vars.borderWidth.thick} solid ${vars.color.surface}`,
  // Dims everything outside the crop.
  boxShadow: `0 0 0 9999em ${vars.color.overlay}`,
  outline: 'none',
  selectors: {
    '&.reactEasyCrop_CropAreaRound': { borderRadius: vars.radius.full },
    '&:focus-visible': {
      outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(${vars.borderWidth.thick} * -2)`,
    },
  },
});

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const slider = style(stack(vars.space.xs));

export const sliderHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const sliderLabel = style({ fontWeight: vars.fontWeight.medium });

export const sliderOutput = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const track = style({
  position: 'relative',
  height: vars.space.lg,
  // The thumb is centred on the value, so it needs half its width on either end.
  marginInline: `calc(${vars.space.lg} / 2)`,
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      insetBlockStart: '50%',
      height: vars.space.xxs,
      transform: 'translateY(-50%)',
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.borderStrong,
    },
  },
});

// RAC sizes the fill to the track's height; the visible bar is a centred stripe of it.
export const fill = style({
  background: `linear-gradient(${vars.color.brand}, ${vars.color.brand}) center / 100% ${vars.space.xxs} no-repeat`,
});

export const thumb = style([
  focusRing,
  {
    insetBlockStart: '50%',
    width: vars.space.lg,
    height: vars.space.lg,
    borderRadius: vars.radius.full,
    // Surface and a strong border, so the thumb stands out whatever the brand colour is.
    backgroundColor: vars.color.surface,
    border: `${vars.borderWidth.thick} solid ${vars.color.borderStrong}`,
    boxShadow: vars.shadow.sm,
    cursor: 'grab',
    selectors: {
      '&[data-hovered], &[data-dragging]': { borderColor: vars.color.text },
      '&[data-dragging]': { cursor: 'grabbing' },
    },
  },
]);

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const picker = style({
  ...hstack(vars.space.sm),
  flexWrap: 'wrap',
});
