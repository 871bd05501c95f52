import type { RestContactImportRowResult } from '@parley/api/rest';
import {
  type ContactImportBatch,
  type ContactImportValues,
  contactCsvColumns,
  contactsToCsv,
  toE164,
  validateContactRow,
} from '@parley/domain';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { type AuditDeps, recordViewerAudit } from '../audit/service.ts';
import { assertAdmin } from '../auth/access.ts';
import type { Viewer } from '../auth/viewer.ts';
import { type ContactRow, contactImportRows, contacts } from '../db/tables.ts';

/*
 * Contacts import and export (settings/import-export), company admins only. The import takes one
 * batch of rows at a time (the browser reads the file), checks every row again with the domain's
 * rules and answers per row; rows already stored under the same importId and row number (a batch
 * sent again after a lost answer) are answered with their contact, never stored twice. The export
 * streams the company's contacts as CSV, cells guarded against spreadsheet formulas.
 */

type Deps = AuditDeps;

const orNull = (value: string) => (value === '' ? null : value);

/**
 * A contact row of the company from checked form or import values (email lower-cased, phone in E.164
 * where it parses).
 */
export function contactValues(companyId: string, values: ContactImportValues) {
  return {
    companyId,
    firstName: orNull(values.firstName),
    lastName: values.lastName,
    email: orNull(values.email.toLowerCase()),
    phone: values.phone === '' ? null : (toE164(values.phone) ?? values.phone),
    companyName: orNull(values.companyName),
    street: orNull(values.street),
    streetNumber: orNull(values.streetNumber),
    zipCode: orNull(values.zipCode),
    city: orNull(values.city),
  };
}

export async function importContacts(
  deps: Deps,
  viewer: Viewer,
  batch: ContactImportBatch,
): Promise<RestContactImportRowResult[]> {
  assertAdmin(viewer);
  const { db } = deps;
  const results = new Map<number, RestContactImportRowResult>();
  const valid: { row: number; values: ContactImportValues }[] = [];
  for (const { row, values } of batch.rows) {
    const check = validateContactRow(values);
    if (check.ok) valid.push({ row, values: check.values });
    else results.set(row, { row, status: 'invalid', errors: check.errors });
  }

  let createdNow = 0;
  if (valid.length > 0) {
    await db.transaction(async (tx) => {
      const done = await tx
        .select({ row: contactImportRows.row, contactId: contactImportRows.contactId })
        .from(contactImportRows)
        .where(
          and(
            eq(contactImportRows.companyId, viewer.companyId),
            eq(contactImportRows.importId, batch.importId),
            inArray(
              contactImportRows.row,
              valid.map(({ row }) => row),
            ),
          ),
        );
      for (const { row, contactId } of done) results.set(row, { row, status: 'created', contactId });
      const fresh = valid.filter(({ row }) => !results.has(row));
      if (fresh.length === 0) return;
      const created = await tx
        .insert(contacts)
        .values(fresh.map(({ values }) => contactValues(viewer.companyId, values)))
        .returning({ id: contacts.id });
      await tx.insert(contactImportRows).values(
        fresh.map(({ row }, index) => ({
          companyId: viewer.companyId,
          importId: batch.importId,
          row,
          contactId: (created[index] as { id: string }).id,
          importedBy: viewer.user.id,
        })),
      );
      fresh.forEach(({ row }, index) => {
        results.set(row, { row, status: 'created', contactId: (created[index] as { id: string }).id });
      });
      createdNow = created.length;
    });
  }
  // One entry per batch that stored contacts (a batch sent again stores none and writes none).
  if (createdNow > 0)
    await recordViewerAudit(deps, viewer, { action: 'CONTACTS_IMPORTED', detail: { created: createdNow } });

  return batch.rows.map(({ row }) => results.get(row) as RestContactImportRowResult);
}

const EXPORT_PAGE = 1000;

const exportValues = (contact: ContactRow) =>
  Object.fromEntries(contactCsvColumns.map((column) => [column, contact[column] ?? '']));

/**
 * The company's contacts as CSV chunks: a byte order mark (Excel reads UTF-8 then), the header, then
 * pages of 1000 contacts read by id, so a large company never sits in memory at once.
 */
export async function* exportContactsCsv(deps: Deps, viewer: Viewer): AsyncGenerator<string> {
  assertAdmin(viewer);
  const { db } = deps;
  await recordViewerAudit(deps, viewer, { action: 'CONTACTS_EXPORTED' });
  yield `\uFEFF${contactsToCsv([])}`;
  let after = '';
  for (;;) {
    const page = await db
      .select()
      .from(contacts)
      .where(and(eq(contacts.companyId, viewer.companyId), gt(contacts.id, after)))
      .orderBy(asc(contacts.id))
      .limit(EXPORT_PAGE);
    if (page.length === 0) return;
    // contactsToCsv writes a header first; drop it for the pages after the first line.
    const csv = contactsToCsv(page.map(exportValues));
    yield csv.slice(csv.indexOf('\r\n') + 2);
    after = (page[page.length - 1] as ContactRow).id;
    if (page.length < EXPORT_PAGE) return;
  }
}
