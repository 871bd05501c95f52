import type { RestOpportunity } from '@parley/api/rest';
import type { SocketMessage } from '@parley/api/socket';
import { and, desc, eq, sql } from 'drizzle-orm';
import { findCompany } from '../company/service.ts';
import type { Db, Tx } from '../db/client.ts';
import { type SampleKind, sampleFile } from '../db/samples.ts';
import { contacts, messages, opportunities, type StoredAttachment } from '../db/schema.ts';
import type { Jobs } from '../jobs/queue.ts';
import type { Notifier } from '../realtime/socket.ts';
import { resolveAttachments, storeAttachment } from './attachments.ts';
import type { Delivery } from './delivery.ts';
import { presentMessages, presentOpportunity } from './present.ts';

/*
 * A customer's message arrives: stored in the right conversation (reopened, or a new one, per the
 * company's setting), and the company's users told in real time. The channels' webhooks
 * (channels/whatsapp) and the development route that plays the customer (dev/inject.ts) both come here.
 */

export type InjectInput = {
  companyId: string;
  /** Write into this opportunity; without it a new contact and a new pool opportunity are created. */
  opportunityId?: string | undefined;
  contact?:
    | {
        firstName?: string | undefined;
        lastName?: string | undefined;
        phone?: string | undefined;
        email?: string | undefined;
        /** A Messenger customer's page-scoped id (then no phone is made up). */
        messengerPsid?: string | undefined;
      }
    | undefined;
  body?: string | undefined;
  /** Already uploaded attachments of the company. */
  attachments?: { displayName: string; url: string }[] | undefined;
  /** Generated sample files to attach (stored like uploads). */
  samples?: SampleKind[] | undefined;
  /** The quick-reply button the customer pressed. */
  buttonId?: string | undefined;
  channelType?: RestOpportunity['channelType'] | undefined;
  /** How long ago the customer wrote it (hours, 0 to 720; default now). */
  hoursAgo?: number | undefined;
  /** When the customer wrote it, as the provider says (instead of `hoursAgo`). */
  receivedAt?: Date | undefined;
  /** The company's contact who wrote (known by their number): a new conversation is theirs. */
  contactId?: string | undefined;
  /** The provider's id of the message (stored once: the caller skips one it has). */
  providerMessageId?: string | undefined;
  /** An email's subject line. */
  subject?: string | undefined;
};

export type InjectResult = {
  created: boolean;
  opportunity: RestOpportunity;
  message: SocketMessage;
};

export class InjectError extends Error {
  constructor(
    readonly code: 'NOT_FOUND' | 'BAD_USER_INPUT',
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

const firstNames = ['Erika', 'Jonas', 'Mia', 'Lukas', 'Hannah', 'Oliver', 'Sophie', 'James', 'Lea', 'Emily'];
const lastNames = [
  'Mustermann',
  'Becker',
  'Schulz',
  'Wagner',
  'Smith',
  'Hoffmann',
  'Brown',
  'Koch',
  'Wright',
];
const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)] as T;

/**
 * A contact's names from the name a provider gives (WhatsApp's profile name, a mail's sender name):
 * the last word is the last name; without a name, `fallback` (the number or address) is the first.
 */
export function contactNamesOf(
  displayName: string | null | undefined,
  fallback: string,
): { firstName: string; lastName: string } {
  const name = (displayName ?? '').trim();
  const space = name.lastIndexOf(' ');
  return {
    firstName: (space > 0 ? name.slice(0, space) : name || fallback).slice(0, 100),
    lastName: (space > 0 ? name.slice(space + 1) : '').slice(0, 100),
  };
}

