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
