import { style } from '@vanilla-extract/css';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.75rem',
  // The conversation fills the page below the header; the field stays in view.
  height: 'calc(100vh - 11rem)',
  minHeight: '26rem',
  maxWidth: '56rem',
});

export const actions = style({ display: 'flex', justifyContent: 'flex-end' });
