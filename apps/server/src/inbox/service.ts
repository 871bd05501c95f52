import type { RestLabel, RestSectionCounters } from '@parley/api/rest';
import type { SocketMessage } from '@parley/api/socket';
import {
  type AddConversationNoteInput,
  absenceMessageKeys,
  CUSTOMER_FILTER_TAKE_MAX,
  type CustomerFilter,
  consentMessageKeys,
  conversationRights,
  deliveryFailureKeys,
  inboxListViewOf,
  type LabelAddInput,
  type LabelRemoveInput,
  type LabelTarget,
  MESSAGE_PAGE_SIZE,
  type MessagePageInput,
  mentionedIn,
  messageKeys,
  messageWindowOf,
  NOTE_MENTIONS_MAX,
  type OpportunityPageQuery,
  type SendMessageInput,
  type SetConsentInput,
  snoozeProblem,
  type UpdateConversationInput,
  type UpdateConversationsInput,
  WHATSAPP_WINDOW_CLOSED,
} from '@parley/domain';
import { and, asc, desc, eq, exists, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Viewer as SignedIn } from '../auth/viewer.ts';
import { brandOfCompany } from '../company/service.ts';
import type { Db, Tx } from '../db/client.ts';
import { findCompanyUser } from '../db/queries.ts';
import {
  type ContactRow,
  consentEntries,
  contactLabels,
  contacts,
  labels,
  type MessageRow,
  messages,
  type OpportunityRow,
  type OutboundTemplate,
  opportunities,
  opportunityLabels,
  teamUsers,
  userProfiles,
  users,
} from '../db/schema.ts';
import { AppError, badUserInput, forbidden, isAppError, notFound } from '../errors.ts';
import type { Jobs } from '../jobs/queue.ts';
import { absentUserIds } from '../profile/service.ts';
import type { Notifier } from '../realtime/socket.ts';
import { resolveAttachments } from './attachments.ts';
import type { Delivery, SendQueue } from './delivery.ts';
import { presentMessage, presentOpportunity } from './present.ts';
import {
  byActivity,
  byWaiting,
  counterTotals,
  countWhere,
  findVisibleOpportunity,
  listWhere,
  sectionTotal,
  sectionWhere,
  teamMatesOf,
  viewWhere,
  visibleTo,
} from './queries.ts';
import { timelineTime } from './timelineTime.ts';

/*
 * The inbox: one function per operation, each taking (deps, viewer, parsed input). They own the rules
 * and the queries, keep every read and write inside the viewer's company, and throw AppError. GraphQL
 * (graphql/resolvers/inbox.ts) and REST (rest/inbox.ts) parse with the domain's schemas, call these
 * and present the rows.
 */

export type InboxDeps = { db: Db; notifier: Notifier; delivery: Delivery };
/** What the inbox reads of the signed-in user: who it is and its company. */
export type Viewer = Pick<SignedIn, 'user' | 'companyId'>;
type Reads = Pick<InboxDeps, 'db'>;
/** `jobs` queues what automation does after a user's action (autoresponders triggered by users). */
type Writes = Pick<InboxDeps, 'db' | 'notifier'> & { jobs?: Jobs | undefined };

/** Autoresponders triggered by users answer a claim or a close, in a job of their own. */
async function userTriggered(
  deps: Writes,
  viewer: Viewer,
  opportunityId: string,
  type: 'CONVERSATION_CLAIMED' | 'CONVERSATION_CLOSED',
) {
  await deps.jobs?.send('automation-user-event', {
    companyId: viewer.companyId,
    opportunityId,
    type,
    userId: viewer.user.id,
  });
}

type ChangeReason = 'claimed' | 'updated' | 'shared' | 'accepted';

/** Lists and counters of the company's users are stale: they refetch (debounced on the client). */
function opportunitiesChanged(notifier: Notifier, viewer: Viewer, ids: string[], reason: ChangeReason) {
  if (ids.length) notifier.toCompany(viewer.companyId, 'get-opportunities', { opportunityIds: ids, reason });
}

// ---------------------------------------------------------------------------------------------
// Reading

/** One opportunity of the viewer's company; NOT_FOUND for an unknown id or one of another company. */
export async function findOpportunity({ db }: Reads, viewer: Viewer, id: string): Promise<OpportunityRow> {
  const row = await findVisibleOpportunity(db, viewer.companyId, id);
  if (!row) throw notFound('Opportunity');
  return row;
}

/**
 * A page of a section (spec 2/4) of the viewer or of a colleague (`userId`, NOT_FOUND for a user of
 * another company: every company user may look at a colleague's sections). With `ids`, the rows of
 * those ids the viewer may see, filtered by `section` when one is given: an id missing from the rows is
 * not (or no longer) in that section, and ids of another company are simply absent.
 */
export async function listOpportunities({ db }: Reads, viewer: Viewer, query: OpportunityPageQuery) {
  const { section, ids, skip, take } = query;
  const subject = query.userId ?? viewer.user.id;
  if (subject !== viewer.user.id && !(await findCompanyUser(db, viewer.companyId, subject)))
    throw new AppError('NOT_FOUND', 'User not found', { field: 'userId' });
  const conditions: SQL[] = [
    section ? sectionWhere(viewer.companyId, section, subject) : visibleTo(viewer.companyId),
  ];
  if (ids) conditions.push(inArray(opportunities.id, ids));
  const view = inboxListViewOf(query);
  const filtered = viewWhere(view, new Date());
  if (filtered) conditions.push(filtered);
  const where = and(...conditions) as SQL;
  // A whole section's total comes from the tallies; a total of some ids or of a filtered view counts
  // those rows.
  const total =
    section && !ids && !filtered
      ? sectionTotal(db, viewer.companyId, section, subject)
      : countWhere(db, where);
  const order = view.sort === 'waiting' ? byWaiting : byActivity;
  const [count, rows] = await Promise.all([total, listWhere(db, where, skip, take, order)]);
  return { rows, total: count, skip, take };
}

