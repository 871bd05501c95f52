import { boolean, date, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at, belongsTo, id } from '../columns.ts';
import { brandProducts, companies, users } from '../schema.ts';
import { brandCustomerTypes, brandServices } from './settings.ts';
import { websiteWidgetColumns } from './touchpoints.ts';

/*
 * The profile (spec 2 profile section): which brand products are for which customer types and which
 * services belong to which products (the service portfolio's dependent steps), the user's own
 * portfolio, their settings (language, browser notifications) and their absences.
 */

/** A product is offered for these customer types (step 2 shows it only when one is selected). */
export const brandProductCustomerTypes = pgTable(
  'brand_product_customer_types',
  {
    productId: belongsTo('product_id', () => brandProducts.id),
    customerTypeId: belongsTo('customer_type_id', () => brandCustomerTypes.id),
  },
  (t) => [primaryKey({ columns: [t.productId, t.customerTypeId] })],
);

/** A service belongs to these products (step 3 shows it only when one is selected). */
export const brandServiceProducts = pgTable(
  'brand_service_products',
  {
    serviceId: belongsTo('service_id', () => brandServices.id),
    productId: belongsTo('product_id', () => brandProducts.id),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.productId] })],
);

/** User.customerTypes / products / services: one row per chosen entry. */
export const userPortfolioItems = pgTable(
  'user_portfolio_items',
  {
    userId: belongsTo('user_id', () => users.id),
    kind: text('kind', { enum: ['customerType', 'product', 'service'] }).notNull(),
    itemId: text('item_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.itemId] })],
);

/** profile/settings: kept on the server so every browser of the user gets them after sign-in. */
export const userSettings = pgTable('user_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** `de` or `en`; null: the browser's language. */
  language: text('language'),
  browserNotifications: boolean('browser_notifications').notNull().default(true),
});

/** profile/absences: whole days, both ends included, in the user's calendar. */
export const absences = pgTable(
  'absences',
  {
    id: id(),
    companyId: belongsTo('company_id', () => companies.id),
    userId: belongsTo('user_id', () => users.id),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    note: text('note'),
  },
  (t) => [index('absences_user_id_start_date_idx').on(t.userId, t.startDate)],
);
export type AbsenceRow = typeof absences.$inferSelect;

/**
 * A user's own website touchpoints (profile/touchpoints-profile/website/{websiteType}): like the
 * company's (website_widgets), one row per user and type, made on first look; `key` is the public id
 * the snippet carries, unique across both tables' keys by its 128 random bits.
 */
export const userWebsiteWidgets = pgTable(
  'user_website_widgets',
  {
    userId: belongsTo('user_id', () => users.id),
    companyId: belongsTo('company_id', () => companies.id),
    ...websiteWidgetColumns(),
    updatedAt: at('updated_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.websiteType] })],
);
