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
 * Where a company has a WhatsApp Cloud API channel or a Messenger page, a message of such a conversation
 * is handed to the `whatsapp-send` or `messenger-send` job instead, and the provider's own receipts
 * follow (the demo's WhatsApp number is the Graph API stand-in's, channels/graphStandin.ts, so it takes
 * that path too), and an email one to `email-send` (channels/email/send.ts). For the other
 * conversations (a company without such a channel) no provider is behind the reference backend, so
 * this plays the provider's delivery receipts: a message the staff sent (status SENT) is DELIVERED
 * `deliveryMs` later, and every SENT or DELIVERED staff message of a conversation is READ as soon as
 * the customer writes in it (a customer who answers has read the thread; for email, which has no read
 * receipts, that is what "read" means). A WhatsApp Cloud API conversation's reads come from WhatsApp's
 * status webhooks only: where the Graph API stand-in sent the messages, it plays those webhooks when
 * the customer writes. Each change is emitted as `message-status-update`
 * to the company, so the sender's ticks move like they do against a real provider. Status only ever
 * moves forward (SENT → DELIVERED → READ); `deliveryMs` null turns receipts off (messages stay SENT).
 *
 * A receipt due later is a durable job (`carrier-receipt`, jobs/queue.ts), not a timer: it is still
 * delivered after a restart, once, by whichever instance takes it. Without a job queue (an app made
 * for a test without a server) no receipt is played.
 */
export type Carrier = {
  /** A staff message was stored with status SENT: its receipt is queued. */
  sent(companyId: string, messageId: string): Promise<void>;
  /** The customer wrote in the opportunity: its staff messages are read. */
  customerRead(companyId: string, opportunityId: string): Promise<void>;
  /** The receipt job: the message is DELIVERED unless it moved on already. */
  deliver(companyId: string, messageId: string): Promise<void>;
};

export function createCarrier(deps: {
  db: Db;
  notifier: Notifier;
  deliveryMs: number | null;
  jobs?: Jobs | undefined;
}): Carrier {
  const { db, notifier, deliveryMs, jobs } = deps;

  const emit = async (companyId: string, rows: Parameters<typeof presentMessages>[1]) => {
    for (const message of await presentMessages(db, rows))
      notifier.toCompany(companyId, 'message-status-update', { message });
  };

  return {
    async sent(companyId, messageId) {
      if (!jobs) return;
      // A company with a WhatsApp Cloud API channel: the message really goes out, and the provider's
      // webhooks bring its receipts (channels/whatsapp/send.ts).
      const queue = await providerQueueOf(db, companyId, messageId);
      if (queue) {
        await jobs.send(queue, { messageId });
        return;
      }
      if (deliveryMs === null) return;
      await jobs.send(
        'carrier-receipt',
        { companyId, messageId },
        { startAfter: new Date(Date.now() + deliveryMs) },
      );
    },
    async customerRead(companyId, opportunityId) {
      if (deliveryMs === null) return;
      // A WhatsApp Cloud API conversation: WhatsApp reports reads itself (status webhooks). Where the
      // Graph API stand-in sent the messages, it plays that webhook now, signed, for each one it sent.
      const provider = await readsFromProvider(db, companyId, opportunityId);
      if (provider === 'WHATSAPP') {
        await standinReads(db, jobs, opportunityId);
        return;
      }
      // Likewise a Messenger page's: Messenger's `read` webhook, the stand-in's for its page.
      if (provider) {
        await standinMessengerRead(db, jobs, provider);
        return;
      }
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
      await emit(companyId, rows);
    },
    async deliver(companyId, messageId) {
      const rows = await db
        .update(messages)
        .set({ status: 'DELIVERED' })
        .where(and(eq(messages.id, messageId), eq(messages.status, 'SENT')))
        .returning();
      await emit(companyId, rows);
    },
  };
}

/** Whose reads a conversation's are: WhatsApp's (a Cloud API number), a Messenger page's (its id), or ours. */
async function readsFromProvider(
  db: Db,
  companyId: string,
  opportunityId: string,
): Promise<'WHATSAPP' | { pageId: string; psid: string | null } | null> {
  const [row] = await db
    .select({ channelType: opportunities.channelType, psid: contacts.messengerPsid })
    .from(opportunities)
    .innerJoin(contacts, eq(contacts.id, opportunities.contactId))
    .where(and(eq(opportunities.id, opportunityId), eq(opportunities.companyId, companyId)));
  if (row?.channelType === 'WHATSAPP' && (await cloudChannelOf(db, companyId))) return 'WHATSAPP';
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
