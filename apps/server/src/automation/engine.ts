import {
  AUTORESPONDER_TYPES,
  type AutoresponderType,
  BOT_MAX_STEPS_PER_RUN,
  type BotEdgeCondition,
  type BotNode,
  type ExpressionContext,
  evaluateExpression,
  isTruthy,
  isWithinWeeklySlots,
  messageWindowOf,
  nextNodeOf,
  nodeById,
  nodeNameOf,
  normalizeAnswer,
  parseExpression,
  parseRawDuration,
  startNodeOf,
} from '@parley/domain';
import { and, asc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db, Tx } from '../db/client.ts';
import { automationRuns, automationSteps, autoresponders, consentBots } from '../db/features/automation.ts';
import { absences } from '../db/features/profile.ts';
import { brandCustomerTypes } from '../db/features/settings.ts';
import { type BotSettings, companyBots } from '../db/features/shop.ts';
import {
  brandProducts,
  companies,
  consentEntries,
  contactLabels,
  contacts,
  labels,
  type MessageRow,
  messages,
  type OpportunityRow,
  opportunities,
  opportunityLabels,
  teamAvailability,
  teams,
  teamUsers,
  userProfiles,
  users,
} from '../db/schema.ts';
import type { Delivery } from '../inbox/delivery.ts';
import { presentMessages } from '../inbox/present.ts';
import { announceOutboundMessages, storeOutboundMessage } from '../inbox/service.ts';
import type { Jobs } from '../jobs/queue.ts';
import { sendableTemplates } from '../newsletter/conversationTemplates.ts';
import { chargeOneConversation } from '../newsletter/credits.ts';
import { renderTemplate } from '../newsletter/service.ts';
import type { Notifier } from '../realtime/socket.ts';
import { logError } from '../security/safeLog.ts';
import { defaultAutoresponders, defaultConsentBot } from './defaults.ts';
import { flowOf } from './flows.ts';
import { type HttpRequestPolicy, performHttpRequest } from './httpRequest.ts';

/*
 * What automation does when a customer writes or a user acts, and how a bot's flow runs. Everything
 * happens in jobs of the one queue (src/jobs/queue.ts): `automation-inbound` per customer message,
 * `automation-user-event` per claim or close, `automation-step` per stretch of a run. A run is a row
 * (automation_runs): a step job locks it (FOR UPDATE SKIP LOCKED), executes nodes in that transaction
 * until the flow ends, pauses or waits for an answer, and stores where it stands, so a restart loses
 * nothing and two instances never run the same step. Every step is recorded (automation_steps) and
 * shown on the conversation as an internal event; a failing step stops its run, never the inbox.
 */

export type AutomationDeps = {
  db: Db;
  notifier: Notifier;
  delivery: Delivery;
  jobs: Jobs;
  config: Pick<Config, 'automationHttp'>;
};

type RunRow = typeof automationRuns.$inferSelect;

/** The consent bot and autoresponders name themselves in the thread and in analytics. */
export const CONSENT_BOT_NAME = 'Consent bot';
export const AUTORESPONDER_NAME = 'Autoresponder';

/** What a transaction left to announce once it committed. */
type Outbox = { companyId: string; sent: MessageRow[]; events: MessageRow[]; opportunities: Set<string> };
const newOutbox = (companyId: string): Outbox => ({
  companyId,
  sent: [],
  events: [],
  opportunities: new Set(),
});

async function announce(deps: AutomationDeps, outbox: Outbox) {
  if (outbox.sent.length) await announceOutboundMessages(deps, outbox.companyId, outbox.sent);
  for (const message of await presentMessages(deps.db, outbox.events))
    deps.notifier.toCompany(outbox.companyId, 'message-status-update', { message });
  const ids = [...outbox.opportunities];
  if (ids.length)
    deps.notifier.toCompany(outbox.companyId, 'get-opportunities', {
      opportunityIds: ids,
      reason: 'updated',
    });
}

/** Makes the company's autoresponders and consent bot when missing (idempotent). */
export async function ensureCompanyAutomation(db: Db | Tx, companyId: string) {
  await db
    .insert(autoresponders)
    .values(AUTORESPONDER_TYPES.map((type) => ({ companyId, type, ...defaultAutoresponders[type] })))
    .onConflictDoNothing();
  await db
    .insert(consentBots)
    .values({ companyId, ...defaultConsentBot })
    .onConflictDoNothing();
}

// ---------------------------------------------------------------------------------------------
// Writing on the conversation

/**
 * When a step's message or event is written: the clock, and always later than the one before, so a
 * thread shows a stretch's steps in the order they ran (rows of one transaction would otherwise share
 * the database's transaction time). Only an ordering hint, so it may live in this process.
 */
let lastInstant = 0;
function nextInstant(): Date {
  lastInstant = Math.max(Date.now(), lastInstant + 1);
  return new Date(lastInstant);
}

async function recordEvent(
  tx: Tx,
  outbox: Outbox,
  opportunityId: string,
  automationName: string,
  key: string,
  value: string | null = null,
) {
  const [row] = await tx
    .insert(messages)
    .values({
      opportunityId,
      body: null,
      senderType: 'USER',
      status: 'SENT',
      kind: 'EVENT',
      event: { key, value },
      automationName,
      createdAt: nextInstant(),
    })
    .returning();
  if (row) outbox.events.push(row);
}

