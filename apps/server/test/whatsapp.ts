import { channelKey, encryptSecrets } from '../src/channels/secrets.ts';
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
