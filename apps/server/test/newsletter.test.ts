import { newsletterMessageKeys } from '@parley/domain';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIds } from '../src/db/demo.ts';
import {
  conversationCredits,
  creditOrders,
  newsletterRecipients,
  newsletters,
} from '../src/db/features/newsletter.ts';
import { consentEntries, contacts, messages, opportunities } from '../src/db/schema.ts';
import { newsletterIds } from '../src/db/seed-newsletter.ts';
import type { Delivery } from '../src/inbox/delivery.ts';
import { startJobs } from '../src/jobs/queue.ts';
import { createNewsletter, runDispatch } from '../src/newsletter/service.ts';
import { createNotifier } from '../src/realtime/socket.ts';
import { type RunningServer, startServer } from '../src/server.ts';
import { ADMIN, createTestApp, gql, OTHER, rest, type TestApp, token, USER } from './helpers.ts';

/*
 * Newsletters and conversation credits (issue 32): templates and their availability, the audience with
 * consent enforced by the server, the credit check, the dispatch as a durable job that resumes after a
 * crash or restart and never sends to anyone twice, even with two instances; top-ups confirmed by a job.
 */

const whatsApp = '00000000-0000-4000-8000-00000000e002';
const approved = newsletterIds.template(1);
const pending = newsletterIds.template(3);

