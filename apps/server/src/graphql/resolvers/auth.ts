import {
  isPhoneNumber,
  messageKeys,
  newPasswordFormSchema,
  parseForm,
  resetRequestFormSchema,
  toE164,
} from '@parley/domain';
import { eq } from 'drizzle-orm';
import { IdentityToolkitError } from '../../auth/firebase.ts';
import { users } from '../../db/schema.ts';
import type {
  EmailValidation,
  MutationResetPasswordArgs,
  PhoneValidation,
  QueryRequestResetPasswordArgs,
  QueryValidateEmailArgs,
  QueryValidatePhoneArgs,
} from '../../generated/resolvers.ts';
import { checkEmail } from '../../validation/email.ts';
import { appError, badUserInput } from '../errors.ts';
import { type Resolve, requireViewer } from './guards.ts';

const noAccount = () =>
  appError('NO_ACCOUNT', 'No account with this email address', {
    field: 'email',
    messageKey: messageKeys.noAccount,
  });

/** Public. */
const requestResetPassword: Resolve<unknown, QueryRequestResetPasswordArgs, boolean> = async (
  _p,
  args,
  ctx,
) => {
  const parsed = parseForm(resetRequestFormSchema, { email: args.email });
  if (!parsed.success)
    throw badUserInput('email', parsed.errors.email ?? messageKeys.invalidEmail, 'Invalid email');
  const email = parsed.output.email.toLowerCase();
  const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (!user) throw noAccount();
  const origin = new URL(ctx.request.url).origin;
  try {
    await ctx.auth.sendPasswordResetEmail(email, `${origin}/app/login`);
  } catch (error) {
    if (error instanceof IdentityToolkitError && error.reason.startsWith('EMAIL_NOT_FOUND'))
      throw noAccount();
    throw error;
  }
  return true;
};

const fieldOfPasswordForm: Record<string, string> = {
  password: 'password',
  confirmPassword: 'confirm_password',
};

/** Public. */
const resetPassword: Resolve<unknown, MutationResetPasswordArgs, boolean> = async (_p, args, ctx) => {
  if (!args.token.trim())
    throw badUserInput('token', messageKeys.invalidResetCode, 'Invalid or expired reset code');
  const parsed = parseForm(newPasswordFormSchema, {
    password: args.password,
    confirmPassword: args.confirm_password,
  });
  if (!parsed.success) {
    const [field, messageKey] = Object.entries(parsed.errors)[0] ?? ['password', messageKeys.general];
    throw badUserInput(fieldOfPasswordForm[field] ?? 'confirm_password', messageKey ?? messageKeys.general);
  }
  let outcome: Awaited<ReturnType<typeof ctx.auth.confirmPasswordReset>>;
  try {
    outcome = await ctx.auth.confirmPasswordReset(args.token.trim(), parsed.output.password);
  } catch (error) {
    if (error instanceof IdentityToolkitError && error.reason.startsWith('WEAK_PASSWORD')) {
      throw badUserInput('password', messageKeys.passwordTooShort, 'Password too weak');
    }
    throw error;
  }
  if (outcome === 'invalid-code') {
    throw badUserInput('token', messageKeys.invalidResetCode, 'Invalid or expired reset code');
  }
  return true;
};

const validateEmail: Resolve<unknown, QueryValidateEmailArgs, EmailValidation> = async (_p, args, ctx) => {
  await requireViewer(ctx);
  return checkEmail(args.email, {
    disposableAllowed: args.disposable_allowed,
    freemailAllowed: args.freemail_allowed,
  });
};

const validatePhone: Resolve<unknown, QueryValidatePhoneArgs, PhoneValidation> = async (_p, args, ctx) => {
  await requireViewer(ctx);
  const number = args.number.trim();
  if (!isPhoneNumber(number)) return { valid: false, formatted: null };
  const international = /^(\+|00)/.test(number);
  // National numbers can only be completed for the countries the domain knows (DE).
  if (args.country_code.trim().toUpperCase() !== 'DE' && !international)
    return { valid: false, formatted: null };
  const formatted = toE164(number, 'DE');
  return { valid: formatted !== null, formatted };
};

export const authResolvers = {
  Query: {
    ping: () => 'pong',
    requestResetPassword,
    validateEmail,
    validatePhone,
  },
  Mutation: { resetPassword, _noop: () => null },
};
