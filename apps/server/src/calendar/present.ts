import { count, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appointments, type CalendarConnectionRow } from '../db/tables.ts';
import type { ProviderName } from './providers.ts';

/* Linked calendars as the profile's connections list shows them, each with its number of events. */

async function eventCounts(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ id: appointments.connectionId, value: count() })
    .from(appointments)
    .where(inArray(appointments.connectionId, ids))
    .groupBy(appointments.connectionId);
  return new Map(rows.map((row) => [row.id ?? '', row.value]));
}

const presentConnection = (row: CalendarConnectionRow, eventCount: number) => ({
  id: row.id,
  provider: row.provider as ProviderName,
  accountEmail: row.accountEmail,
  accountName: row.accountName,
  connectedAt: row.connectedAt.toISOString(),
  lastSyncAt: row.lastSyncAt?.toISOString() ?? null,
  status: row.status as 'ACTIVE' | 'ERROR',
  eventCount,
});

export type PresentedConnection = ReturnType<typeof presentConnection>;

export async function presentConnections(
  db: Db,
  rows: readonly CalendarConnectionRow[],
): Promise<PresentedConnection[]> {
  const counts = await eventCounts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => presentConnection(row, counts.get(row.id) ?? 0));
}

export async function presentConnectionOne(db: Db, row: CalendarConnectionRow): Promise<PresentedConnection> {
  const [presented] = await presentConnections(db, [row]);
  if (!presented) throw new Error('Presenting a connection returned nothing');
  return presented;
}
