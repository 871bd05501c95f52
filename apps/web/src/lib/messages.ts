import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { apiErrorOf } from '@parley/api';
import { messageLimits } from '@parley/domain';

/**
 * Translations of the message keys that domain schemas and the server report (spec 5 and 8).
 * The catalog ids ARE the spec's keys, so brands and support can search for them.
 */
export const keyedMessages: Record<string, MessageDescriptor> = {
  // Attachments (messages, tasks).
  'ATTACHMENTS.TOO_LARGE': msg({
    id: 'ATTACHMENTS.TOO_LARGE',
    message: 'The file is larger than {maxMb} MB.',
  }),
  'ATTACHMENTS.TOO_MANY_AT_ONCE': msg({
    id: 'ATTACHMENTS.TOO_MANY_AT_ONCE',
    message: 'Wait until your other uploads have finished.',
  }),
  'ATTACHMENTS.STORAGE_FULL': msg({
    id: 'ATTACHMENTS.STORAGE_FULL',
    message: "Your company's attachment storage is full.",
  }),
  // Profile: absences.
  'ABSENCES.INVALID_DATE': msg({ id: 'ABSENCES.INVALID_DATE', message: 'Enter a valid date (DD.MM.YYYY).' }),
  'ABSENCES.END_BEFORE_START': msg({
    id: 'ABSENCES.END_BEFORE_START',
    message: 'The last day cannot be before the first day.',
  }),
  'ABSENCES.TOO_LONG': msg({ id: 'ABSENCES.TOO_LONG', message: 'An absence can last at most a year.' }),
  'ABSENCES.OVERLAP': msg({
    id: 'ABSENCES.OVERLAP',
    message: 'You already have an absence on some of these days.',
  }),
  'ABSENCES.NOTE_TOO_LONG': msg({
    id: 'ABSENCES.NOTE_TOO_LONG',
    message: 'The note can have at most {max, plural, one {{max} character} other {{max} characters}}.',
  }),
  'ABSENCES.USER_ABSENT': msg({
    id: 'ABSENCES.USER_ABSENT',
    message: 'This user is absent today and gets no new customers from the pool.',
  }),
  // Appointments (spec 5) and calendar linking.
  'VALIDATE.APPOINTMENT_START_IN_PAST': msg({
    id: 'VALIDATE.APPOINTMENT_START_IN_PAST',
    message: 'The appointment must start in the future.',
  }),
  'VALIDATE.APPOINTMENT_END_BEFORE_START': msg({
    id: 'VALIDATE.APPOINTMENT_END_BEFORE_START',
    message: 'The end must be after the start.',
  }),
  'VALIDATE.APPOINTMENT_SAME_DAY': msg({
    id: 'VALIDATE.APPOINTMENT_SAME_DAY',
    message: 'The appointment must end on the day it starts.',
  }),
  'VALIDATE.APPOINTMENT_MINUTE_STEP': msg({
    id: 'VALIDATE.APPOINTMENT_MINUTE_STEP',
    message:
      'Choose a time in steps of {step, plural, one {{step} minute} other {{step} minutes}} (e.g. 10:00, 10:15).',
  }),
  'VALIDATE.APPOINTMENT_INVALID_DATE': msg({
    id: 'VALIDATE.APPOINTMENT_INVALID_DATE',
    message: 'Enter a valid date (DD.MM.YYYY).',
  }),
  'VALIDATE.APPOINTMENT_INVALID_TIME': msg({
    id: 'VALIDATE.APPOINTMENT_INVALID_TIME',
    message: 'This time does not exist on this day (the clocks change). Choose another one.',
  }),
  'VALIDATE.APPOINTMENT_COMMENT_TOO_LONG': msg({
    id: 'VALIDATE.APPOINTMENT_COMMENT_TOO_LONG',
    message: 'The comment can have at most {max, plural, one {{max} character} other {{max} characters}}.',
  }),
  'VALIDATE.APPOINTMENT_NAME_TOO_LONG': msg({
    id: 'VALIDATE.APPOINTMENT_NAME_TOO_LONG',
    message: 'The name can have at most {max, plural, one {{max} character} other {{max} characters}}.',
  }),
  'VALIDATE.APPOINTMENT_OVERLAP': msg({
    id: 'VALIDATE.APPOINTMENT_OVERLAP',
    message: 'You already have an appointment at this time.',
  }),
  'VALIDATE.APPOINTMENT_NOT_EDITABLE': msg({
    id: 'VALIDATE.APPOINTMENT_NOT_EDITABLE',
    message: 'This appointment can no longer be changed.',
  }),
  DELETION_SUCCESS: msg({ id: 'DELETION_SUCCESS', message: 'The appointment was cancelled.' }),
  'MESSAGES.DELETION_ERROR': msg({
    id: 'MESSAGES.DELETION_ERROR',
    message: 'The appointment could not be cancelled. Please try again.',
  }),
  'CALENDAR.LINK_FAILED': msg({
    id: 'CALENDAR.LINK_FAILED',
    message: 'The calendar could not be linked. Please start again.',
  }),
  // Settings: company quick replies, contacts import, touchpoints (settings-tools).
  'QUICK_REPLIES.TITLE_TOO_LONG': msg({
    id: 'QUICK_REPLIES.TITLE_TOO_LONG',
    message: 'The title can have at most {max, plural, one {{max} character} other {{max} characters}}.',
  }),
  'QUICK_REPLIES.BODY_TOO_LONG': msg({
    id: 'QUICK_REPLIES.BODY_TOO_LONG',
    message: 'The text can have at most {max, plural, one {{max} character} other {{max} characters}}.',
  }),
  'IMPORT.VALUE_TOO_LONG': msg({ id: 'IMPORT.VALUE_TOO_LONG', message: 'This value is too long.' }),
  'IMPORT.EMAIL_OR_PHONE_REQUIRED': msg({
    id: 'IMPORT.EMAIL_OR_PHONE_REQUIRED',
    message: 'An email address or a phone number is required.',
  }),
  'IMPORT.EMPTY_FILE': msg({ id: 'IMPORT.EMPTY_FILE', message: 'The file has no contacts.' }),
  'IMPORT.FILE_TOO_LARGE': msg({
    id: 'IMPORT.FILE_TOO_LARGE',
    message: 'The file is larger than {maxMb} MB.',
  }),
  'IMPORT.TOO_MANY_ROWS': msg({
    id: 'IMPORT.TOO_MANY_ROWS',
    message: 'The file has more than {maxRows, plural, one {# contact} other {# contacts}}. Please split it.',
  }),
  'IMPORT.MISSING_COLUMN': msg({
    id: 'IMPORT.MISSING_COLUMN',
    message: 'The file has no {column} column. Check its header line.',
  }),
  'IMPORT.UNTERMINATED_QUOTE': msg({
    id: 'IMPORT.UNTERMINATED_QUOTE',
    message: 'A quote opened on line {line} is never closed.',
  }),
  'IMPORT.NOT_CSV': msg({ id: 'IMPORT.NOT_CSV', message: 'The file could not be read as text.' }),
  'IMPORT.ROW_FAILED': msg({
    id: 'IMPORT.ROW_FAILED',
    message: 'Not saved, also after 3 retries. Please import this row again.',
  }),
  'TOUCHPOINTS.GREETING_TOO_LONG': msg({
    id: 'TOUCHPOINTS.GREETING_TOO_LONG',
    message: 'The greeting can have at most {max, plural, one {{max} character} other {{max} characters}}.',
  }),
  'TOUCHPOINTS.BUTTON_LABEL_TOO_LONG': msg({
    id: 'TOUCHPOINTS.BUTTON_LABEL_TOO_LONG',
    message:
      'The button label can have at most {max, plural, one {{max} character} other {{max} characters}}.',
  }),
  'TOUCHPOINTS.INVALID_COLOR': msg({
    id: 'TOUCHPOINTS.INVALID_COLOR',
    message: 'Enter a colour as #RRGGBB, for example #40929F.',
  }),
  'FORM_ERRORS.REQUIRED': msg({ id: 'FORM_ERRORS.REQUIRED', message: 'This field is required.' }),
  'FORM_ERRORS.NOT_EMPTY': msg({ id: 'FORM_ERRORS.NOT_EMPTY', message: 'This field must not be empty.' }),
  'FORM_ERRORS.INVALID_EMAIL': msg({
    id: 'FORM_ERRORS.INVALID_EMAIL',
    message: 'Please enter a valid email address.',
  }),
  'FORM_ERRORS.PASSWORDS_MUST_MATCH': msg({
    id: 'FORM_ERRORS.PASSWORDS_MUST_MATCH',
    message: 'The passwords must match.',
  }),
  'FORM_ERRORS.PASSWORD_TOO_SHORT': msg({
    id: 'FORM_ERRORS.PASSWORD_TOO_SHORT',
    message: 'The password must have at least {min, plural, one {{min} character} other {{min} characters}}.',
  }),
  'FORM_ERRORS.PASSWORD_TOO_COMMON': msg({
    id: 'FORM_ERRORS.PASSWORD_TOO_COMMON',
    message: 'This password is one of the most common ones. Choose another.',
  }),
  'FORM_ERRORS.GENERAL': msg({
    id: 'FORM_ERRORS.GENERAL',
    message: 'Something went wrong. Please try again.',
  }),
  'FORM_ERRORS.INVALID_PHONE_NUMBER': msg({
    id: 'FORM_ERRORS.INVALID_PHONE_NUMBER',
    message: 'Invalid phone number.',
  }),
  'FORM_ERRORS.INVALID_EXTERNAL_ID': msg({
    id: 'FORM_ERRORS.INVALID_EXTERNAL_ID',
    message: 'The external ID must not contain spaces or & ? # / : % = + \\',
  }),
  'FORM_ERRORS.NO_ACCOUNT': msg({
    id: 'FORM_ERRORS.NO_ACCOUNT',
    message: 'There is no account with this email address.',
  }),
  'FORM_ERRORS.INVALID_RESET_CODE': msg({
    id: 'FORM_ERRORS.INVALID_RESET_CODE',
    message: 'This reset link is invalid or has expired. Please request a new one.',
  }),
  'FORM_ERRORS.DUPLICATE_EXTERNAL_ID': msg({
    id: 'FORM_ERRORS.DUPLICATE_EXTERNAL_ID',
    message: 'This external ID is already in use.',
  }),
  'FIREBASE_ERRORS.WRONG_PASSWORD': msg({
    id: 'FIREBASE_ERRORS.WRONG_PASSWORD',
    message: 'The password is wrong.',
  }),
  'FIREBASE_ERRORS.USER_NOT_FOUND': msg({
    id: 'FIREBASE_ERRORS.USER_NOT_FOUND',
    message: 'There is no user with this email address.',
  }),
  'FIREBASE_ERRORS.INVALID_EMAIL': msg({
    id: 'FIREBASE_ERRORS.INVALID_EMAIL',
    message: 'The email address is invalid.',
  }),
  'FIREBASE_ERRORS.USER_DISABLED': msg({
    id: 'FIREBASE_ERRORS.USER_DISABLED',
    message: 'This user has been disabled.',
  }),
  'FIREBASE_ERRORS.TOO_MANY_REQUESTS': msg({
    id: 'FIREBASE_ERRORS.TOO_MANY_REQUESTS',
    message: 'Too many attempts. Please wait a moment and try again.',
  }),
  'FIREBASE_ERRORS.GENERAL': msg({
    id: 'FIREBASE_ERRORS.GENERAL',
    message: 'Sign-in failed. Please try again.',
  }),
  IMPERSONATION_ERROR: msg({
    id: 'IMPERSONATION_ERROR',
    message: 'Impersonation failed. Please try again from the portal.',
  }),
  'FORBIDDEN.TITLE': msg({ id: 'FORBIDDEN.TITLE', message: 'You do not have access to this page.' }),
  'MESSAGES.LOGOUT_ERROR': msg({ id: 'MESSAGES.LOGOUT_ERROR', message: 'Logout was unsuccessful.' }),
  'ASSISTANT.NOT_CONFIGURED': msg({
    id: 'ASSISTANT.NOT_CONFIGURED',
    message: 'The assistant is not configured on this server. Ask your administrator to connect one.',
  }),
  'ASSISTANT.MESSAGE_TOO_LONG': msg({
    id: 'ASSISTANT.MESSAGE_TOO_LONG',
    message:
      'A message to the assistant can have at most {max, plural, one {{max} character} other {{max} characters}}.',
  }),
  'ASSISTANT.HISTORY_TOO_LONG': msg({
    id: 'ASSISTANT.HISTORY_TOO_LONG',
    message: 'This conversation is too long. Start a new one.',
  }),
  'ASSISTANT.TOO_MANY_REQUESTS': msg({
    id: 'ASSISTANT.TOO_MANY_REQUESTS',
    message: 'You asked the assistant very often. Please wait a minute and try again.',
  }),
  'ASSISTANT.FAILED': msg({
    id: 'ASSISTANT.FAILED',
    message: 'The assistant could not answer. Please try again.',
  }),
  // Saves (spec 8): `what` names the thing saved, e.g. i18n._(messageFor(key), { what: t`User` }).
  'MESSAGES.UPDATE_SUCCESS': msg({ id: 'MESSAGES.UPDATE_SUCCESS', message: '{what} saved.' }),
  'MESSAGES.UPDATE_WARNING': msg({
    id: 'MESSAGES.UPDATE_WARNING',
    message: '{what} saved, but not everything could be updated.',
  }),
  'MESSAGES.UPDATE_ERROR': msg({ id: 'MESSAGES.UPDATE_ERROR', message: '{what} could not be saved.' }),
  'MESSAGES.CREATE_SUCCESS': msg({ id: 'MESSAGES.CREATE_SUCCESS', message: '{what} created.' }),
  'MESSAGES.INVITE_SENT': msg({ id: 'MESSAGES.INVITE_SENT', message: 'Invitation sent to {email}.' }),
  'VALIDATE.INCOMPLETE_AVAILABILITIES': msg({
    id: 'VALIDATE.INCOMPLETE_AVAILABILITIES',
    message: 'Every time slot needs a start and an end.',
  }),
  'VALIDATE.AVAILABILITY_END_BEFORE_START': msg({
    id: 'VALIDATE.AVAILABILITY_END_BEFORE_START',
    message: 'The end must be after the start.',
  }),
  'VALIDATE.EMAIL_INVALID': msg({
    id: 'VALIDATE.EMAIL_INVALID',
    message: 'This email address is not valid.',
  }),
  'VALIDATE.EMAIL_DISPOSABLE': msg({
    id: 'VALIDATE.EMAIL_DISPOSABLE',
    message: 'Disposable email addresses are not allowed.',
  }),
  'VALIDATE.EMAIL_FREEMAIL': msg({
    id: 'VALIDATE.EMAIL_FREEMAIL',
    message: 'Free mail addresses are not allowed here.',
  }),
  'VALIDATE.EMAIL_IN_USE': msg({
    id: 'VALIDATE.EMAIL_IN_USE',
    message: 'A user with this email address already exists.',
  }),
  'VALIDATE.TOO_LONG': msg({ id: 'VALIDATE.TOO_LONG', message: 'This is too long.' }),
  // Settings: company account (the channels' keys are the channels feature's, features/channels/messages.ts).
  'COMPANY.NAME_TOO_LONG': msg({
    id: 'COMPANY.NAME_TOO_LONG',
    message:
      'The company name can have at most {max, plural, one {{max} character} other {{max} characters}}.',
  }),
  'COMPANY.INVALID_LOGO': msg({
    id: 'COMPANY.INVALID_LOGO',
    message: 'This logo cannot be used. Upload the image again.',
  }),
  // WhatsApp's 24-hour window (the server's refusal of free text outside it).
  'MESSAGES.WHATSAPP_WINDOW_CLOSED': msg({
    id: 'MESSAGES.WHATSAPP_WINDOW_CLOSED',
    message: 'The customer last wrote more than 24 hours ago: on WhatsApp, send a template.',
  }),
  // Reviews.
  'REVIEWS.REPLY_TOO_LONG': msg({
    id: 'REVIEWS.REPLY_TOO_LONG',
    message: 'The reply can have at most {max, plural, one {{max} character} other {{max} characters}}.',
  }),
  'REVIEWS.REPLIES_DISABLED': msg({
    id: 'REVIEWS.REPLIES_DISABLED',
    message: 'Replies to reviews are switched off for your brand.',
  }),
  'REVIEWS.ALREADY_REPLIED': msg({
    id: 'REVIEWS.ALREADY_REPLIED',
    message: 'This review already has a reply.',
  }),
};

