import { asc, eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { demoIds } from './demo.ts';
import { contacts, opportunities } from './schema.ts';

const analyticsId = (n: number) => `00000000-0000-4000-8120-${String(n).padStart(12, '0')}`;

/** The year analytics has history for in the demo (2025), with known numbers for tests and the tour. */
export const ANALYTICS_SEED_YEAR = 2025;
export const analyticsAutomations = ['Autoresponder', 'Consent bot', null] as const;

/**
 * Closed conversations of Demo GmbH through 2025, so analytics has a year to show: month m has
 * 5 + (m mod 4) of them (78 in the year), taken by the autoresponder, the consent bot or no automation
 * in turn, and handled by Ada Admin and Uwe User in turn. They belong to existing demo contacts, so the
 * contact lists do not grow. Idempotent (fixed ids).
 */
export async function seedAnalytics(db: Db): Promise<void> {
  const owners = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(eq(contacts.companyId, demoIds.companyDemo))
    .orderBy(asc(contacts.id))
    .limit(6);
  if (owners.length === 0) return;
  const rows: (typeof opportunities.$inferInsert)[] = [];
  let n = 0;
  for (let month = 1; month <= 12; month += 1) {
    const count = 5 + (month % 4);
    for (let i = 0; i < count; i += 1) {
      // 09:00 UTC is 10:00 or 11:00 in Berlin: always the same calendar day there.
      const createdAt = new Date(Date.UTC(ANALYTICS_SEED_YEAR, month - 1, 1 + i * 2, 9));
      rows.push({
        id: analyticsId(n),
        companyId: demoIds.companyDemo,
        contactId: owners[n % owners.length]?.id as string,
        channelType: 'WHATSAPP',
        userId: n % 2 === 0 ? demoIds.userAdmin : demoIds.userUser,
        isInPool: false,
        status: 'CLOSED',
        automation: analyticsAutomations[n % 3],
        lastMessage: null,
        lastMessageAt: createdAt,
        unreadCount: 0,
        createdAt,
        updatedAt: createdAt,
      });
      n += 1;
    }
  }
  await db.insert(opportunities).values(rows).onConflictDoNothing();
}