/** mine = the viewer's open opportunities whose last message is the customer's; newCustomers = the pool. */
export function sectionCounters({ db }: Reads, viewer: Viewer): Promise<RestSectionCounters> {
  return counterTotals(db, viewer.companyId, viewer.user.id);
}

/**
 * Newest page first, items oldest first. `before` must be a message of the same opportunity
 * (BAD_USER_INPUT field `before` otherwise); `take` defaults to 50.
 */
export async function listMessages(
  deps: Reads,
  viewer: Viewer,
  input: MessagePageInput,
): Promise<{ rows: MessageRow[]; hasOlder: boolean }> {
  const { db } = deps;
  const take = input.take ?? MESSAGE_PAGE_SIZE;
  const opportunity = await findOpportunity(deps, viewer, input.opportunityId);
  const conditions: SQL[] = [eq(messages.opportunityId, opportunity.id)];
  if (input.before) {
    const [cursor] = await db
      .select({ id: messages.id, createdAt: messages.createdAt })
      .from(messages)
      .where(and(eq(messages.opportunityId, opportunity.id), eq(messages.id, input.before)))
      .limit(1);
    if (!cursor)
      throw badUserInput('before', messageKeys.general, 'before is not a message of this opportunity');
    conditions.push(
      sql`(${messages.createdAt}, ${messages.id}) < (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id})`,
    );
  }
  const rows = await db
    .select()
    .from(messages)
    .where(and(...conditions))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(take + 1);
  return { rows: rows.slice(0, take).reverse(), hasOlder: rows.length > take };
}

// ---------------------------------------------------------------------------------------------
// Conversations

function lastMessageText(body: string | null, attachments: readonly { displayName: string }[]) {
  if (body) return body.slice(0, 500);
  return attachments[0]?.displayName ?? null;
}

/**
 * Stores the message (status SENT; delivery.ts hands it to its provider, whose receipts move it on, or
 * fails it when the company has no channel of its kind), makes it the opportunity's last message, resets its unread count (the sender has read the
 * thread), and emits `message-status-update` (every tab of every company user, the sender's other tabs
 * included) and `get-opportunities` {reason: 'updated'}. Any company user may write in any opportunity
 * they can see (team visibility), also in the pool and in closed ones; ownership and status do not
 * change. Idempotent by (opportunityId, clientId): a repeated clientId returns the stored message and
 * emits nothing. Attachments must be uploads of the company (BAD_USER_INPUT field `attachments`).
 * Answers the message as the socket event carries it.
 */
export async function sendMessage(
  deps: InboxDeps,
  viewer: Viewer,
  input: SendMessageInput,
): Promise<SocketMessage> {
  const { db } = deps;
  const { clientId, body } = input;
  const opportunity = await findOpportunity(deps, viewer, input.opportunityId);
  const findExisting = () =>
    db
      .select()
      .from(messages)
      .where(and(eq(messages.opportunityId, opportunity.id), eq(messages.clientId, clientId)))
      .limit(1)
      .then((rows) => rows[0]);
  const existing = await findExisting();
  if (existing) return presentMessage(db, existing);

  // WhatsApp's rule, whatever the client: free text only within 24 hours of the customer's last message.
  const window = messageWindowOf(opportunity.channelType, opportunity.lastCustomerMessageAt, Date.now());
  if (window.applies && !window.open)
    throw badUserInput(
      'body',
      WHATSAPP_WINDOW_CLOSED,
      "Outside WhatsApp's 24-hour window only a template can be sent",
    );
  const attachments = await resolveAttachments(db, viewer.companyId, input.attachments);
  if (!attachments)
    throw badUserInput(
      'attachments',
      messageKeys.general,
      'Attachments must be files uploaded to this company',
    );

  const inserted = await db.transaction((tx) =>
    storeOutboundMessage(tx, {
      opportunityId: opportunity.id,
      clientId,
      body,
      attachments,
      senderUserId: viewer.user.id,
      now: new Date(),
    }),
  );
  // Lost a race with the same clientId: the other request stored it.
  const stored = inserted ?? (await findExisting());
  if (!stored) throw new Error('message neither inserted nor found');
  if (inserted) {
    const [announced] = await announceOutboundMessages(deps, viewer.companyId, [inserted]);
    if (announced) return announced;
  }
  return presentMessage(db, stored);
}

/**
 * The one way a staff message is stored (the composer's sendMessage and a newsletter's dispatch):
 * inside the caller's transaction, status SENT, the opportunity's last message and unread count 0.
 * Null when (opportunityId, clientId) was stored before, so a retried send stores nothing twice.
 */