const until = async (check: () => boolean | Promise<boolean>, ms = 20_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

const noReceipts: Delivery = {
  route: async () => 'whatsapp-send',
  send: async () => {},
  customerRead: async () => {},
};

const CREATE = `mutation ($input: CreateNewsletterInput!) {
  createNewsletter(input: $input) { id totalRecipientCount skippedNoConsent skippedNoAddress schedule { sendAt recipientCount } }
}`;

let t: TestApp;
let server: RunningServer;
/** The listening server (it has the job queue), called like the in-process app. */
let live: TestApp['app'];
beforeAll(async () => {
  t = await createTestApp({ newsletterBatchIntervalMs: 1000, topUpConfirmMs: 200, standinDeliveryMs: 300 });
  server = await startServer({
    db: t.database.db,
    auth: t.auth,
    config: t.config,
    jobs: await startJobs(t.database),
  });
  live = {
    request: (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, init),
  } as TestApp['app'];
});
afterAll(async () => {
  await server.close();
  await t.close();
});

/** Demo GmbH's contacts with a phone and active consent: who a WhatsApp newsletter reaches. */
async function reachable(): Promise<string[]> {
  const rows = await t.database.db
    .select({ id: contacts.id })
    .from(contacts)
    .where(
      and(
        eq(contacts.companyId, demoIds.companyDemo),
        sql`coalesce(${contacts.phone}, '') <> ''`,
        sql`exists (select 1 from ${consentEntries} where ${consentEntries.contactId} = ${contacts.id}
          and ${consentEntries.active} and ${consentEntries.type} in ('DIGITAL', 'MANUAL'))`,
      ),
    );
  return rows.map((row) => row.id);
}

const post = (path: string, email: string, body: unknown) =>
  rest(live, 'POST', path, { token: token(email), body });

describe('templates', () => {
  it('lists the brand templates with their sync statuses, for admins only', async () => {
    const res = await rest(
      live,
      'GET',
      `/api/core-service/od-template?domain=newsletter&channelIds=${whatsApp}`,
      {
        token: token(ADMIN),
      },
    );
    expect(res.status).toBe(200);
    const list = res.json as unknown as { id: string; metadata: { name: string }; syncStatuses: unknown[] }[];
    expect(list.map((row) => row.metadata.name)).toContain('od_welcome_back');
    expect(list.find((row) => row.id === pending)?.syncStatuses).toEqual([
      { channelId: whatsApp, status: 'PENDING' },
    ]);
    // Nordlicht's templates are not Parley's.
    expect(list.map((row) => row.metadata.name)).not.toContain('od_nordlicht_hello');
    expect((await rest(live, 'GET', '/api/core-service/od-template', { token: token(USER) })).status).toBe(
      403,
    );
    // Another company's channel.
    expect(
      (
        await rest(live, 'GET', `/api/core-service/od-template?channelIds=${whatsApp}`, {
          token: token(OTHER),
        })
      ).status,
    ).toBe(403);
  });
});

describe('preview and create', () => {
  it('previews the schedule with who is left out and why', async () => {
    const res = await post('/api/core-service/newsletter/preview-schedule', ADMIN, {
      channelId: whatsApp,
      templateId: approved,
    });
    expect(res.status).toBe(200);
    const body = res.json as unknown as {
      totalRecipientCount: number;
      skippedNoConsent: number;
      schedule: { recipientCount: number }[];
    };
    expect(body.totalRecipientCount).toBe((await reachable()).length);
    expect(body.skippedNoConsent).toBeGreaterThan(0);
    expect(body.schedule.reduce((sum, d) => sum + d.recipientCount, 0)).toBe(body.totalRecipientCount);
    expect(
      (
        await post('/api/core-service/newsletter/preview-schedule', USER, {
          channelId: whatsApp,
          templateId: approved,
        })
      ).status,
    ).toBe(403);
    const bad = await post('/api/core-service/newsletter/preview-schedule', ADMIN, { channelId: whatsApp });
    expect(bad.status).toBe(400);
    expect(bad.json.error?.field).toBe('templateId');
  });

  it('refuses what the rules forbid, each on its field', async () => {
    const input = { channelId: whatsApp, templateId: approved, consentGiven: true };
    const refused = async (email: string, over: Record<string, unknown>) =>
      (await gql(live, CREATE, { token: token(email), variables: { input: { ...input, ...over } } })).body
        .errors?.[0]?.extensions;
    expect(await refused(USER, {})).toMatchObject({ code: 'FORBIDDEN' });
    expect(await refused(OTHER, {})).toMatchObject({ code: 'BAD_USER_INPUT', field: 'channelId' });
    expect(await refused(ADMIN, { consentGiven: false })).toMatchObject({
      field: 'consentGiven',
      messageKey: newsletterMessageKeys.consentRequired,
    });
    expect(await refused(ADMIN, { templateId: pending })).toMatchObject({
      field: 'templateId',
      messageKey: newsletterMessageKeys.templateUnavailable,
    });
    // A label nobody carries: nobody to send to.
    expect(await refused(ADMIN, { ids: ['no-such-label'] })).toMatchObject({
      field: 'ids',
      messageKey: newsletterMessageKeys.noRecipients,
    });
    // The balance cannot cover it: refused by the server, whatever the client showed.
    const db = t.database.db;
    const [before] = await db
      .select()
      .from(conversationCredits)
      .where(eq(conversationCredits.companyId, demoIds.companyDemo));
    await db
      .update(conversationCredits)
      .set({ credits: 0, monthlyCredits: 1 })
      .where(eq(conversationCredits.companyId, demoIds.companyDemo));
    try {
      expect(await refused(ADMIN, {})).toMatchObject({
        field: 'credits',
        messageKey: newsletterMessageKeys.insufficientCredit,
      });
    } finally {
      await db
        .update(conversationCredits)
        .set({ credits: before?.credits ?? 0, monthlyCredits: before?.monthlyCredits ?? 0 })
        .where(eq(conversationCredits.companyId, demoIds.companyDemo));
    }
    expect(await db.select().from(newsletters)).toEqual([]);
  });

  it('sends to every consenting contact once, in their conversations, and charges one credit each', async () => {
    const db = t.database.db;
    const targets = await reachable();
    const creditsBefore =
      (
        await gql<{ conversationCredits: { balance: number } }>(live, '{ conversationCredits { balance } }', {
          token: token(ADMIN),
        })
      ).body.data?.conversationCredits.balance ?? 0;
    const res = await gql<{
      createNewsletter: { id: string; totalRecipientCount: number; skippedNoConsent: number };
    }>(live, CREATE, {
      token: token(ADMIN),
      variables: {
        input: {
          ...{ channelId: whatsApp, templateId: approved, consentGiven: true },
          userInput: { variables: { 1: 'Kundin', 2: 'deinem Auto' } },
        },
      },
    });
    const created = res.body.data?.createNewsletter;
    expect(res.body.errors).toBeUndefined();
    expect(created?.totalRecipientCount).toBe(targets.length);
    const id = created?.id ?? '';
    await until(async () => {
      const left = await db
        .select({ id: newsletterRecipients.id })
        .from(newsletterRecipients)
        .where(and(eq(newsletterRecipients.newsletterId, id), eq(newsletterRecipients.status, 'PENDING')));
      return left.length === 0;
    });
    const sent = await db
      .select({ contactId: opportunities.contactId, body: messages.body })
      .from(messages)
      .innerJoin(opportunities, eq(opportunities.id, messages.opportunityId))
      .where(like(messages.clientId, 'newsletter:%'));
    expect(sent.map((row) => row.contactId).sort()).toEqual([...targets].sort());
    expect(sent[0]?.body).toContain('Hallo Kundin');
    const creditsAfter = (
      await gql<{ conversationCredits: { balance: number } }>(live, '{ conversationCredits { balance } }', {
        token: token(ADMIN),
      })
    ).body.data?.conversationCredits.balance;
    expect(creditsAfter).toBe(creditsBefore - targets.length);

    // In progress while its receipts come in (15 minutes after the last send), counting up to the total.
    await until(async () => {
      const list = (
        await rest(live, 'GET', '/api/core-service/newsletter/in-progress', { token: token(ADMIN) })
      ).json as unknown as { id: string; deliveredCount: number; totalRecipientCount: number }[];
      const row = list.find((item) => item.id === id);
      return row?.deliveredCount === targets.length && row.totalRecipientCount === targets.length;
    });
    await until(async () => {
      const stats = (
        await rest(live, 'GET', `/api/core-service/newsletter/stats/${id}`, { token: token(ADMIN) })
      ).json as unknown as {
        counts: { recipients: number; sent: number; delivered: number; skippedNoConsent: number };
      };
      return stats.counts.delivered === targets.length && stats.counts.sent === targets.length;
    });
    const year = new Date().getUTCFullYear();
    const list = (
      await rest(live, 'GET', `/api/core-service/newsletter/stats?year=${year}`, { token: token(ADMIN) })
    ).json as unknown as { id: string }[];
    expect(list.map((row) => row.id)).toContain(id);
    expect(
      (await rest(live, 'GET', `/api/core-service/newsletter/stats/${id}`, { token: token(OTHER) })).status,
    ).toBe(404);
    expect(
      (await rest(live, 'GET', `/api/core-service/newsletter/stats?year=${year}`, { token: token(USER) }))
        .status,
    ).toBe(403);
  });
});

describe('dispatch survives crashes, restarts and a second instance', () => {
  it('resumes after a crash mid-dispatch and sends nobody twice', async () => {
    const db = t.database.db;
    // Queued by an instance whose worker never runs (it died right after the request).
    const queueOnly = await startJobs(t.database);
    const deps = {
      db,
      notifier: createNotifier(),
      delivery: noReceipts,
      jobs: queueOnly,
      config: { newsletterBatchIntervalMs: 1000 },
    };
    const viewer = {
      user: { id: demoIds.userAdmin, roleType: 'COMPANY_ADMIN' },
      companyId: demoIds.companyDemo,
    } as Parameters<typeof createNewsletter>[1];
    const created = await createNewsletter(deps, viewer, {
      channelId: whatsApp,
      templateId: newsletterIds.template(2),
      consentGiven: true,
      contactTypeId: null,
      productId: null,
      ids: [],
      teamIds: [],
      name: 'Crash test',
      type: 'now',
      subject: '',
      userInput: { variables: {}, headerAttachment: null },
    });
    // A dispatch that dies after its first chunk committed (the announcement after it throws).
    let announced = 0;
    const crashing = createNotifier();
    crashing.toCompany = () => {
      announced += 1;
      throw new Error('instance died');
    };
    const [dispatch] = await db
      .execute<{ id: string }>(sql`select id from newsletter_dispatches where newsletter_id = ${created.id}`)
      .then((r) => (r as unknown as { rows: { id: string }[] }).rows ?? (r as unknown as { id: string }[]));
    await expect(runDispatch({ ...deps, notifier: crashing }, dispatch?.id ?? '')).rejects.toThrow(
      'instance died',
    );
    expect(announced).toBe(1);
    const handled = await db
      .select({ id: newsletterRecipients.id })
      .from(newsletterRecipients)
      .where(and(eq(newsletterRecipients.newsletterId, created.id), eq(newsletterRecipients.status, 'SENT')));
    expect(handled.length).toBeGreaterThan(0);
    expect(handled.length).toBeLessThan(created.totalRecipientCount);
    await queueOnly.stop();

    // The job is still queued: a second instance starts beside the first, and together they finish it.
    const second = await startServer({
      db,
      auth: t.auth,
      config: t.config,
      jobs: await startJobs(t.database),
    });
    try {
      await until(async () => {
        const left = await db
          .select({ id: newsletterRecipients.id })
          .from(newsletterRecipients)
          .where(
            and(
              eq(newsletterRecipients.newsletterId, created.id),
              eq(newsletterRecipients.status, 'PENDING'),
            ),
          );
        return left.length === 0;
      });
    } finally {
      await second.close();
    }
    const rows = await db
      .select({ contactId: newsletterRecipients.contactId, messageId: newsletterRecipients.messageId })
      .from(newsletterRecipients)
      .where(and(eq(newsletterRecipients.newsletterId, created.id), eq(newsletterRecipients.status, 'SENT')));
    expect(rows).toHaveLength(created.totalRecipientCount);
    const stored = await db
      .select({ opportunityId: messages.opportunityId })
      .from(messages)
      .where(
        inArray(
          messages.clientId,
          (
            await db
              .select({ id: newsletterRecipients.id })
              .from(newsletterRecipients)
              .where(eq(newsletterRecipients.newsletterId, created.id))
          ).map((r) => `newsletter:${r.id}`),
        ),
      );
    expect(stored).toHaveLength(created.totalRecipientCount);
  });
});

describe('credits', () => {
  it('a top-up is confirmed by a job a moment later and raises the balance once', async () => {
    const read = async () =>
      (
        await gql<{ conversationCredits: { balance: number; credits: number } }>(
          live,
          '{ conversationCredits { balance credits } }',
          { token: token(ADMIN) },
        )
      ).body.data?.conversationCredits;
    const before = await read();
    const order = await gql<{ conversationTopUp: { status: string; price: number } }>(
      live,
      'mutation { conversationTopUp(quantity: 500) { id status price } }',
      { token: token(ADMIN) },
    );
    expect(order.body.data?.conversationTopUp).toMatchObject({ status: 'PENDING', price: 60 });
    await until(async () => (await read())?.credits === (before?.credits ?? 0) + 500);
    const cost = await gql<{ conversationsCostCalculator: Record<string, unknown> }>(
      live,
      '{ conversationsCostCalculator(conversations: 100) { conversations costPerConversation price remaining sufficient } }',
      { token: token(ADMIN) },
    );
    expect(cost.body.data?.conversationsCostCalculator).toMatchObject({
      conversations: 100,
      costPerConversation: 0.12,
      price: 12,
      sufficient: true,
    });
    const refused = await gql(live, 'mutation { conversationTopUp(quantity: 0) { id } }', {
      token: token(ADMIN),
    });
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'quantity' });
    expect(
      (await gql(live, '{ conversationCredits { balance } }', { token: token(USER) })).body.errors?.[0]
        ?.extensions?.code,
    ).toBe('FORBIDDEN');
    expect(
      (await gql(live, 'mutation { conversationTopUp(quantity: 500) { id } }', { token: token(USER) })).body
        .errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');
    const orders = await t.database.db.select().from(creditOrders);
    expect(orders.filter((o) => o.status === 'PAID')).toHaveLength(1);
  });
});

