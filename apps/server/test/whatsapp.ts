import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { channelKey, encryptSecrets } from '../src/channels/secrets.ts';
import { signWhatsAppBody, WHATSAPP_WEBHOOK_PATH } from '../src/channels/whatsapp/webhook.ts';
import { demoIds } from '../src/db/demo.ts';
import { channelSecrets } from '../src/db/features/channels.ts';
import { channels } from '../src/db/schema.ts';

/** The seed's live WhatsApp number of Demo GmbH. */
export const DEMO_WHATSAPP_CHANNEL = '00000000-0000-4000-8000-00000000e002';

import type { TestApp } from './helpers.ts';

/**
 * Demo GmbH's WhatsApp Cloud API channel (the seed's live number, whose company's replies go out through
 * it) set up with this number id, verify token and access token instead of the Graph API stand-in's.
 */
export async function addWhatsAppChannel(
  t: TestApp,
  setup: { phoneNumberId: string; verifyToken: string; accessToken: string },
): Promise<string> {
  const [channel] = await t.database.db
    .update(channels)
    .set({
      status: 'LIVE',
      config: {
        phoneNumberId: setup.phoneNumberId,
        businessAccountId: '2020',
        verifyToken: setup.verifyToken,
      },
    })
    .where(eq(channels.id, DEMO_WHATSAPP_CHANNEL))
    .returning();
  if (!channel) throw new Error('channel not found');
  const ciphertext = encryptSecrets(channelKey(t.config.channelSecretKey), channel.id, {
    accessToken: setup.accessToken,
  });
  await t.database.db
    .insert(channelSecrets)
    .values({ channelId: channel.id, companyId: demoIds.companyDemo, ciphertext })
    .onConflictDoUpdate({ target: channelSecrets.channelId, set: { ciphertext } });
  return channel.id;
}

/** A webhook body as Meta sends it: one change of field `messages` for the number `phoneNumberId`. */
export const whatsAppChange = (phoneNumberId: string, value: Record<string, unknown>) =>
  JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '2020',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '4930123456', phone_number_id: phoneNumberId },
              ...value,
            },
          },
        ],
      },
    ],
  });

/** Posts `body` to a running server's webhook, signed with `secret`. */
export const postSignedWebhook = (baseUrl: string, secret: string, body: string) =>
  fetch(`${baseUrl}${WHATSAPP_WEBHOOK_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signWhatsAppBody(secret, body) },
    body,
  });

/**
 * A provider stand-in for a send test, on a free port: uploads (a path ending in `uploadPath`) are kept
 * in `uploads` and answered with `uploaded(n)`; every other call is kept in `recorded` and answered with
 * the next `scripted` [status, body], else `sent(n)`. `url` is its base, like the Graph API's
 * (`…/v21.0`), once `start` resolved.
 */
export function recordingProvider(options: {
  uploadPath: string;
  uploaded: (n: number) => unknown;
  sent: (n: number) => unknown;
}) {
  const provider = {
    recorded: [] as { path: string; authorization: string | undefined; body: Record<string, unknown> }[],
    uploads: [] as { authorization: string | undefined; type: string; raw: string }[],
    /** What the stand-in answers next (status, body), first in first out; then success. */
    scripted: [] as [number, unknown][],
    url: '',
    server: createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk) => {
        raw += chunk;
      });
      req.on('end', () => {
        const answer = (status: number, body: unknown) =>
          res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
        if (req.url?.endsWith(options.uploadPath)) {
          // An upload (multipart): what it carried, and the id it gets.
          provider.uploads.push({
            authorization: req.headers.authorization,
            type: req.headers['content-type'] ?? '',
            raw,
          });
          return answer(200, options.uploaded(provider.uploads.length));
        }
        provider.recorded.push({
          path: req.url ?? '',
          authorization: req.headers.authorization,
          body: JSON.parse(raw || '{}'),
        });
        const [status, body] = provider.scripted.shift() ?? [200, options.sent(provider.recorded.length)];
        answer(status, body);
      });
    }),
    async start() {
      await new Promise<void>((resolve) => provider.server.listen(0, '127.0.0.1', resolve));
      provider.url = `http://127.0.0.1:${(provider.server.address() as AddressInfo).port}/v21.0`;
    },
    close: () => new Promise<void>((resolve) => provider.server.close(() => resolve())),
  };
  return provider;
}
