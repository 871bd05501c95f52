import { vars } from '@parley/ui/theme';
import { style } from '@vanilla-extract/css';

export { actions, form, heading, intro, page, toolbar } from '../../components/layout.css.ts';

export const excerpt = style({
  display: 'block',
  maxWidth: '40rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.textMuted,
});

/** The reply as the customer will read it: a message bubble keeping its line breaks. */
export const bubble = style({
  maxWidth: '36rem',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.brandSubtle,
  color: vars.color.text,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  margin: 0,
});
