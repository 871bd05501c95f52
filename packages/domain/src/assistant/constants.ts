/** The limits and message keys of assistant, in a module of their own: the app's catalog names them on every page. */

/** The message keys of the assistant; the web app translates them (apps/web/src/lib/messages.ts). */
export const assistantMessageKeys = {
  notConfigured: 'ASSISTANT.NOT_CONFIGURED',
  messageTooLong: 'ASSISTANT.MESSAGE_TOO_LONG',
  historyTooLong: 'ASSISTANT.HISTORY_TOO_LONG',
  tooManyRequests: 'ASSISTANT.TOO_MANY_REQUESTS',
  failed: 'ASSISTANT.FAILED',
} as const;

/** One message may hold at most this many characters (about two pages of text). */
export const ASSISTANT_MESSAGE_MAX_LENGTH = 4000;
