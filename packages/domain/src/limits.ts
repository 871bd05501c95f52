import {
  APPOINTMENT_COMMENT_MAX_LENGTH,
  APPOINTMENT_MINUTE_STEP,
  APPOINTMENT_NAME_MAX_LENGTH,
  appointmentMessageKeys,
} from './appointments/constants.ts';
import { ASSISTANT_MESSAGE_MAX_LENGTH, assistantMessageKeys } from './assistant/constants.ts';
import { EXPRESSION_MAX_LENGTH, expressionMessageKeys } from './automation/constants.ts';
import { channelMessageKeys, PORT_MAX } from './channels/constants.ts';
import { COMPANY_NAME_MAX_LENGTH, companyMessageKeys } from './company/constants.ts';
import { CONTACT_IMPORT_LIMITS, importMessageKeys } from './importExport/constants.ts';
import { ATTACHMENT_MAX_BYTES, attachmentMessageKeys } from './inbox/attachments.ts';
import {
  CLOSE_REASON_MAX_LENGTH,
  conversationMessageKeys,
  NOTE_MAX_LENGTH,
} from './inbox/conversationConstants.ts';
import { messageKeys } from './messages.ts';
import { ABSENCE_NOTE_MAX_LENGTH, absenceMessageKeys } from './profile/absenceConstants.ts';
import {
  QUICK_REPLY_BODY_MAX_LENGTH,
  QUICK_REPLY_TITLE_MAX_LENGTH,
  quickReplyMessageKeys,
} from './quickReplies/constants.ts';
import { REVIEW_REPLY_MAX_LENGTH, reviewMessageKeys } from './reviews/constants.ts';
import {
  touchpointMessageKeys,
  WIDGET_BUTTON_LABEL_MAX_LENGTH,
  WIDGET_GREETING_MAX_LENGTH,
} from './touchpoints/constants.ts';
import { PASSWORD_MIN_LENGTH } from './validation/constants.ts';

const MEGABYTE = 1024 * 1024;

/**
 * The numbers a message speaks of, by the placeholder its translations use: a translation says `{max}`
 * instead of repeating the rule, so a changed limit reads right in every language at once. The server
 * returns only the key, so the app looks the values up here: `i18n._(messageFor(key), messageLimits[key])`.
 */
export const messageLimits: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  [expressionMessageKeys.tooLong]: { max: EXPRESSION_MAX_LENGTH },
  [absenceMessageKeys.noteTooLong]: { max: ABSENCE_NOTE_MAX_LENGTH },
  [appointmentMessageKeys.commentTooLong]: { max: APPOINTMENT_COMMENT_MAX_LENGTH },
  [appointmentMessageKeys.minuteStep]: { step: APPOINTMENT_MINUTE_STEP },
  [appointmentMessageKeys.nameTooLong]: { max: APPOINTMENT_NAME_MAX_LENGTH },
  [assistantMessageKeys.messageTooLong]: { max: ASSISTANT_MESSAGE_MAX_LENGTH },
  [attachmentMessageKeys.tooLarge]: { maxMb: ATTACHMENT_MAX_BYTES / MEGABYTE },
  [channelMessageKeys.invalidPort]: { min: 1, max: PORT_MAX },
  [companyMessageKeys.nameTooLong]: { max: COMPANY_NAME_MAX_LENGTH },
  [conversationMessageKeys.closeReasonTooLong]: { max: CLOSE_REASON_MAX_LENGTH },
  [conversationMessageKeys.noteTooLong]: { max: NOTE_MAX_LENGTH },
  [importMessageKeys.fileTooLarge]: { maxMb: CONTACT_IMPORT_LIMITS.maxFileBytes / MEGABYTE },
  [importMessageKeys.tooManyRows]: { maxRows: CONTACT_IMPORT_LIMITS.maxRows },
  [messageKeys.passwordTooShort]: { min: PASSWORD_MIN_LENGTH },
  [quickReplyMessageKeys.bodyTooLong]: { max: QUICK_REPLY_BODY_MAX_LENGTH },
  [quickReplyMessageKeys.titleTooLong]: { max: QUICK_REPLY_TITLE_MAX_LENGTH },
  [reviewMessageKeys.replyTooLong]: { max: REVIEW_REPLY_MAX_LENGTH },
  [touchpointMessageKeys.buttonLabelTooLong]: { max: WIDGET_BUTTON_LABEL_MAX_LENGTH },
  [touchpointMessageKeys.greetingTooLong]: { max: WIDGET_GREETING_MAX_LENGTH },
};
