import { style } from '@vanilla-extract/css';
import { headingText, hstack, stack } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

export const identity = style({ ...hstack(vars.space.md), minWidth: 0 });

export const name = style([
  headingText(vars.fontSize.lg),
  { lineHeight: vars.lineHeight.tight, overflowWrap: 'anywhere' },
]);

export const subtitle = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const person = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const address = style({ fontStyle: 'normal' });

export const consent = style({ ...hstack(vars.space.sm), flexWrap: 'wrap', minWidth: 0 });

/** The consent's action wraps its words in a narrow card rather than leave it. */
export const consentAction = style({
  // Inside the consent's row, so it outranks the button's own one-line rule whatever the CSS order.
  selectors: { [`${consent} &`]: { maxWidth: '100%', whiteSpace: 'normal', textAlign: 'start' } },
});

/** What is known of the consent (source, day, who recorded it): a line of its own under the badge. */
export const consentDetail = style({
  flexBasis: '100%',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const group = style({ ...stack(vars.space.xs), minWidth: 0 });

export const groupTitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
});

export const chips = style({
  ...hstack(vars.space.xs),
  flexWrap: 'wrap',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const chip = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs });

export const none = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const addForm = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'end',
  gap: vars.space.xs,
});

export const footer = style({ display: 'flex', justifyContent: 'flex-end' });

export const skeleton = style(stack(vars.space.sm));
