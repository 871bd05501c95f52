import { deliveryFailureKeys, whatsAppErrorKeys } from '@parley/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { channelSecrets } from '../../db/features/channels.ts';
import { type ChannelRow, channels, contacts, messages, opportunities } from '../../db/schema.ts';
import { presentMessages } from '../../inbox/present.ts';
import { channelKey, decryptSecrets } from '../secrets.ts';
import type { WhatsAppDeps } from './events.ts';

/*
 * Staff's messages out through the WhatsApp Cloud API: a message stored in a WhatsApp conversation of
 * a company with a Cloud API channel (its number's id and access token) is posted to the Graph API's
 * messages endpoint by a job (`whatsapp-send`); the provider's id is kept on it, and the provider's
 * status webhooks move its ticks (events.ts). A 429 or a 5xx, or a rate limit in the error's code, is
 * thrown, so the job queue tries again with backoff; any other refusal marks the message FAILED with a
 * reason staff can act on (a `deliveryFailureKeys` key, or Meta's words). Without such a channel the reference server's simulated receipts play
 * (inbox/carrier.ts).
 */

/** The company's live WhatsApp Cloud API channel with a number id, or null. */
export async function cloudChannelOf(db: Db, companyId: string): Promise<ChannelRow | null> {
  const [channel] = await db
    .select()
    .from(channels)
    .where(
      and(
        eq(channels.companyId, companyId),
        eq(channels.channelType, 'WHATSAPP'),
        eq(channels.cloudApi, true),
        eq(channels.isDisabled, false),
        eq(channels.status, 'LIVE'),
        sql`${channels.config}->>'phoneNumberId' is not null`,
      ),
    )
    .orderBy(channels.createdAt)
    .limit(1);
  return channel ?? null;
}

/** Whether `messageId` goes out through the Cloud API (a WhatsApp conversation, a Cloud API channel). */
export async function sendsThroughCloudApi(db: Db, companyId: string, messageId: string): Promise<boolean> {
  const [row] = await db
    .select({ channelType: opportunities.channelType })
    .from(messages)
    .innerJoin(opportunities, eq(opportunities.id, messages.opportunityId))
    .where(and(eq(messages.id, messageId), eq(opportunities.companyId, companyId)));
  return row?.channelType === 'WHATSAPP' && (await cloudChannelOf(db, companyId)) !== null;
}

/** Codes that say "later": throughput and pair rate limits, temporary errors. */
const retryLater = new Set([4, 80007, 130429, 131056, 131000, 133004]);

export class GraphRetryError extends Error {}

type GraphError = { error?: { code?: number; message?: string; error_data?: { details?: string } } };

export async function sendWhatsAppMessage(deps: WhatsAppDeps, messageId: string): Promise<void> {
  const { db } = deps;
  const [row] = await db
    .select({ message: messages, companyId: opportunities.companyId, phone: contacts.phone })
    .from(messages)
    .innerJoin(opportunities, eq(opportunities.id, messages.opportunityId))
    .innerJoin(contacts, eq(contacts.id, opportunities.contactId))
    .where(eq(messages.id, messageId));
  // Sent already (a retried job), or no longer waiting to go out.
  if (!row || row.message.providerMessageId || row.message.status !== 'SENT') return;
  const channel = await cloudChannelOf(db, row.companyId);
  if (!channel) return;
  const fail = async (reason: string) => {
    const changed = await db
      .update(messages)
      .set({ status: 'FAILED', failureReason: reason.slice(0, 1000) })
      .where(and(eq(messages.id, messageId), eq(messages.status, 'SENT'), isNull(messages.providerMessageId)))
      .returning();
    for (const message of await presentMessages(db, changed))
      deps.notifier.toCompany(row.companyId, 'message-status-update', { message });
  };
  const to = (row.phone ?? '').replace(/[^0-9]/g, '');
  if (!to) return fail(deliveryFailureKeys.noPhone);
  if (row.message.attachments.length > 0) return fail(deliveryFailureKeys.attachments);
  const [secret] = await db.select().from(channelSecrets).where(eq(channelSecrets.channelId, channel.id));
  const token = secret
    ? decryptSecrets(channelKey(deps.config.channelSecretKey), channel.id, secret.ciphertext).accessToken
    : undefined;
  if (!token) return fail(deliveryFailureKeys.reconnect);

  const graphUrl = deps.config.whatsapp?.graphUrl ?? 'https://graph.facebook.com/v21.0';
  const phoneNumberId = channel.config?.phoneNumberId as string;
  const response = await (deps.fetch ?? fetch)(`${graphUrl}/${encodeURIComponent(phoneNumberId)}/messages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to,
      type: 'text',
      text: { preview_url: false, body: row.message.body ?? '' },
    }),
  });
  const answer = (await response.json().catch(() => ({}))) as GraphError & { messages?: { id?: string }[] };
  const code = answer.error?.code;
  if (response.status === 429 || response.status >= 500 || (code !== undefined && retryLater.has(code)))
    throw new GraphRetryError(
      `Graph API answered ${response.status} (${code ?? 'no code'}): try again later`,
    );
  const providerId = answer.messages?.[0]?.id;
  if (!response.ok || !providerId) {
    // A key the app says in the user's language where staff can act on it, else Meta's own words.
    const reason =
      (code !== undefined && whatsAppErrorKeys[code]) ||
      answer.error?.error_data?.details ||
      answer.error?.message ||
      `The Graph API answered ${response.status}`;
    return fail(reason);
  }
  await db
    .update(messages)
    .set({ providerMessageId: providerId })
    .where(and(eq(messages.id, messageId), isNull(messages.providerMessageId)));
}