class StepFailure extends Error {}

async function sendText(
  tx: Tx,
  outbox: Outbox,
  opportunity: OpportunityRow,
  automationName: string,
  clientId: string,
  body: string,
) {
  const window = messageWindowOf(opportunity.channelType, opportunity.lastCustomerMessageAt, Date.now());
  if (window.applies && !window.open) throw new StepFailure('WHATSAPP_WINDOW_CLOSED');
  const row = await storeOutboundMessage(tx, {
    opportunityId: opportunity.id,
    clientId,
    body,
    attachments: [],
    senderUserId: null,
    now: nextInstant(),
    automationName,
  });
  if (row) outbox.sent.push(row);
}

/** The first automation that acts on a conversation is the one analytics counts it for. */
async function creditAutomation(tx: Tx, opportunityId: string, name: string) {
  await tx
    .update(opportunities)
    .set({ automation: name })
    .where(and(eq(opportunities.id, opportunityId), isNull(opportunities.automation)));
}

async function sendAutoresponder(
  tx: Tx,
  outbox: Outbox,
  opportunity: OpportunityRow,
  type: AutoresponderType,
  clientId: string,
  { evenIfInactive = false } = {},
): Promise<boolean> {
  const [responder] = await tx
    .select()
    .from(autoresponders)
    .where(and(eq(autoresponders.companyId, opportunity.companyId), eq(autoresponders.type, type)));
  if (!responder || (!responder.active && !evenIfInactive)) return false;
  await sendText(tx, outbox, opportunity, AUTORESPONDER_NAME, clientId, responder.body);
  await creditAutomation(tx, opportunity.id, AUTORESPONDER_NAME);
  return true;
}

// ---------------------------------------------------------------------------------------------
// Consent

type ConsentState = 'active' | 'disabled' | 'unknown';

async function consentStateOf(tx: Tx, contactId: string): Promise<ConsentState> {
  const rows = await tx
    .select({ type: consentEntries.type, active: consentEntries.active })
    .from(consentEntries)
    .where(eq(consentEntries.contactId, contactId));
  if (rows.some((row) => row.active && row.type !== 'REVOKED')) return 'active';
  if (rows.some((row) => row.type === 'REVOKED')) return 'disabled';
  return 'unknown';
}

async function recordConsent(tx: Tx, contactId: string, type: 'DIGITAL' | 'REVOKED') {
  if (type === 'REVOKED')
    await tx
      .update(consentEntries)
      .set({ active: false })
      .where(and(eq(consentEntries.contactId, contactId), eq(consentEntries.active, true)));
  await tx.insert(consentEntries).values({ contactId, type, active: true, createdBy: null });
}

/**
 * The consent bot: the revoke word revokes at any time; an answer to its question records the consent
 * or the refusal; a contact whose consent is unknown is asked once. True when it handled the message
 * (nothing else answers it then).
 */
async function runConsentBot(
  tx: Tx,
  outbox: Outbox,
  opportunity: OpportunityRow,
  message: MessageRow,
): Promise<boolean> {
  const [bot] = await tx.select().from(consentBots).where(eq(consentBots.companyId, opportunity.companyId));
  if (!bot?.active) return false;
  const answer = normalizeAnswer(message.body ?? '');
  const state = await consentStateOf(tx, opportunity.contactId);
  if (answer !== '' && answer === normalizeAnswer(bot.revokeKeyword)) {
    if (state === 'active') {
      await recordConsent(tx, opportunity.contactId, 'REVOKED');
      await recordEvent(tx, outbox, opportunity.id, CONSENT_BOT_NAME, 'AUTOMATION.CONSENT_REVOKED');
      // The confirmation of a revoke is sent whatever its switch says (it is locked on).
      await sendAutoresponder(tx, outbox, opportunity, 'OPT_IN_REVOKED', `consent:${message.id}:revoked`, {
        evenIfInactive: true,
      });
      outbox.opportunities.add(opportunity.id);
    }
    return true;
  }
  const [waiting] = await tx
    .select()
    .from(automationRuns)
    .where(
      and(
        eq(automationRuns.opportunityId, opportunity.id),
        isNull(automationRuns.botId),
        eq(automationRuns.state, 'WAITING'),
      ),
    )
    .limit(1);
  if (waiting) {
    const agreed = answer === normalizeAnswer(bot.agreeKeyword);
    const declined = answer === normalizeAnswer(bot.declineKeyword);
    if (!agreed && !declined) return false;
    await recordConsent(tx, opportunity.contactId, agreed ? 'DIGITAL' : 'REVOKED');
    await tx
      .update(automationRuns)
      .set({ state: 'DONE', stepCount: waiting.stepCount + 1 })
      .where(eq(automationRuns.id, waiting.id));
    await recordEvent(
      tx,
      outbox,
      opportunity.id,
      CONSENT_BOT_NAME,
      agreed ? 'AUTOMATION.CONSENT_GIVEN' : 'AUTOMATION.CONSENT_DECLINED',
    );
    if (agreed)
      await sendAutoresponder(tx, outbox, opportunity, 'OPT_IN_CONFIRMED', `consent:${message.id}:confirmed`);
    outbox.opportunities.add(opportunity.id);
    return true;
  }
  if (state !== 'unknown') return false;
  // Asked once per contact: a contact who never answered is not asked again in every conversation.
  const [asked] = await tx
    .select({ id: automationRuns.id })
    .from(automationRuns)
    .innerJoin(opportunities, eq(opportunities.id, automationRuns.opportunityId))
    .where(and(eq(opportunities.contactId, opportunity.contactId), isNull(automationRuns.botId)))
    .limit(1);
  if (asked) return false;
  await tx.insert(automationRuns).values({
    companyId: opportunity.companyId,
    opportunityId: opportunity.id,
    botId: null,
    automationName: CONSENT_BOT_NAME,
    currentNodeId: 'consent',
    state: 'WAITING',
    stepCount: 1,
  });
  await sendText(tx, outbox, opportunity, CONSENT_BOT_NAME, `consent:${message.id}:question`, bot.question);
  await recordEvent(tx, outbox, opportunity.id, CONSENT_BOT_NAME, 'AUTOMATION.OPT_IN_ASKED');
  await creditAutomation(tx, opportunity.id, CONSENT_BOT_NAME);
  return false;
}

