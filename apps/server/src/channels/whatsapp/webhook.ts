import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import * as v from 'valibot';
import type { Config } from '../../config.ts';
import { channels } from '../../db/schema.ts';
import { fail, failWithStatus } from '../../rest/respond.ts';
import { processWhatsAppPayload, type WhatsAppDeps } from './events.ts';
import { whatsAppPayloadSchema } from './payload.ts';

/*
 * The WhatsApp Cloud API webhook, `/api/webhooks/whatsapp` (no session: Meta calls it).
 *
 * GET is Meta's verification: `hub.mode=subscribe`, `hub.verify_token` equal to a WhatsApp channel's
 * verify token (compared in constant time), answered with `hub.challenge` as plain text; 403 otherwise.
 *
 * POST carries events, signed: `X-Hub-Signature-256: sha256=<hex>`, the HMAC-SHA256 of the raw body
 * with the Meta app's secret (WHATSAPP_APP_SECRET), compared in constant time. A missing or wrong
 * signature gets 401 and changes nothing; a body that is not a WhatsApp payload 400. A good one is
 * queued as a durable job (`whatsapp-webhook`) and answered 200 at once, as Meta asks (it retries
 * what is not answered fast); the job stores it (events.ts).
 */

export const WHATSAPP_WEBHOOK_PATH = '/api/webhooks/whatsapp';

/**
 * Development's app secret, public like the channel key's: the demo's webhooks are signed with it.
 * Production without WHATSAPP_APP_SECRET refuses every webhook (503).
 */
export const DEVELOPMENT_APP_SECRET = 'parley-development-whatsapp-app-secret';

export function whatsAppAppSecret(config: Pick<Config, 'environment' | 'whatsapp'>): string | null {
  return config.whatsapp?.appSecret ?? (config.environment === 'production' ? null : DEVELOPMENT_APP_SECRET);
}

/** `sha256=<hex>` of `body` with `secret`: what Meta sends, and what the stand-ins and tests sign with. */
export function signWhatsAppBody(secret: string, body: string | Uint8Array): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

function signatureMatches(secret: string, body: Uint8Array, header: string | undefined): boolean {
  if (!header || header.length > 100) return false;
  const expected = Buffer.from(signWhatsAppBody(secret, body));
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function sameText(a: string, b: string): boolean {
  const left = createHmac('sha256', 'compare').update(a).digest();
  const right = createHmac('sha256', 'compare').update(b).digest();
  return timingSafeEqual(left, right);
}

const MAX_QUERY_VALUE = 512;

export function registerWhatsAppWebhook(app: Hono, deps: WhatsAppDeps & { config: Config }) {
  app.get(WHATSAPP_WEBHOOK_PATH, async (c) => {
    const mode = c.req.query('hub.mode');
    const token = c.req.query('hub.verify_token') ?? '';
    const challenge = c.req.query('hub.challenge') ?? '';
    if (
      mode !== 'subscribe' ||
      !token ||
      token.length > MAX_QUERY_VALUE ||
      challenge.length > MAX_QUERY_VALUE
    )
      return fail('FORBIDDEN', 'Not a WhatsApp webhook verification');
    const candidates = await deps.db
      .select({ verifyToken: sql<string>`${channels.config}->>'verifyToken'` })
      .from(channels)
      .where(and(eq(channels.channelType, 'WHATSAPP'), sql`${channels.config}->>'verifyToken' is not null`));
    // Every candidate compared, so the answer's time does not tell how many there are or which matched.
    let verified = false;
    for (const candidate of candidates) if (sameText(candidate.verifyToken, token)) verified = true;
    if (!verified) return fail('FORBIDDEN', 'The verify token matches no WhatsApp channel');
    return c.text(challenge, 200);
  });

  app.post(WHATSAPP_WEBHOOK_PATH, async (c) => {
    const secret = whatsAppAppSecret(deps.config);
    if (!secret) return failWithStatus(503, 'INTERNAL_SERVER_ERROR', 'WHATSAPP_APP_SECRET is not configured');
    const body = new Uint8Array(await c.req.arrayBuffer());
    if (!signatureMatches(secret, body, c.req.header('x-hub-signature-256')))
      return failWithStatus(401, 'UNAUTHENTICATED', 'The X-Hub-Signature-256 signature is missing or wrong');
    let json: unknown;
    try {
      json = JSON.parse(new TextDecoder().decode(body));
    } catch {
      return fail('BAD_USER_INPUT', 'The body is not JSON');
    }
    const parsed = v.safeParse(whatsAppPayloadSchema, json);
    if (!parsed.success) return fail('BAD_USER_INPUT', `Not a WhatsApp payload: ${parsed.issues[0].message}`);
    if (deps.jobs) await deps.jobs.send('whatsapp-webhook', { payload: parsed.output });
    else await processWhatsAppPayload(deps, parsed.output);
    return c.text('EVENT_RECEIVED', 200);
  });
}
