import { randomBytes } from 'node:crypto';
import { boolean, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at } from '../columns.ts';
import { companies, users } from '../schema.ts';

/**
 * A website widget's type, public key and look: the company's widgets and a user's own have the
 * same. `key` is the public id the snippet carries; unique, so the widget script finds its row by it.
 */
export const websiteWidgetColumns = () => ({
  websiteType: text('website_type').notNull(),
  key: text('key')
    .notNull()
    .unique()
    .$defaultFn(() => randomBytes(16).toString('base64url')),
  enabled: boolean('enabled').notNull().default(false),
  greeting: text('greeting').notNull(),
  buttonLabel: text('button_label').notNull(),
  position: text('position').notNull(),
  /** #RRGGBB */
  color: text('color').notNull(),
});

/**
 * Website touchpoints (settings/touchpoints-settings/website/{websiteType}): one row per company and
 * website type, made when an admin first saves it (defaults are shown until then). `key` is the
 * public id the snippet carries; unique, so the widget script can find its company by it.
 */
export const websiteWidgets = pgTable(
  'website_widgets',
  {
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    ...websiteWidgetColumns(),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.websiteType] })],
);

export type WebsiteWidgetRow = typeof websiteWidgets.$inferSelect;
