import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { channelSecrets } from '../../db/features/channels.ts';
import { type ChannelRow, channels } from '../../db/schema.ts';
import { channelKey, decryptSecrets } from '../secrets.ts';
import { isStandinMailHost } from './send.ts';

/**
 * A sign-in at one of the `.test` mail server stand-ins (SMTP or IMAP, outside production): the email
 * channel with this user name whose server (`hostOf`) is under `.test` and whose password this is —
 * `{ channelId }`; or `{ channelId: null }` when no such channel uses the user name yet (a channel being
 * added: its first sign-in makes the account); null when the password is wrong.
 */
export async function standinMailAccount(
  db: Db,
  config: Pick<Config, 'channelSecretKey' | 'environment'>,
  user: string,
  password: string,
  hostOf: (channel: ChannelRow) => string,
): Promise<{ channelId: string | null } | null> {
  if (config.environment === 'production' || !user || !password) return null;
  const rows = await db
    .select({ channel: channels, ciphertext: channelSecrets.ciphertext })
    .from(channels)
    .innerJoin(channelSecrets, eq(channelSecrets.channelId, channels.id))
    .where(and(eq(channels.channelType, 'EMAIL'), sql`${channels.config}->>'name' = ${user}`));
  let known = false;
  for (const { channel, ciphertext } of rows) {
    if (!isStandinMailHost(hostOf(channel), config)) continue;
    known = true;
    const secrets = decryptSecrets(channelKey(config.channelSecretKey), channel.id, ciphertext);
    if (secrets.password === password) return { channelId: channel.id };
  }
  return known ? null : { channelId: null };
}
