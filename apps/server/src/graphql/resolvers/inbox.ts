import { messageKeys } from '@parley/domain';
import { and, asc, desc, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Viewer } from '../../auth/viewer.ts';
import { findCompany } from '../../db/queries.ts';
import {
  brands,
  consentEntries,
  contacts,
  type MessageRow,
  messages,
  type OpportunityRow,
  opportunities,
  quickReplies as quickRepliesTable,
  users,
} from '../../db/schema.ts';
import type {
  MessagePage,
  MutationAcceptSharedOpportunityArgs,
  MutationClaimOpportunityArgs,
  MutationMarkConversationReadArgs,
  MutationSendMessageArgs,
  MutationSetConsentArgs,
  MutationUpdateConversationArgs,
  QueryConversationsArgs,
  QueryOpportunityArgs,
  QuickReply,
} from '../../generated/resolvers.ts';
import { resolveAttachments } from '../../inbox/attachments.ts';
import { presentContacts, presentMessages, presentOpportunity } from '../../inbox/present.ts';
import { findVisibleOpportunity, visibleTo } from '../../inbox/queries.ts';
import type { GraphQLContext } from '../context.ts';
import { appError, badUserInput, notFound } from '../errors.ts';
import type { ContactModel, MessageModel, OpportunityModel } from '../models.ts';
import { type Resolve, requireViewer } from './guards.ts';

type NoArgs = Record<string, never>;

export const MAX_BODY = 4096;
const MAX_ATTACHMENTS = 10;
const MAX_TAKE = 200;

async function visibleOpportunity(ctx: GraphQLContext, viewer: Viewer, id: string): Promise<OpportunityRow> {
  const row = await findVisibleOpportunity(ctx.db, viewer.companyId, id);
  if (!row) throw notFound('Opportunity');
  return row;
}

/** Lists and counters of the company's users are stale: they refetch (debounced on the client). */
function opportunitiesChanged(
  ctx: GraphQLContext,
  companyId: string,
  ids: string[],
  reason: 'claimed' | 'updated' | 'shared' | 'accepted',
) {
  ctx.notifier.toCompany(companyId, 'get-opportunities', { opportunityIds: ids, reason });
}

const present = async (ctx: GraphQLContext, row: OpportunityRow) => presentOpportunity(ctx.db, row);

// ---------------------------------------------------------------------------------------------
// Queries

const opportunity: Resolve<unknown, QueryOpportunityArgs, OpportunityModel> = async (_p, args, ctx) => {
  const viewer = await requireViewer(ctx);
  return present(ctx, await visibleOpportunity(ctx, viewer, args.id));
};

/**
 * Newest page first, items oldest first. `before` must be a message of the same opportunity
 * (BAD_USER_INPUT field `before` otherwise); `take` is 1..200.
 */
type MessagePageModel = Omit<MessagePage, 'items'> & { items: MessageModel[] };

const conversations: Resolve<unknown, QueryConversationsArgs, MessagePageModel> = async (_p, args, ctx) => {
  const viewer = await requireViewer(ctx);
  const take = args.take ?? 50;
  if (!Number.isInteger(take) || take < 1 || take > MAX_TAKE)
    throw badUserInput('take', messageKeys.general, `take must be between 1 and ${MAX_TAKE}`);
  const row = await visibleOpportunity(ctx, viewer, args.opportunityId);
  const conditions: SQL[] = [eq(messages.opportunityId, row.id)];
  if (args.before) {
    const [cursor] = await ctx.db
      .select({ id: messages.id, createdAt: messages.createdAt })
      .from(messages)
      .where(and(eq(messages.opportunityId, row.id), eq(messages.id, args.before)))
      .limit(1);
    if (!cursor)
      throw badUserInput('before', messageKeys.general, 'before is not a message of this opportunity');
    conditions.push(
      sql`(${messages.createdAt}, ${messages.id}) < (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id})`,
    );
  }
  const rows = await ctx.db
    .select()
    .from(messages)
    .where(and(...conditions))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(take + 1);
  const hasOlder = rows.length > take;
  const page = rows.slice(0, take).reverse();
  return { items: await presentMessages(ctx.db, page), hasOlder };
};

