import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BOT_MAX_STEPS_PER_RUN, type BotEdge, type BotNode, EDITABLE_BOT_NODE_TYPES } from '@parley/domain';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIds } from '../src/db/demo.ts';
import {
  automationRuns,
  automationSteps,
  autoresponders,
  consentBots,
} from '../src/db/features/automation.ts';
import { companyBots } from '../src/db/features/shop.ts';
import {
  consentEntries,
  contactLabels,
  contacts,
  labels,
  messages,
  opportunities,
  opportunityLabels,
  teamAvailability,
} from '../src/db/schema.ts';
import { automationIds } from '../src/db/seed-automation.ts';
import { inboxIds } from '../src/db/seed-inbox.ts';
import { newsletterIds } from '../src/db/seed-newsletter.ts';
import { settingsIds } from '../src/db/seed-settings.ts';
import { startJobs } from '../src/jobs/queue.ts';
import { type RunningServer, startServer } from '../src/server.ts';
import { ADMIN, createTestApp, gql, OTHER, rest, type TestApp, token, USER } from './helpers.ts';

/*
 * Automation (issue 33): what admins set up (autoresponders, the consent bot, bots; admins only, own
 * company only) and what the server then executes on the next inbound message, as durable jobs: the
 * incoming autoresponders, the consent bot, and a flow node by node, every node type, with its steps
 * on the conversation, bounded loops, a refused private http request, and a pause that survives a
 * restart.
 */

const until = async <T>(check: () => Promise<T | null | undefined | false>, ms = 20_000): Promise<T> => {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

let t: TestApp;
let server: RunningServer;
let hook: Server;
let hookHits: string[] = [];

async function boot() {
  server = await startServer({
    db: t.database.db,
    auth: t.auth,
    config: t.config,
    jobs: await startJobs(t.database),
  });
}

beforeAll(async () => {
  hook = createServer((request, response) => {
    hookHits.push(`${request.method} ${request.url}`);
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  t = await createTestApp({
    standinDeliveryMs: null,
    automationHttp: {
      allowedHosts: ['hooks.test', '127.0.0.1', 'localhost'],
      timeoutMs: 2000,
      maxResponseBytes: 4096,
      trustedAddresses: [],
    },
  });
  await boot();
});
afterAll(async () => {
  await server.close();
  await t.close();
  await new Promise((resolve) => hook.close(resolve));
});

const db = () => t.database.db;

/** Plays a customer writing (the dev route, on the live server with its job queue). */
async function inject(body: Record<string, unknown>) {
  const response = await fetch(`${server.url}/api/dev/inject`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ channelType: 'WHATSAPP', ...body }),
  });
  expect(response.status).toBeLessThan(300);
  return (await response.json()) as {
    opportunity: { id: string; contact: { id: string } };
    message: { id: string };
  };
}

const staffMessages = (opportunityId: string) =>
  db()
    .select()
    .from(messages)
    .where(and(eq(messages.opportunityId, opportunityId), eq(messages.senderType, 'USER')))
    .orderBy(messages.createdAt);

async function setResponder(type: string, active: boolean) {
  await db()
    .update(autoresponders)
    .set({ active })
    .where(and(eq(autoresponders.companyId, demoIds.companyDemo), eq(autoresponders.type, type)));
}