/**
 * Adds the keys of a feature that loads later (its messages then sit in its own chunk and the rest of
 * the catalog, not in what every page loads). Call it at the top of the feature's module.
 */
export function registerKeyedMessages(more: Record<string, MessageDescriptor>): void {
  Object.assign(keyedMessages, more);
}

export function messageFor(key: string | null | undefined): MessageDescriptor {
  const descriptor =
    (key && keyedMessages[key]) || (keyedMessages['FORM_ERRORS.GENERAL'] as MessageDescriptor);
  // The limits a message names (at most {max} characters) are the domain's, not numbers in the catalog.
  const limits = key ? messageLimits[key] : undefined;
  return limits ? { ...descriptor, values: { ...limits, ...descriptor.values } } : descriptor;
}

/** A message key translated, with its limits and the values of its other placeholders (`what`, `email`). */
export function translateKey(
  i18n: I18n,
  key: string | null | undefined,
  values?: Record<string, unknown>,
): string {
  const base = messageFor(key);
  // A variable, not a literal in the call: Lingui's extractor reads literals in i18n._() as messages.
  const descriptor: MessageDescriptor = values ? { ...base, values: { ...base.values, ...values } } : base;
  return i18n._(descriptor);
}

/**
 * Why a call failed, in the user's language, when the server (or the api's own check) said why with a
 * message key; undefined otherwise (a server's English text is never shown).
 */
export function failureText(i18n: I18n, error: unknown): string | undefined {
  const key = apiErrorOf(error)?.messageKey;
  return key ? translateKey(i18n, key) : undefined;
}
