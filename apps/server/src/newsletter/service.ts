import type { RestNewsletterCounts, RestNewsletterSchedule } from '@parley/api/rest';
import {
  canAffordSend,
  creditBalance,
  fillTemplate,
  messageKeys,
  NEWSLETTER_BATCH_SIZE,
  type NewsletterAudience,
  type NewsletterCreateInput,
  type NewsletterPreviewInput,
  newsletterMessageKeys,
  subjectRequired,
  templateAvailability,
  templatePlaceholders,
} from '@parley/domain';
import { and, asc, desc, eq, exists, gte, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { assertAdmin } from '../auth/access.ts';
import { brandOfCompany } from '../company/service.ts';
import type { Db } from '../db/client.ts';
import {
  newsletterDispatches,
  newsletterRecipients,
  newsletters,
  newsletterTemplateSync,
  newsletterTemplates,
  type TemplateRow,
} from '../db/features/newsletter.ts';
import {
  channels,
  companies,
  consentEntries,
  contactLabels,
  contacts,
  messages,
  type OutboundTemplate,
  opportunities,
  teamUsers,
} from '../db/schema.ts';
import { AppError, badUserInput, notFound } from '../errors.ts';
import type { Delivery } from '../inbox/delivery.ts';
import { announceOutboundMessages, storeOutboundMessage } from '../inbox/service.ts';
import type { Jobs } from '../jobs/queue.ts';
import type { Notifier } from '../realtime/socket.ts';
import { chargeOneConversation, creditsOf, type Viewer } from './credits.ts';

/*
 * Newsletters (spec 2, 3, 4, 5), company admins only, each id checked against the caller's company.
 *
 * Creating one makes a row per contact of the audience: PENDING with its dispatch for those who will
 * receive it, SKIPPED with the reason (NO_CONSENT, NO_ADDRESS) for the others. Each dispatch is a
 * durable job due at its sendAt. The job takes PENDING rows of its dispatch a few at a time with
 * FOR UPDATE SKIP LOCKED and, in one transaction per row, checks consent again, charges one
 * conversation, stores the message in the contact's conversation (the composer's path, so it shows
 * and ticks like any staff message) and marks the row SENT. A restart or a second instance therefore
 * resumes with the rows still PENDING and never sends to anyone twice.
 */

export type NewsletterDeps = {
  db: Db;
  notifier: Notifier;
  delivery: Delivery;
  jobs?: Jobs | undefined;
  config: { newsletterBatchIntervalMs?: number };
};

/** Channels a newsletter may go out on, and what address of the contact each needs. */
const reachableBy = {
  WHATSAPP: 'phone',
  EMAIL: 'email',
  GMAIL: 'email',
  OFFICE365: 'email',
} as const;
type NewsletterChannelType = keyof typeof reachableBy;
const isNewsletterChannel = (type: string): type is NewsletterChannelType => type in reachableBy;

// ---------------------------------------------------------------------------------------------
// Templates

async function syncStatusesOf(db: Db, templateIds: string[], channelIds: string[]) {
  if (templateIds.length === 0 || channelIds.length === 0) return [];
  return db
    .select()
    .from(newsletterTemplateSync)
    .where(
      and(
        inArray(newsletterTemplateSync.templateId, templateIds),
        inArray(newsletterTemplateSync.channelId, channelIds),
      ),
    );
}

/** The templates a company may use: its brand's and its own, by title. */
export function templatesOf(db: Db, brandId: string, companyId: string): Promise<TemplateRow[]> {
  return db
    .select()
    .from(newsletterTemplates)
    .where(
      and(
        eq(newsletterTemplates.brandId, brandId),
        or(isNull(newsletterTemplates.companyId), eq(newsletterTemplates.companyId, companyId)),
      ),
    )
    .orderBy(asc(newsletterTemplates.title), asc(newsletterTemplates.id));
}

export type TemplateWithSync = TemplateRow & {
  syncStatuses: { channelId: string; status: (typeof newsletterTemplateSync.$inferSelect)['status'] }[];
};

async function companyChannelIds(db: Db, companyId: string): Promise<string[]> {
  const rows = await db.select({ id: channels.id }).from(channels).where(eq(channels.companyId, companyId));
  return rows.map((row) => row.id);
}

/**
 * The brand's templates and the company's own, with their sync statuses on `channelIds` (each must
 * be a channel of the company: FORBIDDEN otherwise; none given: all of them).
 */
export async function listTemplates(
  { db }: { db: Db },
  viewer: Viewer,
  query: { brandId?: string | undefined; companyId?: string | undefined; channelIds: string[] },
): Promise<TemplateWithSync[]> {
  assertAdmin(viewer);
  const brand = await brandOfCompany(db, viewer.companyId);
  if (!brand) throw notFound('Brand');
  if (
    (query.companyId && query.companyId !== viewer.companyId) ||
    (query.brandId && query.brandId !== brand.id)
  )
    throw new AppError('FORBIDDEN', 'Templates of another company');
  const own = await companyChannelIds(db, viewer.companyId);
  if (query.channelIds.some((id) => !own.includes(id)))
    throw new AppError('FORBIDDEN', 'Channels of another company');
  const rows = await templatesOf(db, brand.id, viewer.companyId);
  const syncs = await syncStatusesOf(
    db,
    rows.map((row) => row.id),
    query.channelIds.length ? query.channelIds : own,
  );
  return rows.map((row) => ({
    ...row,
    syncStatuses: syncs
      .filter((sync) => sync.templateId === row.id)
      .map(({ channelId, status }) => ({ channelId, status })),
  }));
}

async function findTemplate(
  db: Db,
  viewer: Viewer,
  id: string,
  channelId: string,
): Promise<TemplateWithSync> {
  const brand = await brandOfCompany(db, viewer.companyId);
  const [row] = await db
    .select()
    .from(newsletterTemplates)
    .where(
      and(
        eq(newsletterTemplates.id, id),
        eq(newsletterTemplates.brandId, brand?.id ?? ''),
        or(isNull(newsletterTemplates.companyId), eq(newsletterTemplates.companyId, viewer.companyId)),
      ),
    );
  if (!row) throw badUserInput('templateId', messageKeys.general, 'Template not found');
  const syncs = await syncStatusesOf(db, [row.id], await companyChannelIds(db, viewer.companyId));
  const template = { ...row, syncStatuses: syncs.map(({ channelId, status }) => ({ channelId, status })) };
  if (!templateAvailability(template, channelId).available)
    throw badUserInput(
      'templateId',
      newsletterMessageKeys.templateUnavailable,
      'The template cannot be sent on this channel',
    );
  return template;
}

/**
 * The text a template becomes in the conversation (the thread shows it as staff sent it): header text,
 * body with its values, footer, one paragraph each.
 */
export function renderTemplate(
  template: Pick<TemplateRow, 'header' | 'body' | 'footer'>,
  variables: Readonly<Record<string, string>>,
): string {
  const parts: string[] = [];
  if (template.header?.type === 'text') parts.push(template.header.text);
  parts.push(fillTemplate(template.body, variables));
  if (template.footer) parts.push(template.footer);
  return parts.join('\n\n');
}

/**
 * What the provider needs to send the template (WhatsApp's Cloud API sends it by name and language,
 * with the body's values in placeholder order and a media header's file); `renderTemplate` is the
 * text the thread shows.
 */
export function templateToSend(
  template: Pick<TemplateRow, 'name' | 'language' | 'header' | 'body'>,
  variables: Readonly<Record<string, string>>,
): OutboundTemplate {
  const header = template.header;
  return {
    name: template.name,
    language: template.language,
    parameters: templatePlaceholders(template.body).map((placeholder) => variables[placeholder] ?? ''),
    header:
      header && header.type !== 'text' && 'url' in header && header.url
        ? { type: header.type as 'document' | 'image' | 'video', url: header.url }
        : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Audience

async function findChannel(db: Db, viewer: Viewer, channelId: string) {
  const [channel] = await db
    .select()
    .from(channels)
    .where(and(eq(channels.id, channelId), eq(channels.companyId, viewer.companyId)));
  if (!channel || channel.isDisabled || !isNewsletterChannel(channel.channelType))
    throw badUserInput('channelId', messageKeys.general, 'Not a WhatsApp or email channel of the company');
  return { ...channel, channelType: channel.channelType as NewsletterChannelType };
}

type AudienceMember = { id: string; reachable: boolean; consented: boolean };

/** Every contact of the audience, whether it can be reached on the channel and has active consent. */
async function audienceOf(
  db: Db,
  viewer: Viewer,
  audience: NewsletterAudience,
  channelType: NewsletterChannelType,
): Promise<AudienceMember[]> {
  const conditions: SQL[] = [eq(contacts.companyId, viewer.companyId)];
  if (audience.contactTypeId) conditions.push(eq(contacts.contactType, audience.contactTypeId));
  if (audience.productId)
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(opportunities)
          .where(
            and(
              eq(opportunities.contactId, contacts.id),
              sql`${audience.productId} = ANY(${opportunities.brandProductIds})`,
            ),
          ),
      ),
    );
  if (audience.ids.length)
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(contactLabels)
          .where(and(eq(contactLabels.contactId, contacts.id), inArray(contactLabels.labelId, audience.ids))),
      ),
    );
  if (audience.teamIds.length)
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(teamUsers)
          .where(and(eq(teamUsers.userId, contacts.userId), inArray(teamUsers.teamId, audience.teamIds))),
      ),
    );
  const address = reachableBy[channelType] === 'phone' ? contacts.phone : contacts.email;
  // Active consent: an active DIGITAL or MANUAL entry (the domain's consentStatusOf).
  const consented = exists(
    db
      .select({ one: sql`1` })
      .from(consentEntries)
      .where(
        and(
          eq(consentEntries.contactId, contacts.id),
          eq(consentEntries.active, true),
          inArray(consentEntries.type, ['DIGITAL', 'MANUAL']),
        ),
      ),
  );
  return db
    .select({
      id: contacts.id,
      reachable: sql<boolean>`coalesce(trim(${address}), '') <> ''`,
      consented: sql<boolean>`${consented}`,
    })
    .from(contacts)
    .where(and(...conditions))
    .orderBy(asc(contacts.id));
}

