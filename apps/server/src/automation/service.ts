import type { RestBrandBot, RestBrandBotDetail, RestCompanyBot } from '@parley/api/rest';
import {
  type AutoresponderConfig,
  type AutoresponderType,
  automationMessageKeys,
  type BotFlow,
  type BotSettingsForm,
  botFlowSchema,
  botNodeSchema,
  type ConsentBotForm,
  LOCKED_AUTORESPONDERS,
} from '@parley/domain';
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import { assertAdmin } from '../auth/access.ts';
import type { Viewer } from '../auth/viewer.ts';
import { brandOfCompany } from '../company/service.ts';
import type { Db } from '../db/client.ts';
import { automationRuns, autoresponders, brandBots, consentBots } from '../db/features/automation.ts';
import { type BotSettings, companyBots } from '../db/features/shop.ts';
import { userProfiles, users } from '../db/schema.ts';
import { AppError, badUserInput, forbidden, notFound } from '../errors.ts';
import type { Autoresponder, Bot, ConsentBot } from '../generated/resolvers.ts';
import { ensureCompanyAutomation } from './engine.ts';
import { flowOrEmpty } from './flows.ts';
import {
  presentAutoresponder,
  presentBot,
  presentBrandBot,
  presentCompanyBot,
  presentConsentBot,
} from './present.ts';

/*
 * Automation as admins set it up (spec 2 /automation and /settings/bot, spec 7): autoresponders, the
 * consent bot, the company's bots and the brand's. Company admins only, always the viewer's own company:
 * a brandId or companyId of another is FORBIDDEN, an id of another company NOT_FOUND. What they set up
 * runs in engine.ts.
 */

type Deps = { db: Db };

/** The brandId and companyId arguments name the viewer's own. */
async function assertOwnScope(
  db: Db,
  viewer: Viewer,
  scope: { brandId?: string | null; companyId?: string | null },
) {
  assertAdmin(viewer);
  if (scope.companyId && scope.companyId !== viewer.companyId)
    throw forbidden('Automation of another company');
  if (scope.brandId && scope.brandId !== (await brandOfCompany(db, viewer.companyId))?.id)
    throw forbidden('Automation of another brand');
}

