import type { SignInError } from '@parley/domain';

/** Maps identity-provider error codes to the sign-in error catalogue of spec 8. */
export function toSignInError(error: unknown): SignInError {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  switch (code) {
    case 'auth/wrong-password':
    case 'auth/invalid-credential':
    case 'auth/invalid-login-credentials':
      return 'FIREBASE_ERRORS.WRONG_PASSWORD';
    case 'auth/user-not-found':
      return 'FIREBASE_ERRORS.USER_NOT_FOUND';
    case 'auth/invalid-email':
      return 'FIREBASE_ERRORS.INVALID_EMAIL';
    case 'auth/user-disabled':
      return 'FIREBASE_ERRORS.USER_DISABLED';
    case 'auth/too-many-requests':
      return 'FIREBASE_ERRORS.TOO_MANY_REQUESTS';
    default:
      return 'FIREBASE_ERRORS.GENERAL';
  }
}

export class SignInFailure extends Error {
  override name = 'SignInFailure';
  constructor(readonly key: SignInError) {
    super(key);
  }
}
