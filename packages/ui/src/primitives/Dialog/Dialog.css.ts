import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { headingText, hstack } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.md,
  backgroundColor: vars.color.overlay,
  selectors: { '&[data-entering]': { animation: `${fadeIn} ${vars.motion.normal}` } },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const modal = style({
  display: 'flex',
  width: '100%',
  maxHeight: '100%',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  overflow: 'hidden',
});

export const size = styleVariants({
  sm: { maxWidth: vars.layout.modalSm },
  md: { maxWidth: vars.layout.modalMd },
  lg: { maxWidth: vars.layout.modalLg },
  xl: { maxWidth: vars.layout.modalXl },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  maxHeight: '100%',
  outline: 'none',
});

export const header = style({
  ...hstack(vars.space.md),
  justifyContent: 'space-between',
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const title = style(headingText(vars.fontSize.lg));

export const body = style({ flex: 1, overflowY: 'auto', padding: vars.space.lg });

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});