describe('set up by admins only', () => {
  it('lists the seven autoresponders in their groups, the revoke one locked', async () => {
    const { body } = await gql<{
      autoresponders: { id: string; type: string; group: string; locked: boolean }[];
    }>(t.app, '{ autoresponders { id type group locked active config { subject body } } }', {
      token: token(ADMIN),
    });
    const list = body.data?.autoresponders ?? [];
    expect(list.map((item) => item.type)).toEqual([
      'WELCOME',
      'OUT_OF_OFFICE',
      'ABSENCE',
      'CONVERSATION_CLAIMED',
      'CONVERSATION_CLOSED',
      'OPT_IN_CONFIRMED',
      'OPT_IN_REVOKED',
    ]);
    expect(list.filter((item) => item.locked).map((item) => item.type)).toEqual(['OPT_IN_REVOKED']);
    const revoke = list.find((item) => item.locked);
    const off = await gql(
      t.app,
      'mutation ($id: ID!) { autoresponderUpdate(id: $id, active: false) { id } }',
      {
        token: token(ADMIN),
        variables: { id: revoke?.id },
      },
    );
    expect(off.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'active',
      messageKey: 'BOT_SYSTEM.AUTORESPONDER_LOCKED',
    });
    const welcome = list.find((item) => item.type === 'WELCOME');
    const blank = await gql(
      t.app,
      'mutation ($id: ID!) { autoresponderUpdate(id: $id, config: { subject: "x", body: "   " }) { id } }',
      { token: token(ADMIN), variables: { id: welcome?.id } },
    );
    expect(blank.body.errors?.[0]?.extensions).toMatchObject({
      field: 'body',
      messageKey: 'FORM_ERRORS.REQUIRED',
    });
  });

  it('refuses company users and other companies on every field and route', async () => {
    for (const query of [
      '{ autoresponders { id } }',
      '{ consentBot { active } }',
      '{ bots { id } }',
      `mutation { updateBotConfig(id: "${automationIds.companyBot(1)}", active: true) { id } }`,
      `mutation { createBotFromBrand(brandBotId: "${automationIds.brandBot(1)}", name: "Mine") { id } }`,
      'mutation { consentBotUpdate(active: true) { active } }',
    ]) {
      const { body } = await gql(t.app, query, { token: token(USER) });
      expect(body.errors?.[0]?.extensions?.code, query).toBe('FORBIDDEN');
    }
    for (const path of [
      `/api/core-service/new-bots/list/companies/${demoIds.companyDemo}`,
      `/api/core-service/new-bots/list/brands/${demoIds.brandParley}`,
      `/api/core-service/new-bots/brands/${automationIds.brandBot(1)}`,
    ])
      expect((await rest(t.app, 'GET', path, { token: token(USER) })).status, path).toBe(403);
    // Another company's admin: its bot is not found, Demo GmbH's list and brand are forbidden.
    const foreign = await gql(
      t.app,
      `mutation { updateBotConfig(id: "${automationIds.companyBot(1)}", active: true) { id } }`,
      {
        token: token(OTHER),
      },
    );
    expect(foreign.body.errors?.[0]?.extensions?.code).toMatch(/NOT_FOUND|FORBIDDEN/);
    const others = await gql(t.app, `{ bots(companyId: "${demoIds.companyDemo}") { id } }`, {
      token: token(ADMIN),
    });
    expect(others.body.data?.bots).toBeDefined();
    const otherBrand = await rest(
      t.app,
      'GET',
      `/api/core-service/new-bots/list/brands/${demoIds.brandNordlicht}`,
      {
        token: token(ADMIN),
      },
    );
    expect(otherBrand.status).toBe(403);
    const otherBrandBot = await rest(
      t.app,
      'GET',
      `/api/core-service/new-bots/brands/${automationIds.brandBot(4)}`,
      {
        token: token(ADMIN),
      },
    );
    expect(otherBrandBot.status).toBe(404);
  });

  it('lists the brand bots and installs one under a new name, switched off', async () => {
    const list = await rest(t.app, 'GET', `/api/core-service/new-bots/list/brands/${demoIds.brandParley}`, {
      token: token(ADMIN),
    });
    expect(list.status).toBe(200);
    expect((list.json as unknown as { name: string }[]).map((bot) => bot.name)).toContain('Every node');
    const detail = await rest(
      t.app,
      'GET',
      `/api/core-service/new-bots/brands/${automationIds.brandBot(3)}`,
      {
        token: token(ADMIN),
      },
    );
    expect((detail.json as unknown as { config: { nodes: unknown[] } }).config.nodes).toHaveLength(23);
    const created = await gql<{ createBotFromBrand: { id: string; active: boolean; name: string } }>(
      t.app,
      `mutation { createBotFromBrand(brandBotId: "${automationIds.brandBot(2)}", name: "Leads 2") { id active name } }`,
      { token: token(ADMIN) },
    );
    expect(created.body.data?.createBotFromBrand).toMatchObject({ active: false, name: 'Leads 2' });
    const again = await gql(
      t.app,
      `mutation { createBotFromBrand(brandBotId: "${automationIds.brandBot(2)}", name: "Leads 2") { id } }`,
      { token: token(ADMIN) },
    );
    expect(again.body.errors?.[0]?.extensions).toMatchObject({
      field: 'name',
      messageKey: 'BOT_SYSTEM.DUPLICATE_BOT_NAME',
    });
  });

  it('saves one node with its type rules and refuses a broken flow', async () => {
    const mutation = `mutation ($id: ID!, $payload: BotConfigPayload) { updateBotConfig(id: $id, payload: $payload) { id config { nodes } } }`;
    const pause = {
      id: 'wait',
      type: 'pause',
      name: 'Wait',
      position: { x: 0, y: 330 },
      data: { pauseType: 'DURATION', rawDuration: 'soon' },
    };
    const bad = await gql(t.app, mutation, {
      token: token(ADMIN),
      variables: { id: automationIds.companyBot(1), payload: { node: pause } },
    });
    expect(bad.body.errors?.[0]?.extensions).toMatchObject({
      field: 'rawDuration',
      messageKey: 'BOT_SYSTEM.INVALID_DURATION',
    });
    const good = await gql<{ updateBotConfig: { config: { nodes: BotNode[] } } }>(t.app, mutation, {
      token: token(ADMIN),
      variables: {
        id: automationIds.companyBot(1),
        payload: { node: { ...pause, data: { ...pause.data, rawDuration: '3s' } } },
      },
    });
    expect(
      good.body.data?.updateBotConfig.config.nodes.find((node) => node.id === 'wait')?.data,
    ).toMatchObject({ rawDuration: '3s' });
    const broken = await gql(t.app, mutation, {
      token: token(ADMIN),
      variables: {
        id: automationIds.companyBot(1),
        payload: { config: { nodes: [], edges: [{ id: 'x', source: 'a', target: 'b' }] } },
      },
    });
    expect(broken.body.errors?.[0]?.extensions).toMatchObject({ messageKey: 'BOT_SYSTEM.INVALID_FLOW' });
  });
});