/** A new contact for a customer who writes for the first time (names made up where none is given). */
async function newContact(tx: Tx, input: InjectInput): Promise<string> {
  const firstName = input.contact?.firstName?.trim() || pick(firstNames);
  const lastName = input.contact?.lastName?.trim() || pick(lastNames);
  const [contact] = await tx
    .insert(contacts)
    .values({
      companyId: input.companyId,
      firstName,
      lastName,
      phone:
        input.contact?.phone ??
        // A Messenger customer is known by their page-scoped id, a mail's sender by their address.
        (input.contact?.messengerPsid || (input.channelType === 'EMAIL' && input.contact?.email)
          ? null
          : `+49151${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`),
      email: input.contact?.email ?? null,
      messengerPsid: input.contact?.messengerPsid ?? null,
      contactType: 'Lead',
    })
    .returning({ id: contacts.id });
  if (!contact) throw new Error('contact not inserted');
  return contact.id;
}

/** The contact's latest conversation on `channelType` in the company (open or closed), or undefined. */
export async function latestConversationOf(
  db: Db,
  companyId: string,
  contactId: string,
  channelType: RestOpportunity['channelType'],
): Promise<string | undefined> {
  const [conversation] = await db
    .select({ id: opportunities.id })
    .from(opportunities)
    .where(
      and(
        eq(opportunities.companyId, companyId),
        eq(opportunities.contactId, contactId),
        eq(opportunities.channelType, channelType),
      ),
    )
    .orderBy(desc(opportunities.lastMessageAt), desc(opportunities.id))
    .limit(1);
  return conversation?.id;
}

/**
 * Stores the customer's message and updates the opportunity (last message, last customer message
 * time, unread + 1). A CLOSED opportunity is reopened because the customer wrote again when the
 * company reuses closed opportunities (a timeline event says so); otherwise the message starts a new
 * opportunity with the same contact in the pool. Emits
 * `new-inbound-message-notification` for an existing opportunity, or `new-opportunity-notification`
 * (with the first message) for a new one, to the company's users; `notificationId` is the message
 * id, the same in every tab.
 */