// ---------------------------------------------------------------------------------------------
// Autoresponders of incoming messages

/** The opening hours that apply: the teams of the conversation's user, else every team of the company. */
async function isOpenNow(tx: Tx, opportunity: OpportunityRow, now: Date): Promise<boolean> {
  const teamIds = opportunity.userId
    ? (
        await tx
          .select({ id: teamUsers.teamId })
          .from(teamUsers)
          .where(eq(teamUsers.userId, opportunity.userId))
      ).map((row) => row.id)
    : [];
  const slots = await tx
    .select({ day: teamAvailability.day, from: teamAvailability.from, to: teamAvailability.to })
    .from(teamAvailability)
    .innerJoin(teams, eq(teams.id, teamAvailability.teamId))
    .where(
      teamIds.length ? inArray(teamAvailability.teamId, teamIds) : eq(teams.companyId, opportunity.companyId),
    );
  return isWithinWeeklySlots(slots, now);
}

async function isUserAbsent(tx: Tx, userId: string | null, now: Date): Promise<boolean> {
  if (!userId) return false;
  const today = now.toISOString().slice(0, 10);
  const [row] = await tx
    .select({ id: absences.id })
    .from(absences)
    .where(and(eq(absences.userId, userId), lte(absences.startDate, today), gte(absences.endDate, today)))
    .limit(1);
  return Boolean(row);
}

/** One reply at most: outside opening hours, else the user's absence, else the welcome of a new conversation. */
async function runIncomingAutoresponders(
  tx: Tx,
  outbox: Outbox,
  opportunity: OpportunityRow,
  message: MessageRow,
  created: boolean,
) {
  const now = new Date();
  const clientId = `autoresponder:${message.id}`;
  if (!(await isOpenNow(tx, opportunity, now)))
    if (await sendAutoresponder(tx, outbox, opportunity, 'OUT_OF_OFFICE', clientId)) return;
  if (await isUserAbsent(tx, opportunity.userId, now))
    if (await sendAutoresponder(tx, outbox, opportunity, 'ABSENCE', clientId)) return;
  if (created) await sendAutoresponder(tx, outbox, opportunity, 'WELCOME', clientId);
}

// ---------------------------------------------------------------------------------------------
// Bots

async function labelKeysOf(tx: Tx, opportunityId: string): Promise<string[]> {
  const rows = await tx
    .select({ key: labels.key })
    .from(opportunityLabels)
    .innerJoin(labels, eq(labels.id, opportunityLabels.labelId))
    .where(eq(opportunityLabels.opportunityId, opportunityId));
  return rows.map((row) => row.key);
}

/** Whether a bot's start node listens for this message. */
function triggerMatches(
  start: BotNode<'start'>,
  text: string,
  created: boolean,
  labelKeys: readonly string[],
): boolean {
  const { trigger, hashTag, labelKey } = start.data;
  if (trigger === 'FIRST_MESSAGE') return created;
  if (trigger === 'EVERY_MESSAGE') return true;
  if (trigger === 'HASHTAG') {
    const tag = hashTag.toLowerCase();
    return text
      .toLowerCase()
      .split(/[\s,.;:!?]+/)
      .some((word) => word === tag);
  }
  return labelKeys.includes(labelKey);
}

async function startMatchingBots(
  tx: Tx,
  opportunity: OpportunityRow,
  message: MessageRow,
  created: boolean,
): Promise<string[]> {
  const bots = await tx
    .select()
    .from(companyBots)
    .where(and(eq(companyBots.companyId, opportunity.companyId), eq(companyBots.active, true)))
    .orderBy(asc(companyBots.createdAt));
  if (bots.length === 0) return [];
  const labelKeys = await labelKeysOf(tx, opportunity.id);
  const running = new Set(
    (
      await tx
        .select({ botId: automationRuns.botId })
        .from(automationRuns)
        .where(
          and(
            eq(automationRuns.opportunityId, opportunity.id),
            inArray(automationRuns.state, ['RUNNING', 'PAUSED', 'WAITING']),
          ),
        )
    ).map((row) => row.botId),
  );
  const consent = await consentStateOf(tx, opportunity.contactId);
  const started: string[] = [];
  for (const bot of bots) {
    const flow = flowOf(bot.config);
    const start = flow && startNodeOf(flow);
    if (!start || running.has(bot.id)) continue;
    if (bot.settings.isConsentActive && consent !== 'active') continue;
    if (!triggerMatches(start, message.body ?? '', created, labelKeys)) continue;
    const [run] = await tx
      .insert(automationRuns)
      .values({
        companyId: opportunity.companyId,
        opportunityId: opportunity.id,
        botId: bot.id,
        automationName: bot.name,
        currentNodeId: start.id,
        state: 'RUNNING',
      })
      // Another instance started it for a message of the same moment: one run is enough.
      .onConflictDoNothing()
      .returning({ id: automationRuns.id });
    if (!run) continue;
    await tx.update(companyBots).set({ lastRunAt: new Date() }).where(eq(companyBots.id, bot.id));
    await creditAutomation(tx, opportunity.id, bot.name);
    started.push(run.id);
  }
  return started;
}