/**
 * The company's quick replies when the brand enables them, and the caller's own (always, as the
 * contract says); company ones first, each group by title.
 */
const quickReplies: Resolve<unknown, NoArgs, QuickReply[]> = async (_p, _a, ctx) => {
  const viewer = await requireViewer(ctx);
  const company = await findCompany(ctx.db, viewer.companyId);
  const [brand] = company
    ? await ctx.db
        .select({ companyQuickReplies: brands.featureCompanyQuickReplies })
        .from(brands)
        .where(eq(brands.id, company.brandId))
    : [];
  const own = and(eq(quickRepliesTable.scope, 'USER'), eq(quickRepliesTable.userId, viewer.user.id));
  const rows = await ctx.db
    .select()
    .from(quickRepliesTable)
    .where(
      and(
        eq(quickRepliesTable.companyId, viewer.companyId),
        brand?.companyQuickReplies ? or(eq(quickRepliesTable.scope, 'COMPANY'), own) : own,
      ),
    )
    .orderBy(asc(quickRepliesTable.scope), asc(quickRepliesTable.title));
  return rows.map((row) => ({ id: row.id, title: row.title, body: row.body, scope: row.scope }));
};

// ---------------------------------------------------------------------------------------------
// Mutations

function lastMessageText(
  body: string | null,
  attachments: readonly { displayName: string }[],
): string | null {
  if (body) return body.slice(0, 500);
  return attachments[0]?.displayName ?? null;
}

/**
 * Stores the message (status SENT; the simulated carrier, src/inbox/carrier.ts, later emits
 * DELIVERED and READ receipts), makes it the
 * opportunity's last message, resets its unread count (the sender has read the thread), and emits
 * `message-status-update` (every tab of every company user, the sender's other tabs included) and
 * `get-opportunities` {reason: 'updated'}. Any company user may write in any opportunity they can
 * see (team visibility), also in the pool and in closed ones; ownership and status do not change.
 * Idempotent by (opportunityId, clientId): a repeated clientId returns the stored message and emits
 * nothing. Attachments must be uploads of the company (BAD_USER_INPUT field `attachments`).
 */
const sendMessage: Resolve<unknown, MutationSendMessageArgs, MessageModel> = async (_p, args, ctx) => {
  const viewer = await requireViewer(ctx);
  const clientId = args.clientId.trim();
  if (!clientId || clientId.length > 100)
    throw badUserInput('clientId', messageKeys.general, 'clientId must be 1 to 100 characters');
  const body = args.body?.trim() ? args.body : null;
  const attachmentInputs = args.attachments ?? [];
  if (body && body.length > MAX_BODY)
    throw badUserInput('body', messageKeys.general, `body must be at most ${MAX_BODY} characters`);
  if (!body && attachmentInputs.length === 0)
    throw badUserInput('body', messageKeys.required, 'Give a body or attachments');
  if (attachmentInputs.length > MAX_ATTACHMENTS)
    throw badUserInput('attachments', messageKeys.general, `At most ${MAX_ATTACHMENTS} attachments`);

  const row = await visibleOpportunity(ctx, viewer, args.opportunityId);
  const findExisting = () =>
    ctx.db
      .select()
      .from(messages)
      .where(and(eq(messages.opportunityId, row.id), eq(messages.clientId, clientId)))
      .limit(1)
      .then((rows) => rows[0]);
  const existing = await findExisting();
  if (existing) return (await presentMessages(ctx.db, [existing]))[0] as MessageModel;

  const attachments = await resolveAttachments(ctx.db, viewer.companyId, attachmentInputs);
  if (!attachments)
    throw badUserInput(
      'attachments',
      messageKeys.general,
      'Attachments must be files uploaded to this company',
    );

  const now = new Date();
  const inserted = await ctx.db.transaction(async (tx) => {
    const [message] = await tx
      .insert(messages)
      .values({
        opportunityId: row.id,
        clientId,
        body,
        attachments,
        senderType: 'USER',
        senderUserId: viewer.user.id,
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
      .where(eq(opportunities.id, row.id));
    return message;
  });
  // Lost a race with the same clientId: the other request stored it.
  const stored: MessageRow | undefined = inserted ?? (await findExisting());
  if (!stored) throw new Error('message neither inserted nor found');
  const [message] = await presentMessages(ctx.db, [stored]);
  if (!message) throw new Error('unreachable');
  if (inserted) {
    ctx.notifier.toCompany(viewer.companyId, 'message-status-update', { message });
    opportunitiesChanged(ctx, viewer.companyId, [row.id], 'updated');
    ctx.carrier.sent(viewer.companyId, message.id);
  }
  return message;
};

/** Sets the unread count to 0; `get-opportunities` {reason: 'updated'} only when it was not 0. */
const markConversationRead: Resolve<unknown, MutationMarkConversationReadArgs, OpportunityModel> = async (
  _p,
  args,
  ctx,
) => {
  const viewer = await requireViewer(ctx);
  const row = await visibleOpportunity(ctx, viewer, args.opportunityId);
  if (row.unreadCount === 0) return present(ctx, row);
  const [updated] = await ctx.db
    .update(opportunities)
    .set({ unreadCount: 0 })
    .where(eq(opportunities.id, row.id))
    .returning();
  opportunitiesChanged(ctx, viewer.companyId, [row.id], 'updated');
  return present(ctx, updated ?? row);
};

async function requireCompanyUser(ctx: GraphQLContext, viewer: Viewer, id: string, field: string) {
  const [user] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.companyId, viewer.companyId), eq(users.active, true)))
    .limit(1);
  if (!user) throw badUserInput(field, messageKeys.general, 'Not an active user of this company');
  return user.id;
}