export async function injectInbound(
  db: Db,
  notifier: Notifier,
  input: InjectInput,
  delivery?: Delivery,
  jobs?: Jobs,
): Promise<InjectResult> {
  const company = await findCompany(db, input.companyId);
  if (!company) throw new InjectError('NOT_FOUND', 'Company not found', 'companyId');
  const body = input.body?.trim() ? input.body : null;
  let attachments: StoredAttachment[] = [];
  if (input.attachments?.length) {
    const resolved = await resolveAttachments(db, input.companyId, input.attachments);
    if (!resolved) throw new InjectError('BAD_USER_INPUT', 'Unknown attachment', 'attachments');
    attachments = resolved;
  }
  for (const kind of input.samples ?? []) {
    const file = sampleFile(kind);
    attachments.push(await storeAttachment(db, { companyId: input.companyId, uploadedBy: null, ...file }));
  }
  if (!body && attachments.length === 0)
    throw new InjectError('BAD_USER_INPUT', 'Give a text or attachments', 'body');

  // A message of the past (`hoursAgo`) plays a customer who wrote before (WhatsApp's 24-hour window).
  const now = input.receivedAt ?? new Date(Date.now() - (input.hoursAgo ?? 0) * 3_600_000);
  const lastMessage = body?.slice(0, 500) ?? attachments[0]?.displayName ?? null;
  const result = await db.transaction(async (tx) => {
    let opportunityId = input.opportunityId;
    let created = false;
    let reopened = false;
    let reopenedEvent: typeof messages.$inferSelect | undefined;
    // The customer writes to a closed conversation: the company's setting "reuse closed
    // opportunities" reopens it; without it the message starts a new conversation with the same
    // contact, among the new customers.
    let contactId: string | null = input.contactId ?? null;
    let channelType = input.channelType;
    if (opportunityId) {
      const [target] = await tx
        .select({
          status: opportunities.status,
          snoozedUntil: opportunities.snoozedUntil,
          contactId: opportunities.contactId,
          channelType: opportunities.channelType,
        })
        .from(opportunities)
        .where(and(eq(opportunities.companyId, input.companyId), eq(opportunities.id, opportunityId)));
      if (!target)
        throw new InjectError('NOT_FOUND', 'Opportunity not found in this company', 'opportunityId');
      // A snoozed one is not closed for good: the customer's message wakes it, whatever the setting.
      if (target.status === 'CLOSED' && !target.snoozedUntil && !company.reuseClosedOpportunities) {
        opportunityId = undefined;
        contactId = target.contactId;
        channelType = target.channelType;
      } else reopened = target.status === 'CLOSED';
    }
    if (opportunityId) {
      await tx
        .update(opportunities)
        .set({
          lastMessage,
          lastMessageSender: 'CUSTOMER',
          lastMessageAt: now,
          lastCustomerMessageAt: now,
          unreadCount: sql`${opportunities.unreadCount} + 1`,
          status: 'OPEN',
          snoozedUntil: null,
          updatedAt: now,
        })
        .where(and(eq(opportunities.companyId, input.companyId), eq(opportunities.id, opportunityId)));
      if (reopened)
        [reopenedEvent] = await tx
          .insert(messages)
          .values({
            opportunityId,
            body: null,
            senderType: 'CUSTOMER',
            status: 'RECEIVED',
            kind: 'EVENT',
            event: { key: 'CONVERSATION.REOPENED_BY_CUSTOMER', value: null },
            // Just before the message that reopened it.
            createdAt: new Date(now.getTime() - 1),
          })
          .returning();
    } else {
      created = true;
      if (!contactId) contactId = await newContact(tx, input);
      const [opportunity] = await tx
        .insert(opportunities)
        .values({
          companyId: input.companyId,
          contactId,
          channelType: channelType ?? 'WHATSAPP',
          userId: null,
          isInPool: true,
          status: 'OPEN',
          lastMessage,
          lastMessageSender: 'CUSTOMER',
          lastMessageAt: now,
          lastCustomerMessageAt: now,
          unreadCount: 1,
          createdAt: now,
        })
        .returning({ id: opportunities.id });
      if (!opportunity) throw new Error('opportunity not inserted');
      opportunityId = opportunity.id;
    }
    const [message] = await tx
      .insert(messages)
      .values({
        opportunityId,
        body,
        attachments,
        senderType: 'CUSTOMER',
        buttonId: input.buttonId ?? null,
        status: 'RECEIVED',
        providerMessageId: input.providerMessageId ?? null,
        subject: input.subject ?? null,
        createdAt: now,
      })
      .returning();
    if (!message) throw new Error('message not inserted');
    const [row] = await tx.select().from(opportunities).where(eq(opportunities.id, opportunityId));
    if (!row) throw new Error('opportunity vanished');
    return { created, message, row, reopenedEvent };
  });

  const opportunity = await presentOpportunity(db, result.row);
  const [message] = await presentMessages(db, [result.message]);
  if (!message) throw new Error('unreachable');
  if (result.created)
    notifier.toCompany(input.companyId, 'new-opportunity-notification', {
      notificationId: message.id,
      opportunity,
      message,
    });
  else {
    // Reopened by the customer: the event on its timeline, and its header and lists, change live.
    if (result.reopenedEvent) {
      const [event] = await presentMessages(db, [result.reopenedEvent]);
      if (event) notifier.toCompany(input.companyId, 'message-status-update', { message: event });
      notifier.toCompany(input.companyId, 'get-opportunities', {
        opportunityIds: [opportunity.id],
        reason: 'updated',
      });
    }
    notifier.toCompany(input.companyId, 'new-inbound-message-notification', {
      notificationId: message.id,
      opportunity,
      message,
    });
    await delivery?.customerRead(input.companyId, opportunity.id);
  }
  // The company's automation answers it (consent bot, autoresponders, bots): a job, stored before the
  // answer, so a restart in between does not lose it.
  await jobs?.send('automation-inbound', {
    companyId: input.companyId,
    opportunityId: opportunity.id,
    messageId: message.id,
    created: result.created,
  });
  return { created: result.created, opportunity, message };
}
