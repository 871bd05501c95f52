import { type InboxListView, type InboxSection, waitingThresholdMs } from '@parley/domain';
import { and, desc, eq, isNotNull, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import {
  type OpportunityRow,
  opportunities,
  opportunityLabels,
  opportunityTallies,
  teamUsers,
} from '../db/schema.ts';

/* The SQL building blocks of the inbox service (service.ts). */

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
 * The sections (spec 2/4) as the domain's `sectionsOf` defines them, the four of spec 2 open
 * opportunities only: mine = the user's; shared = shared with the user; new_customers = in the pool
 * (no user); team = with another user of the company; closed = the company's closed ones.
 * test/inbox-sections.test.ts checks that both agree.
 */
export function sectionWhere(companyId: string, section: InboxSection, userId: string): SQL {
  const open = and(visibleTo(companyId), eq(opportunities.status, 'OPEN')) as SQL;
  switch (section) {
    case 'closed':
      return and(visibleTo(companyId), eq(opportunities.status, 'CLOSED')) as SQL;
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

const tally = opportunityTallies;

/**
 * The same sections over the tallies (opportunity_tallies, kept by a trigger), where no user is ''.
 * test/opportunity-tallies.test.ts checks that a total read here equals the count of `sectionWhere`.
 */
function sectionTallyWhere(section: InboxSection, userId: string): SQL {
  switch (section) {
    case 'closed':
      return eq(tally.status, 'CLOSED');
    case 'mine':
      return eq(tally.userId, userId);
    case 'shared':
      return eq(tally.sharedToUserId, userId);
    case 'new_customers':
      return eq(tally.userId, '');
    case 'team':
      return and(ne(tally.userId, ''), ne(tally.userId, userId)) as SQL;
  }
}

const openTallies = (companyId: string) => and(eq(tally.companyId, companyId), eq(tally.status, 'OPEN'));

/** How many opportunities of the company a section holds, from the tallies. */
export async function sectionTotal(
  db: Db,
  companyId: string,
  section: InboxSection,
  userId: string,
): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${tally.count}), 0)::int` })
    .from(tally)
    .where(
      section === 'closed'
        ? and(eq(tally.companyId, companyId), sectionTallyWhere(section, userId))
        : and(openTallies(companyId), sectionTallyWhere(section, userId)),
    );
  return row?.total ?? 0;
}

/**
 * The inbox's counters from the tallies: the user's open opportunities whose last message is the
 * customer's (waiting for an answer), and the pool's (no user).
 */
export async function counterTotals(
  db: Db,
  companyId: string,
  userId: string,
): Promise<{ mine: number; newCustomers: number }> {
  const [row] = await db
    .select({
      mine: sql<number>`coalesce(sum(${tally.count}) filter (where ${tally.userId} = ${userId} and ${tally.lastMessageSender} = 'CUSTOMER'), 0)::int`,
      newCustomers: sql<number>`coalesce(sum(${tally.count}) filter (where ${tally.userId} = ''), 0)::int`,
    })
    .from(tally)
    .where(openTallies(companyId));
  return { mine: row?.mine ?? 0, newCustomers: row?.newCustomers ?? 0 };
}

/** Newest activity first; the id breaks ties so pages never overlap. */
export const byActivity = [sql`${opportunities.lastMessageAt} desc nulls last`, desc(opportunities.id)];

/**
 * Longest waiting first: the conversations whose customer wrote last, from the oldest unanswered
 * message on, then the rest newest activity first; the id breaks ties.
 */
export const byWaiting = [
  sql`(${opportunities.lastMessageSender} = 'CUSTOMER') desc`,
  sql`case when ${opportunities.lastMessageSender} = 'CUSTOMER' then ${opportunities.lastCustomerMessageAt} end asc nulls last`,
  sql`${opportunities.lastMessageAt} desc nulls last`,
  desc(opportunities.id),
];

/**
 * The filters of a list's view (the domain's listView.ts, whose `matchesListView` is the same rule for
 * a row patched in place): channel, a label of the conversation, unread, and a customer waiting at
 * least so long for an answer at `now`. Null when the view filters nothing.
 */
export function viewWhere(view: InboxListView, now: Date): SQL | null {
  const conditions: SQL[] = [];
  if (view.channel) conditions.push(eq(opportunities.channelType, view.channel));
  if (view.label)
    conditions.push(
      sql`exists (select 1 from ${opportunityLabels} where ${opportunityLabels.opportunityId} = ${opportunities.id} and ${opportunityLabels.labelId} = ${view.label})`,
    );
  if (view.unread) conditions.push(sql`${opportunities.unreadCount} > 0`);
  if (view.waiting) {
    const since = new Date(now.getTime() - waitingThresholdMs[view.waiting]);
    conditions.push(
      and(
        eq(opportunities.lastMessageSender, 'CUSTOMER'),
        sql`${opportunities.lastCustomerMessageAt} <= ${since.toISOString()}::timestamptz`,
      ) as SQL,
    );
  }
  return conditions.length ? (and(...conditions) as SQL) : null;
}

export async function countWhere(db: Db, where: SQL): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(opportunities).where(where);
  return row?.count ?? 0;
}

export function listWhere(
  db: Db,
  where: SQL,
  skip: number,
  take: number,
  order: readonly SQL[] = byActivity,
): Promise<OpportunityRow[]> {
  return db
    .select()
    .from(opportunities)
    .where(where)
    .orderBy(...order)
    .offset(skip)
    .limit(take);
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

const mates = alias(teamUsers, 'mates');

/** The users who share a team with `userId` (the user too, when in a team), as a subquery. */
export function teamMatesOf(db: Db, userId: string) {
  return db
    .selectDistinct({ userId: mates.userId })
    .from(teamUsers)
    .innerJoin(mates, eq(mates.teamId, teamUsers.teamId))
    .where(eq(teamUsers.userId, userId));
}