export async function storeOutboundMessage(
  tx: Tx,
  input: {
    opportunityId: string;
    clientId: string;
    body: string | null;
    attachments: MessageRow['attachments'];
    senderUserId: string | null;
    now: Date;
    /** The automation that sends it (a bot's name, an autoresponder); people leave it out. */
    automationName?: string | null;
    /** A template's parts for the provider; `body` is its rendered text. */
    template?: OutboundTemplate | null;
  },
): Promise<MessageRow | null> {
  const { opportunityId, clientId, body, attachments, senderUserId, now } = input;
  const [message] = await tx
    .insert(messages)
    .values({
      opportunityId,
      clientId,
      body,
      attachments,
      senderType: 'USER',
      senderUserId,
      automationName: input.automationName ?? null,
      template: input.template ?? null,
      status: 'SENT',
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!message) return null;
  await tx
    .update(opportunities)
    .set({
      lastMessage: lastMessageText(body, attachments),
      lastMessageSender: 'USER',
      lastMessageAt: now,
      unreadCount: 0,
      updatedAt: now,
    })
    .where(eq(opportunities.id, opportunityId));
  return message;
}

/**
 * After the messages' transaction committed: `message-status-update` to every company user,
 * `get-opportunities` {reason: 'updated'} for their opportunities, and the provider's receipt queued.
 */
export async function announceOutboundMessages(
  deps: InboxDeps,
  companyId: string,
  rows: readonly MessageRow[],
): Promise<SocketMessage[]> {
  // Each message's provider first: one that nothing can carry is announced FAILED, never SENT first.
  const queues = new Map<string, SendQueue>();
  const routed: MessageRow[] = [];
  for (const row of rows) {
    const queue = await deps.delivery.route(companyId, row.id);
    if (queue) queues.set(row.id, queue);
    routed.push(
      queue || row.status !== 'SENT'
        ? row
        : { ...row, status: 'FAILED', failureReason: deliveryFailureKeys.noChannel },
    );
  }
  const presented: SocketMessage[] = [];
  for (const row of routed) {
    const message = await presentMessage(deps.db, row);
    deps.notifier.toCompany(companyId, 'message-status-update', { message });
    presented.push(message);
  }
  const opportunityIds = [...new Set(rows.map((row) => row.opportunityId))];
  if (opportunityIds.length)
    deps.notifier.toCompany(companyId, 'get-opportunities', { opportunityIds, reason: 'updated' });
  // The send is a job stored before the answer (a restart in between does not lose it), queued after
  // the announcement (its receipts never overtake it).
  for (const [messageId, queue] of queues) await deps.delivery.send(queue, messageId);
  return presented;
}

/** Sets the unread count to 0; `get-opportunities` {reason: 'updated'} only when it was not 0. */
export async function markConversationRead(
  deps: Writes,
  viewer: Viewer,
  opportunityId: string,
): Promise<OpportunityRow> {
  const opportunity = await findOpportunity(deps, viewer, opportunityId);
  if (opportunity.unreadCount === 0) return opportunity;
  const [updated] = await deps.db
    .update(opportunities)
    .set({ unreadCount: 0 })
    .where(eq(opportunities.id, opportunity.id))
    .returning();
  opportunitiesChanged(deps.notifier, viewer, [opportunity.id], 'updated');
  return updated ?? opportunity;
}

/** An active user of the viewer's company and the name the timeline gives them; BAD_USER_INPUT otherwise. */
async function requireActiveCompanyUser(db: Db, viewer: Viewer, id: string, field: string) {
  const [user] = await db
    .select({ id: users.id, firstName: userProfiles.firstName, lastName: userProfiles.lastName })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(and(eq(users.id, id), eq(users.companyId, viewer.companyId), eq(users.active, true)))
    .limit(1);
  if (!user) throw badUserInput(field, messageKeys.general, 'Not an active user of this company');
  return { id: user.id, name: [user.firstName, user.lastName].filter(Boolean).join(' ') };
}

/**
 * Writes what a person did to a conversation on its timeline (an EVENT message the customer never
 * sees, `sender` the viewer) and shows it live in every tab that has the conversation open.
 */
export async function recordConversationEvent(
  deps: Writes,
  viewer: Viewer,
  opportunityId: string,
  key: ConversationEventKey,
  value: string | null = null,
): Promise<SocketMessage> {
  const [row] = await deps.db
    .insert(messages)
    .values({
      opportunityId,
      body: null,
      senderType: 'USER',
      senderUserId: viewer.user.id,
      status: 'SENT',
      kind: 'EVENT',
      event: { key, value },
    })
    .returning();
  if (!row) throw new Error('timeline event not stored');
  const message = await presentMessage(deps.db, row);
  deps.notifier.toCompany(viewer.companyId, 'message-status-update', { message });
  return message;
}

/** The timeline's keys for what people do to a conversation (GraphQL MessageEvent). */
export type ConversationEventKey =
  | 'CONVERSATION.CLAIMED'
  | 'CONVERSATION.ACCEPTED'
  | 'CONVERSATION.CLOSED'
  | 'CONVERSATION.REOPENED'
  | 'CONVERSATION.HANDED_OVER'
  | 'CONVERSATION.RETURNED_TO_POOL'
  | 'CONVERSATION.SHARED'
  | 'CONVERSATION.SHARING_STOPPED'
  | 'CONVERSATION.NOTE'
  | 'CONVERSATION.LABEL_ADDED'
  | 'CONVERSATION.LABEL_REMOVED'
  | 'CONVERSATION.CONSENT_GIVEN'
  | 'CONVERSATION.CONSENT_REVOKED'
  | 'CONVERSATION.APPOINTMENT_BOOKED'
  | 'CONVERSATION.APPOINTMENT_CANCELLED'
  | 'CONVERSATION.TASK_CREATED'
  | 'CONVERSATION.SNOOZED';

/** Timeline events shown live one by one; a longer batch (consent for many contacts) is not pushed. */
const LIVE_TIMELINE_MAX = 20;

/**
 * Writes what a person did on several conversations' timelines at once (one insert): labels, consent,
 * appointments and tasks. Each is shown live in the tabs that have its conversation open, for a batch
 * of at most 20; a longer one is read when the thread loads.
 */
export async function recordTimeline(
  deps: { db: Db; notifier?: Notifier | undefined },
  viewer: Pick<Viewer, 'user' | 'companyId'>,
  entries: readonly { opportunityId: string; key: ConversationEventKey; value: string | null }[],
): Promise<void> {
  if (!entries.length) return;
  const rows = await deps.db
    .insert(messages)
    .values(
      entries.map(({ opportunityId, key, value }) => ({
        opportunityId,
        body: null,
        senderType: 'USER' as const,
        senderUserId: viewer.user.id,
        status: 'SENT' as const,
        kind: 'EVENT' as const,
        event: { key, value },
      })),
    )
    .returning();
  if (!deps.notifier || rows.length > LIVE_TIMELINE_MAX) return;
  for (const row of rows)
    deps.notifier.toCompany(viewer.companyId, 'message-status-update', {
      message: await presentMessage(deps.db, row),
    });
}

/**
 * Closes or reopens a conversation, hands it over, returns it to the pool (`userId: null`, which ends
 * its sharing) or shares it, by the domain's `conversationRights`: its responsible user and the
 * company's admins manage it, the colleague it is shared with may stop the sharing; anyone else is
 * FORBIDDEN. Omitted fields stay. The new user or the colleague shared with must be an active user of
 * the company (BAD_USER_INPUT naming the field); a new responsible user who was the one it was shared
 * with ends the sharing; sharing with the responsible user, or one in the pool, is BAD_USER_INPUT.
 * Each change goes on the timeline; the colleague who receives or is shared it is notified.
 * Emits `get-opportunities` with reason 'shared' when it was newly shared, else 'updated'.
 */
export async function updateConversation(
  deps: Writes,
  viewer: Viewer,
  { id, input }: UpdateConversationInput,
): Promise<OpportunityRow> {
  const { db } = deps;
  const opportunity = await findOpportunity(deps, viewer, id);
  const actor = { id: viewer.user.id, isAdmin: viewer.user.roleType === 'COMPANY_ADMIN' };
  // Snoozing closes it until a time in the future (at most a year ahead), when a job opens it again.
  const snoozeUntil = input.snoozeUntil ? new Date(input.snoozeUntil) : null;
  if (input.snoozeUntil) {
    const problem = snoozeProblem(input.snoozeUntil, Date.now());
    if (problem)
      throw badUserInput('input.snoozeUntil', problem, 'The snooze must end in the future, within a year');
    if (input.status === 'OPEN')
      throw badUserInput('input.status', messageKeys.general, 'A snoozed conversation is closed until then');
  }
  const status = snoozeUntil ? 'CLOSED' : input.status;
  const closing = status === 'CLOSED' && opportunity.status !== 'CLOSED';
  const reopening = status === 'OPEN' && opportunity.status === 'CLOSED';
  const stopsSharing = input.sharedToUserId === null && opportunity.sharedToUserId !== null;
  const handsOver = input.userId !== undefined && input.userId !== opportunity.userId;
  const shares =
    input.sharedToUserId !== undefined &&
    input.sharedToUserId !== null &&
    input.sharedToUserId !== opportunity.sharedToUserId;
  // Neither handed over to a colleague nor shared while closed (whatever else the same call does);
  // returning it to the pool is fine, closed or not.
  const openAfter = status ? status === 'OPEN' : opportunity.status === 'OPEN';
  if (handsOver && input.userId !== null && !openAfter)
    throw badUserInput('input.userId', messageKeys.general, 'Reopen the conversation first');
  if (shares && !openAfter)
    throw badUserInput('input.sharedToUserId', messageKeys.general, 'Reopen the conversation first');
  // Closing, reopening and stopping a share are judged as the conversation is; handing over and
  // sharing as it is once open (a call may reopen and hand over at once).
  const rights = conversationRights(opportunity, actor);
  const rightsWhenOpen = conversationRights({ ...opportunity, status: 'OPEN' }, actor);
  const allowed =
    (!closing || rights.close) &&
    // Snoozing one that is closed already is judged as closing it would be.
    (!snoozeUntil || rightsWhenOpen.close) &&
    (!reopening || rights.reopen) &&
    (!stopsSharing || rights.stopSharing) &&
    (!handsOver || (input.userId === null ? rightsWhenOpen.returnToPool : rightsWhenOpen.handOver)) &&
    (!shares || rightsWhenOpen.handOver);
  if (!allowed) throw forbidden('Only its responsible user or an admin may change this conversation');

  const set: Partial<typeof opportunities.$inferInsert> = { updatedAt: new Date() };
  let userId = opportunity.userId;
  let sharedToUserId = opportunity.sharedToUserId;
  let receiver: { id: string; name: string } | null = null;
  let sharedWith: { id: string; name: string } | null = null;
  if (handsOver) {
    receiver =
      input.userId === null || input.userId === undefined
        ? null
        : await requireActiveCompanyUser(db, viewer, input.userId, 'input.userId');
    userId = receiver?.id ?? null;
    // While a user is absent, new customers of the pool are not assigned to them (profile/absences).
    if (userId && opportunity.userId === null && (await absentUserIds(db, [userId])).has(userId))
      throw badUserInput('input.userId', absenceMessageKeys.userAbsent, 'The user is absent today');
    set.userId = userId;
    set.isInPool = userId === null;
    if (userId === null || userId === sharedToUserId) sharedToUserId = null;
  }
  if (input.sharedToUserId !== undefined) {
    sharedWith =
      input.sharedToUserId === null
        ? null
        : await requireActiveCompanyUser(db, viewer, input.sharedToUserId, 'input.sharedToUserId');
    sharedToUserId = sharedWith?.id ?? null;
  }
  if (sharedToUserId && sharedToUserId === userId)
    throw badUserInput('input.sharedToUserId', messageKeys.general, 'Cannot share with the responsible user');
  if (sharedToUserId && userId === null)
    throw badUserInput(
      'input.sharedToUserId',
      messageKeys.general,
      'Claim the opportunity before sharing it',
    );
  set.sharedToUserId = sharedToUserId;
  if (status) set.status = status;
  // Closed for good, or open again: no longer snoozed.
  if (status) set.snoozedUntil = snoozeUntil;
  const [updated] = await db
    .update(opportunities)
    .set(set)
    .where(and(visibleTo(viewer.companyId), eq(opportunities.id, opportunity.id)))
    .returning();
  if (!updated) throw notFound('Opportunity');

  // The timeline, in the order the changes read: who has it, who shares it, whether it is open.
  const record = (key: ConversationEventKey, value: string | null = null) =>
    recordConversationEvent(deps, viewer, updated.id, key, value);
  let handedOverEvent: SocketMessage | null = null;
  if (reopening) await record('CONVERSATION.REOPENED');
  if (handsOver)
    handedOverEvent = receiver
      ? await record('CONVERSATION.HANDED_OVER', receiver.name)
      : await record('CONVERSATION.RETURNED_TO_POOL');
  const newlyShared =
    Boolean(updated.sharedToUserId) && updated.sharedToUserId !== opportunity.sharedToUserId;
  let sharedEvent: SocketMessage | null = null;
  if (newlyShared && sharedWith) sharedEvent = await record('CONVERSATION.SHARED', sharedWith.name);
  else if (opportunity.sharedToUserId && !updated.sharedToUserId && !handsOver)
    await record('CONVERSATION.SHARING_STOPPED');
  // The instant itself: each viewer reads it in their own time zone.
  if (snoozeUntil) await record('CONVERSATION.SNOOZED', snoozeUntil.toISOString());
  else if (closing) await record('CONVERSATION.CLOSED', input.closeReason?.trim() || null);
  if (snoozeUntil)
    await deps.jobs?.send(
      'conversation-wake',
      { opportunityId: updated.id, until: snoozeUntil.toISOString() },
      { startAfter: snoozeUntil },
    );

  opportunitiesChanged(deps.notifier, viewer, [opportunity.id], newlyShared ? 'shared' : 'updated');
  const assigned = [
    receiver && receiver.id !== viewer.user.id && handedOverEvent
      ? { to: receiver.id, kind: 'handed_over' as const, event: handedOverEvent }
      : null,
    sharedWith && sharedWith.id !== viewer.user.id && sharedEvent
      ? { to: sharedWith.id, kind: 'shared' as const, event: sharedEvent }
      : null,
  ].filter((entry) => entry !== null);
  if (assigned.length) {
    const presented = await presentOpportunity(db, updated);
    for (const { to, kind, event } of assigned)
      deps.notifier.toUser(to, 'conversation-assigned-notification', {
        notificationId: event.id,
        kind,
        opportunity: presented,
        // The timeline event names who did it, as the notification does.
        by: { firstName: event.sender.firstName, lastName: event.sender.lastName },
      });
  }
  // A snooze is no goodbye: the autoresponders of a closed conversation do not answer it.
  if (closing && !snoozeUntil) await userTriggered(deps, viewer, updated.id, 'CONVERSATION_CLOSED');
  return updated;
}

/** A selected conversation a bulk action left as it was, with the error one change alone would get. */
export type BulkRefusal = { id: string; code: string; message: string };

/**
 * One action on several selected conversations (the inbox's bulk actions). Each is judged and changed
 * as the single change would be (`markConversationRead`, `updateConversation`, `addLabel`): its rights,
 * its timeline, its notifications. One the viewer may not change is left as it was and listed with the
 * reason; the rest still change. The colleague to hand them to is checked once, first: one who is not
 * an active user of the company refuses the whole input (BAD_USER_INPUT on `input.userId`).
 */
export async function updateConversations(
  deps: Writes,
  viewer: Viewer,
  input: UpdateConversationsInput,
): Promise<{ updated: OpportunityRow[]; refused: BulkRefusal[] }> {
  const receiverId = input.action === 'HAND_OVER' ? (input.userId ?? null) : undefined;
  if (receiverId) await requireActiveCompanyUser(deps.db, viewer, receiverId, 'input.userId');
  const changeOne = async (id: string): Promise<OpportunityRow> => {
    switch (input.action) {
      case 'MARK_READ':
        return markConversationRead(deps, viewer, id);
      case 'CLOSE':
        return updateConversation(deps, viewer, { id, input: { status: 'CLOSED' } });
      case 'HAND_OVER':
        return updateConversation(deps, viewer, { id, input: { userId: receiverId ?? null } });
      case 'ADD_LABEL':
        await addLabel(deps, viewer, { key: input.labelKey ?? '', target: { kind: 'opportunity', id } });
        return findOpportunity(deps, viewer, id);
    }
  };
  const updated: OpportunityRow[] = [];
  const refused: BulkRefusal[] = [];
  // One after the other: each change reads what the one before it wrote (the pool, the timeline).
  for (const id of input.ids) {
    try {
      updated.push(await changeOne(id));
    } catch (error) {
      if (!isAppError(error) || error.status >= 500) throw error;
      refused.push({ id, code: error.code, message: error.message });
    }
  }
  return { updated, refused };
}

/**
 * A user who is deactivated leaves their open conversations to the team: each goes back to the pool of
 * new customers (its sharing ends), and a conversation shared with them stops being shared. Each one
 * returned says so on its timeline, by the admin who deactivated them; the lists of everyone who shows
 * them refetch. Closed conversations keep their user (their history). Answers the ids returned.
 */
export async function releaseConversationsOf(
  deps: { db: Db; notifier?: Notifier | undefined },
  viewer: Viewer,
  userId: string,
): Promise<string[]> {
  const now = new Date();
  const returned = await deps.db
    .update(opportunities)
    .set({ userId: null, isInPool: true, sharedToUserId: null, updatedAt: now })
    .where(
      and(
        eq(opportunities.companyId, viewer.companyId),
        eq(opportunities.userId, userId),
        eq(opportunities.status, 'OPEN'),
      ),
    )
    .returning({ id: opportunities.id });
  const unshared = await deps.db
    .update(opportunities)
    .set({ sharedToUserId: null, updatedAt: now })
    .where(and(eq(opportunities.companyId, viewer.companyId), eq(opportunities.sharedToUserId, userId)))
    .returning({ id: opportunities.id });
  await recordTimeline(
    deps,
    viewer,
    returned.map(({ id }) => ({ opportunityId: id, key: 'CONVERSATION.RETURNED_TO_POOL', value: null })),
  );
  const ids = [...returned, ...unshared].map(({ id }) => id);
  if (deps.notifier) opportunitiesChanged(deps.notifier, viewer, ids, 'updated');
  return returned.map(({ id }) => id);
}

/**
 * An internal note on a conversation the viewer may see: on its timeline (never sent to the customer),
 * live in every tab that has it open. Each mentioned colleague (active users of the company; anyone
 * else is BAD_USER_INPUT on `mentionedUserIds`), and each one the text names with "@" and their full
 * name, is told (at most 20), the writer not.
 */
export async function addConversationNote(
  deps: Writes,
  viewer: Viewer,
  { opportunityId, body, mentionedUserIds }: AddConversationNoteInput,
): Promise<SocketMessage> {
  const opportunity = await findOpportunity(deps, viewer, opportunityId);
  // The company's active users: those named in `mentionedUserIds` must be among them, and "@" with one's
  // full name in the text mentions them too (the domain's mentionedIn).
  const colleagues = await deps.db
    .select({ id: users.id, firstName: userProfiles.firstName, lastName: userProfiles.lastName })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(and(eq(users.companyId, viewer.companyId), eq(users.active, true)));
  const active = new Set(colleagues.map((colleague) => colleague.id));
  if (mentionedUserIds.some((id) => !active.has(id)))
    throw badUserInput('mentionedUserIds', messageKeys.general, 'Not an active user of this company');
  const typed = mentionedIn(
    body,
    colleagues.map(({ id, firstName, lastName }) => ({
      id,
      name: [firstName, lastName].filter(Boolean).join(' '),
    })),
  );
  const mentioned = [...new Set([...mentionedUserIds, ...typed])]
    .slice(0, NOTE_MENTIONS_MAX)
    .map((id) => ({ id }));
  const note = await recordConversationEvent(deps, viewer, opportunity.id, 'CONVERSATION.NOTE', body);
  const others = mentioned.filter((user) => user.id !== viewer.user.id);
  if (others.length) {
    const presented = await presentOpportunity(deps.db, opportunity);
    for (const user of others)
      deps.notifier.toUser(user.id, 'conversation-assigned-notification', {
        notificationId: note.id,
        kind: 'mentioned',
        opportunity: presented,
        by: { firstName: note.sender.firstName, lastName: note.sender.lastName },
        note: body,
      });
  }
  return note;
}

/**
 * Race-safe: one conditional UPDATE ... WHERE user_id IS NULL; of two parallel claims exactly one
 * matches the row. The loser gets ALREADY_CLAIMED (HTTP 409, field `id`). Emits `get-opportunities`
 * {reason: 'claimed'} so the pool of every other user drops it.
 */
export async function claimOpportunity(deps: Writes, viewer: Viewer, id: string): Promise<OpportunityRow> {
  const [claimed] = await deps.db
    .update(opportunities)
    .set({ userId: viewer.user.id, isInPool: false, updatedAt: new Date() })
    .where(and(visibleTo(viewer.companyId), eq(opportunities.id, id), isNull(opportunities.userId)))
    .returning();
  if (!claimed) {
    await findOpportunity(deps, viewer, id);
    throw new AppError('ALREADY_CLAIMED', 'Another user was faster and claimed this customer', {
      field: 'id',
      messageKey: messageKeys.general,
    });
  }
  await recordConversationEvent(deps, viewer, claimed.id, 'CONVERSATION.CLAIMED');
  opportunitiesChanged(deps.notifier, viewer, [claimed.id], 'claimed');
  await userTriggered(deps, viewer, claimed.id, 'CONVERSATION_CLAIMED');
  return claimed;
}

/**
 * Only the user it is shared with may accept: it becomes theirs (user = viewer, no longer shared).
 * Anyone else gets BAD_USER_INPUT (field `id`). Emits `get-opportunities` {reason: 'accepted'}.
 */
export async function acceptSharedOpportunity(
  deps: Writes,
  viewer: Viewer,
  id: string,
): Promise<OpportunityRow> {
  const [accepted] = await deps.db
    .update(opportunities)
    .set({ userId: viewer.user.id, sharedToUserId: null, isInPool: false, updatedAt: new Date() })
    .where(
      and(
        visibleTo(viewer.companyId),
        eq(opportunities.id, id),
        eq(opportunities.sharedToUserId, viewer.user.id),
      ),
    )
    .returning();
  if (!accepted) {
    await findOpportunity(deps, viewer, id);
    throw badUserInput('id', messageKeys.general, 'This opportunity is not shared with you');
  }
  await recordConversationEvent(deps, viewer, accepted.id, 'CONVERSATION.ACCEPTED');
  opportunitiesChanged(deps.notifier, viewer, [accepted.id], 'accepted');
  return accepted;
}

// ---------------------------------------------------------------------------------------------
// Customers

/**
 * Adds a consent entry to each contact (all or nothing: one id of another company or unknown is
 * NOT_FOUND). REVOKED first deactivates the contact's active consents; DIGITAL and MANUAL add an
 * active consent. MANUAL is BAD_USER_INPUT (field `type`) when the brand sets
 * disableManualOptinGiven. Answers the contacts in the order of `contactIds`.
 */
export async function setConsent(
  deps: Writes,
  viewer: Viewer,
  { contactIds: ids, type, source, givenAt }: SetConsentInput,
): Promise<ContactRow[]> {
  const { db } = deps;
  if (type === 'MANUAL' && (await brandOfCompany(db, viewer.companyId))?.featureDisableManualOptinGiven)
    throw badUserInput('type', messageKeys.general, 'Manual consent is disabled for this brand');
  // Where and when are what staff record of a manual consent; a minute's room for the clocks.
  if (type !== 'MANUAL' && (source || givenAt))
    throw badUserInput(source ? 'source' : 'givenAt', messageKeys.general, 'Only a manual consent has them');
  const given = givenAt ? new Date(givenAt) : null;
  if (given && given.getTime() > Date.now() + 60_000)
    throw badUserInput('givenAt', consentMessageKeys.givenInFuture, 'Consent cannot be given in the future');
  const recordedSource = source?.trim() || null;
  const rows = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.companyId, viewer.companyId), inArray(contacts.id, ids)));
  if (rows.length !== ids.length) throw notFound('Contact');
  await db.transaction(async (tx) => {
    if (type === 'REVOKED')
      await tx
        .update(consentEntries)
        .set({ active: false })
        .where(
          and(
            inArray(consentEntries.contactId, ids),
            eq(consentEntries.active, true),
            ne(consentEntries.type, 'REVOKED'),
          ),
        );
    await tx.insert(consentEntries).values(
      ids.map((contactId) => ({
        contactId,
        type,
        active: true,
        source: recordedSource,
        givenAt: given,
        createdBy: viewer.user.id,
      })),
    );
  });
  const affected = await db
    .select({ id: opportunities.id })
    .from(opportunities)
    .where(inArray(opportunities.contactId, ids));
  opportunitiesChanged(
    deps.notifier,
    viewer,
    affected.map((a) => a.id),
    'updated',
  );
  // Each of the contacts' conversations says who recorded or revoked the consent, and when; a manual
  // one where it came from and the day it was given ("Paper form · 20.11.2026").
  const key = type === 'REVOKED' ? 'CONVERSATION.CONSENT_REVOKED' : 'CONVERSATION.CONSENT_GIVEN';
  const day = given ? timelineTime(given).slice(0, 10) : null;
  const value = [recordedSource, day].filter(Boolean).join(' · ') || null;
  await recordTimeline(
    deps,
    viewer,
    affected.map((a) => ({ opportunityId: a.id, key, value })),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Customers of the viewer's company (companyId of another company is FORBIDDEN). All filters combine
 * with AND; an empty list is no filter (nothing selected): contactUserIds = the customer's primary user
 * is one of them; teams = the primary user is in one of these teams; selectedLabels = label ids, the
 * customer has at least one of them; sectionType own = primary user is `userId` (default the viewer),
 * team = primary user shares a team with the viewer, all (default) = no restriction. Sorted by last
 * name, first name, id (a stable order, so pages merged by skip neither repeat nor miss a row); `take`
 * rows from `skip` (default 0 and 100, the most one answer holds).
 */
export async function filterCustomers(
  { db }: Reads,
  viewer: Viewer,
  filter: Omit<CustomerFilter, 'skip' | 'take'> & { skip?: number; take?: number },
): Promise<ContactRow[]> {
  if (filter.companyId && filter.companyId !== viewer.companyId)
    throw new AppError('FORBIDDEN', 'Customers of another company');
  const conditions: SQL[] = [eq(contacts.companyId, viewer.companyId)];
  if (filter.contactUserIds?.length) conditions.push(inArray(contacts.userId, filter.contactUserIds));
  if (filter.teams?.length)
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(teamUsers)
          .where(and(eq(teamUsers.userId, contacts.userId), inArray(teamUsers.teamId, filter.teams))),
      ),
    );
  if (filter.selectedLabels?.length)
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(contactLabels)
          .where(
            and(
              eq(contactLabels.contactId, contacts.id),
              inArray(contactLabels.labelId, filter.selectedLabels),
            ),
          ),
      ),
    );
  if (filter.sectionType === 'own') conditions.push(eq(contacts.userId, filter.userId || viewer.user.id));
  if (filter.sectionType === 'team')
    conditions.push(inArray(contacts.userId, teamMatesOf(db, viewer.user.id)));
  return db
    .select()
    .from(contacts)
    .where(and(...conditions))
    .orderBy(asc(contacts.lastName), asc(contacts.firstName), asc(contacts.id))
    .offset(filter.skip ?? 0)
    .limit(filter.take ?? CUSTOMER_FILTER_TAKE_MAX);
}

