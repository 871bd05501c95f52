import { messageKeys } from '@parley/domain';
import { eq } from 'drizzle-orm';
import { type Config, publicOrigin } from '../config.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { AppError, badUserInput } from '../errors.ts';
import { type AuthService, IdentityToolkitError } from './firebase.ts';

/*
 * Password reset (spec 2: forgot password, reset with the mail's code). The identity provider sends
 * the mail and checks the code; the server decides who may ask and says which field is wrong.
 */

export type ResetDeps = { db: Db; auth: AuthService; config: Pick<Config, 'publicUrl' | 'port'> };

const noAccount = () =>
  new AppError('NO_ACCOUNT', 'No account with this email address', {
    field: 'email',
    messageKey: messageKeys.noAccount,
  });

/** Sends the reset mail to the user with this (lower-cased) email; NO_ACCOUNT when there is none. */
export async function sendResetMail(deps: ResetDeps, email: string): Promise<true> {
  const [user] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (!user) throw noAccount();
  // The link in the mail points at the configured address: a forged Host header would otherwise send
  // the user's reset code to a site of the attacker's choosing.
  try {
    await deps.auth.sendPasswordResetEmail(email, `${publicOrigin(deps.config)}/app/login`);
  } catch (error) {
    if (error instanceof IdentityToolkitError && error.reason.startsWith('EMAIL_NOT_FOUND'))
      throw noAccount();
    throw error;
  }
  return true;
}

export const invalidResetCode = () =>
  badUserInput('token', messageKeys.invalidResetCode, 'Invalid or expired reset code');

/** Sets the new password with the mail's code: an unknown or used code is refused on `token`. */
export async function resetPassword(
  deps: Pick<ResetDeps, 'auth'>,
  code: string,
  password: string,
): Promise<true> {
  let outcome: Awaited<ReturnType<AuthService['confirmPasswordReset']>>;
  try {
    outcome = await deps.auth.confirmPasswordReset(code, password);
  } catch (error) {
    if (error instanceof IdentityToolkitError && error.reason.startsWith('WEAK_PASSWORD'))
      throw badUserInput('password', messageKeys.passwordTooShort, 'Password too weak');
    throw error;
  }
  if (outcome === 'invalid-code') throw invalidResetCode();
  return true;
}