async function namesOf(db: Db, userIds: readonly (string | null)[]): Promise<Map<string, string>> {
  const ids = [...new Set(userIds.filter((id): id is string => Boolean(id)))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      userId: userProfiles.userId,
      firstName: userProfiles.firstName,
      lastName: userProfiles.lastName,
    })
    .from(userProfiles)
    .where(inArray(userProfiles.userId, ids));
  return new Map(rows.map((row) => [row.userId, `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim()]));
}

export async function listAutoresponders(
  { db }: Deps,
  viewer: Viewer,
  filter: {
    brandId?: string | null;
    companyId?: string | null;
    type?: string | null;
    active?: boolean | null;
  },
): Promise<Autoresponder[]> {
  await assertOwnScope(db, viewer, filter);
  await ensureCompanyAutomation(db, viewer.companyId);
  const conditions: SQL[] = [eq(autoresponders.companyId, viewer.companyId)];
  if (filter.type) conditions.push(eq(autoresponders.type, filter.type));
  if (typeof filter.active === 'boolean') conditions.push(eq(autoresponders.active, filter.active));
  const rows = await db
    .select()
    .from(autoresponders)
    .where(and(...conditions));
  const names = await namesOf(
    db,
    rows.map((row) => row.editedBy),
  );
  const order = (type: string) =>
    [
      'WELCOME',
      'OUT_OF_OFFICE',
      'ABSENCE',
      'CONVERSATION_CLAIMED',
      'CONVERSATION_CLOSED',
      'OPT_IN_CONFIRMED',
      'OPT_IN_REVOKED',
    ].indexOf(type);
  return rows
    .sort((a, b) => order(a.type) - order(b.type))
    .map((row) => presentAutoresponder(row, row.editedBy ? (names.get(row.editedBy) ?? null) : null));
}

export async function updateAutoresponder(
  { db }: Deps,
  viewer: Viewer,
  input: {
    id: string;
    type?: string | undefined;
    active?: boolean | undefined;
    config?: AutoresponderConfig | undefined;
  },
): Promise<Autoresponder> {
  assertAdmin(viewer);
  const [row] = await db
    .select()
    .from(autoresponders)
    .where(and(eq(autoresponders.id, input.id), eq(autoresponders.companyId, viewer.companyId)));
  if (!row) throw notFound('Autoresponder');
  if (input.type && input.type !== row.type)
    throw badUserInput('type', 'FORM_ERRORS.GENERAL', 'The type of an autoresponder does not change');
  if (input.active === false && LOCKED_AUTORESPONDERS.includes(row.type as AutoresponderType))
    throw badUserInput(
      'active',
      automationMessageKeys.lockedAutoresponder,
      'This autoresponder cannot be switched off',
    );
  const [saved] = await db
    .update(autoresponders)
    .set({
      ...(input.active === undefined ? {} : { active: input.active }),
      ...(input.config ? { subject: input.config.subject, body: input.config.body } : {}),
      editedBy: viewer.user.id,
    })
    .where(eq(autoresponders.id, row.id))
    .returning();
  if (!saved) throw notFound('Autoresponder');
  const names = await namesOf(db, [viewer.user.id]);
  return presentAutoresponder(saved, names.get(viewer.user.id) ?? null);
}

export async function getConsentBot({ db }: Deps, viewer: Viewer): Promise<ConsentBot> {
  assertAdmin(viewer);
  await ensureCompanyAutomation(db, viewer.companyId);
  const [row] = await db.select().from(consentBots).where(eq(consentBots.companyId, viewer.companyId));
  if (!row) throw notFound('Consent bot');
  const names = await namesOf(db, [row.editedBy]);
  return presentConsentBot(row, row.editedBy ? (names.get(row.editedBy) ?? null) : null);
}

export async function updateConsentBot(
  { db }: Deps,
  viewer: Viewer,
  input: { active?: boolean | undefined; config?: ConsentBotForm | undefined },
): Promise<ConsentBot> {
  assertAdmin(viewer);
  await ensureCompanyAutomation(db, viewer.companyId);
  await db
    .update(consentBots)
    .set({
      ...(input.active === undefined ? {} : { active: input.active }),
      ...(input.config ?? {}),
      editedBy: viewer.user.id,
    })
    .where(eq(consentBots.companyId, viewer.companyId));
  return getConsentBot({ db }, viewer);
}

async function runCounts(db: Db, botIds: readonly string[]): Promise<Map<string, number>> {
  if (botIds.length === 0) return new Map();
  const rows = await db
    .select({ botId: automationRuns.botId, runs: count() })
    .from(automationRuns)
    .where(inArray(automationRuns.botId, [...botIds]))
    .groupBy(automationRuns.botId);
  return new Map(rows.map((row) => [row.botId as string, row.runs]));
}

export async function listBots(
  { db }: Deps,
  viewer: Viewer,
  filter: {
    active?: boolean | null;
    brandId?: string | null;
    companyId?: string | null;
    ids?: readonly string[] | null;
    type?: string | null;
    default?: boolean | null;
  },
): Promise<Bot[]> {
  await assertOwnScope(db, viewer, filter);
  const conditions: SQL[] = [eq(companyBots.companyId, viewer.companyId)];
  if (typeof filter.active === 'boolean') conditions.push(eq(companyBots.active, filter.active));
  if (filter.ids?.length) conditions.push(inArray(companyBots.id, [...filter.ids]));
  if (filter.type) conditions.push(eq(companyBots.type, filter.type));
  if (typeof filter.default === 'boolean') conditions.push(eq(companyBots.isDefault, filter.default));
  const rows = await db
    .select()
    .from(companyBots)
    .where(and(...conditions))
    .orderBy(asc(companyBots.name), asc(companyBots.id))
    .limit(200);
  const counts = await runCounts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => presentBot(row, counts.get(row.id) ?? 0));
}

/** The company's bots (spec 7: new-bots/list/companies/{companyId}), newest first. */
export async function listCompanyBots(
  { db }: Deps,
  viewer: Viewer,
  companyId: string,
): Promise<RestCompanyBot[]> {
  await assertOwnScope(db, viewer, { companyId });
  const rows = await db
    .select()
    .from(companyBots)
    .where(eq(companyBots.companyId, viewer.companyId))
    .orderBy(desc(companyBots.createdAt))
    .limit(200);
  return rows.map(presentCompanyBot);
}

async function ownBot(db: Db, viewer: Viewer, id: string) {
  const [row] = await db
    .select()
    .from(companyBots)
    .where(and(eq(companyBots.id, id), eq(companyBots.companyId, viewer.companyId)));
  if (!row) throw notFound('Bot');
  return row;
}

/** A flow as the server stores it, or BAD_USER_INPUT on `field` (BOT_SYSTEM.INVALID_FLOW or the node's first issue). */
function parsedFlow(value: unknown, field: string): BotFlow {
  const parsed = v.safeParse(botFlowSchema, value);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    throw badUserInput(field, issue?.message ?? automationMessageKeys.invalidFlow, 'Invalid flow');
  }
  return parsed.output as BotFlow;
}

/**
 * Changes a bot: its name, one node (replaced by its id; the node's type cannot change), the whole flow,
 * its settings (a user of another company is NOT_FOUND), and/or whether it is active.
 */
export async function updateBot(
  { db }: Deps,
  viewer: Viewer,
  input: {
    id: string;
    active?: boolean | undefined;
    payload?:
      | {
          name?: string | undefined;
          node?: unknown;
          config?: unknown;
          settings?: Partial<BotSettingsForm> | undefined;
        }
      | undefined;
  },
): Promise<Bot> {
  assertAdmin(viewer);
  const row = await ownBot(db, viewer, input.id);
  const payload = input.payload ?? {};
  let flow = payload.config === undefined ? flowOrEmpty(row.config) : parsedFlow(payload.config, 'config');
  if (payload.node !== undefined) {
    const parsed = v.safeParse(botNodeSchema, payload.node);
    if (!parsed.success) {
      const issue = parsed.issues[0];
      const field = issue?.path?.at(-1)?.key;
      throw badUserInput(
        typeof field === 'string' ? field : 'node',
        issue?.message ?? 'FORM_ERRORS.GENERAL',
        'Invalid node',
      );
    }
    const node = parsed.output;
    const index = flow.nodes.findIndex((candidate) => candidate.id === node.id);
    if (index < 0)
      throw new AppError('NOT_FOUND', 'Node not found', {
        messageKey: automationMessageKeys.nodeNotFound,
        field: 'node',
      });
    if (flow.nodes[index]?.type !== node.type)
      throw badUserInput('node', 'FORM_ERRORS.GENERAL', 'A node keeps its type');
    flow = {
      ...flow,
      nodes: flow.nodes.map((candidate, at) =>
        at === index ? (node as BotFlow['nodes'][number]) : candidate,
      ),
    };
    flow = parsedFlow(flow, 'node');
  }
  let settings: BotSettings = row.settings;
  if (payload.settings) {
    const next = { ...row.settings, ...payload.settings };
    if (next.userId) {
      const [user] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, next.userId), eq(users.companyId, viewer.companyId)));
      if (!user) throw badUserInput('userId', 'FORM_ERRORS.GENERAL', 'No such user in this company');
    }
    settings = next;
  }
  const [saved] = await db
    .update(companyBots)
    .set({
      ...(payload.name === undefined ? {} : { name: payload.name }),
      ...(input.active === undefined ? {} : { active: input.active }),
      config: flow,
      settings,
    })
    .where(eq(companyBots.id, row.id))
    .returning();
  if (!saved) throw notFound('Bot');
  const counts = await runCounts(db, [saved.id]);
  return presentBot(saved, counts.get(saved.id) ?? 0);
}

async function ownBrandId(db: Db, viewer: Viewer): Promise<string> {
  const brand = await brandOfCompany(db, viewer.companyId);
  if (!brand) throw notFound('Brand');
  return brand.id;
}

/** The brand's bots (spec 7: new-bots/list/brands/{brandId}); another brand is FORBIDDEN. */
export async function listBrandBots({ db }: Deps, viewer: Viewer, brandId: string): Promise<RestBrandBot[]> {
  await assertOwnScope(db, viewer, { brandId });
  const rows = await db
    .select()
    .from(brandBots)
    .where(eq(brandBots.brandId, brandId))
    .orderBy(desc(brandBots.isDefault), asc(brandBots.name));
  return rows.map(presentBrandBot);
}

/** One brand bot with its flow (spec 7: new-bots/brands/{botId}); one of another brand is NOT_FOUND. */
export async function brandBotDetail({ db }: Deps, viewer: Viewer, id: string): Promise<RestBrandBotDetail> {
  assertAdmin(viewer);
  const [row] = await db
    .select()
    .from(brandBots)
    .where(and(eq(brandBots.id, id), eq(brandBots.brandId, await ownBrandId(db, viewer))));
  if (!row) throw notFound('Bot');
  return { ...presentBrandBot(row), config: flowOrEmpty(row.config) };
}

/** settings/bot/add: installs a brand bot in the company, switched off, under a name of its own. */
export async function createBotFromBrand(
  { db }: Deps,
  viewer: Viewer,
  input: { brandBotId: string; name: string },
): Promise<Bot> {
  assertAdmin(viewer);
  const [blueprint] = await db
    .select()
    .from(brandBots)
    .where(and(eq(brandBots.id, input.brandBotId), eq(brandBots.brandId, await ownBrandId(db, viewer))));
  if (!blueprint) throw badUserInput('brandBotId', 'FORM_ERRORS.GENERAL', 'No such bot of the brand');
  const [taken] = await db
    .select({ id: companyBots.id })
    .from(companyBots)
    .where(and(eq(companyBots.companyId, viewer.companyId), eq(companyBots.name, input.name)))
    .limit(1);
  if (taken) throw badUserInput('name', automationMessageKeys.duplicateBotName, 'A bot of this name exists');
  const [saved] = await db
    .insert(companyBots)
    .values({
      companyId: viewer.companyId,
      name: input.name,
      type: blueprint.type,
      active: false,
      isDefault: false,
      config: flowOrEmpty(blueprint.config),
      brandBotId: blueprint.id,
    })
    .returning();
  if (!saved) throw new Error('bot not inserted');
  return presentBot(saved, 0);
}