/** An opt-in node waiting on this conversation takes the customer's answer (yes, no, or not yet). */
async function answerWaitingRuns(
  tx: Tx,
  opportunity: OpportunityRow,
  message: MessageRow,
): Promise<string[]> {
  const waiting = await tx
    .select()
    .from(automationRuns)
    .where(and(eq(automationRuns.opportunityId, opportunity.id), eq(automationRuns.state, 'WAITING')));
  const resumed: string[] = [];
  const answer = normalizeAnswer(message.body ?? '');
  for (const run of waiting) {
    if (!run.botId || !run.currentNodeId) continue;
    const [bot] = await tx.select().from(companyBots).where(eq(companyBots.id, run.botId));
    const flow = bot && flowOf(bot.config);
    const node = flow && nodeById(flow, run.currentNodeId);
    if (node?.type !== 'opt-in') continue;
    const agreed = answer === normalizeAnswer(node.data.agreeKeyword);
    const declined = answer === normalizeAnswer(node.data.declineKeyword);
    if (!agreed && !declined) continue;
    await tx
      .update(automationRuns)
      .set({ state: 'RUNNING', reason: agreed ? 'yes' : 'no' })
      .where(eq(automationRuns.id, run.id));
    resumed.push(run.id);
  }
  return resumed;
}

// ---------------------------------------------------------------------------------------------
// Jobs

/** `automation-inbound`: a customer wrote. */
export async function handleInbound(
  deps: AutomationDeps,
  data: { companyId: string; opportunityId: string; messageId: string; created: boolean },
) {
  const outbox = newOutbox(data.companyId);
  const runIds = await deps.db.transaction(async (tx) => {
    const [message] = await tx.select().from(messages).where(eq(messages.id, data.messageId));
    const [opportunity] = await tx
      .select()
      .from(opportunities)
      .where(and(eq(opportunities.id, data.opportunityId), eq(opportunities.companyId, data.companyId)));
    if (!message || !opportunity || message.senderType !== 'CUSTOMER') return [];
    // A job retried after it committed finds its own replies and does nothing twice.
    const [handled] = await tx
      .select({ id: messages.id })
      .from(messages)
      .where(
        and(
          eq(messages.opportunityId, opportunity.id),
          or(
            eq(messages.clientId, `autoresponder:${message.id}`),
            eq(messages.clientId, `consent:${message.id}:question`),
            eq(messages.clientId, `consent:${message.id}:confirmed`),
            eq(messages.clientId, `consent:${message.id}:revoked`),
          ),
        ),
      )
      .limit(1);
    if (handled) return [];
    await ensureCompanyAutomation(tx, data.companyId);
    if (await runConsentBot(tx, outbox, opportunity, message)) return [];
    const resumed = await answerWaitingRuns(tx, opportunity, message);
    await runIncomingAutoresponders(tx, outbox, opportunity, message, data.created);
    const started = await startMatchingBots(tx, opportunity, message, data.created);
    return [...resumed, ...started];
  });
  await announce(deps, outbox);
  for (const runId of runIds) await deps.jobs.send('automation-step', { runId });
}

/** `automation-user-event`: a user took or closed a conversation. */
export async function handleUserEvent(
  deps: AutomationDeps,
  data: {
    companyId: string;
    opportunityId: string;
    type: 'CONVERSATION_CLAIMED' | 'CONVERSATION_CLOSED';
    userId: string;
  },
) {
  const outbox = newOutbox(data.companyId);
  await deps.db.transaction(async (tx) => {
    const [opportunity] = await tx
      .select()
      .from(opportunities)
      .where(and(eq(opportunities.id, data.opportunityId), eq(opportunities.companyId, data.companyId)));
    if (!opportunity) return;
    const clientId = `autoresponder:${data.type}:${opportunity.id}:${opportunity.updatedAt.getTime()}`;
    try {
      await sendAutoresponder(tx, outbox, opportunity, data.type, clientId);
    } catch (error) {
      // Outside WhatsApp's window nothing can be sent: the user's action stands, the reply is skipped.
      if (!(error instanceof StepFailure)) throw error;
    }
  });
  await announce(deps, outbox);
}

type StepResult =
  | { kind: 'next'; condition?: BotEdgeCondition; event?: [string, string | null] }
  | { kind: 'jump'; botId: string; nodeId: string; event: [string, string | null] }
  | { kind: 'pause'; until: Date; event: [string, string | null] }
  | { kind: 'wait'; event: [string, string | null] }
  | { kind: 'end' };

