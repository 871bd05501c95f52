import type { RestSearchPage } from '@parley/api/rest';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIds } from '../src/db/demo.ts';
import { contacts, messages, opportunities } from '../src/db/schema.ts';
import { ADMIN, createTestApp, OTHER, rest, type TestApp, token } from './helpers.ts';

/*
 * The inbox search (GET /api/core-service/opportunity/search): any part of a contact's name, email,
 * company or phone number's digits, or the words of a message in German or English; only the caller's
 * company; newest first, paged; where each hit matched.
 */

let t: TestApp;
const ids: Record<string, string> = {};

async function conversation(
  key: string,
  companyId: string,
  contact: { firstName: string; lastName: string; phone?: string; email?: string; companyName?: string },
  body: string,
  at: Date,
) {
  const db = t.database.db;
  const [person] = await db
    .insert(contacts)
    .values({ companyId, ...contact })
    .returning();
  if (!person) throw new Error('contact');
  const [opportunity] = await db
    .insert(opportunities)
    .values({ companyId, contactId: person.id, userId: null, lastMessage: body, lastMessageAt: at })
    .returning();
  if (!opportunity) throw new Error('opportunity');
  await db.insert(messages).values({
    opportunityId: opportunity.id,
    body,
    senderType: 'CUSTOMER',
    status: 'RECEIVED',
    createdAt: at,
  });
  ids[key] = opportunity.id;
}

const search = async (q: string, who = ADMIN, extra = '') => {
  const res = await rest(
    t.app,
    'GET',
    `/api/core-service/opportunity/search?q=${encodeURIComponent(q)}${extra}`,
    {
      token: token(who),
    },
  );
  return { status: res.status, page: res.json as unknown as RestSearchPage };
};

beforeAll(async () => {
  t = await createTestApp();
  await conversation(
    'zora',
    demoIds.companyDemo,
    {
      firstName: 'Zora',
      lastName: 'Zylinder',
      phone: '+49 151 9876 5432',
      email: 'zora@zylinder-bau.example',
      companyName: 'Zylinderbau GmbH',
    },
    'Guten Tag',
    new Date('2026-11-20T10:00:00Z'),
  );
  await conversation(
    'roof',
    demoIds.companyDemo,
    { firstName: 'Quirin', lastName: 'Quast' },
    'Unsere Dächer sind seit dem Sturm undicht, bitte um einen Termin.',
    new Date('2026-11-21T10:00:00Z'),
  );
  await conversation(
    'foreign',
    demoIds.companyOther,
    { firstName: 'Zora', lastName: 'Zylinder', phone: '+49 151 9876 5432' },
    'Unsere Dächer',
    new Date('2026-11-22T10:00:00Z'),
  );
});
afterAll(() => t.close());

describe('inbox search', () => {
  it('finds a contact by part of the name, the email, the company or the phone number', async () => {
    for (const [q, field] of [
      ['zylin', 'name'],
      ['ZORA zyl', 'name'],
      ['9876 54', 'phone'],
      ['51987', 'phone'],
      ['zylinder-bau', 'email'],
      ['derbau gmbh', 'company'],
    ] as const) {
      const { status, page } = await search(q);
      expect(status, q).toBe(200);
      expect(
        page.items.map((item) => [item.opportunity.id, item.match.field]),
        q,
      ).toEqual([[ids.zora, field]]);
    }
  });

  it('finds a message by its words in another form (German stems), with the message as the match', async () => {
    const { page } = await search('Dach Sturm');
    expect(page.items.map((item) => item.opportunity.id)).toEqual([ids.roof]);
    expect(page.items[0]?.match).toEqual({
      field: 'message',
      text: 'Unsere Dächer sind seit dem Sturm undicht, bitte um einen Termin.',
    });
    expect(page.items[0]?.opportunity.contact.profile.firstName).toBe('Quirin');
  });

  it("answers only with the caller's company, and takes a % as a character", async () => {
    const other = await search('zylinder', OTHER);
    expect(other.page.items.map((item) => item.opportunity.id)).toEqual([ids.foreign]);
    expect((await search('%%%')).page).toMatchObject({ items: [], total: 0 });
  });

  it('pages, and refuses a query too short or too long with a 400', async () => {
    const { page } = await search('zylinder', ADMIN, '&take=1&skip=0');
    expect(page).toMatchObject({ total: 1, capped: false, more: false, skip: 0, take: 1 });
    expect((await search('z')).status).toBe(400);
    expect((await search('z'.repeat(101))).status).toBe(400);
    expect((await search('zy', ADMIN, '&take=51')).status).toBe(400);
  });

  it('answers a word thousands of messages contain newest first, without counting them all', async () => {
    // 2,000 messages with the word in another company's conversation make it common (the search then
    // walks the company's conversations newest first); 30 of this company's conversations have it.
    const at = (i: number) => new Date(Date.UTC(2026, 10, 1, 8, i));
    for (let i = 0; i < 30; i++)
      await conversation(
        `kettle${i}`,
        demoIds.companyDemo,
        { firstName: 'Kunde', lastName: `Wasser ${i}` },
        i % 2 ? 'Der Wasserkocher ist kaputt' : 'Wo bleibt mein Wasserkocher?',
        at(i),
      );
    await t.database.db.execute(
      sql`insert into messages (id, opportunity_id, body, sender_type, status)
          select gen_random_uuid()::text, ${ids.foreign}, 'Wasserkocher Nummer ' || g, 'CUSTOMER', 'RECEIVED' from generate_series(1, 2000) g`,
    );
    const newestFirst = Array.from({ length: 30 }, (_, i) => ids[`kettle${29 - i}`]);

    const first = await search('wasserkocher');
    expect(first.status).toBe(200);
    expect(first.page.items.map((item) => item.opportunity.id)).toEqual(newestFirst.slice(0, 20));
    expect(first.page).toMatchObject({ capped: true, more: true, skip: 0, take: 20 });
    expect(first.page.items[0]?.match).toEqual({ field: 'message', text: 'Der Wasserkocher ist kaputt' });
    // The last page reads the company's conversations to their end: counted exactly.
    const last = await search('wasserkocher', ADMIN, '&skip=20');
    expect(last.page.items.map((item) => item.opportunity.id)).toEqual(newestFirst.slice(20));
    expect(last.page).toMatchObject({ capped: false, more: false, total: 30 });
    // The other company's search finds its own conversation only.
    const other = await search('wasserkocher', OTHER);
    expect(other.page.items.map((item) => item.opportunity.id)).toEqual([ids.foreign]);
    expect(other.page).toMatchObject({ total: 1, more: false });
  });
});
