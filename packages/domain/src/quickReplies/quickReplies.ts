import * as v from 'valibot';
import { requiredText } from '../validation/text.ts';
import {
  QUICK_REPLY_BODY_MAX_LENGTH,
  QUICK_REPLY_TITLE_MAX_LENGTH,
  quickReplyMessageKeys,
} from './constants.ts';

export {
  QUICK_REPLY_BODY_MAX_LENGTH,
  QUICK_REPLY_TITLE_MAX_LENGTH,
  quickReplyMessageKeys,
} from './constants.ts';

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
