/** The limits and message keys of validation, in a module of their own: the app's catalog names them on every page. */

/**
 * Minimum length of a new password: 12 (the security review's; the identity provider itself takes 6),
 * long enough that guessing it online is hopeless without being on a list of common ones.
 */
export const PASSWORD_MIN_LENGTH = 12;