// ---------------------------------------------------------------------------------------------
// Labels

/** The company's labels by key. Only the viewer's own company: any other id in companyIds is FORBIDDEN. */
export async function listCompanyLabels(
  { db }: Reads,
  viewer: Viewer,
  companyIds: readonly string[],
): Promise<RestLabel[]> {
  if (companyIds.some((id) => id !== viewer.companyId))
    throw new AppError('FORBIDDEN', 'Labels of another company');
  return db
    .select({ id: labels.id, key: labels.key })
    .from(labels)
    .where(eq(labels.companyId, viewer.companyId))
    .orderBy(asc(labels.key));
}

/**
 * The opportunities whose rows show the target's labels, when the target belongs to the company;
 * NOT_FOUND otherwise.
 */
async function opportunitiesShowing(db: Db, viewer: Viewer, target: LabelTarget): Promise<string[]> {
  if (target.kind === 'opportunity') {
    const row = await findVisibleOpportunity(db, viewer.companyId, target.id);
    if (!row) throw notFound('Opportunity');
    return [row.id];
  }
  const [contact] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.companyId, viewer.companyId), eq(contacts.id, target.id)))
    .limit(1);
  if (!contact) throw notFound('Customer');
  const rows = await db
    .select({ id: opportunities.id })
    .from(opportunities)
    .where(eq(opportunities.contactId, contact.id));
  return rows.map((row) => row.id);
}

