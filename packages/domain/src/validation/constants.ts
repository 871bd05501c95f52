/** The limits and message keys of validation, in a module of their own: the app's catalog names them on every page. */

/** Minimum length the identity provider accepts for a password. */
export const PASSWORD_MIN_LENGTH = 6;
