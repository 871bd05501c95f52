import { type AnyPgColumn, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, belongsTo, createdAt, id } from '../columns.ts';
import { brands } from '../schema.ts';

/**
 * Brand documents (spec 3: folders with _id, name, parent, files): material a brand gives every
 * company of the brand (price lists, logos, guides). Read-only for companies; served over the
 * /documents socket (folders) and HTTP (file bytes).
 */
export const brandDocumentFolders = pgTable(
  'brand_document_folders',
  {
    id: id(),
    brandId: belongsTo('brand_id', () => brands.id),
    parentId: text('parent_id').references((): AnyPgColumn => brandDocumentFolders.id, {
      onDelete: 'cascade',
    }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('brand_document_folders_brand_parent_idx').on(table.brandId, table.parentId)],
);

/** A file of a folder. The bytes are stored base64 in the row: brand documents are small. */
export const brandDocumentFiles = pgTable(
  'brand_document_files',
  {
    id: id(),
    brandId: belongsTo('brand_id', () => brands.id),
    folderId: belongsTo('folder_id', () => brandDocumentFolders.id),
    name: text('name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    contentBase64: text('content_base64').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('brand_document_files_folder_idx').on(table.folderId),
    uniqueIndex('brand_document_files_folder_name_idx').on(table.folderId, table.name),
  ],
);

export type BrandDocumentFolderRow = typeof brandDocumentFolders.$inferSelect;
export type BrandDocumentFileRow = typeof brandDocumentFiles.$inferSelect;