function splitAudience(members: AudienceMember[]) {
  const receiving = members.filter((member) => member.reachable && member.consented);
  return {
    receiving,
    skippedNoAddress: members.filter((member) => !member.reachable),
    skippedNoConsent: members.filter((member) => member.reachable && !member.consented),
  };
}

/** The contact types the company's contacts carry, for the audience's filter. */
export async function audienceContactTypes({ db }: { db: Db }, viewer: Viewer): Promise<string[]> {
  assertAdmin(viewer);
  const rows = await db
    .selectDistinct({ type: contacts.contactType })
    .from(contacts)
    .where(and(eq(contacts.companyId, viewer.companyId), sql`coalesce(${contacts.contactType}, '') <> ''`))
    .orderBy(asc(contacts.contactType))
    .limit(100);
  return rows.flatMap((row) => (row.type ? [row.type] : []));
}

/** Batches of NEWSLETTER_BATCH_SIZE, the first now, the next `intervalMs` apart. */
function planDispatches(count: number, now: number, intervalMs: number) {
  const plan: { sendAt: Date; recipientCount: number }[] = [];
  for (let sent = 0, index = 0; sent < count; sent += NEWSLETTER_BATCH_SIZE, index++)
    plan.push({
      sendAt: new Date(now + index * intervalMs),
      recipientCount: Math.min(NEWSLETTER_BATCH_SIZE, count - sent),
    });
  return plan;
}

