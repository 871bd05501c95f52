import { index, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { at, belongsTo, id } from '../columns.ts';
import { brands } from '../schema.ts';

/*
 * Brand news (spec 3): items the brand's editors publish to every company of the brand, each in a
 * category (icon + name). Staff only ever see published, unexpired items (spec 4).
 */

export const brandNewsStatus = pgEnum('brand_news_status', ['DRAFT', 'PUBLISHED']);

export const brandNewsCategories = pgTable(
  'brand_news_categories',
  {
    id: id(),
    brandId: belongsTo('brand_id', () => brands.id),
    /** One of the domain's brandNewsCategoryIcons. */
    icon: text('icon').notNull(),
    name: text('name').notNull(),
  },
  (t) => [index('brand_news_categories_brand_idx').on(t.brandId)],
);

export const brandNews = pgTable(
  'brand_news',
  {
    id: id(),
    brandId: belongsTo('brand_id', () => brands.id),
    categoryId: text('category_id')
      .notNull()
      .references(() => brandNewsCategories.id),
    title: text('title').notNull(),
    /** HTML as the editors wrote it; clients sanitize it before showing it. */
    body: text('body').notNull(),
    status: brandNewsStatus('status').notNull().default('DRAFT'),
    image: text('image'),
    fileId: text('file_id'),
    editedBy: text('edited_by'),
    publishedAt: at('published_at'),
    expiredAt: at('expired_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at')
      .notNull()
      .defaultNow()
      .$onUpdateFn(() => new Date()),
  },
  (t) => [index('brand_news_brand_status_idx').on(t.brandId, t.status, t.publishedAt)],
);

export type BrandNewsRow = typeof brandNews.$inferSelect;
export type BrandNewsCategoryRow = typeof brandNewsCategories.$inferSelect;
