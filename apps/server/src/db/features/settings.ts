import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { brandProducts, brands, companies } from '../schema.ts';

/*
 * The brand's portfolio a company chooses from (spec 3: brand customer types, products, services) and
 * which of them the company offers (Company.customerTypes / products / services with `active`).
 * Products are the brand's `brand_products` (core schema).
 */

export const brandCustomerTypes = pgTable(
  'brand_customer_types',
  {
    id: text('id').primaryKey(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    icon: text('icon'),
  },
  (t) => [index('brand_customer_types_brand_id_idx').on(t.brandId)],
);

export const brandServices = pgTable(
  'brand_services',
  {
    id: text('id').primaryKey(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Minutes an appointment for the service takes. */
    duration: integer('duration').notNull(),
  },
  (t) => [index('brand_services_brand_id_idx').on(t.brandId)],
);

/** A company's choice of its brand's customer types; no row means not offered. */
export const companyCustomerTypes = pgTable(
  'company_customer_types',
  {
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    customerTypeId: text('customer_type_id')
      .notNull()
      .references(() => brandCustomerTypes.id, { onDelete: 'cascade' }),
    active: boolean('active').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.customerTypeId] })],
);

export const companyProducts = pgTable(
  'company_products',
  {
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => brandProducts.id, { onDelete: 'cascade' }),
    active: boolean('active').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.productId] })],
);

export const companyServices = pgTable(
  'company_services',
  {
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    serviceId: text('service_id')
      .notNull()
      .references(() => brandServices.id, { onDelete: 'cascade' }),
    active: boolean('active').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.serviceId] })],
);