function assertOwnScope(viewer: Viewer, input: { companyId?: string | undefined }) {
  if (input.companyId && input.companyId !== viewer.companyId)
    throw new AppError('FORBIDDEN', 'Newsletters of another company');
}

/** The dispatches a newsletter to this audience would go out in, and who would be left out. */
export async function previewSchedule(
  deps: NewsletterDeps,
  viewer: Viewer,
  input: NewsletterPreviewInput,
): Promise<RestNewsletterSchedule> {
  assertAdmin(viewer);
  assertOwnScope(viewer, input);
  const channel = await findChannel(deps.db, viewer, input.channelId);
  await findTemplate(deps.db, viewer, input.templateId, channel.id);
  const split = splitAudience(await audienceOf(deps.db, viewer, input, channel.channelType));
  const plan = planDispatches(
    split.receiving.length,
    Date.now(),
    deps.config.newsletterBatchIntervalMs ?? 60_000,
  );
  return {
    schedule: plan.map((dispatch) => ({ ...dispatch, sendAt: dispatch.sendAt.toISOString() })),
    totalRecipientCount: split.receiving.length,
    skippedNoConsent: split.skippedNoConsent.length,
    skippedNoAddress: split.skippedNoAddress.length,
  };
}

// ---------------------------------------------------------------------------------------------
// Create and dispatch