describe('incoming autoresponders', () => {
  it('answers a new conversation with the welcome once switched on, and nothing while off', async () => {
    const off = await inject({ body: 'Hallo, ist jemand da?' });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await staffMessages(off.opportunity.id)).toHaveLength(0);
    await setResponder('WELCOME', true);
    try {
      const on = await inject({ body: 'Hallo nochmal' });
      const [reply] = await until(async () => {
        const rows = await staffMessages(on.opportunity.id);
        return rows.length ? rows : null;
      });
      expect(reply).toMatchObject({ automationName: 'Autoresponder', kind: 'MESSAGE' });
      expect(reply?.body).toContain('Thanks for your message');
      const [opportunity] = await db()
        .select()
        .from(opportunities)
        .where(eq(opportunities.id, on.opportunity.id));
      expect(opportunity?.automation).toBe('Autoresponder');
    } finally {
      await setResponder('WELCOME', false);
    }
  });

  it('sends the out-of-office reply instead outside the teams’ opening hours', async () => {
    const now = new Date();
    const day = (now.getUTCDay() + 6) % 7;
    const other = (day + 3) % 7;
    const slots = await db().select().from(teamAvailability);
    await db().delete(teamAvailability);
    await db()
      .insert(teamAvailability)
      .values({ teamId: demoIds.teamSales, day: other, from: '08:00', to: '09:00' });
    await setResponder('WELCOME', true);
    await setResponder('OUT_OF_OFFICE', true);
    try {
      const closed = await inject({ body: 'Seid ihr noch da?' });
      const [reply] = await until(async () => {
        const rows = await staffMessages(closed.opportunity.id);
        return rows.length ? rows : null;
      });
      expect(reply?.body).toContain('closed right now');
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await staffMessages(closed.opportunity.id)).toHaveLength(1);
    } finally {
      await setResponder('WELCOME', false);
      await setResponder('OUT_OF_OFFICE', false);
      await db().delete(teamAvailability);
      if (slots.length) await db().insert(teamAvailability).values(slots);
    }
  });
});