describe("WhatsApp's 24-hour window in a conversation", () => {
  const SEND = `mutation ($id: ID!, $clientId: String!) {
    sendMessage(opportunityId: $id, clientId: $clientId, body: "Hallo!") { id }
  }`;
  const OFFER = `query ($id: ID!) {
    conversationTemplateOffer(opportunityId: $id) { windowOpen windowEndsAt cost price sufficient templates { id title placeholders } }
  }`;
  const TEMPLATE = `mutation ($id: ID!, $clientId: String!, $templateId: ID!, $variables: JSON) {
    sendTemplateMessage(opportunityId: $id, clientId: $clientId, templateId: $templateId, variables: $variables) { id body }
  }`;

  /** A seeded conversation of Demo GmbH on `channel` whose customer last wrote long ago (or recently). */
  async function conversation(channel: 'WHATSAPP' | 'EMAIL', closed: boolean) {
    const rows = await t.database.db
      .select({ id: opportunities.id })
      .from(opportunities)
      .where(
        and(
          eq(opportunities.companyId, demoIds.companyDemo),
          eq(opportunities.channelType, channel),
          closed
            ? sql`${opportunities.lastCustomerMessageAt} < now() - interval '25 hours'`
            : sql`${opportunities.lastCustomerMessageAt} > now() - interval '23 hours'`,
        ),
      )
      .limit(1);
    const id = rows[0]?.id;
    if (!id) throw new Error(`no ${channel} conversation with the window ${closed ? 'closed' : 'open'}`);
    return id;
  }
  const balance = async () =>
    (
      await gql<{ conversationCredits: { balance: number } }>(live, '{ conversationCredits { balance } }', {
        token: token(ADMIN),
      })
    ).body.data?.conversationCredits.balance ?? -1;

  it('refuses free text outside the window, offers the approved templates and charges one credit for one', async () => {
    const id = await conversation('WHATSAPP', true);
    const refused = await gql(live, SEND, {
      token: token(USER),
      variables: { id, clientId: `w-${Date.now()}` },
    });
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'body',
      messageKey: 'MESSAGES.WHATSAPP_WINDOW_CLOSED',
    });
    const offer = (
      await gql<{
        conversationTemplateOffer: {
          windowOpen: boolean;
          cost: number;
          price: number;
          templates: { id: string; title: string; placeholders: string[] }[];
        };
      }>(live, OFFER, { token: token(USER), variables: { id } })
    ).body.data?.conversationTemplateOffer;
    expect(offer).toMatchObject({ windowOpen: false, cost: 1, price: 0.12, sufficient: true });
    const titles = offer?.templates.map((template) => template.title) ?? [];
    expect(titles).toContain('Welcome back');
    expect(titles).not.toContain('Service reminder');
    expect(titles).not.toContain('Black week');

    const before = await balance();
    const clientId = `tpl-${Date.now()}`;
    const variables = { id, clientId, templateId: approved, variables: { 1: 'Anna', 2: 'deiner Heizung' } };
    const sent = await gql<{ sendTemplateMessage: { id: string; body: string } }>(live, TEMPLATE, {
      token: token(USER),
      variables,
    });
    expect(sent.body.errors).toBeUndefined();
    expect(sent.body.data?.sendTemplateMessage.body).toContain('Hallo Anna');
    // A retry stores and charges nothing again.
    const again = await gql<{ sendTemplateMessage: { id: string } }>(live, TEMPLATE, {
      token: token(USER),
      variables,
    });
    expect(again.body.data?.sendTemplateMessage.id).toBe(sent.body.data?.sendTemplateMessage.id);
    expect(await balance()).toBe(before - 1);
  });

  it('within the window free text goes and a template costs nothing; other channels have no window', async () => {
    const open = await conversation('WHATSAPP', false);
    const offer = (
      await gql<{ conversationTemplateOffer: { windowOpen: boolean; windowEndsAt: string; cost: number } }>(
        live,
        OFFER,
        {
          token: token(USER),
          variables: { id: open },
        },
      )
    ).body.data?.conversationTemplateOffer;
    expect(offer).toMatchObject({ windowOpen: true, cost: 0 });
    expect(Date.parse(offer?.windowEndsAt ?? '')).toBeGreaterThan(Date.now());
    const before = await balance();
    const sent = await gql(live, TEMPLATE, {
      token: token(USER),
      variables: { id: open, clientId: `tpl-open-${Date.now()}`, templateId: approved },
    });
    expect(sent.body.errors).toBeUndefined();
    expect(await balance()).toBe(before);

    const email = await conversation('EMAIL', true);
    const free = await gql(live, SEND, {
      token: token(USER),
      variables: { id: email, clientId: `e-${Date.now()}` },
    });
    expect(free.body.errors).toBeUndefined();
    const refused = await gql(live, TEMPLATE, {
      token: token(USER),
      variables: { id: email, clientId: `tpl-e-${Date.now()}`, templateId: approved },
    });
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({ field: 'opportunityId' });
  });

  it('refuses a template the credit cannot cover, a pending template and another company', async () => {
    const id = await conversation('WHATSAPP', true);
    const pendingRefused = await gql(live, TEMPLATE, {
      token: token(USER),
      variables: { id, clientId: `tpl-p-${Date.now()}`, templateId: pending },
    });
    expect(pendingRefused.body.errors?.[0]?.extensions).toMatchObject({
      field: 'templateId',
      messageKey: newsletterMessageKeys.templateUnavailable,
    });
    const other = await gql(live, TEMPLATE, {
      token: token(OTHER),
      variables: { id, clientId: `tpl-o-${Date.now()}`, templateId: approved },
    });
    expect(other.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const db = t.database.db;
    const [row] = await db
      .select()
      .from(conversationCredits)
      .where(eq(conversationCredits.companyId, demoIds.companyDemo));
    await db
      .update(conversationCredits)
      .set({ credits: 0, monthlyCredits: 0 })
      .where(eq(conversationCredits.companyId, demoIds.companyDemo));
    try {
      const clientId = `tpl-c-${Date.now()}`;
      const refused = await gql(live, TEMPLATE, {
        token: token(USER),
        variables: { id, clientId, templateId: approved },
      });
      expect(refused.body.errors?.[0]?.extensions).toMatchObject({
        field: 'credits',
        messageKey: newsletterMessageKeys.insufficientCredit,
      });
      expect(await db.select().from(messages).where(eq(messages.clientId, clientId))).toEqual([]);
    } finally {
      await db
        .update(conversationCredits)
        .set({ credits: row?.credits ?? 0, monthlyCredits: row?.monthlyCredits ?? 0 })
        .where(eq(conversationCredits.companyId, demoIds.companyDemo));
    }
  });
});
