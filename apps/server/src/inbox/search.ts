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

export async function searchConversations(
  db: Db,
  viewer: Viewer,
  { q, skip, take }: SearchQuery,
): Promise<{ hits: SearchHit[]; total: number }> {
  const text = q.toLowerCase();
  const digits = phoneDigitsOf(q);
  const matchingContacts = db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.companyId, viewer.companyId), contactMatching(q)));
  // Words in any order, each stemmed in German and in English (a message matches either language).
  const words = sql`(plainto_tsquery('german', ${q}) || plainto_tsquery('english', ${q}))`;
  const matchingMessages = db
    .select({ id: messages.opportunityId })
    .from(messages)
    .where(and(sql`${messageSearchVector(messages.body)} @@ ${words}`, eq(messages.kind, 'MESSAGE')));
  // One list of ids from both (a union, so each side reads its own index: an OR of the two would
  // read every conversation of the company), taken as an array: the conversations are then fetched by
  // id, where a semi-join on the trigrams' rough estimates read them all.
  // The matching contacts are taken as an array too: their conversations are then read by contact id
  // from its index, where a semi-join on the trigrams' rough estimate (thousands of contacts) sometimes
  // read every conversation (a clean-clone run's plan at 100,000 conversations).
  const matching = db
    .select({ id: opportunities.id })
    .from(opportunities)
    .where(
      and(visibleTo(viewer.companyId), sql`${opportunities.contactId} = any(array(${matchingContacts}))`),
    )
    .union(matchingMessages);
  const where = and(visibleTo(viewer.companyId), sql`${opportunities.id} = any(array(${matching}))`) as SQL;
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
  if (rows.length === 0) return { hits: [], total: count?.total ?? 0 };

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
  return { hits, total: count?.total ?? 0 };
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