describe('the consent bot', () => {
  it('asks once, records YES as a consent and STOP as a revoke with the locked confirmation', async () => {
    await db()
      .update(consentBots)
      .set({ active: true })
      .where(eq(consentBots.companyId, demoIds.companyDemo));
    try {
      const first = await inject({ body: 'Hi there' });
      const contactId = first.opportunity.contact.id;
      await until(async () =>
        (await staffMessages(first.opportunity.id)).some((row) => row.body?.includes('May we send you news')),
      );
      await inject({ opportunityId: first.opportunity.id, body: 'yes!' });
      await until(async () => {
        const rows = await db().select().from(consentEntries).where(eq(consentEntries.contactId, contactId));
        return rows.some((row) => row.type === 'DIGITAL' && row.active);
      });
      await inject({ opportunityId: first.opportunity.id, body: 'STOP' });
      await until(async () => {
        const rows = await db().select().from(consentEntries).where(eq(consentEntries.contactId, contactId));
        return (
          rows.some((row) => row.type === 'REVOKED') &&
          !rows.some((row) => row.type === 'DIGITAL' && row.active)
        );
      });
      const thread = await until(async () => {
        const rows = await staffMessages(first.opportunity.id);
        return rows.some((row) => row.body?.includes('unsubscribed')) ? rows : null;
      });
      expect(thread.filter((row) => row.kind === 'EVENT').map((row) => row.event?.key)).toEqual([
        'AUTOMATION.OPT_IN_ASKED',
        'AUTOMATION.CONSENT_GIVEN',
        'AUTOMATION.CONSENT_REVOKED',
      ]);
    } finally {
      await db()
        .update(consentBots)
        .set({ active: false })
        .where(eq(consentBots.companyId, demoIds.companyDemo));
    }
  });
});

let botCounter = 10;
/** A company bot of its own for one test: start on `#tag` → the given nodes in a row → end. */
async function flowBot(tag: string, steps: Omit<BotNode, 'position' | 'name'>[], extraEdges: BotEdge[] = []) {
  botCounter += 1;
  const nodes = [
    {
      id: 'start',
      type: 'start',
      name: 'Start',
      position: { x: 0, y: 0 },
      data: { trigger: 'HASHTAG', hashTag: tag, labelKey: '' },
    },
    ...steps.map((step, index) => ({ ...step, name: null, position: { x: 0, y: (index + 1) * 100 } })),
    { id: 'end', type: 'end', name: null, position: { x: 0, y: 2000 }, data: {} },
  ];
  const chain = ['start', ...steps.map((step) => step.id), 'end'];
  const edges: BotEdge[] = [
    ...chain.slice(1).map((target, index) => ({
      id: `c${index}`,
      source: chain[index] as string,
      target,
      condition: 'next' as const,
    })),
    ...extraEdges,
  ];
  const [bot] = await db()
    .insert(companyBots)
    .values({
      id: automationIds.companyBot(botCounter),
      companyId: demoIds.companyDemo,
      name: `Test ${tag}`,
      type: 'flow',
      active: true,
      config: { nodes, edges },
    })
    .returning();
  return bot as typeof companyBots.$inferSelect;
}

/** The latest bot run on the conversation (an invoke-bot node moves a run on to another bot). */
async function runOf(_botId: string, opportunityId: string) {
  const [run] = await db()
    .select()
    .from(automationRuns)
    .where(and(isNotNull(automationRuns.botId), eq(automationRuns.opportunityId, opportunityId)))
    .orderBy(desc(automationRuns.createdAt));
  return run;
}

const settled = (botId: string, opportunityId: string, states = ['DONE', 'STOPPED', 'WAITING', 'PAUSED']) =>
  until(async () => {
    const run = await runOf(botId, opportunityId);
    return run && states.includes(run.state) ? run : null;
  });

async function events(opportunityId: string) {
  const rows = await db()
    .select()
    .from(messages)
    .where(and(eq(messages.opportunityId, opportunityId), eq(messages.kind, 'EVENT')))
    .orderBy(messages.createdAt);
  return rows.map((row) => [row.event?.key, row.event?.value ?? null]);
}

async function opportunityLabelKeys(opportunityId: string) {
  const rows = await db()
    .select({ key: labels.key })
    .from(opportunityLabels)
    .innerJoin(labels, eq(labels.id, opportunityLabels.labelId))
    .where(eq(opportunityLabels.opportunityId, opportunityId));
  return rows.map((row) => row.key);
}

async function contactLabelKeys(contactId: string) {
  const rows = await db()
    .select({ key: labels.key })
    .from(contactLabels)
    .innerJoin(labels, eq(labels.id, contactLabels.labelId))
    .where(eq(contactLabels.contactId, contactId));
  return rows.map((row) => row.key);
}

