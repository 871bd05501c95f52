import type { AuditEventRow } from '../db/tables.ts';
import type { AuditAction, AuditEvent } from '../generated/resolvers.ts';

export function presentAuditEvent(row: AuditEventRow): AuditEvent {
  return {
    id: row.id,
    at: row.at.toISOString(),
    action: row.action as AuditAction,
    actorName: row.actorName,
    targetName: row.targetName,
    address: row.address,
    detail: row.detail,
  };
}
