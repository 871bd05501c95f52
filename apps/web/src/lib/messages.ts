import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Translations of the message keys that domain schemas and the server report (spec 5 and 8).
 * The catalog ids ARE the spec's keys, so brands and support can search for them.
 */
export const keyedMessages: Record<string, MessageDescriptor> = {
  'FORM_ERRORS.REQUIRED': msg({ id: 'FORM_ERRORS.REQUIRED', message: 'This field is required.' }),
  'FORM_ERRORS.NOT_EMPTY': msg({ id: 'FORM_ERRORS.NOT_EMPTY', message: 'This field must not be empty.' }),
  'FORM_ERRORS.INVALID_EMAIL': msg({
    id: 'FORM_ERRORS.INVALID_EMAIL',
    message: 'Please enter a valid email address.',
  }),
  'FORM_ERRORS.PASSWORDS_MUST_MATCH': msg({
    id: 'FORM_ERRORS.PASSWORDS_MUST_MATCH',
    message: 'The passwords must match.',
  }),
  'FORM_ERRORS.PASSWORD_TOO_SHORT': msg({
    id: 'FORM_ERRORS.PASSWORD_TOO_SHORT',
    message: 'The password must have at least 6 characters.',
  }),
  'FORM_ERRORS.GENERAL': msg({
    id: 'FORM_ERRORS.GENERAL',
    message: 'Something went wrong. Please try again.',
  }),
  'FORM_ERRORS.INVALID_PHONE_NUMBER': msg({
    id: 'FORM_ERRORS.INVALID_PHONE_NUMBER',
    message: 'Invalid phone number.',
  }),
  'FORM_ERRORS.INVALID_EXTERNAL_ID': msg({
    id: 'FORM_ERRORS.INVALID_EXTERNAL_ID',
    message: 'The external ID must not contain spaces or & ? # / : % = + \\',
  }),
  'FORM_ERRORS.NO_ACCOUNT': msg({
    id: 'FORM_ERRORS.NO_ACCOUNT',
    message: 'There is no account with this email address.',
  }),
  'FORM_ERRORS.INVALID_RESET_CODE': msg({
    id: 'FORM_ERRORS.INVALID_RESET_CODE',
    message: 'This reset link is invalid or has expired. Please request a new one.',
  }),
  'FORM_ERRORS.DUPLICATE_EXTERNAL_ID': msg({
    id: 'FORM_ERRORS.DUPLICATE_EXTERNAL_ID',
    message: 'This external ID is already in use.',
  }),
  'FIREBASE_ERRORS.WRONG_PASSWORD': msg({
    id: 'FIREBASE_ERRORS.WRONG_PASSWORD',
    message: 'The password is wrong.',
  }),
  'FIREBASE_ERRORS.USER_NOT_FOUND': msg({
    id: 'FIREBASE_ERRORS.USER_NOT_FOUND',
    message: 'There is no user with this email address.',
  }),
  'FIREBASE_ERRORS.INVALID_EMAIL': msg({
    id: 'FIREBASE_ERRORS.INVALID_EMAIL',
    message: 'The email address is invalid.',
  }),
  'FIREBASE_ERRORS.USER_DISABLED': msg({
    id: 'FIREBASE_ERRORS.USER_DISABLED',
    message: 'This user has been disabled.',
  }),
  'FIREBASE_ERRORS.TOO_MANY_REQUESTS': msg({
    id: 'FIREBASE_ERRORS.TOO_MANY_REQUESTS',
    message: 'Too many attempts. Please wait a moment and try again.',
  }),
  'FIREBASE_ERRORS.GENERAL': msg({
    id: 'FIREBASE_ERRORS.GENERAL',
    message: 'Sign-in failed. Please try again.',
  }),
  IMPERSONATION_ERROR: msg({
    id: 'IMPERSONATION_ERROR',
    message: 'Impersonation failed. Please try again from the portal.',
  }),
  'FORBIDDEN.TITLE': msg({ id: 'FORBIDDEN.TITLE', message: 'You do not have access to this page.' }),
  'MESSAGES.LOGOUT_ERROR': msg({ id: 'MESSAGES.LOGOUT_ERROR', message: 'Logout was unsuccessful.' }),
};

export function messageFor(key: string | null | undefined): MessageDescriptor {
  return (key && keyedMessages[key]) || (keyedMessages['FORM_ERRORS.GENERAL'] as MessageDescriptor);
}
