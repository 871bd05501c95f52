import type { RestOpportunity } from '@parley/api/rest';
import type { SocketMessage } from '@parley/api/socket';
import { and, eq, sql } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { findCompany } from '../company/service.ts';
import type { Config } from '../config.ts';
import type { Db, Tx } from '../db/client.ts';
import { demoIds } from '../db/demo.ts';
import { type SampleKind, sampleFile } from '../db/samples.ts';
import { contacts, messages, opportunities, type StoredAttachment } from '../db/schema.ts';
import { resolveAttachments, storeAttachment } from '../inbox/attachments.ts';
import type { Carrier } from '../inbox/carrier.ts';
import { presentMessages, presentOpportunity } from '../inbox/present.ts';
import type { Jobs } from '../jobs/queue.ts';
import type { Notifier } from '../realtime/socket.ts';
import { fail, failWithStatus, invalidInput, readJsonObject } from '../rest/respond.ts';
import { isLocalRequest } from '../security/clientAddress.ts';

/*
 * Playing the customer (development only): store an inbound customer message as if it had arrived
 * over a channel, and notify the company's users in real time.
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
      phone: input.contact?.phone ?? `+49151${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
      email: input.contact?.email ?? null,
      contactType: 'Lead',
    })
    .returning({ id: contacts.id });
  if (!contact) throw new Error('contact not inserted');
  return contact.id;
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
  carrier?: Carrier,
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
  const now = new Date(Date.now() - (input.hoursAgo ?? 0) * 3_600_000);
  const lastMessage = body?.slice(0, 500) ?? attachments[0]?.displayName ?? null;
  const result = await db.transaction(async (tx) => {
    let opportunityId = input.opportunityId;
    let created = false;
    let reopened = false;
    let reopenedEvent: typeof messages.$inferSelect | undefined;
    // The customer writes to a closed conversation: the company's setting "reuse closed
    // opportunities" reopens it; without it the message starts a new conversation with the same
    // contact, among the new customers.
    let contactId: string | null = null;
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
    await carrier?.customerRead(input.companyId, opportunity.id);
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

const optionalText = (name: string, max: number) =>
  v.optional(v.pipe(v.string(`${name} must be a string`), v.maxLength(max, `${name} is too long`)));

const injectBody = v.object({
  companyId: optionalText('companyId', 100),
  opportunityId: optionalText('opportunityId', 100),
  contact: v.optional(
    v.object({
      firstName: optionalText('contact.firstName', 100),
      lastName: optionalText('contact.lastName', 100),
      phone: optionalText('contact.phone', 40),
      email: optionalText('contact.email', 200),
    }),
  ),
  body: optionalText('body', 4096),
  attachments: v.optional(
    v.array(v.object({ displayName: v.string(), url: v.string() }), 'attachments must be an array'),
  ),
  samples: v.optional(
    v.array(v.picklist(['image', 'pdf', 'audio', 'video'], 'samples: image, pdf, audio or video')),
  ),
  buttonId: optionalText('buttonId', 100),
  hoursAgo: v.optional(v.pipe(v.number('hoursAgo must be a number'), v.minValue(0), v.maxValue(720))),
  channelType: v.optional(
    v.picklist(
      ['EMAIL', 'GMAIL', 'OFFICE365', 'MESSENGER', 'WHATSAPP', 'GOOGLE_REVIEWS'],
      'unknown channelType',
    ),
  ),
});

/** Dev routes exist only with the Auth Emulator (so never in production). */
export function devRoutesEnabled(config: Pick<Config, 'firebaseAuthEmulatorHost' | 'environment'>): boolean {
  return Boolean(config.firebaseAuthEmulatorHost) && config.environment !== 'production';
}

/**
 * The body of a dev route, parsed with its schema; or the answer instead of it: 403 to anyone but the
 * local host (also when the server listens on 0.0.0.0), 400 for a body that is not what the route takes.
 */
export async function readDevBody<TSchema extends v.GenericSchema>(
  c: Context,
  schema: TSchema,
  whole: string,
): Promise<v.InferOutput<TSchema> | Response> {
  if (!isLocalRequest(c)) return fail('FORBIDDEN', 'The dev endpoint answers only on the local host');
  // JSON only: a page on another site can POST text/plain here without asking first, not JSON.
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('application/json'))
    return failWithStatus(415, 'BAD_REQUEST', 'The dev endpoint takes application/json');
  const json = await readJsonObject(c.req);
  if (json instanceof Response) return json;
  const parsed = v.safeParse(schema, json, { abortPipeEarly: true });
  return parsed.success ? parsed.output : invalidInput(parsed.issues, whole);
}

/**
 * POST /api/dev/inject (body: InjectInput without companyId required — default Demo GmbH). No auth,
 * but bound only when devRoutesEnabled and answered only to loopback clients (403 otherwise, also
 * when the server listens on 0.0.0.0). Answers InjectResult.
 */
export function registerDevRoutes(
  app: Hono,
  deps: { db: Db; config: Config; notifier: Notifier; carrier?: Carrier; jobs?: Jobs | undefined },
) {
  if (!devRoutesEnabled(deps.config)) return;
  app.post('/api/dev/inject', async (c) => {
    const body = await readDevBody(c, injectBody, 'Invalid inject body');
    if (body instanceof Response) return body;
    try {
      const result = await injectInbound(
        deps.db,
        deps.notifier,
        { ...body, companyId: body.companyId ?? demoIds.companyDemo },
        deps.carrier,
        deps.jobs,
      );
      return c.json(result, result.created ? 201 : 200);
    } catch (error) {
      if (error instanceof InjectError)
        return fail(error.code, error.message, error.field ? { field: error.field } : {});
      throw error;
    }
  });
}