type StepContext = {
  tx: Tx;
  outbox: Outbox;
  run: RunRow;
  opportunity: OpportunityRow;
  policy: HttpRequestPolicy;
};

async function userName(tx: Tx, userId: string): Promise<string> {
  const [profile] = await tx
    .select({ firstName: userProfiles.firstName, lastName: userProfiles.lastName })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId));
  return `${profile?.firstName ?? ''} ${profile?.lastName ?? ''}`.trim() || userId;
}

async function attachLabel(
  tx: Tx,
  companyId: string,
  key: string,
  target: { opportunityId?: string; contactId?: string },
) {
  await tx.insert(labels).values({ companyId, key }).onConflictDoNothing();
  const [label] = await tx
    .select({ id: labels.id })
    .from(labels)
    .where(and(eq(labels.companyId, companyId), eq(labels.key, key)));
  if (!label) throw new StepFailure('LABEL_NOT_FOUND');
  if (target.opportunityId)
    await tx
      .insert(opportunityLabels)
      .values({ opportunityId: target.opportunityId, labelId: label.id })
      .onConflictDoNothing();
  if (target.contactId)
    await tx
      .insert(contactLabels)
      .values({ contactId: target.contactId, labelId: label.id })
      .onConflictDoNothing();
}

async function detachLabel(
  tx: Tx,
  companyId: string,
  key: string,
  target: { opportunityId?: string; contactId?: string },
) {
  const [label] = await tx
    .select({ id: labels.id })
    .from(labels)
    .where(and(eq(labels.companyId, companyId), eq(labels.key, key)));
  if (!label) return;
  if (target.opportunityId)
    await tx
      .delete(opportunityLabels)
      .where(
        and(
          eq(opportunityLabels.opportunityId, target.opportunityId),
          eq(opportunityLabels.labelId, label.id),
        ),
      );
  if (target.contactId)
    await tx
      .delete(contactLabels)
      .where(and(eq(contactLabels.contactId, target.contactId), eq(contactLabels.labelId, label.id)));
}

async function brandIdOf(tx: Tx, companyId: string): Promise<string> {
  const [company] = await tx
    .select({ brandId: companies.brandId })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) throw new StepFailure('COMPANY_NOT_FOUND');
  return company.brandId;
}

async function productName(tx: Tx, companyId: string, productId: string): Promise<string> {
  const [product] = await tx
    .select({ name: brandProducts.name })
    .from(brandProducts)
    .where(and(eq(brandProducts.id, productId), eq(brandProducts.brandId, await brandIdOf(tx, companyId))));
  if (!product) throw new StepFailure('PRODUCT_NOT_FOUND');
  return product.name;
}

async function customerTypeName(tx: Tx, companyId: string, customerTypeId: string): Promise<string> {
  const [type] = await tx
    .select({ name: brandCustomerTypes.name })
    .from(brandCustomerTypes)
    .where(
      and(
        eq(brandCustomerTypes.id, customerTypeId),
        eq(brandCustomerTypes.brandId, await brandIdOf(tx, companyId)),
      ),
    );
  if (!type) throw new StepFailure('CUSTOMER_TYPE_NOT_FOUND');
  return type.name;
}

async function updateOpportunity(ctx: StepContext, set: Partial<typeof opportunities.$inferInsert>) {
  const [row] = await ctx.tx
    .update(opportunities)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(opportunities.id, ctx.opportunity.id))
    .returning();
  if (row) ctx.opportunity = row;
  ctx.outbox.opportunities.add(ctx.opportunity.id);
}

async function expressionContext(ctx: StepContext): Promise<ExpressionContext> {
  const [contact] = await ctx.tx.select().from(contacts).where(eq(contacts.id, ctx.opportunity.contactId));
  const [lastCustomerMessage] = await ctx.tx
    .select({ body: messages.body })
    .from(messages)
    .where(and(eq(messages.opportunityId, ctx.opportunity.id), eq(messages.senderType, 'CUSTOMER')))
    .orderBy(sql`${messages.createdAt} desc`)
    .limit(1);
  const contactLabelKeys = (
    await ctx.tx
      .select({ key: labels.key })
      .from(contactLabels)
      .innerJoin(labels, eq(labels.id, contactLabels.labelId))
      .where(eq(contactLabels.contactId, ctx.opportunity.contactId))
  ).map((row) => row.key);
  return {
    'contact.firstName': contact?.firstName ?? null,
    'contact.lastName': contact?.lastName ?? null,
    'contact.email': contact?.email ?? null,
    'contact.phone': contact?.phone ?? null,
    'contact.companyName': contact?.companyName ?? null,
    'contact.type': contact?.contactType ?? null,
    'contact.labels': contactLabelKeys,
    'contact.consent': await consentStateOf(ctx.tx, ctx.opportunity.contactId),
    'opportunity.status': ctx.opportunity.status,
    'opportunity.channel': ctx.opportunity.channelType,
    'opportunity.labels': await labelKeysOf(ctx.tx, ctx.opportunity.id),
    'opportunity.assigned': ctx.opportunity.userId !== null,
    'message.body': lastCustomerMessage?.body ?? null,
  };
}

