import type { RestContact, RestLabel, RestOpportunity } from '@parley/api/rest';
import type { SocketMessage } from '@parley/api/socket';
import { consentStatusOf as consentStatus } from '@parley/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import { presentAddress } from '../company/present.ts';
import type { Db } from '../db/client.ts';
import { anyOf } from '../db/queries.ts';
import {
  brandProducts,
  type ContactRow,
  contacts,
  type MessageRow,
  messages,
  type OpportunityRow,
  opportunities,
  userProfiles,
} from '../db/schema.ts';

/*
 * Rows → contract shapes (RestContact, RestOpportunity, SocketMessage), loading the relations of a whole
 * batch in a constant number of queries (most as JSON columns of the rows' own select). GraphQL (via codegen mappers) and REST share these presenters.
 */

const iso = (date: Date | null) => date?.toISOString() ?? null;

type ConsentEntry = { type: 'DIGITAL' | 'MANUAL' | 'REVOKED'; active: boolean };

/**
 * A contact's labels (by key) and consent entries, as JSON columns of a select over `contacts`: each a
 * correlated subquery on its index, so a page of contacts comes with its relations in one query. Written
 * out with aliases: drizzle leaves a select's columns unqualified when it reads one table, and "id"
 * would then mean the subquery's own.
 */
const contactRelations = {
  labels: sql<RestLabel[]>`coalesce((
    select json_agg(json_build_object('id', l.id, 'key', l.key) order by l.key)
    from contact_labels cl join labels l on l.id = cl.label_id
    where cl.contact_id = "contacts"."id"), '[]'::json)`,
  consents: sql<ConsentEntry[]>`coalesce((
    select json_agg(json_build_object('type', e.type, 'active', e.active))
    from consent_entries e where e.contact_id = "contacts"."id"), '[]'::json)`,
};

type Relations = { labels: RestLabel[]; consents: ConsentEntry[] };

function presentContact(row: ContactRow, { labels, consents }: Relations): RestContact {
  return {
    id: row.id,
    userId: row.userId,
    profile: {
      firstName: row.firstName,
      lastName: row.lastName,
      birthday: row.birthday,
      avatarUrl: row.avatarUrl,
    },
    address: presentAddress(row),
    companyName: row.companyName,
    phone: row.phone,
    email: row.email,
    contactType: row.contactType,
    consentStatus: consentStatus(consents),
    labels: labels.map(({ id, key }) => ({ id, key })),
    tags: row.tags,
  };
}

/** Contacts with their labels and consent, in one query for the whole batch. */
export async function presentContacts(db: Db, rows: readonly ContactRow[]): Promise<RestContact[]> {
  if (rows.length === 0) return [];
  const related = await db
    .select({ id: contacts.id, ...contactRelations })
    .from(contacts)
    .where(
      anyOf(
        contacts.id,
        rows.map((row) => row.id),
      ),
    );
  const relationsOf = new Map(related.map((row) => [row.id, row]));
  return rows.map((row) => presentContact(row, relationsOf.get(row.id) ?? { labels: [], consents: [] }));
}

