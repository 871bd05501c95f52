import type { RestSearchMatch } from '@parley/api/rest';
import { phoneDigitsOf, type SearchQuery } from '@parley/domain';
import { and, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  type ContactRow,
  contactSearch,
  contacts,
  messageSearchVector,
  messages,
  type OpportunityRow,
  opportunities,
  opportunityStatus,
} from '../db/schema.ts';
import { byActivity, visibleTo } from './queries.ts';
import type { Viewer } from './service.ts';

/*
 * The inbox search: the viewer's company's conversations whose contact matches (any part of the name,
 * email or company, or of the phone number's digits: trigram indexes) or that have a message matching
 * the words (German and English full text), newest activity first, with where each matched.
 */

/** `like` with the query as a literal part: `%`, `_` and `\` in it match themselves. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A contact whose name, email or company contains the query (any case), or whose phone number's digits
 * contain the query's digits when it is a (part of a) number: each reads its trigram index.
 */
export function contactMatching(q: string): SQL {
  const pattern = containing(q.toLowerCase());
  const matches: SQL[] = [
    sql`${contactSearch.name(contacts)} like ${pattern}`,
    sql`${contactSearch.email(contacts)} like ${pattern}`,
    sql`${contactSearch.company(contacts)} like ${pattern}`,
  ];
  const digits = phoneDigitsOf(q);
  if (digits) matches.push(sql`${contactSearch.phone(contacts)} like ${containing(digits)}`);
  return or(...matches) as SQL;
}

export type SearchHit = { row: OpportunityRow; match: RestSearchMatch };

/**
 * Up to this many matching messages (or contacts, in every company) the matches are gathered whole
 * and counted exactly: a few milliseconds. A query past it (a word most messages contain, a common
 * first name) is searched the other way round: the company's conversations newest first, each tested,
 * until the page is full.
 */
const GATHER_MAX = 2000;
/** The newest-first way tests at most this many of the newest conversations of each status. */
const WALK_MAX = 4000;

export type SearchResult = {
  hits: SearchHit[];
  /** Exact, or (capped) how many were found before the page was full: "many". */
  total: number;
  capped: boolean;
  /** A page follows. */
  more: boolean;
};

export async function searchConversations(
  db: Db,
  viewer: Viewer,
  { q, skip, take }: SearchQuery,
): Promise<SearchResult> {
  const text = q.toLowerCase();
  const digits = phoneDigitsOf(q);
  const contactWhere = and(eq(contacts.companyId, viewer.companyId), contactMatching(q)) as SQL;
  // Words in any order, each stemmed in German and in English (a message matches either language).
  const words = sql`(plainto_tsquery('german', ${q}) || plainto_tsquery('english', ${q}))`;
  const messageWhere = and(
    sql`${messageSearchVector(messages.body)} @@ ${words}`,
    eq(messages.kind, 'MESSAGE'),
  ) as SQL;

  // How common the query is, counted no further than GATHER_MAX on either side. The messages are
  // those of every company (joined to their conversations, the planner reads them all): a word common
  // elsewhere only sends this company's search the newest-first way.
  // One query, both sides.
  const found = (from: typeof contacts | typeof messages, where: SQL) =>
    db.select({ n: sql<number>`count(*)::int` }).from(
      db
        .select({ one: sql`1`.as('one') })
        .from(from)
        .where(where)
        .limit(GATHER_MAX)
        .as('found'),
    );
  const sides = await found(contacts, contactWhere).unionAll(found(messages, messageWhere));
  const common = sides.some((side) => side.n >= GATHER_MAX);
  const newest = common ? await newestMatching(db, viewer, q, words, skip, take) : null;
  const { rows, total, capped, more } =
    newest ?? (await gathered(db, viewer, contactWhere, messageWhere, skip, take));
  if (rows.length === 0) return { hits: [], total, capped, more };

  // Where each matched: a contact's field first (name, phone, email, company), else its latest
  // message with the words.
  const people = await db
    .select()
    .from(contacts)
    .where(
      inArray(
        contacts.id,
        rows.map((row) => row.contactId),
      ),
    );
  const personOf = new Map(people.map((person) => [person.id, person]));
  const unmatched = rows.filter((row) => !contactMatch(personOf.get(row.contactId), text, digits));
  const bodies = unmatched.length
    ? await db
        .selectDistinctOn([messages.opportunityId], {
          opportunityId: messages.opportunityId,
          body: messages.body,
        })
        .from(messages)
        .where(
          and(
            inArray(
              messages.opportunityId,
              unmatched.map((row) => row.id),
            ),
            eq(messages.kind, 'MESSAGE'),
            sql`${messageSearchVector(messages.body)} @@ ${words}`,
          ),
        )
        .orderBy(messages.opportunityId, desc(messages.createdAt))
    : [];
  const bodyOf = new Map(bodies.map((found) => [found.opportunityId, found.body ?? '']));
  const hits = rows.map((row) => ({
    row,
    match: contactMatch(personOf.get(row.contactId), text, digits) ?? {
      field: 'message' as const,
      text: bodyOf.get(row.id) ?? '',
    },
  }));
  return { hits, total, capped, more };
}

