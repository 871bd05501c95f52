import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt } from '../columns.ts';
import { companies, contacts, users } from '../schema.ts';

/**
 * Contacts imported per import run (settings/import-export): the browser names each run (importId,
 * a UUID per file) and each row by its number in the file, so a batch sent again after a lost answer
 * finds its rows already stored instead of storing them twice. Kept in the database, not in memory,
 * so any server instance can take the retry.
 */
export const contactImportRows = pgTable(
  'contact_import_rows',
  {
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    importId: text('import_id').notNull(),
    row: integer('row').notNull(),
    contactId: belongsTo('contact_id', () => contacts.id),
    importedBy: text('imported_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.importId, t.row] }),
    index('contact_import_rows_contact_id_idx').on(t.contactId),
  ],
);
