import type { RestTask, RestTaskUser } from '@parley/api/rest';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { TaskRow } from '../db/features/tasks.ts';
import { contacts, opportunities, userProfiles } from '../db/schema.ts';

/* Rows → RestTask, loading people and linked names in one query per relation for the whole batch. */

const nameOf = (contact: { firstName: string | null; lastName: string | null; companyName: string | null }) =>
  [contact.firstName, contact.lastName].filter(Boolean).join(' ') || contact.companyName || null;

export async function presentTasks(db: Db, rows: readonly TaskRow[]): Promise<RestTask[]> {
  if (rows.length === 0) return [];
  const userIds = [...new Set(rows.flatMap((row) => [row.ownerId, row.assigneeId]))];
  const contactIds = [...new Set(rows.flatMap((row) => (row.contactId ? [row.contactId] : [])))];
  const opportunityIds = [...new Set(rows.flatMap((row) => (row.opportunityId ? [row.opportunityId] : [])))];
  const [profiles, linkedContacts, linkedOpportunities] = await Promise.all([
    db.select().from(userProfiles).where(inArray(userProfiles.userId, userIds)),
    contactIds.length
      ? db
          .select({
            id: contacts.id,
            firstName: contacts.firstName,
            lastName: contacts.lastName,
            companyName: contacts.companyName,
          })
          .from(contacts)
          .where(inArray(contacts.id, contactIds))
      : [],
    opportunityIds.length
      ? db
          .select({
            id: opportunities.id,
            contactId: contacts.id,
            firstName: contacts.firstName,
            lastName: contacts.lastName,
            companyName: contacts.companyName,
          })
          .from(opportunities)
          .innerJoin(contacts, eq(contacts.id, opportunities.contactId))
          .where(inArray(opportunities.id, opportunityIds))
      : [],
  ]);
  const profileOf = new Map(profiles.map((p) => [p.userId, p]));
  const contactOf = new Map(linkedContacts.map((c) => [c.id, c]));
  const opportunityOf = new Map(linkedOpportunities.map((o) => [o.id, o]));
  const person = (id: string): RestTaskUser => {
    const profile = profileOf.get(id);
    return {
      id,
      firstName: profile?.firstName ?? null,
      lastName: profile?.lastName ?? null,
      avatarUrl: profile?.avatarUrl ?? null,
    };
  };
  return rows.map((row) => {
    const contact = row.contactId ? contactOf.get(row.contactId) : undefined;
    const opportunity = row.opportunityId ? opportunityOf.get(row.opportunityId) : undefined;
    const link =
      contact || opportunity
        ? {
            contactId: contact?.id ?? opportunity?.contactId ?? null,
            opportunityId: opportunity?.id ?? null,
            name: nameOf((contact ?? opportunity) as NonNullable<typeof contact>),
          }
        : null;
    return {
      _id: row.id,
      title: row.title,
      body: row.body,
      dueDate: row.dueDate.toISOString(),
      isDone: row.isDone,
      isImportant: row.isImportant,
      owner: person(row.ownerId),
      assignee: person(row.assigneeId),
      link,
      files: row.files,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

export async function presentTask(db: Db, row: TaskRow): Promise<RestTask> {
  const [task] = await presentTasks(db, [row]);
  return task as RestTask;
}
