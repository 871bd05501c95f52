import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import * as v from 'valibot';
import type { Db } from '../db/client.ts';
import { channels } from '../db/schema.ts';
import { fail, failWithStatus } from '../rest/respond.ts';

/*
 * What Meta's webhooks (WhatsApp Cloud API, Messenger) share: the body signed with the Meta app's secret
 * in `X-Hub-Signature-256: sha256=<hex>` (HMAC-SHA256 of the raw body), and the subscription's
 * verification by a token the channel chose. Both compared in constant time.
 */

/** `sha256=<hex>` of `body` with `secret`: what Meta sends, and what stand-ins and tests sign with. */
export function signMetaBody(secret: string, body: string | Uint8Array): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

export function metaSignatureMatches(secret: string, body: Uint8Array, header: string | undefined): boolean {
  if (!header || header.length > 100) return false;
  const expected = Buffer.from(signMetaBody(secret, body));
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Whether `token` is one of `candidates`; every candidate compared, so the time tells nothing. */
export function matchesAnyToken(candidates: readonly string[], token: string): boolean {
  const digest = (text: string) => createHmac('sha256', 'compare').update(text).digest();
  const given = digest(token);
  let found = false;
  for (const candidate of candidates) if (timingSafeEqual(digest(candidate), given)) found = true;
  return found;
}

/** The Graph API said "later" (429, 5xx, a rate limit): thrown so the job queue tries again with backoff. */
export class GraphRetryError extends Error {}

/** Longest `hub.*` value read from a verification request. */
export const MAX_HUB_VALUE = 512;

/**
 * A Meta webhook at `path`: GET answers the verification with `hub.challenge` when `hub.verify_token`
 * is a verify token of a channel of `channelType` (403 otherwise); POST takes a body signed with the
 * secret (401 without or wrong, 503 without a secret), parsed by `schema` (400 otherwise), handed to
 * `accept` (a durable job) and answered `EVENT_RECEIVED` at once, as Meta asks.
 */
export function registerMetaWebhook<TSchema extends v.GenericSchema>(
  app: Hono,
  options: {
    path: string;
    db: Db;
    channelType: 'WHATSAPP' | 'MESSENGER';
    secret: () => string | null;
    secretName: string;
    schema: TSchema;
    accept: (payload: v.InferOutput<TSchema>) => Promise<void>;
  },
) {
  app.get(options.path, async (c) => {
    const mode = c.req.query('hub.mode');
    const token = c.req.query('hub.verify_token') ?? '';
    const challenge = c.req.query('hub.challenge') ?? '';
    if (mode !== 'subscribe' || !token || token.length > MAX_HUB_VALUE || challenge.length > MAX_HUB_VALUE)
      return fail('FORBIDDEN', 'Not a webhook verification');
    const candidates = await options.db
      .select({ verifyToken: sql<string>`${channels.config}->>'verifyToken'` })
      .from(channels)
      .where(
        and(
          eq(channels.channelType, options.channelType),
          sql`${channels.config}->>'verifyToken' is not null`,
        ),
      );
    if (
      !matchesAnyToken(
        candidates.map((candidate) => candidate.verifyToken),
        token,
      )
    )
      return fail('FORBIDDEN', 'The verify token matches no channel');
    return c.text(challenge, 200);
  });

  app.post(options.path, async (c) => {
    const secret = options.secret();
    if (!secret)
      return failWithStatus(503, 'INTERNAL_SERVER_ERROR', `${options.secretName} is not configured`);
    const body = new Uint8Array(await c.req.arrayBuffer());
    if (!metaSignatureMatches(secret, body, c.req.header('x-hub-signature-256')))
      return failWithStatus(401, 'UNAUTHENTICATED', 'The X-Hub-Signature-256 signature is missing or wrong');
    let json: unknown;
    try {
      json = JSON.parse(new TextDecoder().decode(body));
    } catch {
      return fail('BAD_USER_INPUT', 'The body is not JSON');
    }
    const parsed = v.safeParse(options.schema, json);
    if (!parsed.success)
      return fail('BAD_USER_INPUT', `Not a payload of this webhook: ${parsed.issues[0].message}`);
    await options.accept(parsed.output);
    return c.text('EVENT_RECEIVED', 200);
  });
}
