import { and, arrayContains, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIds } from '../src/db/demo.ts';
import { contacts, messages as messageTable, opportunities } from '../src/db/schema.ts';
import { seedLargeInbox } from '../src/db/seed-inbox.ts';
import { ADMIN, createTestApp, rest, type TestApp, token } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the large inbox seed (SEED_LARGE_INBOX)', () => {
  it('adds n opportunities with messages to Demo GmbH, half mine and half pool, idempotently', async () => {
    const n = 2000;
    expect(await seedLargeInbox(t.database.db, n)).toBe(n);
    expect(await seedLargeInbox(t.database.db, n)).toBe(0);
    const [counts] = await t.database.db
      .select({
        total: sql<number>`count(*)::int`,
        mine: sql<number>`count(*) filter (where ${opportunities.userId} = ${demoIds.userAdmin})::int`,
        pool: sql<number>`count(*) filter (where ${opportunities.userId} is null)::int`,
      })
      .from(opportunities)
      .where(and(eq(opportunities.companyId, demoIds.companyDemo)));
    // The demo's own 40 (16 of them Ada's), the 78 closed ones of the analytics year (39 Ada's), and n.
    expect(counts).toEqual({ total: 40 + 78 + n, mine: 14 + 2 + 39 + n / 2, pool: 12 + n / 2 });
    const [messages] = await t.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(messageTable)
      .innerJoin(opportunities, eq(opportunities.id, messageTable.opportunityId))
      .innerJoin(contacts, eq(contacts.id, opportunities.contactId))
      .where(arrayContains(contacts.tags, ['bulk-seed']));
    // 1, 2, 3 messages in turn
    expect(messages?.count).toBe(Array.from({ length: n }, (_, i) => 1 + (i % 3)).reduce((a, b) => a + b, 0));

    const page = await rest(
      t.app,
      'GET',
      '/api/core-service/opportunity/paginated?section=new_customers&skip=980&take=30',
      {
        token: token(ADMIN),
      },
    );
    expect(page.json).toMatchObject({ total: 12 + n / 2, skip: 980, take: 30 });
    expect((page.json.items as unknown[]).length).toBe(30);
  });
});
