import {
  isPhoneNumber,
  messageKeys,
  newPasswordFormSchema,
  parseForm,
  resetRequestFormSchema,
  type SignInError,
  toE164,
} from '@parley/domain';
import { createGraphQLError } from 'graphql-yoga';
import { invalidResetCode, resetPassword as resetWithCode, sendResetMail } from '../../auth/reset.ts';
import { parseFormInput } from '../../errors.ts';
import type {
  EmailValidation,
  MutationResetPasswordArgs,
  PhoneValidation,
  QueryRequestResetPasswordArgs,
  QueryValidateEmailArgs,
  QueryValidatePhoneArgs,
} from '../../generated/resolvers.ts';
import { refuseCommonPassword } from '../../profile/service.ts';
import { rateLimitKeyOf } from '../../security/clientAddress.ts';
import {
  type RateLimitOutcome,
  resetConfirmPerAddress,
  resetPerAddress,
  resetPerEmail,
} from '../../security/rateLimit.ts';
import { checkEmail } from '../../validation/email.ts';
import type { GraphQLContext } from '../context.ts';
import { badUserInput } from '../errors.ts';
import { type Resolve, requireViewer } from './guards.ts';

/** The sign-in catalogue's message (spec 8): the web app already translates it. */
const tooManyRequestsKey: SignInError = 'FIREBASE_ERRORS.TOO_MANY_REQUESTS';

function tooManyRequests(outcome: Extract<RateLimitOutcome, { allowed: false }>, field = 'email') {
  return createGraphQLError('Too many password reset requests; try again later', {
    extensions: {
      code: 'TOO_MANY_REQUESTS',
      field,
      messageKey: tooManyRequestsKey,
      http: { status: 429, headers: { 'Retry-After': String(outcome.retryAfterSeconds) } },
    },
  });
}

/**
 * Every call counts against the caller's address, valid or not, so probing which emails have an
 * account is bounded as well as the mails.
 */
async function limitResetRequest(ctx: GraphQLContext, email: string | undefined): Promise<void> {
  const byAddress = await ctx.rateLimiter.hit(resetPerAddress, rateLimitKeyOf(ctx.clientAddress));
  if (!byAddress.allowed) throw tooManyRequests(byAddress);
  if (!email) return;
  const byEmail = await ctx.rateLimiter.hit(resetPerEmail, email);
  if (!byEmail.allowed) throw tooManyRequests(byEmail);
}

async function requestReset(ctx: GraphQLContext, rawEmail: string): Promise<boolean> {
  const parsed = parseForm(resetRequestFormSchema, { email: rawEmail });
  await limitResetRequest(ctx, parsed.success ? parsed.output.email.toLowerCase() : undefined);
  if (!parsed.success)
    throw badUserInput('email', parsed.errors.email ?? messageKeys.invalidEmail, 'Invalid email');
  return sendResetMail(ctx, parsed.output.email.toLowerCase());
}

/**
 * Public. One request sends at most one mail: aliases (`a: requestResetPassword(…) b: …`) asking
 * for the same email share the first one's answer, and a second email in the same request is refused.
 */
const requestResetPassword: Resolve<unknown, QueryRequestResetPasswordArgs, boolean> = async (
  _p,
  args,
  ctx,
) => {
  const key = args.email.trim().toLowerCase();
  const earlier = ctx.once.get('requestResetPassword');
  if (earlier) {
    if (earlier.key !== key) throw tooManyRequests({ allowed: false, retryAfterSeconds: 1 });
    return (await earlier.done) as boolean;
  }
  const done = requestReset(ctx, args.email);
  ctx.once.set('requestResetPassword', { key, done });
  return done;
};

/** The form's fields as the mutation names them; a rule of the whole form is the confirmation's. */
const fieldOfPasswordForm: Record<string, string> = {
  password: 'password',
  confirmPassword: 'confirm_password',
  form: 'confirm_password',
};

/** Public. */
const resetPassword: Resolve<unknown, MutationResetPasswordArgs, boolean> = async (_p, args, ctx) => {
  const allowed = await ctx.rateLimiter.hit(resetConfirmPerAddress, rateLimitKeyOf(ctx.clientAddress));
  if (!allowed.allowed) throw tooManyRequests(allowed, 'token');
  const code = args.token.trim();
  if (!code) throw invalidResetCode();
  const { password } = parseFormInput(
    newPasswordFormSchema,
    { password: args.password, confirmPassword: args.confirm_password },
    { fieldOf: fieldOfPasswordForm, fallbackField: 'confirm_password' },
  );
  return resetWithCode(ctx, code, refuseCommonPassword(password));
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