/**
 * Any company user may update any opportunity of the company (team visibility). Omitted fields stay;
 * `userId: null` puts the opportunity back into the pool (and ends its sharing); a new responsible
 * user who was the one it was shared with ends the sharing; sharing with the responsible user
 * itself is BAD_USER_INPUT (field `input.sharedToUserId`). Users of another company or inactive
 * ones are BAD_USER_INPUT naming the field. Emits `get-opportunities` with reason 'shared' when it
 * was shared with someone, else 'updated'.
 */
const updateConversation: Resolve<unknown, MutationUpdateConversationArgs, OpportunityModel> = async (
  _p,
  { id, input },
  ctx,
) => {
  const viewer = await requireViewer(ctx);
  const row = await visibleOpportunity(ctx, viewer, id);
  const set: Partial<typeof opportunities.$inferInsert> = { updatedAt: new Date() };
  let userId = row.userId;
  let sharedToUserId = row.sharedToUserId;
  if (input.userId !== undefined) {
    userId =
      input.userId === null ? null : await requireCompanyUser(ctx, viewer, input.userId, 'input.userId');
    set.userId = userId;
    set.isInPool = userId === null;
    if (userId === null || userId === sharedToUserId) sharedToUserId = null;
  }
  if (input.sharedToUserId !== undefined) {
    sharedToUserId =
      input.sharedToUserId === null
        ? null
        : await requireCompanyUser(ctx, viewer, input.sharedToUserId, 'input.sharedToUserId');
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
  if (input.status) set.status = input.status;
  const [updated] = await ctx.db
    .update(opportunities)
    .set(set)
    .where(and(visibleTo(viewer.companyId), eq(opportunities.id, row.id)))
    .returning();
  if (!updated) throw notFound('Opportunity');
  const newlyShared = Boolean(updated.sharedToUserId) && updated.sharedToUserId !== row.sharedToUserId;
  opportunitiesChanged(ctx, viewer.companyId, [row.id], newlyShared ? 'shared' : 'updated');
  return present(ctx, updated);
};

/**
 * Race-safe: one conditional UPDATE ... WHERE user_id IS NULL; of two parallel claims exactly one
 * matches the row. The loser gets ALREADY_CLAIMED (HTTP 409, field `id`). Emits
 * `get-opportunities` {reason: 'claimed'} so the pool of every other user drops it.
 */
const claimOpportunity: Resolve<unknown, MutationClaimOpportunityArgs, OpportunityModel> = async (
  _p,
  args,
  ctx,
) => {
  const viewer = await requireViewer(ctx);
  const [claimed] = await ctx.db
    .update(opportunities)
    .set({ userId: viewer.user.id, isInPool: false, updatedAt: new Date() })
    .where(and(visibleTo(viewer.companyId), eq(opportunities.id, args.id), isNull(opportunities.userId)))
    .returning();
  if (!claimed) {
    await visibleOpportunity(ctx, viewer, args.id);
    throw appError('ALREADY_CLAIMED', 'Another user was faster and claimed this customer', {
      field: 'id',
      messageKey: messageKeys.general,
    });
  }
  opportunitiesChanged(ctx, viewer.companyId, [claimed.id], 'claimed');
  return present(ctx, claimed);
};

/**
 * Only the user it is shared with may accept: it becomes theirs (user = caller, no longer shared).
 * Anyone else gets BAD_USER_INPUT (field `id`). Emits `get-opportunities` {reason: 'accepted'}.
 */
const acceptSharedOpportunity: Resolve<
  unknown,
  MutationAcceptSharedOpportunityArgs,
  OpportunityModel
> = async (_p, args, ctx) => {
  const viewer = await requireViewer(ctx);
  const [accepted] = await ctx.db
    .update(opportunities)
    .set({ userId: viewer.user.id, sharedToUserId: null, isInPool: false, updatedAt: new Date() })
    .where(
      and(
        visibleTo(viewer.companyId),
        eq(opportunities.id, args.id),
        eq(opportunities.sharedToUserId, viewer.user.id),
      ),
    )
    .returning();
  if (!accepted) {
    await visibleOpportunity(ctx, viewer, args.id);
    throw badUserInput('id', messageKeys.general, 'This opportunity is not shared with you');
  }
  opportunitiesChanged(ctx, viewer.companyId, [accepted.id], 'accepted');
  return present(ctx, accepted);
};

/**
 * Adds a consent entry to each contact (all or nothing: one id of another company or unknown is
 * NOT_FOUND). REVOKED first deactivates the contact's active consents; DIGITAL and MANUAL add an
 * active consent. MANUAL is BAD_USER_INPUT (field `type`) when the brand sets
 * disableManualOptinGiven. See src/inbox/consent.ts for the derived status.
 */
const setConsent: Resolve<unknown, MutationSetConsentArgs, ContactModel[]> = async (_p, args, ctx) => {
  const viewer = await requireViewer(ctx);
  const ids = [...new Set(args.contactIds)];
  if (ids.length === 0) throw badUserInput('contactIds', messageKeys.required, 'Give at least one contact');
  if (ids.length > 1000) throw badUserInput('contactIds', messageKeys.general, 'At most 1000 contacts');
  if (args.type === 'MANUAL') {
    const company = await findCompany(ctx.db, viewer.companyId);
    const [brand] = company
      ? await ctx.db
          .select({ disabled: brands.featureDisableManualOptinGiven })
          .from(brands)
          .where(eq(brands.id, company.brandId))
      : [];
    if (brand?.disabled)
      throw badUserInput('type', messageKeys.general, 'Manual consent is disabled for this brand');
  }
  const rows = await ctx.db
    .select()
    .from(contacts)
    .where(and(eq(contacts.companyId, viewer.companyId), inArray(contacts.id, ids)));
  if (rows.length !== ids.length) throw notFound('Contact');
  await ctx.db.transaction(async (tx) => {
    if (args.type === 'REVOKED')
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
    await tx
      .insert(consentEntries)
      .values(
        ids.map((contactId) => ({ contactId, type: args.type, active: true, createdBy: viewer.user.id })),
      );
  });
  const affected = await ctx.db
    .select({ id: opportunities.id })
    .from(opportunities)
    .where(inArray(opportunities.contactId, ids));
  if (affected.length)
    opportunitiesChanged(
      ctx,
      viewer.companyId,
      affected.map((a) => a.id),
      'updated',
    );
  const presented = new Map((await presentContacts(ctx.db, rows)).map((c) => [c.id, c]));
  return ids.map((id) => presented.get(id) as ContactModel);
};

export const inboxResolvers = {
  Query: { opportunity, conversations, quickReplies },
  Mutation: {
    sendMessage,
    markConversationRead,
    updateConversation,
    claimOpportunity,
    acceptSharedOpportunity,
    setConsent,
  },
};
