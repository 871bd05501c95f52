import { channelKey, encryptSecrets } from '../src/channels/secrets.ts';
import { signWhatsAppBody, WHATSAPP_WEBHOOK_PATH } from '../src/channels/whatsapp/webhook.ts';
import { demoIds } from '../src/db/demo.ts';
import { channelSecrets } from '../src/db/features/channels.ts';
import { channels } from '../src/db/schema.ts';
import type { TestApp } from './helpers.ts';

/** A live WhatsApp Cloud API channel of Demo GmbH with its number's id, verify token and access token. */
export async function addWhatsAppChannel(
  t: TestApp,
  setup: { phoneNumberId: string; verifyToken: string; accessToken: string },
): Promise<string> {
  const [channel] = await t.database.db
    .insert(channels)
    .values({
      companyId: demoIds.companyDemo,
      type: 'whatsapp',
      channelType: 'WHATSAPP',
      value: '+4930123456',
      clientType: 'WHATSAPP',
      cloudApi: true,
      status: 'LIVE',
      config: {
        phoneNumberId: setup.phoneNumberId,
        businessAccountId: '2020',
        verifyToken: setup.verifyToken,
      },
    })
    .returning();
  if (!channel) throw new Error('channel not inserted');
  await t.database.db.insert(channelSecrets).values({
    channelId: channel.id,
    companyId: demoIds.companyDemo,
    ciphertext: encryptSecrets(channelKey(t.config.channelSecretKey), channel.id, {
      accessToken: setup.accessToken,
    }),
  });
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
