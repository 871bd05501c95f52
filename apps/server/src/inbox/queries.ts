import type { OpportunitySection, RestSectionCounters } from '@parley/api/rest';
import { and, desc, eq, inArray, isNotNull, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type OpportunityRow, opportunities } from '../db/schema.ts';

export const sections = ['mine', 'shared', 'new_customers', 'team'] as const satisfies OpportunitySection[];

/**
 * Visibility: a user may see their own opportunities, those shared with them, the pool of new
 * customers and the team section, which holds every other user's opportunities of the company. So
 * every user sees every opportunity of their own company and none of another company ("team
 * visibility for all company users"); this one function is the place to narrow it later.
 */
export function visibleTo(companyId: string): SQL {
  return eq(opportunities.companyId, companyId);
}

/**
 * The sections (spec 2/4), all of them open opportunities only:
 * mine = the user's; shared = shared with the user; new_customers = in the pool (no user);
 * team = with another user of the company.
 */
export function sectionWhere(companyId: string, section: OpportunitySection, userId: string): SQL {
  const open = and(visibleTo(companyId), eq(opportunities.status, 'OPEN')) as SQL;
  switch (section) {
    case 'mine':
      return and(open, eq(opportunities.userId, userId)) as SQL;
    case 'shared':
      return and(open, eq(opportunities.sharedToUserId, userId)) as SQL;
    case 'new_customers':
      return and(open, isNull(opportunities.userId)) as SQL;
    case 'team':
      return and(open, isNotNull(opportunities.userId), ne(opportunities.userId, userId)) as SQL;
  }
}

/** Newest activity first; the id breaks ties so pages never overlap. */
export const byActivity = [sql`${opportunities.lastMessageAt} desc nulls last`, desc(opportunities.id)];

export async function countWhere(db: Db, where: SQL): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(opportunities).where(where);
  return row?.count ?? 0;
}

export function listWhere(db: Db, where: SQL, skip: number, take: number): Promise<OpportunityRow[]> {
  return db
    .select()
    .from(opportunities)
    .where(where)
    .orderBy(...byActivity)
    .offset(skip)
    .limit(take);
}

/** mine = the user's open opportunities whose last message is the customer's; newCustomers = the pool. */
export async function sectionCounters(
  db: Db,
  companyId: string,
  userId: string,
): Promise<RestSectionCounters> {
  const [row] = await db
    .select({
      mine: sql<number>`count(*) filter (where ${opportunities.userId} = ${userId} and ${opportunities.lastMessageSender} = 'CUSTOMER')::int`,
      newCustomers: sql<number>`count(*) filter (where ${opportunities.userId} is null)::int`,
    })
    .from(opportunities)
    .where(and(visibleTo(companyId), eq(opportunities.status, 'OPEN')));
  return { mine: row?.mine ?? 0, newCustomers: row?.newCustomers ?? 0 };
}

export async function findVisibleOpportunity(
  db: Db,
  companyId: string,
  id: string,
): Promise<OpportunityRow | null> {
  const [row] = await db
    .select()
    .from(opportunities)
    .where(and(visibleTo(companyId), eq(opportunities.id, id)))
    .limit(1);
  return row ?? null;
}

export function findVisibleOpportunities(db: Db, companyId: string, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(opportunities)
    .where(and(visibleTo(companyId), inArray(opportunities.id, [...ids])));
}