/** Applies the bot's start settings (spec 3 configs): assign or close, product, customer type. */
async function applyStartSettings(
  ctx: StepContext,
  settings: BotSettings,
): Promise<[string, string | null] | undefined> {
  const changes: Partial<typeof opportunities.$inferInsert> = {};
  if (settings.opportunityAction === 'ASSIGN' && settings.userId) {
    changes.userId = settings.userId;
    changes.isInPool = false;
  }
  if (settings.opportunityAction === 'CLOSE') changes.status = 'CLOSED';
  if (
    settings.opportunityProductId &&
    !ctx.opportunity.brandProductIds.includes(settings.opportunityProductId)
  )
    changes.brandProductIds = [...ctx.opportunity.brandProductIds, settings.opportunityProductId];
  if (settings.opportunityTypeId) changes.customerTypeId = settings.opportunityTypeId;
  if (Object.keys(changes).length === 0) return undefined;
  await updateOpportunity(ctx, changes);
  return ['AUTOMATION.STARTED', null];
}

async function executeNode(ctx: StepContext, node: BotNode, settings: BotSettings): Promise<StepResult> {
  const { tx, opportunity, run } = ctx;
  const companyId = opportunity.companyId;
  switch (node.type) {
    case 'start': {
      const event = await applyStartSettings(ctx, settings);
      return event ? { kind: 'next', event } : { kind: 'next' };
    }
    case 'end':
      return { kind: 'end' };
    case 'internal-note':
      return { kind: 'next', event: ['AUTOMATION.NOTE', node.data.note] };
    case 'send-message':
      await sendText(
        tx,
        ctx.outbox,
        opportunity,
        run.automationName,
        `bot:${run.id}:${run.stepCount}`,
        node.data.message,
      );
      return { kind: 'next' };
    case 'send-template': {
      if (opportunity.channelType !== 'WHATSAPP') throw new StepFailure('TEMPLATE_NOT_WHATSAPP');
      const template = (await sendableTemplates(tx as unknown as Db, companyId)).find(
        (row) => row.id === node.data.templateId,
      );
      if (!template) throw new StepFailure('TEMPLATE_UNAVAILABLE');
      // Outside WhatsApp's 24-hour window a template starts a paid conversation: one credit, as staff pay.
      const window = messageWindowOf(opportunity.channelType, opportunity.lastCustomerMessageAt, Date.now());
      if (window.applies && !window.open && !(await chargeOneConversation(tx, companyId)))
        throw new StepFailure('NO_CREDIT');
      const row = await storeOutboundMessage(tx, {
        opportunityId: opportunity.id,
        clientId: `bot:${run.id}:${run.stepCount}`,
        body: renderTemplate(template, {}),
        attachments: [],
        senderUserId: null,
        now: nextInstant(),
        automationName: run.automationName,
      });
      if (row) ctx.outbox.sent.push(row);
      return { kind: 'next', event: ['AUTOMATION.SEND_TEMPLATE', template.title] };
    }
    case 'set-user': {
      const [user] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, node.data.userId), eq(users.companyId, companyId), eq(users.active, true)));
      if (!user) throw new StepFailure('USER_NOT_FOUND');
      await updateOpportunity(ctx, { userId: user.id, isInPool: false });
      return { kind: 'next', event: ['AUTOMATION.SET_USER', await userName(tx, user.id)] };
    }
    case 'set-status':
      await updateOpportunity(ctx, { status: node.data.status });
      return { kind: 'next', event: ['AUTOMATION.SET_STATUS', node.data.status] };
    case 'set-visibility':
      await updateOpportunity(ctx, { isInPool: node.data.visibility === 'POOL' });
      return { kind: 'next', event: ['AUTOMATION.SET_VISIBILITY', node.data.visibility] };
    case 'set-label':
    case 'remove-label':
    case 'set-contact-label':
    case 'remove-contact-label': {
      // On the conversation or on its contact; a label the company lacks is made when set.
      const target = node.type.includes('contact')
        ? { contactId: opportunity.contactId }
        : { opportunityId: opportunity.id };
      const change = node.type.startsWith('set') ? attachLabel : detachLabel;
      await change(tx, companyId, node.data.labelKey, target);
      ctx.outbox.opportunities.add(opportunity.id);
      // AUTOMATION.SET_LABEL, REMOVE_LABEL, SET_CONTACT_LABEL, REMOVE_CONTACT_LABEL
      const key = `AUTOMATION.${node.type.toUpperCase().replaceAll('-', '_')}`;
      return { kind: 'next', event: [key, node.data.labelKey] };
    }
    case 'set-product': {
      const name = await productName(tx, companyId, node.data.productId);
      if (!opportunity.brandProductIds.includes(node.data.productId))
        await updateOpportunity(ctx, {
          brandProductIds: [...opportunity.brandProductIds, node.data.productId],
        });
      return { kind: 'next', event: ['AUTOMATION.SET_PRODUCT', name] };
    }
    case 'remove-product': {
      const name = await productName(tx, companyId, node.data.productId);
      await updateOpportunity(ctx, {
        brandProductIds: opportunity.brandProductIds.filter((id) => id !== node.data.productId),
      });
      return { kind: 'next', event: ['AUTOMATION.REMOVE_PRODUCT', name] };
    }
    case 'set-customer-type': {
      const name = await customerTypeName(tx, companyId, node.data.customerTypeId);
      await updateOpportunity(ctx, { customerTypeId: node.data.customerTypeId });
      return { kind: 'next', event: ['AUTOMATION.SET_CUSTOMER_TYPE', name] };
    }
    case 'remove-customer-type': {
      const name = await customerTypeName(tx, companyId, node.data.customerTypeId);
      if (opportunity.customerTypeId === node.data.customerTypeId)
        await updateOpportunity(ctx, { customerTypeId: null });
      return { kind: 'next', event: ['AUTOMATION.REMOVE_CUSTOMER_TYPE', name] };
    }
    case 'set-contact-customer-type': {
      const name = await customerTypeName(tx, companyId, node.data.customerTypeId);
      await tx.update(contacts).set({ contactType: name }).where(eq(contacts.id, opportunity.contactId));
      ctx.outbox.opportunities.add(opportunity.id);
      return { kind: 'next', event: ['AUTOMATION.SET_CONTACT_CUSTOMER_TYPE', name] };
    }
    case 'remove-contact-customer-type': {
      const name = await customerTypeName(tx, companyId, node.data.customerTypeId);
      await tx
        .update(contacts)
        .set({ contactType: null })
        .where(and(eq(contacts.id, opportunity.contactId), eq(contacts.contactType, name)));
      ctx.outbox.opportunities.add(opportunity.id);
      return { kind: 'next', event: ['AUTOMATION.REMOVE_CONTACT_CUSTOMER_TYPE', name] };
    }
    case 'http-request': {
      const outcome = await performHttpRequest(ctx.policy, {
        method: node.data.method,
        url: node.data.url,
        ...(node.data.method === 'POST'
          ? { body: node.data.body, headers: { 'content-type': 'application/json' } }
          : {}),
      });
      const host = new URL(node.data.url).host;
      return outcome.ok
        ? {
            kind: 'next',
            condition: 'success',
            event: ['AUTOMATION.HTTP_REQUEST', `${node.data.method} ${host} → ${outcome.status}`],
          }
        : {
            kind: 'next',
            condition: 'failure',
            event: [
              'AUTOMATION.HTTP_REQUEST',
              `${node.data.method} ${host} → ${outcome.reason}${outcome.status ? ` ${outcome.status}` : ''}`,
            ],
          };
    }
    case 'script': {
      const parsed = parseExpression(node.data.expression);
      if (!parsed.ok) throw new StepFailure('SCRIPT_INVALID');
      const value = isTruthy(evaluateExpression(parsed.expression, await expressionContext(ctx)));
      return {
        kind: 'next',
        condition: value ? 'true' : 'false',
        event: ['AUTOMATION.SCRIPT', String(value)],
      };
    }
    case 'invoke-bot': {
      const [target] = await tx
        .select()
        .from(companyBots)
        .where(and(eq(companyBots.id, node.data.botId), eq(companyBots.companyId, companyId)));
      const flow = target && flowOf(target.config);
      if (!target || !flow) throw new StepFailure('BOT_NOT_FOUND');
      const start = node.data.startNodeId ? nodeById(flow, node.data.startNodeId) : startNodeOf(flow);
      if (!start) throw new StepFailure('NODE_NOT_FOUND');
      // A conversation runs a bot once at a time: the bot invoked must not be running here already.
      if (target.id !== run.botId) {
        const [live] = await tx
          .select({ id: automationRuns.id })
          .from(automationRuns)
          .where(
            and(
              eq(automationRuns.opportunityId, opportunity.id),
              eq(automationRuns.botId, target.id),
              inArray(automationRuns.state, ['RUNNING', 'PAUSED', 'WAITING']),
            ),
          )
          .limit(1);
        if (live) throw new StepFailure('BOT_ALREADY_RUNNING');
      }
      return {
        kind: 'jump',
        botId: target.id,
        nodeId: start.id,
        event: ['AUTOMATION.INVOKE_BOT', target.name],
      };
    }
    case 'opt-in':
      await sendText(
        tx,
        ctx.outbox,
        opportunity,
        run.automationName,
        `bot:${run.id}:${run.stepCount}`,
        node.data.question,
      );
      return { kind: 'wait', event: ['AUTOMATION.OPT_IN_ASKED', null] };
    case 'pause': {
      const until =
        node.data.pauseType === 'DATE'
          ? new Date(node.data.resumeDate)
          : new Date(Date.now() + (parseRawDuration(node.data.rawDuration) ?? 0) * 1000);
      if (Number.isNaN(until.getTime())) throw new StepFailure('INVALID_PAUSE');
      return { kind: 'pause', until, event: ['AUTOMATION.PAUSE', until.toISOString()] };
    }
  }
}

