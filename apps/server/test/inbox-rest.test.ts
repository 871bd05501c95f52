import type { RestContact, RestLabel, RestOpportunity, RestOpportunityPage } from '@parley/api/rest';
import { type InboxListView, inboxListViewParams, matchesListView } from '@parley/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIds } from '../src/db/demo.ts';
import { inboxIds } from '../src/db/seed-inbox.ts';
import { ADMIN, createTestApp, gql, OTHER, rest, type TestApp, token, USER } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const page = async (query: string, who = ADMIN) => {
  const res = await rest(t.app, 'GET', `/api/core-service/opportunity/paginated?${query}`, {
    token: token(who),
  });
  return { ...res, page: res.json as unknown as RestOpportunityPage };
};

const activity = (o: RestOpportunity) => (o.lastMessageAt ? Date.parse(o.lastMessageAt) : 0);

describe('GET /api/core-service/opportunity/paginated', () => {
  it('serves the four sections of the demo seed, 30 per page by default, no caching', async () => {
    const mine = await page('section=mine');
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('no-store');
    expect(mine.page).toMatchObject({ total: 14, skip: 0, take: 30 });
    expect(mine.page.items.every((o) => o.userId === demoIds.userAdmin && o.status === 'OPEN')).toBe(true);

    const pool = await page('section=new_customers');
    expect(pool.page.total).toBe(12);
    expect(pool.page.items.every((o) => o.userId === null && o.isInPool)).toBe(true);

    const sharedWithUser = await page('section=shared', USER);
    expect(sharedWithUser.page.total).toBe(4);
    expect(sharedWithUser.page.items.every((o) => o.sharedToUserId === demoIds.userUser)).toBe(true);

    const team = await page('section=team');
    expect(team.page.total).toBe(12);
    expect(team.page.items.every((o) => o.userId === demoIds.userUser)).toBe(true);

    const userMine = await page('section=mine', USER);
    expect(userMine.page.total).toBe(12);
  });

  it('sorts by last activity, newest first, and pages without overlap', async () => {
    const first = await page('section=team&take=5');
    const second = await page('section=team&take=5&skip=5');
    const all = await page('section=team&take=100');
    expect(first.page.items.map((o) => o.id)).toEqual(all.page.items.slice(0, 5).map((o) => o.id));
    expect(second.page.items.map((o) => o.id)).toEqual(all.page.items.slice(5, 10).map((o) => o.id));
    const times = all.page.items.map(activity);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('narrows a section by channel, label, unread and waiting time, as the domain rule says', async () => {
    const all = (await page('section=team&take=100')).page.items;
    const labelId = all.flatMap((o) => o.labels)[0]?.id;
    expect(labelId, 'the demo seed labels some team conversations').toBeDefined();
    const views: InboxListView[] = [
      { channel: 'WHATSAPP' },
      { channel: 'EMAIL' },
      { label: labelId },
      { unread: true },
      { waiting: '1h' },
      { waiting: '24h' },
      { channel: 'WHATSAPP', unread: true },
    ];
    for (const view of views) {
      const params = new URLSearchParams({ section: 'team', take: '100', ...inboxListViewParams(view) });
      const filtered = await page(params.toString());
      expect(filtered.status, params.toString()).toBe(200);
      const expected = all.filter((o) => matchesListView(o, view, Date.now())).map((o) => o.id);
      expect(
        filtered.page.items.map((o) => o.id),
        params.toString(),
      ).toEqual(expected);
      expect(filtered.page.total, params.toString()).toBe(expected.length);
    }
    // The demo seed has some of each, so the checks above compared something.
    expect(all.some((o) => matchesListView(o, { unread: true }, Date.now()))).toBe(true);
    expect(all.some((o) => !matchesListView(o, { unread: true }, Date.now()))).toBe(true);
  });

  it('sorts longest waiting first: unanswered customers by their oldest message, then the rest', async () => {
    const { page: sorted, status } = await page('section=team&take=100&sort=waiting');
    expect(status).toBe(200);
    const waitingSince = (o: RestOpportunity) =>
      o.lastMessageSender === 'CUSTOMER' && o.lastCustomerMessageAt
        ? Date.parse(o.lastCustomerMessageAt)
        : null;
    const firstAnswered = sorted.items.findIndex((o) => waitingSince(o) === null);
    const waiting = sorted.items.slice(0, firstAnswered === -1 ? undefined : firstAnswered);
    expect(waiting.length).toBeGreaterThan(1);
    const since = waiting.map((o) => waitingSince(o) as number);
    expect([...since].sort((a, b) => a - b)).toEqual(since);
    // Every conversation whose customer is waiting comes before every one that was answered.
    expect(sorted.items.slice(waiting.length).every((o) => waitingSince(o) === null)).toBe(true);
    expect(sorted.total).toBe((await page('section=team&take=1')).page.total);
  });

  it.each([
    ['channel=FAX', 'channel'],
    ['waiting=2h', 'waiting'],
    ['sort=oldest', 'sort'],
    ['unread=yes', 'unread'],
    [`label=${'x'.repeat(200)}`, 'label'],
  ])('refuses a view with %s (400 naming the field)', async (query, field) => {
    const res = await page(`section=mine&${query}`);
    expect(res.status).toBe(400);
    expect(res.json.error).toMatchObject({ code: 'BAD_USER_INPUT', field });
  });

  it('presents a full row: contact with consent and labels, labels, products, last message', async () => {
    const { page: p } = await page(`ids=${inboxIds.opportunity(0)}`);
    expect(p.items).toHaveLength(1);
    const row = p.items[0] as RestOpportunity;
    expect(row).toMatchObject({
      id: inboxIds.opportunity(0),
      userId: demoIds.userAdmin,
      status: 'OPEN',
      lastMessageSender: 'CUSTOMER',
      contact: {
        id: inboxIds.contact(0),
        profile: { firstName: 'Erika', lastName: 'Mustermann' },
        consentStatus: 'ACTIVE',
        labels: [{ key: 'VIP' }],
      },
      brandProducts: [{ name: 'Photovoltaik' }],
    });
    expect(row.labels.map((l) => l.key)).toEqual(['Angebot gesendet', 'VIP']);
    expect(row.unreadCount).toBeGreaterThan(0);
  });

  it("names the last message's user, so a colleague's message is told from the viewer's (issue 27)", async () => {
    const team = await page('section=team&take=100');
    const fromUwe = team.page.items.filter((o) => o.lastMessageSender === 'USER');
    expect(fromUwe.length).toBeGreaterThan(0);
    for (const o of fromUwe)
      expect(o.lastMessageUser).toEqual({ id: demoIds.userUser, firstName: 'Uwe', lastName: 'User' });
    for (const o of team.page.items.filter((item) => item.lastMessageSender === 'CUSTOMER'))
      expect(o.lastMessageUser).toBeNull();

    // Uwe answers one of his customers: Ada's team tab names him.
    const target = team.page.items.find((o) => o.lastMessageSender === 'CUSTOMER') ?? team.page.items[0];
    const sent = await gql(
      t.app,
      'mutation ($id: ID!) { sendMessage(opportunityId: $id, clientId: "issue-27-16", body: "Gern!") { id } }',
      { token: token(USER), variables: { id: target?.id } },
    );
    expect(sent.body.errors).toBeUndefined();
    const [row] = (await page(`ids=${target?.id}&section=team`)).page.items;
    expect(row).toMatchObject({
      lastMessage: 'Gern!',
      lastMessageSender: 'USER',
      lastMessageUser: { id: demoIds.userUser, firstName: 'Uwe' },
    });
  });

  it('filters ids by section and drops ids of another company', async () => {
    const ids = [inboxIds.opportunity(0), inboxIds.opportunity(25), inboxIds.opportunity(40)].join(',');
    const any = await page(`ids=${ids}`);
    expect(any.page.items.map((o) => o.id).sort()).toEqual([
      inboxIds.opportunity(0),
      inboxIds.opportunity(25),
    ]);
    const pool = await page(`ids=${ids}&section=new_customers`);
    expect(pool.page.items.map((o) => o.id)).toEqual([inboxIds.opportunity(25)]);
  });

  it('shows a colleague’s sections with userId, but not a user of another company', async () => {
    const userMine = await page(`section=mine&userId=${demoIds.userUser}`);
    expect(userMine.page.total).toBe(12);
    const foreign = await page(`section=mine&userId=${demoIds.userOther}`);
    expect(foreign.status).toBe(404);
    expect(foreign.json.error?.code).toBe('NOT_FOUND');
  });

  it.each([
    ['section=everything', 'section'],
    ['section=mine&take=101', 'take'],
    ['section=mine&take=0', 'take'],
    ['section=mine&skip=-1', 'skip'],
    ['', 'section'],
  ])('answers 400 for %s', async (query, field) => {
    const res = await page(query);
    expect(res.status).toBe(400);
    expect(res.json.error).toMatchObject({ code: 'BAD_USER_INPUT', field });
  });

  it('needs a token', async () => {
    const res = await rest(t.app, 'GET', '/api/core-service/opportunity/paginated?section=mine');
    expect(res.status).toBe(401);
  });

  it('keeps Other AG to its own rows', async () => {
    const other = await page('section=new_customers', OTHER);
    expect(other.page.total).toBe(2);
    expect(other.page.items.every((o) => o.id >= inboxIds.opportunity(40))).toBe(true);
  });
});

describe('GET /api/core-service/opportunity/section-counters', () => {
  it('counts action-required mine and the pool, consistent with the lists', async () => {
    const res = await rest(t.app, 'GET', '/api/core-service/opportunity/section-counters', {
      token: token(ADMIN),
    });
    expect(res.status).toBe(200);
    const mine = await page('section=mine&take=100');
    expect(res.json).toEqual({
      mine: mine.page.items.filter((o) => o.lastMessageSender === 'CUSTOMER').length,
      newCustomers: 12,
    });
    expect(res.json.mine).toBeGreaterThan(0);
  });
});

describe('labels', () => {
  it('lists the company’s labels; other company ids are 403', async () => {
    const own = await rest(
      t.app,
      'GET',
      `/api/core-service/label/company?companyIds=${demoIds.companyDemo}`,
      {
        token: token(ADMIN),
      },
    );
    expect(own.status).toBe(200);
    expect((own.json as unknown as RestLabel[]).map((l) => l.key)).toEqual([
      'Angebot gesendet',
      'Newsletter',
      'Reklamation',
      'Rückruf',
      'VIP',
    ]);
    const foreign = await rest(
      t.app,
      'GET',
      `/api/core-service/label/company?companyIds=${demoIds.companyOther}`,
      {
        token: token(ADMIN),
      },
    );
    expect(foreign.status).toBe(403);
    expect(foreign.json.error?.code).toBe('FORBIDDEN');
  });

  it('adds a new label to an opportunity, reuses existing keys, and removes it', async () => {
    const opportunityId = inboxIds.opportunity(5);
    const add = await rest(t.app, 'POST', '/api/core-service/label', {
      token: token(USER),
      body: { key: '  Heißer Lead ', opportunityId },
    });
    expect(add.status).toBe(201);
    expect(add.json).toMatchObject({ key: 'Heißer Lead' });
    const again = await rest(t.app, 'POST', '/api/core-service/label', {
      token: token(ADMIN),
      body: { key: 'Heißer Lead', opportunityId },
    });
    expect(again.json.id).toBe(add.json.id);
    let row = (await page(`ids=${opportunityId}`)).page.items[0];
    expect(row?.labels.map((l) => l.key)).toContain('Heißer Lead');

    const remove = await rest(t.app, 'POST', '/api/core-service/label/delete', {
      token: token(ADMIN),
      body: { id: add.json.id, opportunityId },
    });
    expect(remove.status).toBe(200);
    expect(remove.json).toEqual({ ok: true });
    row = (await page(`ids=${opportunityId}`)).page.items[0];
    expect(row?.labels.map((l) => l.key)).not.toContain('Heißer Lead');
  });

  it('adds and removes a customer label', async () => {
    const customerId = inboxIds.contact(6);
    const add = await rest(t.app, 'POST', '/api/core-service/label', {
      token: token(ADMIN),
      body: { key: 'VIP', customerId },
    });
    expect(add.json.id).toBe(inboxIds.label(0));
    let row = (await page(`ids=${inboxIds.opportunity(6)}`)).page.items[0];
    expect(row?.contact.labels.map((l) => l.key)).toEqual(['VIP']);
    await rest(t.app, 'POST', '/api/core-service/label/delete', {
      token: token(ADMIN),
      body: { id: inboxIds.label(0), customerId },
    });
    row = (await page(`ids=${inboxIds.opportunity(6)}`)).page.items[0];
    expect(row?.contact.labels).toEqual([]);
  });

  it.each([
    ['an opportunity of another company', { key: 'x', opportunityId: inboxIds.opportunity(40) }, 404],
    ['a customer of another company', { key: 'x', customerId: inboxIds.contact(40) }, 404],
    ['no target', { key: 'x' }, 400],
    ['a blank key', { key: '  ', opportunityId: inboxIds.opportunity(1) }, 400],
  ])('refuses to add a label to %s', async (_name, body, status) => {
    const res = await rest(t.app, 'POST', '/api/core-service/label', { token: token(ADMIN), body });
    expect(res.status).toBe(status);
    expect(res.json.error?.message).toEqual(expect.any(String));
  });

  it('refuses to detach another company’s label (404)', async () => {
    const res = await rest(t.app, 'POST', '/api/core-service/label/delete', {
      token: token(ADMIN),
      body: { id: inboxIds.label(10), opportunityId: inboxIds.opportunity(1) },
    });
    expect(res.status).toBe(404);
  });
});

describe('POST /api/core-service/customers/filter', () => {
  const filter = async (body: unknown, who = ADMIN) => {
    const res = await rest(t.app, 'POST', '/api/core-service/customers/filter', { token: token(who), body });
    return { ...res, contacts: res.json as unknown as RestContact[] };
  };

  it('returns the company’s customers, sorted by name, never another company’s', async () => {
    const all = await filter({});
    expect(all.status).toBe(200);
    expect(all.contacts).toHaveLength(40);
    const names = all.contacts.map((c) => c.profile.lastName ?? '');
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const other = await filter({}, OTHER);
    expect(other.contacts).toHaveLength(4);
  });

  it('filters by own section, primary users and labels', async () => {
    const own = await filter({ sectionType: 'own' }, USER);
    expect(own.contacts.length).toBeGreaterThan(0);
    expect(own.contacts.every((c) => c.userId === demoIds.userUser)).toBe(true);
    const byUser = await filter({ contactUserIds: [demoIds.userUser] });
    expect(byUser.contacts.map((c) => c.id)).toEqual(own.contacts.map((c) => c.id));
    const vip = await filter({ selectedLabels: [inboxIds.label(0)] });
    expect(vip.contacts.map((c) => c.id).sort()).toEqual([inboxIds.contact(0), inboxIds.contact(12)]);
    const team = await filter({ teams: [demoIds.teamService] });
    expect(team.contacts.every((c) => c.userId === demoIds.userAdmin)).toBe(true);
  });

  it('is 403 for another company and 400 for a malformed filter', async () => {
    expect((await filter({ companyId: demoIds.companyOther })).status).toBe(403);
    const bad = await filter({ sectionType: 'everyone' });
    expect(bad.status).toBe(400);
    expect(bad.json.error?.field).toBe('sectionType');
  });
});