export async function createNewsletter(deps: NewsletterDeps, viewer: Viewer, input: NewsletterCreateInput) {
  assertAdmin(viewer);
  assertOwnScope(viewer, input);
  const { db, jobs } = deps;
  if (!jobs) throw new AppError('INTERNAL_SERVER_ERROR', 'No job queue: newsletters cannot be dispatched');
  const channel = await findChannel(db, viewer, input.channelId);
  const template = await findTemplate(db, viewer, input.templateId, channel.id);
  const brand = await brandOfCompany(db, viewer.companyId);
  if (brand?.newsletterConsentHeader && brand.newsletterConsentAgreeLabel && !input.consentGiven)
    throw badUserInput(
      'consentGiven',
      newsletterMessageKeys.consentRequired,
      'The consent confirmation is required',
    );
  if (subjectRequired(channel.channelType, template) && !input.subject)
    throw badUserInput('subject', messageKeys.required, 'A subject is required');
  const split = splitAudience(await audienceOf(db, viewer, input, channel.channelType));
  if (split.receiving.length === 0)
    throw badUserInput('ids', newsletterMessageKeys.noRecipients, 'Nobody of this audience may receive it');
  const credits = await creditsOf(db, viewer.companyId);
  if (!canAffordSend(creditBalance(credits), split.receiving.length))
    throw badUserInput(
      'credits',
      newsletterMessageKeys.insufficientCredit,
      'The credit balance cannot cover this send',
    );

  const plan = planDispatches(
    split.receiving.length,
    Date.now(),
    deps.config.newsletterBatchIntervalMs ?? 60_000,
  );
  const { newsletter, dispatchIds } = await db.transaction(async (tx) => {
    const [newsletter] = await tx
      .insert(newsletters)
      .values({
        companyId: viewer.companyId,
        templateId: template.id,
        channelId: channel.id,
        name: input.name || template.title,
        subject: input.subject || null,
        audience: {
          contactTypeId: input.contactTypeId,
          productId: input.productId,
          ids: input.ids,
          teamIds: input.teamIds,
        },
        userInput: input.userInput,
        consentGiven: input.consentGiven,
        createdBy: viewer.user.id,
      })
      .returning();
    if (!newsletter) throw new Error('newsletter not stored');
    const dispatchRows = await tx
      .insert(newsletterDispatches)
      .values(
        plan.map((dispatch, position) => ({
          newsletterId: newsletter.id,
          position,
          sendAt: dispatch.sendAt,
        })),
      )
      .returning();
    dispatchRows.sort((a, b) => a.position - b.position);
    const rows = split.receiving.map((member, index) => ({
      newsletterId: newsletter.id,
      contactId: member.id,
      dispatchId: dispatchRows[Math.floor(index / NEWSLETTER_BATCH_SIZE)]?.id ?? null,
    }));
    const skipped = [
      ...split.skippedNoConsent.map((member) => ({ member, reason: 'NO_CONSENT' })),
      ...split.skippedNoAddress.map((member) => ({ member, reason: 'NO_ADDRESS' })),
    ].map(({ member, reason }) => ({
      newsletterId: newsletter.id,
      contactId: member.id,
      status: 'SKIPPED' as const,
      skipReason: reason,
      handledAt: new Date(),
    }));
    const all = [...rows, ...skipped];
    for (let from = 0; from < all.length; from += 500)
      await tx.insert(newsletterRecipients).values(all.slice(from, from + 500));
    return { newsletter, dispatchIds: dispatchRows.map((row) => ({ id: row.id, sendAt: row.sendAt })) };
  });
  for (const dispatch of dispatchIds)
    await jobs.send('newsletter-dispatch', { dispatchId: dispatch.id }, { startAfter: dispatch.sendAt });
  return {
    id: newsletter.id,
    totalRecipientCount: split.receiving.length,
    skippedNoConsent: split.skippedNoConsent.length,
    skippedNoAddress: split.skippedNoAddress.length,
    schedule: plan.map((dispatch) => ({ ...dispatch, sendAt: dispatch.sendAt.toISOString() })),
  };
}

