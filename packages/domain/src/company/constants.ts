/** The limits and message keys of company, in a module of their own: the app's catalog names them on every page. */

/** Spec 8: the company update says `MESSAGES.UPDATE_SUCCESS` or `MESSAGES.UPDATE_ERROR`, with what=Company. */
export const companyMessageKeys = {
  updateSuccess: 'MESSAGES.UPDATE_SUCCESS',
  updateError: 'MESSAGES.UPDATE_ERROR',
  nameTooLong: 'COMPANY.NAME_TOO_LONG',
  invalidLogo: 'COMPANY.INVALID_LOGO',
} as const;

export const COMPANY_NAME_MAX_LENGTH = 200;
