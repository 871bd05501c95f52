import { type AuditAction, auditCsvColumns, auditCsvRecord, toCsv } from '@parley/domain';
import { and, count, desc, eq, lt, or, sql } from 'drizzle-orm';
import { assertAdmin } from '../auth/access.ts';
import type { Viewer } from '../auth/viewer.ts';
import type { Db } from '../db/client.ts';
import { userProfiles, users } from '../db/schema.ts';
import { type AuditEventRow, auditEvents } from '../db/tables.ts';

/*
 * The company's audit log (append-only, see db/features/audit.ts). Services write an event after the
 * action succeeded, with the caller's address; admins read it page by page or as CSV. What an event
 * carries is chosen where it is written: names and a few non-secret values, never a password, token,
 * key or message text.
 */

/** Where an audited call came from: the database, and the caller's address when there is a request. */
export type AuditDeps = { db: Db; clientAddress?: string | undefined };

export type AuditEntry = {
  companyId: string;
  action: AuditAction;
  /** The signed-in user who did it; none for a failed sign-in. */
  actorId?: string | null;
  /** The user it concerned (their name is looked up), or a name given directly (a channel, a mailbox). */
  targetUserId?: string | null;
  target?: { id: string | null; name: string } | null;
  detail?: Record<string, string | number> | null;
};

/** "First Last" of a user, their email when the profile has no name. */
async function userNames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email, first: userProfiles.firstName, last: userProfiles.lastName })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(or(...ids.map((id) => eq(users.id, id))));
  return new Map(
    rows.map((row) => [row.id, `${row.first ?? ''} ${row.last ?? ''}`.trim() || row.email] as const),
  );
}

/** Writes one event. Names are copied now, so the entry reads right after the user is gone. */
export async function recordAudit(deps: AuditDeps, entry: AuditEntry): Promise<void> {
  const ids = [entry.actorId, entry.targetUserId].filter((id): id is string => Boolean(id));
  const names = await userNames(deps.db, ids);
  const target = entry.targetUserId
    ? { id: entry.targetUserId, name: names.get(entry.targetUserId) ?? null }
    : entry.target;
  await deps.db.insert(auditEvents).values({
    companyId: entry.companyId,
    action: entry.action,
    actorId: entry.actorId ?? null,
    actorName: entry.actorId ? (names.get(entry.actorId) ?? null) : null,
    targetId: target?.id ?? null,
    targetName: target?.name ?? null,
    address: deps.clientAddress ?? null,
    detail: entry.detail ?? null,
  });
}

/** The signed-in viewer's own action in their company. */
export function recordViewerAudit(
  deps: AuditDeps,
  viewer: Viewer,
  entry: Omit<AuditEntry, 'companyId' | 'actorId'>,
): Promise<void> {
  return recordAudit(deps, { ...entry, companyId: viewer.companyId, actorId: viewer.user.id });
}

/**
 * A failed sign-in reported for `email`: written to the company of the active user with that address
 * (nothing for an unknown one, and the caller learns neither way).
 */
export async function recordSignInFailure(deps: AuditDeps, email: string): Promise<void> {
  const [user] = await deps.db
    .select({ id: users.id, companyId: users.companyId })
    .from(users)
    .where(and(eq(users.email, email.toLowerCase()), eq(users.active, true)))
    .limit(1);
  if (!user) return;
  await recordAudit(deps, {
    companyId: user.companyId,
    action: 'SIGN_IN_FAILED',
    targetUserId: user.id,
    detail: { via: 'sign_in' },
  });
}

/** One page of the company's log, newest first. Company admins only. */
export async function listAuditLog(
  { db }: AuditDeps,
  viewer: Viewer,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{ items: AuditEventRow[]; total: number }> {
  assertAdmin(viewer);
  const ofCompany = eq(auditEvents.companyId, viewer.companyId);
  const [items, [totals]] = await Promise.all([
    db
      .select()
      .from(auditEvents)
      .where(ofCompany)
      .orderBy(desc(auditEvents.at), desc(auditEvents.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(auditEvents).where(ofCompany),
  ]);
  return { items, total: totals?.total ?? 0 };
}

const EXPORT_BATCH = 500;

/**
 * The company's whole log as CSV text, newest first, read in batches by keyset (time, id) so a long
 * log never sits in memory at once. Company admins only.
 */
export async function* exportAuditCsv({ db }: AuditDeps, viewer: Viewer): AsyncGenerator<string> {
  assertAdmin(viewer);
  yield toCsv([[...auditCsvColumns]]);
  let after: { at: Date; id: string } | null = null;
  for (;;) {
    const cursor: { at: Date; id: string } | null = after;
    const rows: AuditEventRow[] = await db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.companyId, viewer.companyId),
          cursor
            ? or(
                lt(auditEvents.at, cursor.at),
                and(eq(auditEvents.at, cursor.at), sql`${auditEvents.id} < ${cursor.id}`),
              )
            : undefined,
        ),
      )
      .orderBy(desc(auditEvents.at), desc(auditEvents.id))
      .limit(EXPORT_BATCH);
    if (rows.length === 0) return;
    yield toCsv(rows.map(auditCsvRecord));
    const last = rows.at(-1) as AuditEventRow;
    after = { at: last.at, id: last.id };
    if (rows.length < EXPORT_BATCH) return;
  }
}
