import type { RestContact, RestContactDetail } from '@parley/api/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIds } from '../src/db/demo.ts';
import { inboxIds } from '../src/db/seed-inbox.ts';
import { ADMIN, createTestApp, gql, OTHER, rest, type TestApp, token, USER } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const filter = async (body: unknown, who = ADMIN) => {
  const res = await rest(t.app, 'POST', '/api/core-service/customers/filter', { token: token(who), body });
  return { ...res, contacts: res.json as unknown as RestContact[] };
};
const detail = async (id: string, who = ADMIN) => {
  const res = await rest(t.app, 'GET', `/api/core-service/customers/${encodeURIComponent(id)}`, {
    token: token(who),
  });
  return { ...res, contact: res.json as unknown as RestContactDetail };
};

describe('POST /api/core-service/customers/filter (contact lists)', () => {
  it('filters by section: own is the caller’s, team is the caller’s team mates’, all is the company', async () => {
    const all = (await filter({ sectionType: 'all' })).contacts;
    expect(all).toHaveLength(40);
    const own = (await filter({ sectionType: 'own' }, USER)).contacts;
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((c) => c.userId === demoIds.userUser)).toBe(true);
    // The admin and the user share the sales team: team holds both users' contacts, never the pool's.
    const team = (await filter({ sectionType: 'team' })).contacts;
    expect(team.length).toBeGreaterThan(own.length);
    expect(team.every((c) => c.userId === demoIds.userUser || c.userId === demoIds.userAdmin)).toBe(true);
  });

  it('filters by label and by team, combined with the section', async () => {
    const vip = (await filter({ sectionType: 'all', selectedLabels: [inboxIds.label(0)] })).contacts;
    expect(vip.map((c) => c.id).sort()).toEqual([inboxIds.contact(0), inboxIds.contact(12)].sort());
    expect(vip.every((c) => c.labels.some((l) => l.key === 'VIP'))).toBe(true);
    // Only the admin is in the service team.
    const service = (await filter({ teams: [demoIds.teamService] })).contacts;
    expect(service.length).toBeGreaterThan(0);
    expect(service.every((c) => c.userId === demoIds.userAdmin)).toBe(true);
    const both = (await filter({ teams: [demoIds.teamService], selectedLabels: [inboxIds.label(4)] }))
      .contacts;
    expect(
      both.every((c) => c.userId === demoIds.userAdmin && c.labels.some((l) => l.key === 'Newsletter')),
    ).toBe(true);
    const ownOfUser = (await filter({ sectionType: 'own', teams: [demoIds.teamService] }, USER)).contacts;
    expect(ownOfUser).toEqual([]);
  });

  it('pages by skip and take in a stable order; pages merge to the whole list', async () => {
    const all = (await filter({})).contacts;
    const pages: RestContact[] = [];
    for (let skip = 0; ; skip += 15) {
      const page = (await filter({ skip, take: 15 })).contacts;
      pages.push(...page);
      if (page.length < 15) break;
    }
    expect(pages.map((c) => c.id)).toEqual(all.map((c) => c.id));
    expect((await filter({ skip: 35, take: 10 })).contacts).toHaveLength(5);
    expect((await filter({ skip: 1000 })).contacts).toEqual([]);
  });

  it('gives another company nothing of this one', async () => {
    const other = (await filter({ sectionType: 'all' }, OTHER)).contacts;
    expect(other).toHaveLength(4);
    expect(other.some((c) => c.id === inboxIds.contact(0))).toBe(false);
    // Filtering by this company's label or team finds nothing for the other company.
    expect((await filter({ selectedLabels: [inboxIds.label(0)] }, OTHER)).contacts).toEqual([]);
    expect((await filter({ teams: [demoIds.teamSales] }, OTHER)).contacts).toEqual([]);
    expect((await filter({ companyId: demoIds.companyDemo }, OTHER)).status).toBe(403);
    expect((await filter({ companyId: demoIds.companyOther })).status).toBe(403);
    expect((await filter({ companyId: demoIds.companyDemo })).status).toBe(200);
  });

  it('refuses bad input with 400 and the field', async () => {
    for (const [body, field] of [
      [{ take: 101 }, 'take'],
      [{ take: 0 }, 'take'],
      [{ skip: -1 }, 'skip'],
      [{ sectionType: 'mine' }, 'sectionType'],
      [{ selectedLabels: Array.from({ length: 501 }, (_, i) => `l${i}`) }, 'selectedLabels'],
      [{ teams: ['x'.repeat(1000)] }, 'teams.0'],
    ] as const) {
      const res = await filter(body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.json.error?.field).toBe(field);
      expect(res.json.error?.messageKey).toMatch(/^FORM_ERRORS\./);
    }
  });
});