/** Rows taken per transaction by a dispatch. */
const DISPATCH_CHUNK = 10;

/** The contact's latest conversation on the channel's type, or a new one in the pool. */
async function conversationFor(
  tx: Parameters<Parameters<Db['transaction']>[0]>[0],
  companyId: string,
  contactId: string,
  channelType: NewsletterChannelType,
  reuseClosed: boolean,
) {
  const [latest] = await tx
    .select({ id: opportunities.id, status: opportunities.status })
    .from(opportunities)
    .where(
      and(
        eq(opportunities.companyId, companyId),
        eq(opportunities.contactId, contactId),
        eq(opportunities.channelType, channelType),
      ),
    )
    .orderBy(desc(opportunities.createdAt))
    .limit(1);
  if (latest && (latest.status === 'OPEN' || reuseClosed)) {
    if (latest.status === 'CLOSED')
      await tx.update(opportunities).set({ status: 'OPEN' }).where(eq(opportunities.id, latest.id));
    return latest.id;
  }
  const [created] = await tx
    .insert(opportunities)
    .values({ companyId, contactId, channelType, isInPool: true, automation: 'newsletter' })
    .returning({ id: opportunities.id });
  if (!created) throw new Error('opportunity not stored');
  return created.id;
}

/**
 * The `newsletter-dispatch` job: sends every PENDING recipient of the dispatch. Safe to run twice at
 * once (rows are locked and skipped) and again after a crash (only PENDING rows are taken).
 */
export async function runDispatch(deps: NewsletterDeps, dispatchId: string): Promise<void> {
  const { db } = deps;
  const [context] = await db
    .select({
      newsletter: newsletters,
      dispatch: newsletterDispatches,
      template: newsletterTemplates,
      channelType: channels.channelType,
      reuseClosed: companies.reuseClosedOpportunities,
    })
    .from(newsletterDispatches)
    .innerJoin(newsletters, eq(newsletters.id, newsletterDispatches.newsletterId))
    .innerJoin(companies, eq(companies.id, newsletters.companyId))
    .leftJoin(newsletterTemplates, eq(newsletterTemplates.id, newsletters.templateId))
    .leftJoin(channels, eq(channels.id, newsletters.channelId))
    .where(eq(newsletterDispatches.id, dispatchId));
  if (!context) return;
  const { newsletter, template } = context;
  const companyId = newsletter.companyId;
  const channelType =
    context.channelType && isNewsletterChannel(context.channelType) ? context.channelType : null;
  for (;;) {
    const sent = await db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(newsletterRecipients)
        .where(
          and(eq(newsletterRecipients.dispatchId, dispatchId), eq(newsletterRecipients.status, 'PENDING')),
        )
        .orderBy(asc(newsletterRecipients.id))
        .limit(DISPATCH_CHUNK)
        .for('update', { skipLocked: true });
      if (rows.length === 0) return null;
      const stored: (typeof messages.$inferSelect)[] = [];
      for (const row of rows) {
        const skip = (reason: string) =>
          tx
            .update(newsletterRecipients)
            .set({ status: 'SKIPPED', skipReason: reason, handledAt: new Date() })
            .where(eq(newsletterRecipients.id, row.id));
        // The template or the channel went away since: nothing can be sent.
        if (!template || !channelType || !row.contactId) {
          await skip('NO_TEMPLATE');
          continue;
        }
        const [consent] = await tx
          .select({ id: consentEntries.id })
          .from(consentEntries)
          .where(
            and(
              eq(consentEntries.contactId, row.contactId),
              eq(consentEntries.active, true),
              inArray(consentEntries.type, ['DIGITAL', 'MANUAL']),
            ),
          )
          .limit(1);
        if (!consent) {
          await skip('NO_CONSENT');
          continue;
        }
        if (!(await chargeOneConversation(tx, companyId))) {
          await skip('NO_CREDIT');
          continue;
        }
        const opportunityId = await conversationFor(
          tx,
          companyId,
          row.contactId,
          channelType,
          context.reuseClosed,
        );
        const message = await storeOutboundMessage(tx, {
          opportunityId,
          clientId: `newsletter:${row.id}`,
          body: renderTemplate(template, newsletter.userInput.variables),
          template: templateToSend(template, newsletter.userInput.variables),
          attachments: [],
          senderUserId: newsletter.createdBy,
          now: new Date(),
        });
        await tx
          .update(newsletterRecipients)
          .set({ status: 'SENT', messageId: message?.id ?? null, handledAt: new Date() })
          .where(eq(newsletterRecipients.id, row.id));
        if (message) stored.push(message);
      }
      return stored;
    });
    if (sent === null) break;
    if (sent.length) await announceOutboundMessages(deps, companyId, sent);
  }
  // Rows another instance holds right now are still PENDING: it marks the dispatch when it is done.
  const [left] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(newsletterRecipients)
    .where(and(eq(newsletterRecipients.dispatchId, dispatchId), eq(newsletterRecipients.status, 'PENDING')));
  if ((left?.count ?? 0) === 0)
    await db
      .update(newsletterDispatches)
      .set({ sentAt: new Date() })
      .where(and(eq(newsletterDispatches.id, dispatchId), isNull(newsletterDispatches.sentAt)));
}