export async function presentOpportunities(
  db: Db,
  rows: readonly OpportunityRow[],
): Promise<RestOpportunity[]> {
  if (rows.length === 0) return [];
  const contactIds = [...new Set(rows.map((row) => row.contactId))];
  const productIds = [...new Set(rows.flatMap((row) => row.brandProductIds))];
  // Who wrote the latest user message of each whose last message is a user's: the messages are the
  // one record of it. One index probe per opportunity (newest first, stop at the first user message).
  const lastUserMessage = db
    .select({ senderUserId: messages.senderUserId })
    .from(messages)
    .where(
      and(
        eq(opportunities.lastMessageSender, 'USER'),
        eq(messages.opportunityId, opportunities.id),
        eq(messages.senderType, 'USER'),
      ),
    )
    .orderBy(desc(messages.createdAt))
    .limit(1)
    .as('last_user_message');
  // Three queries for a page, whatever its size: the contacts with their relations, the opportunities'
  // labels and last authors, and the products when any is named.
  const [contactRows, related, products] = await Promise.all([
    db
      .select({ contact: contacts, ...contactRelations })
      .from(contacts)
      .where(anyOf(contacts.id, contactIds)),
    db
      .select({
        id: opportunities.id,
        labels: sql<RestLabel[]>`coalesce((
          select json_agg(json_build_object('id', l.id, 'key', l.key) order by l.key)
          from opportunity_labels ol join labels l on l.id = ol.label_id
          where ol.opportunity_id = "opportunities"."id"), '[]'::json)`,
        authorId: lastUserMessage.senderUserId,
        authorFirstName: userProfiles.firstName,
        authorLastName: userProfiles.lastName,
      })
      .from(opportunities)
      .leftJoinLateral(lastUserMessage, sql`true`)
      .leftJoin(userProfiles, eq(userProfiles.userId, lastUserMessage.senderUserId))
      .where(
        anyOf(
          opportunities.id,
          rows.map((row) => row.id),
        ),
      ),
    productIds.length
      ? db.select().from(brandProducts).where(anyOf(brandProducts.id, productIds))
      : Promise.resolve([]),
  ]);
  const contactOf = new Map(
    contactRows.map(({ contact, ...relations }) => [contact.id, presentContact(contact, relations)]),
  );
  const relatedOf = new Map(related.map((row) => [row.id, row]));
  const productOf = new Map(products.map((p) => [p.id, p]));
  return rows.map((row) => {
    const contact = contactOf.get(row.contactId);
    if (!contact) throw new Error(`contact ${row.contactId} of opportunity ${row.id} is missing`);
    const relations = relatedOf.get(row.id);
    const author =
      row.lastMessageSender === 'USER' && relations?.authorId
        ? {
            id: relations.authorId,
            firstName: relations.authorFirstName ?? null,
            lastName: relations.authorLastName ?? null,
          }
        : null;
    return {
      id: row.id,
      userId: row.userId,
      sharedToUserId: row.sharedToUserId,
      status: row.status,
      isInPool: row.isInPool,
      contact,
      brandProducts: row.brandProductIds.flatMap((productId) => {
        const product = productOf.get(productId);
        return product ? [{ id: product.id, name: product.name, icon: product.icon }] : [];
      }),
      labels: (relations?.labels ?? []).map(({ id, key }): RestLabel => ({ id, key })),
      channelType: row.channelType,
      lastMessage: row.lastMessage,
      lastMessageSender: row.lastMessageSender,
      lastMessageUser: author,
      lastMessageAt: iso(row.lastMessageAt),
      lastCustomerMessageAt: iso(row.lastCustomerMessageAt),
      unreadCount: row.unreadCount,
      snoozedUntil: iso(row.snoozedUntil),
    };
  });
}

export async function presentOpportunity(db: Db, row: OpportunityRow): Promise<RestOpportunity> {
  const [presented] = await presentOpportunities(db, [row]);
  if (!presented) throw new Error('unreachable');
  return presented;
}

/** Customer messages are signed with the contact's name, user messages with the user's profile. */
export async function presentMessages(db: Db, rows: readonly MessageRow[]): Promise<SocketMessage[]> {
  if (rows.length === 0) return [];
  const userIds = [...new Set(rows.flatMap((row) => (row.senderUserId ? [row.senderUserId] : [])))];
  const opportunityIds = [
    ...new Set(rows.filter((row) => row.senderType === 'CUSTOMER').map((row) => row.opportunityId)),
  ];
  const [profiles, customers] = await Promise.all([
    userIds.length
      ? db
          .select({
            userId: userProfiles.userId,
            firstName: userProfiles.firstName,
            lastName: userProfiles.lastName,
            avatarUrl: userProfiles.avatarUrl,
          })
          .from(userProfiles)
          .where(anyOf(userProfiles.userId, userIds))
      : Promise.resolve([]),
    opportunityIds.length
      ? db
          .select({
            opportunityId: opportunities.id,
            firstName: contacts.firstName,
            lastName: contacts.lastName,
          })
          .from(opportunities)
          .innerJoin(contacts, and(eq(contacts.id, opportunities.contactId)))
          .where(anyOf(opportunities.id, opportunityIds))
      : Promise.resolve([]),
  ]);
  const profileOf = new Map(profiles.map((p) => [p.userId, p]));
  const customerOf = new Map(customers.map((c) => [c.opportunityId, c]));
  return rows.map((row) => {
    const who =
      row.senderType === 'CUSTOMER'
        ? customerOf.get(row.opportunityId)
        : row.senderUserId
          ? profileOf.get(row.senderUserId)
          : undefined;
    return {
      id: row.id,
      clientId: row.clientId,
      body: row.body,
      attachments: row.attachments.map((a) => ({
        displayName: a.displayName,
        url: a.url,
        size: a.size,
        extension: a.extension,
        mimeType: a.mimeType,
      })),
      sender: {
        type: row.senderType,
        firstName: who?.firstName ?? null,
        lastName: who?.lastName ?? null,
        avatarUrl: who && 'avatarUrl' in who ? who.avatarUrl : null,
        automation: row.automationName,
      },
      kind: row.kind,
      event: row.event ? { key: row.event.key, value: row.event.value ?? null } : null,
      extendedConfig: row.buttonId ? { buttonId: row.buttonId } : null,
      metadata: { opportunityId: row.opportunityId, status: row.status, failureReason: row.failureReason },
      createdAt: row.createdAt.toISOString(),
    };
  });
}

/** One message as the socket event and the sendMessage answer carry it. */
export async function presentMessage(db: Db, row: MessageRow): Promise<SocketMessage> {
  const [message] = await presentMessages(db, [row]);
  if (!message) throw new Error('Presenting a message returned nothing');
  return message;
}