type Case = {
  type: (typeof EDITABLE_BOT_NODE_TYPES)[number];
  data: Record<string, unknown>;
  /** Runs first: what the node then changes. */
  before?: (ids: { opportunityId: string; contactId: string }) => Promise<void>;
  check: (ids: { opportunityId: string; contactId: string }) => Promise<void>;
  state?: string;
};

const opportunityRow = async (id: string) =>
  (await db().select().from(opportunities).where(eq(opportunities.id, id)))[0];
const contactRow = async (id: string) => (await db().select().from(contacts).where(eq(contacts.id, id)))[0];

const cases: Case[] = [
  {
    type: 'internal-note',
    data: { note: 'Ruft morgen an' },
    check: async ({ opportunityId }) =>
      expect(await events(opportunityId)).toContainEqual(['AUTOMATION.NOTE', 'Ruft morgen an']),
  },
  {
    type: 'set-user',
    data: { userId: demoIds.userUser },
    check: async ({ opportunityId }) =>
      expect(await opportunityRow(opportunityId)).toMatchObject({
        userId: demoIds.userUser,
        isInPool: false,
      }),
  },
  {
    type: 'set-status',
    data: { status: 'CLOSED' },
    check: async ({ opportunityId }) => expect((await opportunityRow(opportunityId))?.status).toBe('CLOSED'),
  },
  {
    type: 'set-visibility',
    data: { visibility: 'ASSIGNED' },
    check: async ({ opportunityId }) => expect((await opportunityRow(opportunityId))?.isInPool).toBe(false),
  },
  {
    type: 'send-message',
    data: { message: 'Grüß dich!' },
    check: async ({ opportunityId }) =>
      expect((await staffMessages(opportunityId)).find((row) => row.kind === 'MESSAGE')).toMatchObject({
        body: 'Grüß dich!',
        automationName: expect.stringContaining('Test'),
      }),
  },
  {
    type: 'send-template',
    data: { templateId: newsletterIds.template(1) },
    check: async ({ opportunityId }) => {
      expect(
        (await staffMessages(opportunityId)).some((row) => row.body?.includes('wir haben dich vermisst')),
      ).toBe(true);
      expect(await events(opportunityId)).toContainEqual(['AUTOMATION.SEND_TEMPLATE', 'Welcome back']);
    },
  },
  {
    type: 'http-request',
    data: { method: 'GET', url: 'https://not-allowed.example/hook', body: '' },
    check: async ({ opportunityId }) =>
      expect(await events(opportunityId)).toContainEqual([
        'AUTOMATION.HTTP_REQUEST',
        'GET not-allowed.example → HOST_NOT_ALLOWED',
      ]),
  },
  {
    type: 'script',
    data: { expression: 'message.body contains "#tscript" and opportunity.channel == "WHATSAPP"' },
    check: async ({ opportunityId }) =>
      expect(await events(opportunityId)).toContainEqual(['AUTOMATION.SCRIPT', 'true']),
  },
  {
    type: 'invoke-bot',
    data: { botId: automationIds.companyBot(3), startNodeId: 'lead' },
    check: async ({ opportunityId }) => {
      expect(await events(opportunityId)).toContainEqual(['AUTOMATION.INVOKE_BOT', 'Lead qualification']);
      expect(await opportunityLabelKeys(opportunityId)).toContain('Lead');
    },
  },
  {
    type: 'opt-in',
    data: { question: 'Newsletter? JA oder NEIN', agreeKeyword: 'JA', declineKeyword: 'NEIN' },
    state: 'WAITING',
    check: async ({ opportunityId }) =>
      expect(
        (await staffMessages(opportunityId)).some((row) => row.body === 'Newsletter? JA oder NEIN'),
      ).toBe(true),
  },
  {
    type: 'pause',
    data: { pauseType: 'DURATION', rawDuration: '1d', resumeDate: '' },
    state: 'PAUSED',
    check: async ({ opportunityId }) => {
      const [event] = (await events(opportunityId)).filter(([key]) => key === 'AUTOMATION.PAUSE');
      expect(Date.parse(String(event?.[1])) - Date.now()).toBeGreaterThan(23 * 3600_000);
    },
  },
  {
    type: 'set-product',
    data: { productId: inboxIds.product(1) },
    check: async ({ opportunityId }) =>
      expect((await opportunityRow(opportunityId))?.brandProductIds).toContain(inboxIds.product(1)),
  },
  {
    type: 'remove-product',
    data: { productId: inboxIds.product(1) },
    before: async ({ opportunityId }) => {
      await db()
        .update(opportunities)
        .set({ brandProductIds: [inboxIds.product(1)] })
        .where(eq(opportunities.id, opportunityId));
    },
    check: async ({ opportunityId }) =>
      expect((await opportunityRow(opportunityId))?.brandProductIds).toEqual([]),
  },
  {
    type: 'set-customer-type',
    data: { customerTypeId: settingsIds.customerType(2) },
    check: async ({ opportunityId }) =>
      expect((await opportunityRow(opportunityId))?.customerTypeId).toBe(settingsIds.customerType(2)),
  },
  {
    type: 'remove-customer-type',
    data: { customerTypeId: settingsIds.customerType(2) },
    before: async ({ opportunityId }) => {
      await db()
        .update(opportunities)
        .set({ customerTypeId: settingsIds.customerType(2) })
        .where(eq(opportunities.id, opportunityId));
    },
    check: async ({ opportunityId }) =>
      expect((await opportunityRow(opportunityId))?.customerTypeId).toBeNull(),
  },
  {
    type: 'set-contact-customer-type',
    data: { customerTypeId: settingsIds.customerType(2) },
    check: async ({ contactId }) => expect((await contactRow(contactId))?.contactType).toBe('Gewerbekunde'),
  },
  {
    type: 'remove-contact-customer-type',
    data: { customerTypeId: settingsIds.customerType(2) },
    before: async ({ contactId }) => {
      await db().update(contacts).set({ contactType: 'Gewerbekunde' }).where(eq(contacts.id, contactId));
    },
    check: async ({ contactId }) => expect((await contactRow(contactId))?.contactType).toBeNull(),
  },
  {
    type: 'set-label',
    data: { labelKey: 'Rückruf' },
    check: async ({ opportunityId }) =>
      expect(await opportunityLabelKeys(opportunityId)).toContain('Rückruf'),
  },
  {
    type: 'remove-label',
    data: { labelKey: 'VIP' },
    before: async ({ opportunityId }) => {
      const [vip] = await db()
        .select()
        .from(labels)
        .where(and(eq(labels.companyId, demoIds.companyDemo), eq(labels.key, 'VIP')));
      if (vip)
        await db().insert(opportunityLabels).values({ opportunityId, labelId: vip.id }).onConflictDoNothing();
    },
    check: async ({ opportunityId }) =>
      expect(await opportunityLabelKeys(opportunityId)).not.toContain('VIP'),
  },
  {
    type: 'set-contact-label',
    data: { labelKey: 'Stammkunde' },
    check: async ({ contactId }) => expect(await contactLabelKeys(contactId)).toContain('Stammkunde'),
  },
  {
    type: 'remove-contact-label',
    data: { labelKey: 'Stammkunde' },
    before: async ({ contactId }) => {
      await db()
        .insert(labels)
        .values({ companyId: demoIds.companyDemo, key: 'Stammkunde' })
        .onConflictDoNothing();
      const [label] = await db()
        .select()
        .from(labels)
        .where(and(eq(labels.companyId, demoIds.companyDemo), eq(labels.key, 'Stammkunde')));
      if (label)
        await db().insert(contactLabels).values({ contactId, labelId: label.id }).onConflictDoNothing();
    },
    check: async ({ contactId }) => expect(await contactLabelKeys(contactId)).not.toContain('Stammkunde'),
  },
];

