import type { ContactDuplicatesQuery, ContactFormValues } from '@parley/domain';
import {
  CONTACT_DUPLICATES_MAX,
  CONTACT_SEARCH_MAX,
  CONTACT_TAGS_MAX,
  type contactFormSchema,
  mayManageContact,
  messageKeys,
  toE164,
} from '@parley/domain';
import { and, asc, eq, ne, notExists, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type * as v from 'valibot';
import type { Db } from '../db/client.ts';
import {
  appointments,
  type ContactRow,
  consentEntries,
  contactImportRows,
  contactLabels,
  contactSearch,
  contacts,
  newsletterRecipients,
  opportunities,
  tasks,
} from '../db/tables.ts';
import { badUserInput, forbidden, notFound } from '../errors.ts';
import { contactValues } from '../importExport/service.ts';
import { contactMatching } from '../inbox/search.ts';
import type { Notifier } from '../realtime/socket.ts';
import { findCompanyContact, type Viewer } from './service.ts';

/*
 * Writing contacts: create, edit, delete, merge two, and the duplicate check the forms run while
 * someone types. Everyone in the company may create a contact (it becomes theirs: they are its
 * primary contact); editing, deleting and merging follow the domain's `mayManageContact` (admins any,
 * a user their own and nobody's; a merge needs it for both), anyone else is FORBIDDEN. A contact of
 * another company is NOT_FOUND, as an unknown one.
 */

type Deps = { db: Db; notifier?: Notifier | undefined };
type ContactForm = v.InferOutput<typeof contactFormSchema>;

const actorOf = (viewer: Viewer) => ({
  id: viewer.user.id,
  isAdmin: viewer.user.roleType === 'COMPANY_ADMIN',
});

async function manageable(db: Db, viewer: Viewer, id: string): Promise<ContactRow> {
  const row = await findCompanyContact(db, viewer, id);
  if (!mayManageContact(row, actorOf(viewer)))
    throw forbidden("Only an admin or the contact's primary contact may change it");
  return row;
}

/** The conversations of a contact. */
async function conversationIdsOf(db: Db, contactId: string): Promise<string[]> {
  const rows = await db
    .select({ id: opportunities.id })
    .from(opportunities)
    .where(eq(opportunities.contactId, contactId));
  return rows.map((row) => row.id);
}

/** The inbox lists showing these conversations refetch (their contact changed or went away). */
function conversationsChanged(deps: Deps, viewer: Viewer, ids: string[]) {
  if (ids.length)
    deps.notifier?.toCompany(viewer.companyId, 'get-opportunities', {
      opportunityIds: ids,
      reason: 'updated',
    });
}

/** A new contact of the viewer's company; the viewer becomes its primary contact. */
export async function createContact({ db }: Deps, viewer: Viewer, values: ContactForm): Promise<ContactRow> {
  const [row] = await db
    .insert(contacts)
    .values({ ...contactValues(viewer.companyId, values), userId: viewer.user.id })
    .returning();
  if (!row) throw new Error('contact not stored');
  return row;
}

/** Replaces the contact's fields (name, email, phone, company, address); labels, tags and consent stay. */
export async function updateContact(deps: Deps, viewer: Viewer, id: string, values: ContactForm) {
  const row = await manageable(deps.db, viewer, id);
  const { companyId: _companyId, ...fields } = contactValues(viewer.companyId, values);
  const [updated] = await deps.db
    .update(contacts)
    .set({ ...fields, updatedAt: new Date() })
    .where(and(eq(contacts.companyId, viewer.companyId), eq(contacts.id, row.id)))
    .returning();
  if (!updated) throw notFound('Contact');
  conversationsChanged(deps, viewer, await conversationIdsOf(deps.db, row.id));
  return updated;
}

/**
 * Deletes a contact with its conversations and their messages, its consent history and labels (the
 * customer's data goes); tasks, appointments and newsletter recipients stay without the contact.
 */
export async function deleteContact(deps: Deps, viewer: Viewer, id: string): Promise<void> {
  const row = await manageable(deps.db, viewer, id);
  const ids = await conversationIdsOf(deps.db, row.id);
  await deps.db
    .delete(contacts)
    .where(and(eq(contacts.companyId, viewer.companyId), eq(contacts.id, row.id)));
  conversationsChanged(deps, viewer, ids);
}

/**
 * Contacts of the company that may be the same customer as the one being written: the same email
 * (any case), the same phone number's digits (at least 6, a national number read as German), or the
 * same first and last name. At most
 * 5, by name; the contact being edited (`excludeId`) is left out.
 */
export async function findDuplicates({ db }: Deps, viewer: Viewer, query: ContactDuplicatesQuery) {
  const email = query.email.trim().toLowerCase();
  // Stored numbers are E.164 where they parse (importExport's contactValues): "0170 …" is "+49170 …".
  let digits = '';
  for (const c of toE164(query.phone) ?? query.phone) if (c >= '0' && c <= '9') digits += c;
  const name = `${query.firstName.trim()} ${query.lastName.trim()}`.toLowerCase();
  const alike: SQL[] = [];
  if (email.includes('@')) alike.push(sql`${contactSearch.email(contacts)} = ${email}`);
  if (digits.length >= 6) alike.push(sql`${contactSearch.phone(contacts)} = ${digits}`);
  if (query.lastName.trim()) alike.push(sql`${contactSearch.name(contacts)} = ${name}`);
  if (!alike.length) return [];
  const conditions: SQL[] = [eq(contacts.companyId, viewer.companyId), or(...alike) as SQL];
  if (query.excludeId) conditions.push(ne(contacts.id, query.excludeId));
  return db
    .select()
    .from(contacts)
    .where(and(...conditions))
    .orderBy(asc(contacts.lastName), asc(contacts.firstName), asc(contacts.id))
    .limit(CONTACT_DUPLICATES_MAX);
}

/** Contacts to pick (the appointment form's customer): name, email, company or phone containing `q`. */
export async function searchContacts({ db }: Deps, viewer: Viewer, q: string) {
  return db
    .select()
    .from(contacts)
    .where(and(eq(contacts.companyId, viewer.companyId), contactMatching(q)))
    .orderBy(asc(contacts.lastName), asc(contacts.firstName), asc(contacts.id))
    .limit(CONTACT_SEARCH_MAX);
}

/**
 * Merges `duplicateId` into `keepId`: its conversations, consent history, labels, tasks, appointments,
 * newsletter recipients and import rows move to the kept contact; the kept contact's empty fields take
 * the duplicate's values and the tags are joined; then the duplicate is deleted. One transaction: all
 * or nothing. The same contact twice is BAD_USER_INPUT (`duplicateId`).
 */
export async function mergeContacts(deps: Deps, viewer: Viewer, keepId: string, duplicateId: string) {
  if (keepId === duplicateId)
    throw badUserInput('duplicateId', messageKeys.general, 'A contact cannot be merged with itself');
  const keep = await manageable(deps.db, viewer, keepId);
  const duplicate = await manageable(deps.db, viewer, duplicateId);
  const moved = await conversationIdsOf(deps.db, duplicate.id);
  const merged = await deps.db.transaction(async (tx) => {
    const move = { contactId: keep.id };
    await tx.update(opportunities).set(move).where(eq(opportunities.contactId, duplicate.id));
    await tx.update(consentEntries).set(move).where(eq(consentEntries.contactId, duplicate.id));
    await tx
      .insert(contactLabels)
      .select(
        tx
          .select({ contactId: sql<string>`${keep.id}`.as('contact_id'), labelId: contactLabels.labelId })
          .from(contactLabels)
          .where(eq(contactLabels.contactId, duplicate.id)),
      )
      .onConflictDoNothing();
    await tx.update(tasks).set(move).where(eq(tasks.contactId, duplicate.id));
    await tx.update(appointments).set(move).where(eq(appointments.contactId, duplicate.id));
    await tx.update(contactImportRows).set(move).where(eq(contactImportRows.contactId, duplicate.id));
    // A newsletter both were recipients of keeps the kept contact's row (the other goes with the duplicate).
    const kept = alias(newsletterRecipients, 'kept');
    await tx
      .update(newsletterRecipients)
      .set(move)
      .where(
        and(
          eq(newsletterRecipients.contactId, duplicate.id),
          notExists(
            tx
              .select({ id: kept.id })
              .from(kept)
              .where(
                and(eq(kept.newsletterId, newsletterRecipients.newsletterId), eq(kept.contactId, keep.id)),
              ),
          ),
        ),
      );
    const fill = <K extends keyof ContactRow>(key: K) => keep[key] ?? duplicate[key];
    const [row] = await tx
      .update(contacts)
      .set({
        firstName: fill('firstName'),
        lastName: fill('lastName'),
        birthday: fill('birthday'),
        avatarUrl: fill('avatarUrl'),
        street: fill('street'),
        streetNumber: fill('streetNumber'),
        zipCode: fill('zipCode'),
        city: fill('city'),
        companyName: fill('companyName'),
        phone: fill('phone'),
        email: fill('email'),
        contactType: fill('contactType'),
        userId: fill('userId'),
        tags: [...new Set([...keep.tags, ...duplicate.tags])].slice(0, CONTACT_TAGS_MAX),
        updatedAt: new Date(),
      })
      .where(eq(contacts.id, keep.id))
      .returning();
    await tx.delete(contacts).where(eq(contacts.id, duplicate.id));
    return row;
  });
  if (!merged) throw notFound('Contact');
  conversationsChanged(deps, viewer, moved);
  return merged;
}

export type { ContactFormValues };
