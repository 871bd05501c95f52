import type { ContactTagsInput } from '@parley/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Viewer as SignedIn } from '../auth/viewer.ts';
import type { Db } from '../db/client.ts';
import {
  type ContactRow,
  consentEntries,
  contacts,
  opportunities,
  userProfiles,
  users,
} from '../db/schema.ts';
import { notFound } from '../errors.ts';
import { visibleTo } from '../inbox/queries.ts';

/*
 * Contacts (spec 2: /contacts/{own|all|team}/{id}): one contact with its primary contact and its
 * conversations, and its tags. Listing (POST customers/filter) and labels and consent are the inbox
 * service's (filterCustomers, addLabel, removeLabel, setConsent): the inbox and the contact pages
 * change the same rows. Every read and write stays inside the viewer's company; a contact of another
 * company is NOT_FOUND, as an unknown one.
 */

export type Viewer = Pick<SignedIn, 'user' | 'companyId'>;
type Deps = { db: Db };

/** Conversations listed on a contact's page: the newest 50. */
export const CONTACT_CONVERSATIONS_MAX = 50;

/** A contact of the viewer's company; NOT_FOUND for an unknown id or another company's. */
export async function findCompanyContact(db: Db, viewer: Viewer, id: string): Promise<ContactRow> {
  const [row] = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.companyId, viewer.companyId), eq(contacts.id, id)))
    .limit(1);
  if (!row) throw notFound('Contact');
  return row;
}

/** One contact of the viewer's company with its primary contact and its newest conversations. */
export async function getContact({ db }: Deps, viewer: Viewer, id: string) {
  const row = await findCompanyContact(db, viewer, id);
  const [primary, conversations, lastConsent] = await Promise.all([
    row.userId
      ? db
          .select({
            id: users.id,
            firstName: userProfiles.firstName,
            lastName: userProfiles.lastName,
            avatarUrl: userProfiles.avatarUrl,
          })
          .from(users)
          .innerJoin(userProfiles, eq(userProfiles.userId, users.id))
          .where(and(eq(users.id, row.userId), eq(users.companyId, viewer.companyId)))
          .limit(1)
      : Promise.resolve([]),
    db
      .select({
        id: opportunities.id,
        userId: opportunities.userId,
        sharedToUserId: opportunities.sharedToUserId,
        status: opportunities.status,
        channelType: opportunities.channelType,
        lastMessage: opportunities.lastMessage,
        lastMessageAt: opportunities.lastMessageAt,
      })
      .from(opportunities)
      .where(and(visibleTo(viewer.companyId), eq(opportunities.contactId, row.id)))
      .orderBy(sql`${opportunities.lastMessageAt} desc nulls last`, desc(opportunities.id))
      .limit(CONTACT_CONVERSATIONS_MAX),
    // The latest consent entry: what the card says of the contact's consent (who, where, when).
    db
      .select({
        type: consentEntries.type,
        source: consentEntries.source,
        givenAt: consentEntries.givenAt,
        recordedAt: consentEntries.createdAt,
        firstName: userProfiles.firstName,
        lastName: userProfiles.lastName,
      })
      .from(consentEntries)
      .leftJoin(userProfiles, eq(userProfiles.userId, consentEntries.createdBy))
      .where(eq(consentEntries.contactId, row.id))
      .orderBy(desc(consentEntries.createdAt), desc(consentEntries.id))
      .limit(1),
  ]);
  return { row, user: primary[0] ?? null, conversations, consent: lastConsent[0] ?? null };
}

export type ContactDetail = Awaited<ReturnType<typeof getContact>>;

/** Replaces the contact's tags (spec 2: tags add/remove on the card); answers the contact. */
export async function setContactTags(
  { db }: Deps,
  viewer: Viewer,
  id: string,
  { tags }: ContactTagsInput,
): Promise<ContactRow> {
  const row = await findCompanyContact(db, viewer, id);
  const [updated] = await db
    .update(contacts)
    .set({ tags, updatedAt: new Date() })
    .where(and(eq(contacts.companyId, viewer.companyId), eq(contacts.id, row.id)))
    .returning();
  if (!updated) throw notFound('Contact');
  return updated;
}
