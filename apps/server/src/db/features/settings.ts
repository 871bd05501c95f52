import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { belongsTo } from '../columns.ts';
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
    brandId: belongsTo('brand_id', () => brands.id),
    name: text('name').notNull(),
    icon: text('icon'),
  },
  (t) => [index('brand_customer_types_brand_id_idx').on(t.brandId)],
);

export const brandServices = pgTable(
  'brand_services',
  {
    id: text('id').primaryKey(),
    brandId: belongsTo('brand_id', () => brands.id),
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
    companyId: belongsTo('company_id', () => companies.id),
    customerTypeId: belongsTo('customer_type_id', () => brandCustomerTypes.id),
    active: boolean('active').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.customerTypeId] })],
);

export const companyProducts = pgTable(
  'company_products',
  {
    companyId: belongsTo('company_id', () => companies.id),
    productId: belongsTo('product_id', () => brandProducts.id),
    active: boolean('active').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.productId] })],
);

export const companyServices = pgTable(
  'company_services',
  {
    companyId: belongsTo('company_id', () => companies.id),
    serviceId: belongsTo('service_id', () => brandServices.id),
    active: boolean('active').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.serviceId] })],
);
