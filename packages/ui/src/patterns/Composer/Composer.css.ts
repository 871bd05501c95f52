import { createContainer, createVar, style } from '@vanilla-extract/css';
import { controlFocused, controlHeight, hstack, stack, truncate, visuallyHidden } from '../../styles/mixins';
import { vars } from '../../theme/contract.css';

/** The composer's own width decides its toolbar's layout (a phone beside the app's rail is narrow). */
const composer = createContainer();
/** Too narrow for Send's word beside the countdown (a conversation beside the open contact at 1200 px). */
const narrowish = `${composer} (max-width: 24rem)`;
/** Too narrow for one line of all the controls even with Send as its icon (a phone). */
const narrow = `${composer} (max-width: 20rem)`;

export const root = style({
  ...stack(vars.space.xs),
  containerName: composer,
  containerType: 'inline-size',
  padding: vars.space.sm,
  backgroundColor: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  fontFamily: vars.font.body,
  selectors: {
    // The text area has no frame of its own; the composer shows its focus.
    '&:has(textarea[data-focused])': controlFocused,
    '&[data-disabled]': { backgroundColor: vars.color.surfaceSunken },
  },
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: '100%',
  minWidth: 0,
  paddingInlineStart: vars.space.sm,
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const chipIcon = style({ color: vars.color.textMuted });

export const chipName = style([truncate, { minWidth: 0 }]);

export const chipSize = style({ flexShrink: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const field = style({ display: 'flex', minWidth: 0 });

/** The most lines the field grows to (Composer's maxRows). */
export const maxRows = createVar();

export const textArea = style({
  width: '100%',
  resize: 'none',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.xs,
  border: 'none',
  outline: 'none',
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
  // Auto-grow by the browser where it can: as tall as the text, at most maxRows lines, then it scrolls.
  // No measuring in script (a forced layout each time the text or the conversation changes).
  '@supports': {
    '(field-sizing: content)': {
      fieldSizing: 'content',
      boxSizing: 'border-box',
      minHeight: `calc(1lh + 2 * ${vars.space.xs})`,
      maxHeight: `calc(${maxRows} * 1lh + 2 * ${vars.space.xs})`,
      overflowY: 'auto',
    },
  },
});

/**
 * Wraps where the controls do not fit in one line, so Send never leaves the composer. In a narrow
 * composer (a phone) it is two lines tall from the start: the tools that mount after the first screen
 * (the writing tools, the WhatsApp window's countdown) fill the second line instead of making the
 * composer taller, which would push the text field up under the user's finger (a layout shift).
 */
export const toolbar = style({
  ...hstack(vars.space.xs),
  flexWrap: 'wrap',
  alignContent: 'flex-start',
  minWidth: 0,
  '@container': { [narrow]: { minHeight: `calc(2 * ${controlHeight} + ${vars.space.xs})` } },
});

export const hint = style([
  truncate,
  { flex: 1, minWidth: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted, textAlign: 'end' },
]);

export const send = style({
  marginInlineStart: 'auto',
  // Only the icon in a narrowish composer: as wide as it is tall, so it fits beside the countdown.
  '@container': { [narrowish]: { paddingInline: 0, minWidth: controlHeight } },
});

/** Send's word: in a narrowish composer only its icon shows, and the word still names the button. */
export const sendLabel = style({ '@container': { [narrowish]: visuallyHidden } });

export const reply = style({ ...stack(vars.space.xxs), minWidth: 0 });

export const replyTitle = style({ fontWeight: vars.fontWeight.medium });

export const replyBody = style([
  truncate,
  { maxWidth: `calc(${vars.space.xxl} * 6)`, fontSize: vars.fontSize.sm, color: vars.color.textMuted },
]);
