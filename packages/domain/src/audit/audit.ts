import * as v from 'valibot';
import { wholeNumberSchema } from '../inbox/inputSchemas.ts';

/*
 * The company's audit log: which actions are recorded, how a page of it is asked for, and the CSV an
 * admin downloads. The server writes the events; the settings screen and the export read them.
 */

/** What the audit log records, in the words the CSV and the API use. */
export const AUDIT_ACTIONS = [
  'IMPERSONATION',
  'ROLE_CHANGED',
  'USER_INVITED',
  'INVITE_RESENT',
  'USER_DEACTIVATED',
  'USER_REACTIVATED',
  'CHANNEL_ADDED',
  'CHANNEL_REMOVED',
  'CONTACTS_EXPORTED',
  'CONTACTS_IMPORTED',
  'PASSWORD_CHANGED',
  'EMAIL_CHANGED',
  'SIGN_IN_FAILED',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Events on one page of the settings screen, and the most a caller may ask for. */
export const AUDIT_PAGE_SIZE = 25;
export const AUDIT_PAGE_SIZE_MAX = 100;
/** The furthest page anyone may ask for (a bound on the offset the database skips). */
export const AUDIT_PAGE_MAX = 10_000;

/** The arguments of a page of the log: `page` from 1, `pageSize` 1..100 (25 when not given). */
export const auditLogArgsSchema = v.object({
  page: wholeNumberSchema(1, AUDIT_PAGE_MAX),
  pageSize: v.nullish(wholeNumberSchema(1, AUDIT_PAGE_SIZE_MAX), AUDIT_PAGE_SIZE),
});

export type AuditEventFields = {
  at: Date | string;
  action: string;
  actorName: string | null;
  targetName: string | null;
  address: string | null;
  detail: Readonly<Record<string, string | number>> | null;
};

export const auditCsvColumns = ['time', 'action', 'actor', 'target', 'address', 'detail'] as const;

/** `key=value; key=value` of an event's detail, keys sorted, so a spreadsheet can filter on it. */
export function auditDetailText(detail: AuditEventFields['detail']): string {
  if (!detail) return '';
  return Object.keys(detail)
    .sort()
    .map((key) => `${key}=${detail[key]}`)
    .join('; ');
}

/** One CSV record per event (guarded and quoted by `toCsv`), times in UTC ISO 8601. */
export function auditCsvRecord(event: AuditEventFields): string[] {
  const at = typeof event.at === 'string' ? event.at : event.at.toISOString();
  return [
    at,
    event.action,
    event.actorName ?? '',
    event.targetName ?? '',
    event.address ?? '',
    auditDetailText(event.detail),
  ];
}

export function auditLogFileName(day: string): string {
  return `audit-log-${day}.csv`;
}
