import { emailSchema } from '@parley/domain';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { recordSignInFailure } from '../audit/service.ts';
import type { Config } from '../config.ts';
import type { DbDeps } from '../deps.ts';
import { AppError, parseInput } from '../errors.ts';
import { clientIp, rateLimitKeyOf } from '../security/clientAddress.ts';
import {
  type RateLimiter,
  signInFailureReportsPerAddress,
  signInFailuresLoggedPerEmail,
} from '../security/rateLimit.ts';
import { readJsonBody } from './respond.ts';
import type { Env } from './routes.ts';

const reportSchema = v.object({ email: emailSchema });

/**
 * POST /auth/sign-in-failures {email}: the sign-in page reports a password the identity provider
 * refused. The browser signs in with the provider directly, so this report is the only way the server
 * learns of a failed sign-in; it is public and unproven, so it is bounded: JSON only (no cross-site
 * form post), 20 reports per address in 15 minutes (429 after), at most 10 entries per mailbox an hour,
 * and the answer is 204 whether or not the address has an account. The audit log shows the reporting
 * address beside each entry.
 */
export function registerSignInFailureRoute(
  api: Hono<Env>,
  deps: DbDeps & { rateLimiter: RateLimiter; config: Pick<Config, 'trustProxy'> },
) {
  api.post('/auth/sign-in-failures', async (c) => {
    if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('application/json'))
      throw new AppError('BAD_REQUEST', 'Send application/json', { status: 415 });
    const address = clientIp(c, deps.config);
    const byAddress = await deps.rateLimiter.hit(signInFailureReportsPerAddress, rateLimitKeyOf(address));
    if (!byAddress.allowed)
      throw new AppError('TOO_MANY_REQUESTS', 'Too many reports; try again later', {
        headers: { 'Retry-After': String(byAddress.retryAfterSeconds) },
      });
    const { email } = parseInput(reportSchema, await readJsonBody(c.req));
    const byEmail = await deps.rateLimiter.hit(signInFailuresLoggedPerEmail, email.toLowerCase());
    if (byEmail.allowed) await recordSignInFailure({ db: deps.db, clientAddress: address }, email);
    return c.body(null, 204);
  });
}
