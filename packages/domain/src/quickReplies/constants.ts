/** The limits and message keys of quickReplies, in a module of their own: the app's catalog names them on every page. */

/** Message keys of the quick-reply rules (translated by the web app, returned by the server). */
export const quickReplyMessageKeys = {
  titleTooLong: 'QUICK_REPLIES.TITLE_TOO_LONG',
  bodyTooLong: 'QUICK_REPLIES.BODY_TOO_LONG',
} as const;

/** Shown in the composer's menu: short enough for one line. */
export const QUICK_REPLY_TITLE_MAX_LENGTH = 80;

/** A quick reply is sent as a message, so it fits a message body (MESSAGE_BODY_MAX_LENGTH). */
export const QUICK_REPLY_BODY_MAX_LENGTH = 4096;