describe('GET /api/core-service/customers/{id}', () => {
  it('answers the contact with its primary contact and conversations', async () => {
    const { status, contact } = await detail(inboxIds.contact(0));
    expect(status).toBe(200);
    expect(contact.id).toBe(inboxIds.contact(0));
    expect(contact.labels.map((l) => l.key)).toContain('VIP');
    expect(contact.user?.id).toBe(contact.userId);
    expect(contact.user?.firstName).toBeTruthy();
    expect(contact.conversations.map((c) => c.id)).toContain(inboxIds.opportunity(0));
  });

  it('is 404 for a contact of another company and 400 for a malformed id', async () => {
    expect((await detail(inboxIds.contact(0), OTHER)).status).toBe(404);
    expect((await detail('nope')).status).toBe(404);
    expect((await detail('x'.repeat(500))).status).toBe(400);
  });
});

describe('PUT /api/core-service/customers/{id}/tags', () => {
  const put = (id: string, body: unknown, who = ADMIN) =>
    rest(t.app, 'PUT', `/api/core-service/customers/${id}/tags`, { token: token(who), body });

  it('replaces the tags, trimmed and without duplicates', async () => {
    const res = await put(inboxIds.contact(2), { tags: [' Messe ', 'Messe', 'website'] });
    expect(res.status).toBe(200);
    expect((res.json as unknown as RestContact).tags).toEqual(['Messe', 'website']);
    expect((await detail(inboxIds.contact(2))).contact.tags).toEqual(['Messe', 'website']);
  });

  it('refuses another company and bad tags', async () => {
    expect((await put(inboxIds.contact(2), { tags: ['x'] }, OTHER)).status).toBe(404);
    const blank = await put(inboxIds.contact(2), { tags: ['  '] });
    expect(blank.status).toBe(400);
    expect(blank.json.error?.field).toBe('tags.0');
    expect((await put(inboxIds.contact(2), { tags: 'x' })).status).toBe(400);
  });
});