/**
 * `automation-step`: carries a run on from where it stands until it ends, pauses or waits. A run paused
 * or waiting goes on only when its time came (a pause) or its answer came (set RUNNING by the inbound job).
 */
export async function runSteps(deps: AutomationDeps, runId: string) {
  const [head] = await deps.db
    .select({ companyId: automationRuns.companyId })
    .from(automationRuns)
    .where(eq(automationRuns.id, runId));
  if (!head) return;
  const outbox = newOutbox(head.companyId);
  const policy: HttpRequestPolicy = {
    allowedHosts: deps.config.automationHttp?.allowedHosts ?? [],
    timeoutMs: deps.config.automationHttp?.timeoutMs ?? 5000,
    maxResponseBytes: deps.config.automationHttp?.maxResponseBytes ?? 256 * 1024,
    maxRequestBytes: 16 * 1024,
    trustedAddresses: deps.config.automationHttp?.trustedAddresses ?? [],
  };
  const followUp = await deps.db.transaction(async (tx): Promise<{ at: Date } | null> => {
    const [locked] = await tx
      .select()
      .from(automationRuns)
      .where(eq(automationRuns.id, runId))
      .for('update', { skipLocked: true });
    if (!locked) return null;
    let run = locked;
    const now = new Date();
    if (run.state === 'PAUSED') {
      if (!run.resumeAt || run.resumeAt > now) return null;
      await recordEvent(tx, outbox, run.opportunityId, run.automationName, 'AUTOMATION.RESUMED');
    } else if (run.state !== 'RUNNING') return null;
    const [opportunity] = await tx
      .select()
      .from(opportunities)
      .where(eq(opportunities.id, run.opportunityId));
    if (!opportunity) return null;
    const ctx: StepContext = { tx, outbox, run, opportunity, policy };

    const save = async (set: Partial<typeof automationRuns.$inferInsert>) => {
      const [row] = await tx.update(automationRuns).set(set).where(eq(automationRuns.id, run.id)).returning();
      if (row) run = row;
      ctx.run = run;
    };
    // Where the run stands: a resumed pause or an answered question goes on from its node's exit.
    let pendingCondition: BotEdgeCondition | null =
      locked.state === 'PAUSED'
        ? 'next'
        : locked.reason === 'yes' || locked.reason === 'no'
          ? locked.reason
          : null;
    if (pendingCondition && locked.reason) await save({ reason: null });

    for (;;) {
      const [bot] = run.botId ? await tx.select().from(companyBots).where(eq(companyBots.id, run.botId)) : [];
      const flow = bot && flowOf(bot.config);
      if (!bot || !flow || !run.currentNodeId) {
        await save({ state: 'STOPPED', reason: 'FLOW_INVALID' });
        return null;
      }
      let node = nodeById(flow, run.currentNodeId);
      if (node && pendingCondition) {
        node = nextNodeOf(flow, node.id, pendingCondition);
        pendingCondition = null;
        if (!node) {
          await save({ state: 'DONE', resumeAt: null });
          return null;
        }
        await save({ currentNodeId: node.id, state: 'RUNNING', resumeAt: null });
      }
      if (!node) {
        await save({ state: 'STOPPED', reason: 'NODE_NOT_FOUND' });
        return null;
      }
      if (run.stepCount >= BOT_MAX_STEPS_PER_RUN) {
        await recordEvent(
          tx,
          outbox,
          run.opportunityId,
          run.automationName,
          'AUTOMATION.STEP_LIMIT',
          String(BOT_MAX_STEPS_PER_RUN),
        );
        await save({ state: 'STOPPED', reason: 'STEP_LIMIT' });
        return null;
      }
      let result: StepResult;
      try {
        // A savepoint per step: a failing step leaves nothing half-done, and the run records why.
        result = await tx.transaction((stepTx) =>
          executeNode({ ...ctx, tx: stepTx }, node as BotNode, bot.settings),
        );
      } catch (error) {
        const reason = error instanceof StepFailure ? error.message : 'ERROR';
        if (!(error instanceof StepFailure)) logError('[automation] step failed', error);
        await tx.insert(automationSteps).values({
          runId: run.id,
          nodeId: node.id,
          nodeType: node.type,
          outcome: 'FAILED',
          detail: reason,
        });
        await recordEvent(
          tx,
          outbox,
          run.opportunityId,
          run.automationName,
          'AUTOMATION.STEP_FAILED',
          `${nodeNameOf(node) ?? node.type}: ${reason}`,
        );
        await save({ state: 'STOPPED', reason, stepCount: run.stepCount + 1 });
        return null;
      }
      await tx.insert(automationSteps).values({
        runId: run.id,
        nodeId: node.id,
        nodeType: node.type,
        outcome: 'DONE',
        detail:
          'event' in result && result.event
            ? [result.event[0], result.event[1]].filter(Boolean).join(' ')
            : null,
      });
      if ('event' in result && result.event)
        await recordEvent(
          tx,
          outbox,
          run.opportunityId,
          run.automationName,
          result.event[0],
          result.event[1],
        );
      const stepCount = run.stepCount + 1;
      switch (result.kind) {
        case 'end':
          await save({ state: 'DONE', stepCount });
          return null;
        case 'wait':
          await save({ state: 'WAITING', stepCount });
          return null;
        case 'pause':
          if (result.until > new Date()) {
            await save({ state: 'PAUSED', resumeAt: result.until, stepCount });
            return { at: result.until };
          }
          await save({ stepCount });
          pendingCondition = 'next';
          break;
        case 'jump': {
          const [target] = await tx
            .select({ name: companyBots.name })
            .from(companyBots)
            .where(eq(companyBots.id, result.botId));
          await save({
            botId: result.botId,
            currentNodeId: result.nodeId,
            stepCount,
            automationName: target?.name ?? run.automationName,
          });
          break;
        }
        case 'next': {
          const next = nextNodeOf(flow, node.id, result.condition ?? 'next');
          if (!next) {
            await save({ state: 'DONE', stepCount });
            return null;
          }
          await save({ currentNodeId: next.id, stepCount });
          break;
        }
      }
    }
  });
  await announce(deps, outbox);
  if (followUp) await deps.jobs.send('automation-step', { runId }, { startAfter: followUp.at });
}