describe('a flow runs node by node', () => {
  it('covers every node type but start (the start node runs in each)', () => {
    expect(new Set(cases.map((item) => item.type))).toEqual(
      new Set(EDITABLE_BOT_NODE_TYPES.filter((type) => type !== 'start')),
    );
  });

  for (const item of cases)
    it(`executes ${item.type}`, async () => {
      const tag = `#t${item.type.replaceAll('-', '')}`;
      const first = await inject({ body: 'Guten Tag' });
      const ids = { opportunityId: first.opportunity.id, contactId: first.opportunity.contact.id };
      await item.before?.(ids);
      const bot = await flowBot(tag, [
        { id: 'node', type: item.type, data: item.data } as Omit<BotNode, 'position' | 'name'>,
      ]);
      try {
        await inject({ opportunityId: ids.opportunityId, body: `Bitte ${tag}` });
        const run = await settled(bot.id, ids.opportunityId);
        expect(run.state, run.reason ?? '').toBe(item.state ?? 'DONE');
        await item.check(ids);
        const steps = await db().select().from(automationSteps).where(eq(automationSteps.runId, run.id));
        expect(steps.map((step) => step.nodeType)).toContain(
          item.type === 'invoke-bot' ? 'invoke-bot' : item.type,
        );
      } finally {
        await db().update(companyBots).set({ active: false }).where(eq(companyBots.id, bot.id));
      }
    });

  it('stops a flow that invokes itself after the step limit, with the reason on the conversation', async () => {
    const first = await inject({ body: 'Schleife?' });
    botCounter += 1;
    const id = automationIds.companyBot(botCounter);
    await db()
      .insert(companyBots)
      .values({
        id,
        companyId: demoIds.companyDemo,
        name: 'Loop',
        type: 'flow',
        active: true,
        config: {
          nodes: [
            {
              id: 'start',
              type: 'start',
              name: null,
              position: { x: 0, y: 0 },
              data: { trigger: 'HASHTAG', hashTag: '#loop', labelKey: '' },
            },
            {
              id: 'again',
              type: 'invoke-bot',
              name: null,
              position: { x: 0, y: 100 },
              data: { botId: id, startNodeId: '' },
            },
          ],
          edges: [{ id: 'e', source: 'start', target: 'again', condition: 'next' }],
        },
      });
    try {
      await inject({ opportunityId: first.opportunity.id, body: '#loop' });
      const run = await settled(id, first.opportunity.id, ['STOPPED', 'DONE']);
      expect(run).toMatchObject({ state: 'STOPPED', reason: 'STEP_LIMIT', stepCount: BOT_MAX_STEPS_PER_RUN });
      expect(await events(first.opportunity.id)).toContainEqual([
        'AUTOMATION.STEP_LIMIT',
        String(BOT_MAX_STEPS_PER_RUN),
      ]);
    } finally {
      await db().update(companyBots).set({ active: false }).where(eq(companyBots.id, id));
    }
  });

  it('refuses an http request to a loopback address, and the inbox goes on', async () => {
    const port = (hook.address() as AddressInfo).port;
    hookHits = [];
    const first = await inject({ body: 'Hook?' });
    const bot = await flowBot('#hook', [
      {
        id: 'node',
        type: 'http-request',
        data: { method: 'POST', url: `http://127.0.0.1:${port}/x`, body: '{}' },
      },
      { id: 'after', type: 'set-label', data: { labelKey: 'Nach dem Hook' } },
    ] as Omit<BotNode, 'position' | 'name'>[]);
    try {
      await inject({ opportunityId: first.opportunity.id, body: '#hook' });
      await settled(bot.id, first.opportunity.id);
      expect(await events(first.opportunity.id)).toContainEqual([
        'AUTOMATION.HTTP_REQUEST',
        `POST 127.0.0.1:${port} → PRIVATE_ADDRESS`,
      ]);
      expect(hookHits).toEqual([]);
      // The failure edge is the plain next edge here: the flow went on.
      expect(await opportunityLabelKeys(first.opportunity.id)).toContain('Nach dem Hook');
      // Steps of one stretch show in the order they ran.
      expect((await events(first.opportunity.id)).map(([key]) => key)).toEqual([
        'AUTOMATION.HTTP_REQUEST',
        'AUTOMATION.SET_LABEL',
      ]);
    } finally {
      await db().update(companyBots).set({ active: false }).where(eq(companyBots.id, bot.id));
    }
  });

  it('takes the opt-in answer and goes on along its yes edge', async () => {
    const first = await inject({ body: 'Frage?' });
    const bot = await flowBot(
      '#optin',
      [
        {
          id: 'ask',
          type: 'opt-in',
          data: { question: 'Darf ich?', agreeKeyword: 'JA', declineKeyword: 'NEIN' },
        },
        { id: 'no', type: 'set-label', data: { labelKey: 'Nein gesagt' } },
      ] as Omit<BotNode, 'position' | 'name'>[],
      [{ id: 'yes-edge', source: 'ask', target: 'yes', condition: 'yes' }],
    );
    // A node on the yes edge, added to the stored flow.
    const config = bot.config as { nodes: unknown[]; edges: BotEdge[] };
    config.nodes.push({
      id: 'yes',
      type: 'set-label',
      name: null,
      position: { x: 200, y: 200 },
      data: { labelKey: 'Ja gesagt' },
    });
    config.edges = config.edges.map((edge) =>
      edge.source === 'ask' && edge.condition === 'next' ? { ...edge, condition: 'no' } : edge,
    );
    config.edges.push({ id: 'yes-end', source: 'yes', target: 'end', condition: 'next' });
    await db().update(companyBots).set({ config }).where(eq(companyBots.id, bot.id));
    try {
      await inject({ opportunityId: first.opportunity.id, body: '#optin' });
      await settled(bot.id, first.opportunity.id, ['WAITING']);
      await inject({ opportunityId: first.opportunity.id, body: 'ja' });
      await settled(bot.id, first.opportunity.id, ['DONE', 'STOPPED']);
      const keys = await opportunityLabelKeys(first.opportunity.id);
      expect(keys).toContain('Ja gesagt');
      expect(keys).not.toContain('Nein gesagt');
    } finally {
      await db().update(companyBots).set({ active: false }).where(eq(companyBots.id, bot.id));
    }
  });
});

