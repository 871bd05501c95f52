/*
 * The numbers and message keys of a conversation's lifecycle, apart from its schemas: the messages'
 * limits (limits.ts) read them on every page without building the inbox's schemas.
 */

/** Why a conversation was closed, as its timeline shows it: optional, at most 500 characters. */
export const CLOSE_REASON_MAX_LENGTH = 500;

export const conversationMessageKeys = {
  closeReasonTooLong: 'INBOX.CLOSE_REASON_TOO_LONG',
  /** No colleague chosen to hand the conversation to or share it with. */
  colleagueRequired: 'INBOX.COLLEAGUE_REQUIRED',
} as const;
