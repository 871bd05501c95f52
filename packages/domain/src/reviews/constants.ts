/** The limits and message keys of reviews, in a module of their own: the app's catalog names them on every page. */

/** Message keys of the review rules (translated by the web app, returned by the server). */
export const reviewMessageKeys = {
  replyTooLong: 'REVIEWS.REPLY_TOO_LONG',
  repliesDisabled: 'REVIEWS.REPLIES_DISABLED',
} as const;

/** Google business profile replies are limited to 4096 characters. */
export const REVIEW_REPLY_MAX_LENGTH = 4096;