/** The contact's field the query matched, as the search compares it, or null. */
function contactMatch(
  person: ContactRow | undefined,
  text: string,
  digits: string | null,
): RestSearchMatch | null {
  if (!person) return null;
  const name = [person.firstName, person.lastName].filter(Boolean).join(' ');
  if (`${person.firstName ?? ''} ${person.lastName ?? ''}`.toLowerCase().includes(text))
    return { field: 'name', text: name };
  if (digits && person.phone?.replace(/[^0-9]/g, '').includes(digits))
    return { field: 'phone', text: person.phone };
  if (person.email?.toLowerCase().includes(text)) return { field: 'email', text: person.email };
  if (person.companyName?.toLowerCase().includes(text)) return { field: 'company', text: person.companyName };
  return null;
}

/** A page of conversations (at most `take`) and what the search knows of the rest. */
type Page = Omit<SearchResult, 'hits'> & { rows: OpportunityRow[] };

/**
 * Few matches: one list of ids from both sides (a union, so each side reads its own index: an OR of
 * the two would read every conversation of the company), taken as an array: the conversations are
 * then fetched by id, where a semi-join on the trigrams' rough estimates read them all. The matching
 * contacts are taken as an array too: their conversations are then read by contact id from its index,
 * where a semi-join on the trigrams' rough estimate (thousands of contacts) sometimes read every
 * conversation (a clean-clone run's plan at 100,000 conversations). `rows` holds the page at `skip`.
 */
async function gathered(
  db: Db,
  viewer: Viewer,
  contactWhere: SQL,
  messageWhere: SQL,
  skip: number,
  take: number,
): Promise<Page> {
  const matchingContacts = db.select({ id: contacts.id }).from(contacts).where(contactWhere);
  const matchingMessages = db.select({ id: messages.opportunityId }).from(messages).where(messageWhere);
  const matching = db
    .select({ id: opportunities.id })
    .from(opportunities)
    .where(
      and(visibleTo(viewer.companyId), sql`${opportunities.contactId} = any(array(${matchingContacts}))`),
    )
    .union(matchingMessages);
  const where = and(visibleTo(viewer.companyId), sql`${opportunities.id} = any(array(${matching}))`);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(opportunities)
      .where(where)
      .orderBy(...byActivity)
      .offset(skip)
      .limit(take),
    db.select({ total: sql<number>`count(*)::int` }).from(opportunities).where(where),
  ]);
  const total = count?.total ?? 0;
  return { rows, total, capped: false, more: skip + rows.length < total };
}

/**
 * Many matches: the company's newest conversations of each status (the activity index, at most
 * WALK_MAX each), each tested by its contact (by id) and by its messages (by conversation, the words
 * checked on each message: the full text index would read the word's every occurrence per conversation;
 * `offset 0` keeps PostgreSQL from gathering every match into a hash first), until `wanted` are found:
 * a few dozen conversations for a word in every fourth. Null when the window held fewer than wanted
 * while older conversations remain: the matches are then gathered after all.
 */
async function newestMatching(
  db: Db,
  viewer: Viewer,
  q: string,
  words: SQL,
  skip: number,
  take: number,
): Promise<Page | null> {
  const wanted = skip + take + 1;
  const perStatus = await Promise.all(
    opportunityStatus.enumValues.map(async (status) => {
      const newest = db
        .select({
          id: opportunities.id,
          contactId: opportunities.contactId,
          lastMessageAt: opportunities.lastMessageAt,
        })
        .from(opportunities)
        .where(and(visibleTo(viewer.companyId), eq(opportunities.status, status)))
        .orderBy(...byActivity)
        .limit(WALK_MAX)
        .as('newest');
      const contactTest = sql`exists (${db
        .select({ one: sql`1` })
        .from(contacts)
        .where(and(eq(contacts.id, newest.contactId), contactMatching(q)))} offset 0)`;
      const messageTest = sql`exists (${db
        .select({ one: sql`1` })
        .from(messages)
        .where(
          and(
            eq(messages.opportunityId, newest.id),
            eq(messages.kind, 'MESSAGE'),
            sql`${messageSearchVector(sql`(${messages.body} || '')`)} @@ ${words}`,
          ),
        )} offset 0)`;
      const hits = await db
        .select({ id: newest.id })
        .from(newest)
        .where(or(contactTest, messageTest))
        .orderBy(sql`${newest.lastMessageAt} desc nulls last`, desc(newest.id))
        .limit(wanted);
      const [window] =
        hits.length < wanted
          ? await db.select({ n: sql<number>`count(*)::int` }).from(
              db
                .select({ one: sql`1`.as('one') })
                .from(opportunities)
                .where(and(visibleTo(viewer.companyId), eq(opportunities.status, status)))
                .limit(WALK_MAX + 1)
                .as('window'),
            )
          : [];
      return {
        ids: hits.map((hit) => hit.id),
        exhausted: (window?.n ?? 0) <= WALK_MAX,
      };
    }),
  );
  // A status whose window ran out before `wanted` hits while older conversations remain: its older
  // hits could come before the other's, so the matches are gathered after all.
  if (perStatus.some((status) => status.ids.length < wanted && !status.exhausted)) return null;
  const ids = perStatus.flatMap((status) => status.ids);
  const found = ids.length
    ? await db
        .select()
        .from(opportunities)
        .where(inArray(opportunities.id, ids))
        .orderBy(...byActivity)
        .limit(wanted)
    : [];
  // Every status that found fewer than wanted was read to its end: then the count is exact.
  const capped = perStatus.some((status) => status.ids.length === wanted);
  return {
    rows: found.slice(skip, skip + take),
    total: capped ? found.length : ids.length,
    capped,
    more: found.length > skip + take,
  };
}
