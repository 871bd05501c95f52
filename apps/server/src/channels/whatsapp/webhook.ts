import type { Hono } from 'hono';
import type { Config } from '../../config.ts';
import { registerMetaWebhook, signMetaBody } from '../metaWebhook.ts';
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

/** `sha256=<hex>` of `body` with `secret`: what Meta sends (channels/metaWebhook.ts). */
export const signWhatsAppBody = signMetaBody;

export function registerWhatsAppWebhook(app: Hono, deps: WhatsAppDeps & { config: Config }) {
  registerMetaWebhook(app, {
    path: WHATSAPP_WEBHOOK_PATH,
    db: deps.db,
    channelType: 'WHATSAPP',
    secret: () => whatsAppAppSecret(deps.config),
    secretName: 'WHATSAPP_APP_SECRET',
    schema: whatsAppPayloadSchema,
    accept: async (payload) => {
      if (deps.jobs) await deps.jobs.send('whatsapp-webhook', { payload });
      else await processWhatsAppPayload(deps, payload);
    },
  });
}
