import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { toCsv } from '../importExport/csv.ts';
import {
  AUDIT_ACTIONS,
  auditCsvRecord,
  auditDetailText,
  auditLogArgsSchema,
  auditLogFileName,
} from './audit.ts';

describe('audit log', () => {
  it('writes an event as one CSV record in UTC, its detail sorted by key', () => {
    const record = auditCsvRecord({
      at: new Date(Date.UTC(2026, 10, 26, 9, 5)),
      action: 'ROLE_CHANGED',
      actorName: 'Anna Admin',
      targetName: 'Max Muster',
      address: '2001:db8::1',
      detail: { to: 'COMPANY_ADMIN', from: 'COMPANY_USER' },
    });
    expect(record).toEqual([
      '2026-11-26T09:05:00.000Z',
      'ROLE_CHANGED',
      'Anna Admin',
      'Max Muster',
      '2001:db8::1',
      'from=COMPANY_USER; to=COMPANY_ADMIN',
    ]);
  });

  it('keeps a name that looks like a formula from running in a spreadsheet', () => {
    const csv = toCsv([
      auditCsvRecord({
        at: '2026-11-26T09:05:00.000Z',
        action: 'USER_INVITED',
        actorName: '=HYPERLINK("x")',
        targetName: 'Max;=1+1',
        address: null,
        detail: null,
      }),
    ]);
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv).toContain(`"Max;'=1+1"`);
  });

  it('has no detail text for an event without one, and names the file by its day', () => {
    expect(auditDetailText(null)).toBe('');
    expect(auditLogFileName('2026-11-26')).toBe('audit-log-2026-11-26.csv');
    expect(new Set(AUDIT_ACTIONS).size).toBe(AUDIT_ACTIONS.length);
  });
});

describe('auditLogArgsSchema', () => {
  it('takes a page from 1 and a page size up to 100, 25 when none is given', () => {
    expect(v.parse(auditLogArgsSchema, { page: 2 })).toEqual({ page: 2, pageSize: 25 });
    expect(v.safeParse(auditLogArgsSchema, { page: 0 }).success).toBe(false);
    expect(v.safeParse(auditLogArgsSchema, { page: 1, pageSize: 101 }).success).toBe(false);
    expect(v.safeParse(auditLogArgsSchema, { page: 10_001 }).success).toBe(false);
  });
});
