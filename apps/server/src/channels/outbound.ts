import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { channelSecrets } from '../db/features/channels.ts';
import {
  type ChannelRow,
  channels,
  contacts,
  type MessageRow,
  messages,
  opportunities,
} from '../db/schema.ts';
import { presentMessages } from '../inbox/present.ts';
import type { Notifier } from '../realtime/socket.ts';
import { channelKey, decryptSecrets } from './secrets.ts';

/*
 * What the providers' send jobs (whatsapp/send.ts, messenger/send.ts, email/send.ts) share: the message still waiting
 * to go out, the channel's access token, and the two ends of a send (the provider's id kept, or FAILED
 * with a reason everyone in the company sees live).
 */

export type Outbound = {
  message: MessageRow;
  companyId: string;
  phone: string | null;
  email: string | null;
  messengerPsid: string | null;
};

/** The message with its company and customer, while it waits to go out (SENT, no provider id yet). */
export async function waitingOutbound(db: Db, messageId: string): Promise<Outbound | null> {
  const [row] = await db
    .select({
      message: messages,
      companyId: opportunities.companyId,
      phone: contacts.phone,
      email: contacts.email,
      messengerPsid: contacts.messengerPsid,
    })
    .from(messages)
    .innerJoin(opportunities, eq(opportunities.id, messages.opportunityId))
    .innerJoin(contacts, eq(contacts.id, opportunities.contactId))
    .where(eq(messages.id, messageId));
  // Sent already (a retried job), or no longer waiting to go out.
  if (!row || row.message.providerMessageId || row.message.status !== 'SENT') return null;
  return row;
}

/** The channel's access token (encrypted at rest), or null. */
export async function channelAccessToken(
  db: Db,
  config: Pick<Config, 'channelSecretKey'>,
  channel: ChannelRow,
): Promise<string | null> {
  const [row] = await db.select().from(channelSecrets).where(eq(channelSecrets.channelId, channel.id));
  if (!row) return null;
  return decryptSecrets(channelKey(config.channelSecretKey), channel.id, row.ciphertext).accessToken ?? null;
}

/** The provider took it: its id is kept, so the provider's receipts find it. */
export async function markOutboundSent(db: Db, messageId: string, providerMessageId: string): Promise<void> {
  await db
    .update(messages)
    .set({ providerMessageId })
    .where(and(eq(messages.id, messageId), isNull(messages.providerMessageId)));
}

/** The provider refused it: FAILED with `reason` (a DELIVERY.* key or the provider's words), live. */
export async function markOutboundFailed(
  deps: { db: Db; notifier: Notifier },
  companyId: string,
  messageId: string,
  reason: string,
): Promise<void> {
  const changed = await deps.db
    .update(messages)
    .set({ status: 'FAILED', failureReason: reason.slice(0, 1000) })
    .where(and(eq(messages.id, messageId), eq(messages.status, 'SENT'), isNull(messages.providerMessageId)))
    .returning();
  for (const message of await presentMessages(deps.db, changed))
    deps.notifier.toCompany(companyId, 'message-status-update', { message });
}

/**
 * The start every send job shares: the message still waiting to go out, the company's channel for it
 * (`channelOf`), and the FAILED ending with a reason; null when there is nothing to send (sent
 * already, or no such channel any more).
 */
export async function outboundWithChannel(
  deps: Parameters<typeof markOutboundFailed>[0],
  messageId: string,
  channelOf: (db: Db, companyId: string) => Promise<ChannelRow | null>,
): Promise<{ row: Outbound; channel: ChannelRow; fail: (reason: string) => Promise<void> } | null> {
  const row = await waitingOutbound(deps.db, messageId);
  if (!row) return null;
  const channel = await channelOf(deps.db, row.companyId);
  if (!channel) return null;
  return { row, channel, fail: (reason) => markOutboundFailed(deps, row.companyId, messageId, reason) };
}

/**
 * The company's first live, enabled channel of `channelType` whose configuration names `configKey` (a
 * WhatsApp number's id, a page's id, a mail server): the one its provider's send job goes out through.
 * WhatsApp numbers count only on the Cloud API.
 */
export async function liveChannelOf(
  db: Db,
  companyId: string,
  channelType: 'WHATSAPP' | 'MESSENGER' | 'EMAIL',
  configKey: 'phoneNumberId' | 'pageId' | 'host',
): Promise<ChannelRow | null> {
  const [channel] = await db
    .select()
    .from(channels)
    .where(
      and(
        eq(channels.companyId, companyId),
        eq(channels.channelType, channelType),
        channelType === 'WHATSAPP' ? eq(channels.cloudApi, true) : undefined,
        eq(channels.isDisabled, false),
        eq(channels.status, 'LIVE'),
        sql`${channels.config}->>${configKey} is not null`,
      ),
    )
    .orderBy(asc(channels.createdAt))
    .limit(1);
  return channel ?? null;
}
