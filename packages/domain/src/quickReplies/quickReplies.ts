import * as v from 'valibot';
import { requiredText } from '../validation/text.ts';

/** Message keys of the quick-reply rules (translated by the web app, returned by the server). */
export const quickReplyMessageKeys = {
  titleTooLong: 'QUICK_REPLIES.TITLE_TOO_LONG',
  bodyTooLong: 'QUICK_REPLIES.BODY_TOO_LONG',
} as const;

/** Shown in the composer's menu: short enough for one line. */
export const QUICK_REPLY_TITLE_MAX_LENGTH = 80;
/** A quick reply is sent as a message, so it fits a message body (MESSAGE_BODY_MAX_LENGTH). */
export const QUICK_REPLY_BODY_MAX_LENGTH = 4096;

/**
 * A company quick reply as the admin writes it (settings/quick-replies add and edit): title and body
 * required and trimmed, title at most 80 characters, body at most 4096.
 */
export const quickReplyInputSchema = v.object({
  title: requiredText(QUICK_REPLY_TITLE_MAX_LENGTH, quickReplyMessageKeys.titleTooLong),
  body: requiredText(QUICK_REPLY_BODY_MAX_LENGTH, quickReplyMessageKeys.bodyTooLong),
});
export type QuickReplyInput = v.InferOutput<typeof quickReplyInputSchema>;

/** The form's fields before parsing. */
export type QuickReplyForm = { title: string; body: string };

export const emptyQuickReplyForm: QuickReplyForm = { title: '', body: '' };