describe('manual consent on a contact', () => {
  const setConsent = async (contactIds: string[], who = ADMIN) =>
    (
      await gql(
        t.app,
        'mutation($ids: [ID!]!) { setConsent(contactIds: $ids, type: MANUAL) { id consentStatus } }',
        { token: token(who), variables: { ids: contactIds } },
      )
    ).body;

  it('turns the status active and is refused for another company', async () => {
    const before = (await detail(inboxIds.contact(3))).contact.consentStatus;
    expect(before).not.toBe('ACTIVE');
    const res = await setConsent([inboxIds.contact(3)]);
    expect(res.errors).toBeUndefined();
    expect((await detail(inboxIds.contact(3))).contact.consentStatus).toBe('ACTIVE');
    const other = await setConsent([inboxIds.contact(5)], OTHER);
    expect(other.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  const record = async (variables: Record<string, unknown>) =>
    (
      await gql(
        t.app,
        `mutation($ids: [ID!]!, $type: ConsentType!, $source: String, $givenAt: DateTime) {
          setConsent(contactIds: $ids, type: $type, source: $source, givenAt: $givenAt) { id consentStatus }
        }`,
        { token: token(ADMIN), variables },
      )
    ).body;

  it('keeps where and when a manual consent was given, shows it on the card, and refuses the future', async () => {
    const id = inboxIds.contact(6);
    const res = await record({
      ids: [id],
      type: 'MANUAL',
      source: ' Telefonat ',
      givenAt: '2026-11-20T11:00:00Z',
    });
    expect(res.errors).toBeUndefined();
    expect((await detail(id)).contact.consentRecord).toEqual({
      type: 'MANUAL',
      source: 'Telefonat',
      givenAt: '2026-11-20T11:00:00.000Z',
      recordedBy: 'Ada Admin',
    });
    const future = await record({
      ids: [id],
      type: 'MANUAL',
      source: 'Later',
      givenAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(future.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'givenAt',
      messageKey: 'CONSENT.GIVEN_IN_FUTURE',
    });
    const notManual = await record({ ids: [id], type: 'REVOKED', source: 'Phone' });
    expect(notManual.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'source' });
    const tooLong = await record({ ids: [id], type: 'MANUAL', source: 'x'.repeat(201) });
    expect(tooLong.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      messageKey: 'CONSENT.SOURCE_TOO_LONG',
    });
    // Revoked: the card says so, with who did it.
    expect((await record({ ids: [id], type: 'REVOKED' })).errors).toBeUndefined();
    expect((await detail(id)).contact).toMatchObject({
      consentStatus: 'DISABLED',
      consentRecord: { type: 'REVOKED', source: null, recordedBy: 'Ada Admin' },
    });
  });
});

describe('writing contacts over REST', () => {
  it('creates a contact, refuses a bad one next to the field, finds it as a duplicate, and deletes it', async () => {
    const bad = await rest(t.app, 'POST', '/api/core-service/customers', {
      token: token(USER),
      body: { lastName: '', email: 'not-an-address' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toMatchObject({ code: 'BAD_USER_INPUT', field: 'lastName' });
    const created = await rest(t.app, 'POST', '/api/core-service/customers', {
      token: token(USER),
      body: { firstName: 'Rita', lastName: 'Rest', email: 'rita.rest@example.com' },
    });
    expect(created.status).toBe(201);
    const contact = created.json as unknown as RestContact;
    expect(contact).toMatchObject({ userId: demoIds.userUser, email: 'rita.rest@example.com' });
    const duplicates = await rest(t.app, 'POST', '/api/core-service/customers/duplicates', {
      token: token(ADMIN),
      body: { email: 'Rita.Rest@example.com' },
    });
    expect((duplicates.json as unknown as RestContact[]).map((row) => row.id)).toEqual([contact.id]);
    // Another company sees none of it.
    const elsewhere = await rest(t.app, 'DELETE', `/api/core-service/customers/${contact.id}`, {
      token: token(OTHER),
    });
    expect(elsewhere.status).toBe(404);
    const deleted = await rest(t.app, 'DELETE', `/api/core-service/customers/${contact.id}`, {
      token: token(USER),
    });
    expect(deleted.status).toBe(200);
  });
});

describe('picking a contact (customers/search)', () => {
  it("finds contacts by part of the name or of the phone number, only of the caller's company", async () => {
    const search = (email: string, q: string) =>
      rest(t.app, 'POST', '/api/core-service/customers/search', { token: token(email), body: { q } });
    const byName = await search(ADMIN, 'muster');
    expect((byName.json as unknown as RestContact[]).map((c) => c.profile.lastName)).toContain('Mustermann');
    const byPhone = await search(ADMIN, '1511 000000');
    expect((byPhone.json as unknown as RestContact[]).length).toBeGreaterThan(0);
    const elsewhere = await search(OTHER, 'Mustermann');
    expect(elsewhere.json).toEqual([]);
    expect((await search(ADMIN, 'x')).status).toBe(400);
  });
});
