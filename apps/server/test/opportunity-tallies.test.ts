import { randomUUID } from 'node:crypto';
import { inboxSections } from '@parley/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type Db, fromPgPool } from '../src/db/client.ts';
import { demoIds } from '../src/db/demo.ts';
import { contacts, opportunities, opportunityTallies, users } from '../src/db/schema.ts';
import { seedDemo } from '../src/db/seed.ts';
import { counterTotals, countWhere, sectionTotal, sectionWhere } from '../src/inbox/queries.ts';
import { restoreTestDatabase } from './helpers.ts';
import { withThrowawayDatabase } from './postgres.ts';

/*
 * Issue 30: the inbox's section totals and counters are read from opportunity_tallies, which a trigger
 * keeps in step with `opportunities`. After any mix of inserts, moves between users, shares, closes,
 * replies, deletes and a deleted user (whose opportunities go to the pool by the foreign key), the
 * tallies must equal a count of the rows, and every section's total the count the list's own condition
 * gives. On PostgreSQL (TEST_DATABASE_URL) concurrent transactions moving conversations between the
 * same users in opposite directions must neither deadlock nor lose a count.
 */

const company = demoIds.companyDemo;

/** A small deterministic random source, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

async function tallyMismatches(db: Db) {
  const counted = await db.execute(sql`
    select company_id, status::text as status, coalesce(user_id, '') as user_id,
      coalesce(shared_to_user_id, '') as shared_to_user_id,
      coalesce(last_message_sender::text, '') as last_message_sender, count(*)::int as count
    from opportunities group by 1, 2, 3, 4, 5`);
  const rows = (counted as unknown as { rows: Record<string, unknown>[] }).rows;
  const key = (row: Record<string, unknown>) =>
    [row.company_id, row.status, row.user_id, row.shared_to_user_id, row.last_message_sender].join('|');
  const expected = new Map(rows.map((row) => [key(row), Number(row.count)]));
  const tallies = await db.select().from(opportunityTallies);
  const actual = new Map(
    tallies
      .filter((row) => row.count !== 0)
      .map((row) => [
        key({
          company_id: row.companyId,
          status: row.status,
          user_id: row.userId,
          shared_to_user_id: row.sharedToUserId,
          last_message_sender: row.lastMessageSender,
        }),
        row.count,
      ]),
  );
  const mismatches: string[] = [];
  for (const k of new Set([...expected.keys(), ...actual.keys()]))
    if (expected.get(k) !== actual.get(k))
      mismatches.push(`${k}: counted ${expected.get(k) ?? 0}, tallied ${actual.get(k) ?? 0}`);
  return mismatches;
}

async function insertOpportunities(db: Db, userIds: (string | null)[], count: number, next: () => number) {
  const [contact] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(eq(contacts.companyId, company))
    .limit(1);
  if (!contact) throw new Error('the demo company has no contact');
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;
  const rows = Array.from({ length: count }, () => {
    const userId = pick(userIds);
    return {
      id: randomUUID(),
      companyId: company,
      contactId: contact.id,
      userId,
      isInPool: userId === null,
      sharedToUserId: next() < 0.2 ? pick(userIds.filter(Boolean) as string[]) : null,
      status: next() < 0.2 ? ('CLOSED' as const) : ('OPEN' as const),
      lastMessageSender: pick(['CUSTOMER', 'USER', null] as const),
    };
  });
  await db.insert(opportunities).values(rows);
  return rows.map((row) => row.id);
}

describe('opportunity tallies on the embedded database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await restoreTestDatabase();
  });
  afterAll(() => database.close());

  it('stay equal to the rows through inserts, moves, shares, closes, deletes and a deleted user', async () => {
    const { db } = database;
    const next = random(30);
    const people = (await db.select({ id: users.id }).from(users).where(eq(users.companyId, company))).map(
      (row) => row.id,
    );
    const leaving = randomUUID();
    await db
      .insert(users)
      .values({ id: leaving, companyId: company, email: `leaving-${leaving}@parley.test` });
    const userIds = [...people, leaving, null];
    expect(await tallyMismatches(db)).toEqual([]);

    const ids = await insertOpportunities(db, userIds, 120, next);
    const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;
    for (let step = 0; step < 300; step += 1) {
      const id = pick(ids);
      const change = pick(['user', 'shared', 'status', 'sender', 'text', 'several'] as const);
      if (change === 'user') {
        const userId = pick(userIds);
        await db
          .update(opportunities)
          .set({ userId, isInPool: userId === null })
          .where(eq(opportunities.id, id));
      } else if (change === 'shared') {
        await db
          .update(opportunities)
          .set({ sharedToUserId: next() < 0.5 ? null : pick(people) })
          .where(eq(opportunities.id, id));
      } else if (change === 'status') {
        await db
          .update(opportunities)
          .set({ status: next() < 0.5 ? 'OPEN' : 'CLOSED' })
          .where(eq(opportunities.id, id));
      } else if (change === 'sender') {
        await db
          .update(opportunities)
          .set({ lastMessageSender: pick(['CUSTOMER', 'USER'] as const) })
          .where(eq(opportunities.id, id));
      } else if (change === 'text') {
        // A change that moves no key (the last message's text) leaves the tallies as they are.
        await db
          .update(opportunities)
          .set({ lastMessage: `step ${step}` })
          .where(eq(opportunities.id, id));
      } else {
        // One statement over several rows.
        await db
          .update(opportunities)
          .set({ userId: pick(people), isInPool: false })
          .where(
            and(
              eq(opportunities.companyId, company),
              sql`${opportunities.id} in (${sql.join(
                ids.slice(step % 100, (step % 100) + 5).map((x) => sql`${x}`),
                sql`, `,
              )})`,
            ),
          );
      }
    }
    expect(await tallyMismatches(db)).toEqual([]);

    await db.delete(opportunities).where(eq(opportunities.id, ids[0] as string));
    await db.delete(users).where(eq(users.id, leaving));
    expect(await tallyMismatches(db)).toEqual([]);

    for (const userId of people) {
      for (const section of inboxSections) {
        expect(await sectionTotal(db, company, section, userId), `${section} of ${userId}`).toBe(
          await countWhere(db, sectionWhere(company, section, userId)),
        );
      }
      const [counted] = await db
        .select({
          mine: sql<number>`count(*) filter (where ${opportunities.userId} = ${userId} and ${opportunities.lastMessageSender} = 'CUSTOMER')::int`,
          newCustomers: sql<number>`count(*) filter (where ${opportunities.userId} is null)::int`,
        })
        .from(opportunities)
        .where(and(eq(opportunities.companyId, company), eq(opportunities.status, 'OPEN')));
      expect(await counterTotals(db, company, userId)).toEqual(counted);
    }
  });
});

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('opportunity tallies on PostgreSQL (TEST_DATABASE_URL)', () => {
  it('neither deadlock nor lose a count when transactions move conversations concurrently', async () => {
    await withThrowawayDatabase(
      url ?? '',
      'parley_tallies',
      async (pool) => {
        const database = fromPgPool(pool);
        await database.migrate();
        await seedDemo(database.db);
        const { db } = database;
        const people = (
          await db.select({ id: users.id }).from(users).where(eq(users.companyId, company))
        ).map((row) => row.id);
        const ids = await insertOpportunities(db, [...people, null], 40, random(7));
        // Eight workers, each moving conversations one per transaction between the pool and the users,
        // all at once, so the same tallies are taken and given back in every direction.
        const worker = async (seed: number) => {
          const next = random(seed);
          for (let round = 0; round < 60; round += 1) {
            const id = ids[Math.floor(next() * ids.length)] as string;
            const userId = next() < 0.3 ? null : (people[Math.floor(next() * people.length)] as string);
            await db.transaction(async (tx) => {
              await tx
                .update(opportunities)
                .set({
                  userId,
                  isInPool: userId === null,
                  lastMessageSender: next() < 0.5 ? 'USER' : 'CUSTOMER',
                })
                .where(eq(opportunities.id, id));
            });
          }
        };
        await Promise.all(Array.from({ length: 8 }, (_, index) => worker(index + 1)));
        expect(await tallyMismatches(db)).toEqual([]);
      },
      8,
    );
  });
});
