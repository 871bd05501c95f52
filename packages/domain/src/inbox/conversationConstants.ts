/*
 * The numbers and message keys of a conversation's lifecycle, apart from its schemas: the messages'
 * limits (limits.ts) read them on every page without building the inbox's schemas.
 */

/** Why a conversation was closed, as its timeline shows it: optional, at most 500 characters. */
export const CLOSE_REASON_MAX_LENGTH = 500;

/** An internal note on a conversation: at most 2000 characters, telling at most 20 colleagues. */
export const NOTE_MAX_LENGTH = 2000;
export const NOTE_MENTIONS_MAX = 20;

/** Conversations one bulk action (mark read, close, hand over, label) changes at most. */
export const BULK_CONVERSATIONS_MAX = 100;

export const conversationMessageKeys = {
  noteTooLong: 'INBOX.NOTE_TOO_LONG',
  closeReasonTooLong: 'INBOX.CLOSE_REASON_TOO_LONG',
  /** No colleague chosen to hand the conversation to or share it with. */
  colleagueRequired: 'INBOX.COLLEAGUE_REQUIRED',
  /** A snooze's end that is not in the future. */
  snoozeInPast: 'INBOX.SNOOZE_IN_PAST',
  /** A snooze's end more than a year ahead (value `days`). */
  snoozeTooFar: 'INBOX.SNOOZE_TOO_FAR',
} as const;
