/**
 * Message keys shared by web and server. Schemas report these keys, never prose: the web app
 * translates them (Lingui, de/en) and the server returns them in `extensions.messageKey`.
 */
export const messageKeys = {
  required: 'FORM_ERRORS.REQUIRED',
  notEmpty: 'FORM_ERRORS.NOT_EMPTY',
  invalidEmail: 'FORM_ERRORS.INVALID_EMAIL',
  passwordsMustMatch: 'FORM_ERRORS.PASSWORDS_MUST_MATCH',
  passwordTooShort: 'FORM_ERRORS.PASSWORD_TOO_SHORT',
  passwordTooCommon: 'FORM_ERRORS.PASSWORD_TOO_COMMON',
  general: 'FORM_ERRORS.GENERAL',
  invalidPhone: 'FORM_ERRORS.INVALID_PHONE_NUMBER',
  invalidExternalId: 'FORM_ERRORS.INVALID_EXTERNAL_ID',
  noAccount: 'FORM_ERRORS.NO_ACCOUNT',
  invalidResetCode: 'FORM_ERRORS.INVALID_RESET_CODE',
  duplicateExternalId: 'FORM_ERRORS.DUPLICATE_EXTERNAL_ID',
} as const;

export type MessageKey = (typeof messageKeys)[keyof typeof messageKeys];

/** Sign-in error catalogue (spec 8): one translated message each. */
export const signInErrors = [
  'FIREBASE_ERRORS.WRONG_PASSWORD',
  'FIREBASE_ERRORS.USER_NOT_FOUND',
  'FIREBASE_ERRORS.INVALID_EMAIL',
  'FIREBASE_ERRORS.USER_DISABLED',
  'FIREBASE_ERRORS.TOO_MANY_REQUESTS',
  'FIREBASE_ERRORS.GENERAL',
] as const;

export type SignInError = (typeof signInErrors)[number];
