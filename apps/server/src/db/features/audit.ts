import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, id } from '../columns.ts';

/*
 * The audit log: who did what to whom in a company, when and from which address. Append-only: the
 * migration adds a trigger that refuses UPDATE and DELETE, so not even the server's own code can
 * rewrite history. It holds no foreign keys on purpose: an event outlives the user or channel it
 * names (their names are copied in), and no cascade can remove it. Never a secret in `detail`
 * (no password, token, key or message text): only the names of what changed (a role, a channel type,
 * a count).
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: id(),
    companyId: text('company_id').notNull(),
    at: at('at').notNull().defaultNow(),
    /** What happened: one of AUDIT_ACTIONS (packages/domain). */
    action: text('action').notNull(),
    /** The user who did it (null for a failed sign-in of an unknown session). */
    actorId: text('actor_id'),
    actorName: text('actor_name'),
    /** Whom or what it concerned: a user, a channel, the contacts, an account. */
    targetId: text('target_id'),
    targetName: text('target_name'),
    /** The caller's address (IPv4 or IPv6) as the server saw it behind its trusted proxies. */
    address: text('address'),
    /** A few named values that are not secrets: { role }, { channelType }, { count }. */
    detail: jsonb('detail').$type<Record<string, string | number>>(),
  },
  (t) => [index('audit_events_company_at_idx').on(t.companyId, t.at)],
);

export type AuditEventRow = typeof auditEvents.$inferSelect;