/**
 * Attaches the label with this key (created for the company when new, matched exactly otherwise) to the
 * customer or opportunity and answers the label. Attaching twice is a no-op. A target of another
 * company is NOT_FOUND. Rows showing the label get `get-opportunities` {reason: 'updated'}.
 */
export async function addLabel(
  deps: Writes,
  viewer: Viewer,
  { key, target }: LabelAddInput,
): Promise<RestLabel> {
  const affected = await opportunitiesShowing(deps.db, viewer, target);
  const label = await deps.db.transaction(async (tx) => {
    await tx.insert(labels).values({ companyId: viewer.companyId, key }).onConflictDoNothing();
    const [row] = await tx
      .select({ id: labels.id, key: labels.key })
      .from(labels)
      .where(and(eq(labels.companyId, viewer.companyId), eq(labels.key, key)));
    if (!row) throw new Error('label vanished');
    if (target.kind === 'contact')
      await tx.insert(contactLabels).values({ contactId: target.id, labelId: row.id }).onConflictDoNothing();
    else
      await tx
        .insert(opportunityLabels)
        .values({ opportunityId: target.id, labelId: row.id })
        .onConflictDoNothing();
    return row;
  });
  opportunitiesChanged(deps.notifier, viewer, affected, 'updated');
  if (target.kind === 'opportunity')
    await recordTimeline(deps, viewer, [
      { opportunityId: target.id, key: 'CONVERSATION.LABEL_ADDED', value: label.key },
    ]);
  return label;
}

/** Detaches a label of the company; the label itself stays. Detaching twice is fine. */
export async function removeLabel(deps: Writes, viewer: Viewer, { labelId, target }: LabelRemoveInput) {
  const { db } = deps;
  const affected = await opportunitiesShowing(db, viewer, target);
  const [label] = await db
    .select({ id: labels.id, key: labels.key })
    .from(labels)
    .where(and(eq(labels.companyId, viewer.companyId), eq(labels.id, labelId)))
    .limit(1);
  if (!label) throw notFound('Label');
  if (target.kind === 'contact')
    await db
      .delete(contactLabels)
      .where(and(eq(contactLabels.contactId, target.id), eq(contactLabels.labelId, label.id)));
  else
    await db
      .delete(opportunityLabels)
      .where(and(eq(opportunityLabels.opportunityId, target.id), eq(opportunityLabels.labelId, label.id)));
  opportunitiesChanged(deps.notifier, viewer, affected, 'updated');
  if (target.kind === 'opportunity')
    await recordTimeline(deps, viewer, [
      { opportunityId: target.id, key: 'CONVERSATION.LABEL_REMOVED', value: label.key },
    ]);
}