describe('one live run of a bot per conversation', () => {
  it('starts a bot once when two messages with its hashtag arrive at once', async () => {
    const first = await inject({ body: 'Zweimal?' });
    const bot = await flowBot('#twice', [
      { id: 'wait', type: 'pause', data: { pauseType: 'DURATION', rawDuration: '1h', resumeDate: '' } },
    ] as Omit<BotNode, 'position' | 'name'>[]);
    try {
      const both = await Promise.all([
        inject({ opportunityId: first.opportunity.id, body: '#twice' }),
        inject({ opportunityId: first.opportunity.id, body: '#twice again' }),
      ]);
      await settled(bot.id, first.opportunity.id, ['PAUSED']);
      // Both messages were handled (their jobs completed), and still one run.
      const ids = both.map((answer) => answer.message.id);
      await until(async () => {
        const { rows } = await t.database.executeSql(
          `SELECT count(*)::int AS done FROM pgboss.job
           WHERE name = 'automation-inbound' AND state = 'completed' AND data->>'messageId' = ANY($1)`,
          [ids],
        );
        return (rows[0] as { done: number }).done === 2;
      });
      const runs = await db()
        .select()
        .from(automationRuns)
        .where(and(eq(automationRuns.botId, bot.id), eq(automationRuns.opportunityId, first.opportunity.id)));
      expect(runs).toHaveLength(1);
      // The database refuses a second live run outright (instances racing past the check).
      await expect(
        db().insert(automationRuns).values({
          companyId: demoIds.companyDemo,
          opportunityId: first.opportunity.id,
          botId: bot.id,
          automationName: 'Twice',
          currentNodeId: 'start',
          state: 'RUNNING',
        }),
      ).rejects.toThrow();
    } finally {
      await db().update(companyBots).set({ active: false }).where(eq(companyBots.id, bot.id));
    }
  });
});

