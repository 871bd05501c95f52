import { eq, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { contactLabels } from './schema.ts';
import { inboxIds } from './seed-inbox.ts';

/**
 * Demo data of the contact lists: the label "Angebot gesendet" on two of the admin's contacts and one
 * of the user's, none of whom has consented yet, so the lists filter by label and team to something
 * and manual consent has someone to apply to. Runs after the inbox seed (which creates contacts and
 * labels); added only while nobody carries that label, so a label removed by hand is not put back on
 * every start.
 */
export async function seedContacts(db: Db): Promise<void> {
  const label = inboxIds.label(2);
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(contactLabels)
    .where(eq(contactLabels.labelId, label));
  if ((row?.count ?? 0) > 0) return;
  await db
    .insert(contactLabels)
    .values([3, 5, 14].map((n) => ({ contactId: inboxIds.contact(n), labelId: label })))
    .onConflictDoNothing();
}