// ---------------------------------------------------------------------------------------------
// Reading: in progress and statistics

const countsSelect = {
  recipients: sql<number>`count(*) filter (where ${newsletterRecipients.dispatchId} is not null)::int`,
  sent: sql<number>`count(*) filter (where ${newsletterRecipients.status} = 'SENT')::int`,
  delivered: sql<number>`count(*) filter (where ${messages.status} in ('DELIVERED', 'READ'))::int`,
  read: sql<number>`count(*) filter (where ${messages.status} = 'READ')::int`,
  failed: sql<number>`count(*) filter (where ${messages.status} = 'FAILED')::int`,
  skippedNoConsent: sql<number>`count(*) filter (where ${newsletterRecipients.skipReason} = 'NO_CONSENT')::int`,
  skippedNoAddress: sql<number>`count(*) filter (where ${newsletterRecipients.skipReason} = 'NO_ADDRESS')::int`,
  skippedNoCredit: sql<number>`count(*) filter (where ${newsletterRecipients.skipReason} in ('NO_CREDIT', 'NO_TEMPLATE'))::int`,
};

const emptyCounts: RestNewsletterCounts = {
  recipients: 0,
  sent: 0,
  delivered: 0,
  read: 0,
  failed: 0,
  skippedNoConsent: 0,
  skippedNoAddress: 0,
  skippedNoCredit: 0,
};

async function countsByNewsletter(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, RestNewsletterCounts>();
  const rows = await db
    .select({ id: newsletterRecipients.newsletterId, ...countsSelect })
    .from(newsletterRecipients)
    .leftJoin(messages, eq(messages.id, newsletterRecipients.messageId))
    .where(inArray(newsletterRecipients.newsletterId, ids))
    .groupBy(newsletterRecipients.newsletterId);
  return new Map(rows.map(({ id, ...counts }) => [id, counts]));
}

/** How long a newsletter whose last recipient was handled stays in progress, its receipts still arriving. */
export const IN_PROGRESS_AFTER_SENDING_MS = 15 * 60_000;

/**
 * Newsletters in progress, newest first: with recipients still to send, or whose last message went out
 * in the last 15 minutes (the provider's receipts are still coming in, so "delivered of total" counts
 * up to its end on screen before the newsletter is only in the archive).
 */
