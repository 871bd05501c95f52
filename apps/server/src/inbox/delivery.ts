import { deliveryFailureKeys } from '@parley/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { messengerChannelOf } from '../channels/messenger/send.ts';
import { cloudChannelOf, providerQueueOf } from '../channels/whatsapp/send.ts';
import type { Db } from '../db/client.ts';
import { contacts, messages, opportunities } from '../db/schema.ts';
import { graphStandinMessages } from '../db/tables.ts';
import type { Jobs } from '../jobs/queue.ts';
import type { Notifier } from '../realtime/socket.ts';
import { presentMessages } from './present.ts';

/**
 * Where a staff message goes once it is stored (status SENT): to the provider of its conversation's
 * kind, through that provider's send job (`whatsapp-send` for a WhatsApp Cloud API number,
 * `messenger-send` for a Facebook page, `email-send` for a mail server); its receipts then come from
 * the provider alone (status webhooks; the demo's numbers and pages are the Graph API stand-in's,
 * channels/graphStandin.ts, so they take that path too). A company with no live channel of the
 * conversation's kind cannot reach the customer: the message is FAILED at once with
 * DELIVERY.NO_CHANNEL, which the thread says in the user's language, and no tick is shown that no
 * provider gave.
 *
 * When the customer writes again: a WhatsApp Cloud API conversation's reads come from WhatsApp's
 * status webhooks, a Messenger page's from Messenger's `read` webhook (where the stand-in sent the
 * messages, it plays those webhooks now, signed, unless STANDIN_DELIVERY_MS is `off`). Email has no
 * read receipts: the customer's answer in the thread is the one sign they read it, so the staff
 * messages before it become READ. Each change is emitted as `message-status-update` to the company.
 * Status only ever moves forward (SENT → DELIVERED → READ).
 *
 * Without a job queue (an app made for a test without a server) nothing is sent.
 */
export type Delivery = {
  /**
   * A staff message just stored (SENT), before it is announced: the send job that takes it to its
   * provider; or null when the company has nothing to carry it, and the message is FAILED
   * (DELIVERY.NO_CHANNEL) now, unannounced, so the announcement already says so (no tick first).
   */
  route(companyId: string, messageId: string): Promise<SendQueue | null>;
  /** After the announcement: the message is handed to its provider's send job. */
  send(queue: SendQueue, messageId: string): Promise<void>;
  /** The customer wrote in the opportunity: the reads its provider reports. */
  customerRead(companyId: string, opportunityId: string): Promise<void>;
};

export type SendQueue = NonNullable<Awaited<ReturnType<typeof providerQueueOf>>>;

export function createDelivery(deps: {
  db: Db;
  notifier: Notifier;
  /** STANDIN_DELIVERY_MS: null when the stand-ins play no receipts. */
  deliveryMs: number | null;
  jobs?: Jobs | undefined;
}): Delivery {
  const { db, notifier, deliveryMs, jobs } = deps;

  return {
    async route(companyId, messageId) {
      const queue = await providerQueueOf(db, companyId, messageId);
      if (queue) return queue;
      await db
        .update(messages)
        .set({ status: 'FAILED', failureReason: deliveryFailureKeys.noChannel })
        .where(and(eq(messages.id, messageId), eq(messages.status, 'SENT')));
      return null;
    },
    async send(queue, messageId) {
      await jobs?.send(queue, { messageId });
    },
    async customerRead(companyId, opportunityId) {
      const provider = await readsFromProvider(db, companyId, opportunityId);
      if (provider === 'EMAIL') {
        const rows = await db
          .update(messages)
          .set({ status: 'READ' })
          .where(
            and(
              eq(messages.opportunityId, opportunityId),
              eq(messages.senderType, 'USER'),
              inArray(messages.status, ['SENT', 'DELIVERED']),
            ),
          )
          .returning();
        for (const message of await presentMessages(db, rows))
          notifier.toCompany(companyId, 'message-status-update', { message });
        return;
      }
      // The stand-ins' read webhooks; a real provider sends its own.
      if (deliveryMs === null || !provider) return;
      if (provider === 'WHATSAPP') await standinReads(db, jobs, opportunityId);
      else await standinMessengerRead(db, jobs, provider);
    },
  };
}

/**
 * Who reports a conversation's reads: WhatsApp (a Cloud API number), a Messenger page (its id), the
 * customer's answer (email), or no one (no channel of its kind).
 */
async function readsFromProvider(
  db: Db,
  companyId: string,
  opportunityId: string,
): Promise<'WHATSAPP' | 'EMAIL' | { pageId: string; psid: string | null } | null> {
  const [row] = await db
    .select({ channelType: opportunities.channelType, psid: contacts.messengerPsid })
    .from(opportunities)
    .innerJoin(contacts, eq(contacts.id, opportunities.contactId))
    .where(and(eq(opportunities.id, opportunityId), eq(opportunities.companyId, companyId)));
  if (row?.channelType === 'WHATSAPP' && (await cloudChannelOf(db, companyId))) return 'WHATSAPP';
  if (row?.channelType === 'EMAIL') return 'EMAIL';
  if (row?.channelType !== 'MESSENGER') return null;
  const page = await messengerChannelOf(db, companyId);
  const pageId = page?.config?.pageId ?? page?.clientId;
  return pageId ? { pageId, psid: row.psid } : null;
}

/** The stand-in page's `read` webhook, when it sent this customer anything. */
async function standinMessengerRead(
  db: Db,
  jobs: Jobs | undefined,
  page: { pageId: string; psid: string | null },
) {
  if (!jobs || !page.psid) return;
  const [sent] = await db
    .select({ id: graphStandinMessages.id })
    .from(graphStandinMessages)
    .where(
      and(eq(graphStandinMessages.phoneNumberId, page.pageId), eq(graphStandinMessages.recipient, page.psid)),
    )
    .limit(1);
  if (sent)
    await jobs.send('graph-standin-messenger', { pageId: page.pageId, psid: page.psid, event: 'read' });
}

/** The stand-in's read receipts: a `read` status webhook for each of its unread messages in the thread. */
async function standinReads(db: Db, jobs: Jobs | undefined, opportunityId: string) {
  if (!jobs) return;
  const unread = await db
    .select({ wamid: messages.providerMessageId })
    .from(messages)
    .where(
      and(
        eq(messages.opportunityId, opportunityId),
        eq(messages.senderType, 'USER'),
        inArray(messages.status, ['SENT', 'DELIVERED']),
      ),
    );
  const wamids = unread.flatMap((row) => (row.wamid ? [row.wamid] : []));
  if (wamids.length === 0) return;
  const sent = await db
    .select({
      id: graphStandinMessages.id,
      phoneNumberId: graphStandinMessages.phoneNumberId,
      recipient: graphStandinMessages.recipient,
    })
    .from(graphStandinMessages)
    .where(inArray(graphStandinMessages.id, wamids.slice(0, 500)));
  for (const row of sent)
    await jobs.send('graph-standin-status', {
      phoneNumberId: row.phoneNumberId,
      wamid: row.id,
      recipient: row.recipient,
      status: 'read',
    });
}
