import { style } from '@vanilla-extract/css';
import { nativeInsetFocusRing } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

export const scroller = style({
  height: '100%',
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  backgroundColor: vars.color.surface,
  // The virtualizer corrects the offset itself when measured rows change size.
  overflowAnchor: 'none',
  // Sized by its parent (see VirtualList): rows coming into view lay out inside the list only, not the
  // whole page, which kept each scroll frame's forced layout (row measuring) short.
  contain: 'strict',
});

export const list = style({ position: 'relative', width: '100%', margin: 0, padding: 0, listStyle: 'none' });

export const item = style({ position: 'absolute', insetInlineStart: 0, top: 0, width: '100%' });

export const row = style(nativeInsetFocusRing);

export const header = style({
  paddingInline: vars.space.md,
  paddingBlockStart: vars.space.md,
  paddingBlockEnd: vars.space.xs,
  backgroundColor: vars.color.surface,
});

export const headerText = style({
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
});

export const loading = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space.md,
});