describe('durable', () => {
  it('resumes a pause after the server restarted', async () => {
    const first = await inject({ body: 'Pause?' });
    const bot = await flowBot('#pause', [
      { id: 'wait', type: 'pause', data: { pauseType: 'DURATION', rawDuration: '3s', resumeDate: '' } },
      { id: 'after', type: 'set-label', data: { labelKey: 'Nach der Pause' } },
    ] as Omit<BotNode, 'position' | 'name'>[]);
    try {
      await inject({ opportunityId: first.opportunity.id, body: '#pause' });
      await settled(bot.id, first.opportunity.id, ['PAUSED']);
      // The instance goes away while the run is paused; the job that resumes it is a row.
      await server.close();
      await new Promise((resolve) => setTimeout(resolve, 3500));
      expect(await opportunityLabelKeys(first.opportunity.id)).not.toContain('Nach der Pause');
      await boot();
      await settled(bot.id, first.opportunity.id, ['DONE']);
      expect(await opportunityLabelKeys(first.opportunity.id)).toContain('Nach der Pause');
      expect((await events(first.opportunity.id)).map(([key]) => key)).toEqual([
        'AUTOMATION.PAUSE',
        'AUTOMATION.RESUMED',
        'AUTOMATION.SET_LABEL',
      ]);
    } finally {
      await db().update(companyBots).set({ active: false }).where(eq(companyBots.id, bot.id));
    }
  });
});
