import { inboxSections, sectionsOf } from '@parley/domain';
import { and, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../src/db/client.ts';
import { demoIds } from '../src/db/demo.ts';
import { type OpportunityRow, opportunities, users } from '../src/db/schema.ts';
import { inboxIds } from '../src/db/seed-inbox.ts';
import { sectionWhere } from '../src/inbox/queries.ts';
import { restoreTestDatabase } from './helpers.ts';

/*
 * The domain's `sectionsOf` is the section rule (web and api sort rows by it); the server's SQL
 * `sectionWhere` must list exactly the same opportunities. Seeds every combination of status,
 * responsible user and sharing, in both companies, and compares them section by section for each user.
 */

const third = '00000000-0000-4000-8000-00000000a0ff';
const demoUsers = [demoIds.userAdmin, demoIds.userUser, third];

let database: Database;
let db: Db;
let seeded: OpportunityRow[];

beforeAll(async () => {
  database = await restoreTestDatabase();
  db = database.db;
  await db.insert(users).values({ id: third, companyId: demoIds.companyDemo, email: 'third@parley.test' });
  const people = [null, ...demoUsers];
  const rows: (typeof opportunities.$inferInsert)[] = [];
  for (const [companyId, contactId] of [
    [demoIds.companyDemo, inboxIds.contact(0)],
    [demoIds.companyOther, inboxIds.contact(40)],
  ] as const)
    for (const status of ['OPEN', 'CLOSED'] as const)
      for (const userId of people)
        for (const sharedToUserId of people)
          rows.push({ companyId, contactId, status, userId, sharedToUserId, isInPool: userId === null });
  seeded = await db.insert(opportunities).values(rows).returning();
});
afterAll(() => database.close());

describe('sectionWhere', () => {
  it('seeds every combination', () => {
    expect(seeded).toHaveLength(2 * 2 * 4 * 4);
  });

  for (const section of inboxSections)
    it(`lists exactly what sectionsOf puts in '${section}', for every user of the company`, async () => {
      for (const userId of demoUsers) {
        const listed = await db
          .select({ id: opportunities.id })
          .from(opportunities)
          .where(
            and(
              sectionWhere(demoIds.companyDemo, section, userId),
              inArray(
                opportunities.id,
                seeded.map((row) => row.id),
              ),
            ),
          );
        const expected = seeded.filter(
          (row) => row.companyId === demoIds.companyDemo && sectionsOf(row, userId).includes(section),
        );
        expect(expected.length, `${section} of ${userId}`).toBeGreaterThan(0);
        expect(listed.map((row) => row.id).sort(), `${section} of ${userId}`).toEqual(
          expected.map((row) => row.id).sort(),
        );
      }
    });
});
