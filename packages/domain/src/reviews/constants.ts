/** The limits and message keys of reviews, in a module of their own: the app's catalog names them on every page. */

/** Message keys of the review rules (translated by the web app, returned by the server). */
export const reviewMessageKeys = {
  replyTooLong: 'REVIEWS.REPLY_TOO_LONG',
  repliesDisabled: 'REVIEWS.REPLIES_DISABLED',
  /** Linking a Google Business Profile: Google refused the sign-in, or it was cancelled or expired. */
  linkFailed: 'REVIEWS.LINK_FAILED',
  /** The Google account has no business location to take reviews from. */
  noLocations: 'REVIEWS.NO_LOCATIONS',
  /** The sign-in behind the add form is older than 30 minutes or was used: sign in again. */
  linkExpired: 'REVIEWS.LINK_EXPIRED',
  /** The chosen location is not one of the linked account's. */
  unknownLocation: 'REVIEWS.UNKNOWN_LOCATION',
  /** A reply Google did not publish: it refused it, or the review is gone. */
  replyRefused: 'REVIEWS.REPLY_REFUSED',
  /** Google no longer accepts the channel's sign-in: the channel must be linked again. */
  linkRevoked: 'REVIEWS.LINK_REVOKED',
} as const;

/** Google business profile replies are limited to 4096 characters. */
export const REVIEW_REPLY_MAX_LENGTH = 4096;