export async function listInProgress({ db }: { db: Db }, viewer: Viewer) {
  assertAdmin(viewer);
  const recent = new Date(Date.now() - IN_PROGRESS_AFTER_SENDING_MS);
  const pending = db
    .select({ one: sql`1` })
    .from(newsletterRecipients)
    .where(
      and(
        eq(newsletterRecipients.newsletterId, newsletters.id),
        or(eq(newsletterRecipients.status, 'PENDING'), gte(newsletterRecipients.handledAt, recent)),
      ),
    );
  const rows = await db
    .select({ newsletter: newsletters, templateTitle: newsletterTemplates.title })
    .from(newsletters)
    .leftJoin(newsletterTemplates, eq(newsletterTemplates.id, newsletters.templateId))
    .where(and(eq(newsletters.companyId, viewer.companyId), exists(pending)))
    .orderBy(desc(newsletters.createdAt))
    .limit(100);
  const ids = rows.map((row) => row.newsletter.id);
  const counts = await countsByNewsletter(db, ids);
  const next = ids.length
    ? await db
        .select({
          id: newsletterDispatches.newsletterId,
          at: sql<Date | string | null>`min(${newsletterDispatches.sendAt})`,
        })
        .from(newsletterDispatches)
        .where(
          and(
            inArray(newsletterDispatches.newsletterId, ids),
            isNull(newsletterDispatches.sentAt),
            gte(newsletterDispatches.sendAt, new Date()),
          ),
        )
        .groupBy(newsletterDispatches.newsletterId)
    : [];
  const nextById = new Map(next.map((row) => [row.id, row.at]));
  return rows.map(({ newsletter, templateTitle }) => {
    const count = counts.get(newsletter.id) ?? emptyCounts;
    const at = nextById.get(newsletter.id);
    return {
      id: newsletter.id,
      name: newsletter.name,
      templateTitle,
      createdAt: newsletter.createdAt.toISOString(),
      nextScheduledSendAt: at ? new Date(at).toISOString() : null,
      totalRecipientCount: count.recipients,
      deliveredCount: count.delivered,
      sentCount: count.sent,
      userInput: { headerAttachment: newsletter.userInput.headerAttachment },
    };
  });
}

export type NewsletterStatRows = Awaited<ReturnType<typeof newsletterStats>>;

/** Newsletters of a year (Europe/Berlin is not needed: UTC years), or one by id, with their counts. */
export async function newsletterStats(
  { db }: { db: Db },
  viewer: Viewer,
  which: { year: number } | { id: string },
) {
  assertAdmin(viewer);
  const scope =
    'id' in which
      ? eq(newsletters.id, which.id)
      : and(
          gte(newsletters.createdAt, new Date(Date.UTC(which.year, 0, 1))),
          lt(newsletters.createdAt, new Date(Date.UTC(which.year + 1, 0, 1))),
        );
  const rows = await db
    .select({ newsletter: newsletters, channel: channels })
    .from(newsletters)
    .leftJoin(channels, eq(channels.id, newsletters.channelId))
    .where(and(eq(newsletters.companyId, viewer.companyId), scope))
    .orderBy(desc(newsletters.createdAt))
    .limit(500);
  if ('id' in which && rows.length === 0) throw notFound('Newsletter');
  const ids = rows.map((row) => row.newsletter.id);
  const counts = await countsByNewsletter(db, ids);
  const dispatchRows = ids.length
    ? await db
        .select({ dispatch: newsletterDispatches, ...countsSelect })
        .from(newsletterDispatches)
        .leftJoin(newsletterRecipients, eq(newsletterRecipients.dispatchId, newsletterDispatches.id))
        .leftJoin(messages, eq(messages.id, newsletterRecipients.messageId))
        .where(inArray(newsletterDispatches.newsletterId, ids))
        .groupBy(newsletterDispatches.id)
        .orderBy(asc(newsletterDispatches.position))
    : [];
  const templateIds = [
    ...new Set(rows.flatMap((row) => (row.newsletter.templateId ? [row.newsletter.templateId] : []))),
  ];
  const templates = templateIds.length
    ? await db.select().from(newsletterTemplates).where(inArray(newsletterTemplates.id, templateIds))
    : [];
  const syncs = await syncStatusesOf(db, templateIds, await companyChannelIds(db, viewer.companyId));
  return rows.map(({ newsletter, channel }) => {
    const template = templates.find((row) => row.id === newsletter.templateId) ?? null;
    return {
      newsletter,
      channel,
      counts: counts.get(newsletter.id) ?? emptyCounts,
      template: template && {
        ...template,
        syncStatuses: syncs
          .filter((sync) => sync.templateId === template.id)
          .map(({ channelId, status }) => ({ channelId, status })),
      },
      children: dispatchRows
        .filter((row) => row.dispatch.newsletterId === newsletter.id)
        .map(({ dispatch, ...count }) => ({ dispatch, counts: count })),
    };
  });
}
