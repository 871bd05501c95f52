import type { RestContact, RestLabel, RestOpportunity } from '@parley/api/rest';
import type { SocketMessage } from '@parley/api/socket';
import { consentStatusOf as consentStatus } from '@parley/domain';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { presentAddress } from '../company/present.ts';
import type { Db } from '../db/client.ts';
import {
  brandProducts,
  type ContactRow,
  consentEntries,
  contactLabels,
  contacts,
  labels,
  type MessageRow,
  messages,
  type OpportunityRow,
  opportunities,
  opportunityLabels,
  userProfiles,
} from '../db/schema.ts';

/*
 * Rows → contract shapes (RestContact, RestOpportunity, SocketMessage), loading relations in one query
 * per relation for the whole batch. GraphQL (via codegen mappers) and REST share these presenters.
 */

const iso = (date: Date | null) => date?.toISOString() ?? null;

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}

export async function presentContacts(db: Db, rows: readonly ContactRow[]): Promise<RestContact[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [consents, attached] = await Promise.all([
    db
      .select({
        contactId: consentEntries.contactId,
        type: consentEntries.type,
        active: consentEntries.active,
      })
      .from(consentEntries)
      .where(inArray(consentEntries.contactId, ids)),
    db
      .select({ contactId: contactLabels.contactId, id: labels.id, key: labels.key })
      .from(contactLabels)
      .innerJoin(labels, eq(labels.id, contactLabels.labelId))
      .where(inArray(contactLabels.contactId, ids))
      .orderBy(asc(labels.key)),
  ]);
  const consentsOf = groupBy(consents, (c) => c.contactId);
  const labelsOf = groupBy(attached, (l) => l.contactId);
  return rows.map((row) => ({
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
    consentStatus: consentStatus(consentsOf.get(row.id) ?? []),
    labels: (labelsOf.get(row.id) ?? []).map(({ id, key }) => ({ id, key })),
    tags: row.tags,
  }));
}

export async function presentOpportunities(
  db: Db,
  rows: readonly OpportunityRow[],
): Promise<RestOpportunity[]> {
  if (rows.length === 0) return [];
  const contactIds = [...new Set(rows.map((row) => row.contactId))];
  const productIds = [...new Set(rows.flatMap((row) => row.brandProductIds))];
  const userLast = rows.filter((row) => row.lastMessageSender === 'USER').map((row) => row.id);
  const lastUserMessage = db
    .select({ senderUserId: messages.senderUserId })
    .from(messages)
    .where(and(eq(messages.opportunityId, opportunities.id), eq(messages.senderType, 'USER')))
    .orderBy(desc(messages.createdAt))
    .limit(1)
    .as('last_user_message');
  const [contactRows, attached, products, authors] = await Promise.all([
    db.select().from(contacts).where(inArray(contacts.id, contactIds)),
    db
      .select({ opportunityId: opportunityLabels.opportunityId, id: labels.id, key: labels.key })
      .from(opportunityLabels)
      .innerJoin(labels, eq(labels.id, opportunityLabels.labelId))
      .where(
        inArray(
          opportunityLabels.opportunityId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(labels.key)),
    productIds.length
      ? db.select().from(brandProducts).where(inArray(brandProducts.id, productIds))
      : Promise.resolve([]),
    // Who wrote the latest user message of each: the messages are the one record of it. One index
    // probe per opportunity (newest first, stop at the first user message), however long its thread.
    userLast.length
      ? db
          .select({
            opportunityId: opportunities.id,
            id: lastUserMessage.senderUserId,
            firstName: userProfiles.firstName,
            lastName: userProfiles.lastName,
          })
          .from(opportunities)
          .innerJoinLateral(lastUserMessage, sql`true`)
          .leftJoin(userProfiles, eq(userProfiles.userId, lastUserMessage.senderUserId))
          .where(inArray(opportunities.id, userLast))
      : Promise.resolve([]),
  ]);
  const authorOf = new Map(
    authors.flatMap(({ opportunityId, id, firstName, lastName }) =>
      id ? [[opportunityId, { id, firstName: firstName ?? null, lastName: lastName ?? null }] as const] : [],
    ),
  );
  const presented = new Map((await presentContacts(db, contactRows)).map((c) => [c.id, c]));
  const labelsOf = groupBy(attached, (l) => l.opportunityId);
  const productOf = new Map(products.map((p) => [p.id, p]));
  return rows.map((row) => {
    const contact = presented.get(row.contactId);
    if (!contact) throw new Error(`contact ${row.contactId} of opportunity ${row.id} is missing`);
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
      labels: (labelsOf.get(row.id) ?? []).map(({ id, key }): RestLabel => ({ id, key })),
      channelType: row.channelType,
      lastMessage: row.lastMessage,
      lastMessageSender: row.lastMessageSender,
      lastMessageUser: row.lastMessageSender === 'USER' ? (authorOf.get(row.id) ?? null) : null,
      lastMessageAt: iso(row.lastMessageAt),
      lastCustomerMessageAt: iso(row.lastCustomerMessageAt),
      unreadCount: row.unreadCount,
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
          .where(inArray(userProfiles.userId, userIds))
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
          .where(inArray(opportunities.id, opportunityIds))
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
      metadata: { opportunityId: row.opportunityId, status: row.status },
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
