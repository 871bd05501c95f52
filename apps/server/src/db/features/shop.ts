import { boolean, index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, belongsTo, createdAt, id, updatedAt } from '../columns.ts';
import { brands, companies, users } from '../schema.ts';

/*
 * The shop (spec 3) and the company bots it installs. A product belongs to a brand and is on sale while
 * ACTIVE and between its start and end dates; a purchase is a row per company and product (a bot once
 * per company). Bots (spec 3: id, name, active, type, default, config nodes and edges) are the company's
 * automation; the bot builder (issue 33) edits them.
 */

export const shopCategory = pgEnum('shop_category', ['reach', 'grow', 'delight']);
export const shopProductType = pgEnum('shop_product_type', ['BOT', 'LINK']);
export const shopProductStatus = pgEnum('shop_product_status', ['ACTIVE', 'INACTIVE']);

/** A bot's start settings (spec 3's configs): all optional. */
export type BotSettings = {
  isConsentActive?: boolean;
  userId?: string;
  opportunityProductId?: string;
  opportunityTypeId?: string;
  opportunityAction?: 'NONE' | 'ASSIGN' | 'CLOSE';
};

/** What a BOT product installs: its name, type and flow. */
export type BotBlueprint = { name: string; type: string; nodes: unknown[]; edges: unknown[] };

export const shopProducts = pgTable(
  'shop_products',
  {
    id: id(),
    brandId: belongsTo('brand_id', () => brands.id),
    name: text('name').notNull(),
    teaser: text('teaser').notNull(),
    description: text('description').notNull().default(''),
    category: shopCategory('category').notNull(),
    /** Euro cents; 0 is free. */
    priceCents: integer('price_cents').notNull().default(0),
    image: text('image'),
    type: shopProductType('type').notNull(),
    status: shopProductStatus('status').notNull().default('ACTIVE'),
    link: text('link'),
    blueprint: jsonb('blueprint').$type<BotBlueprint>(),
    startDate: at('start_date'),
    endDate: at('end_date'),
    createdAt: createdAt(),
  },
  (t) => [index('shop_products_brand_idx').on(t.brandId, t.type)],
);

export const companyBots = pgTable(
  'company_bots',
  {
    id: id(),
    companyId: belongsTo('company_id', () => companies.id),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(false),
    type: text('type').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    config: jsonb('config').$type<{ nodes: unknown[]; edges: unknown[] }>().notNull(),
    productId: text('product_id').references(() => shopProducts.id, { onDelete: 'set null' }),
    /** The brand bot it was made from (settings/bot/add); null for a bought or seeded one. */
    brandBotId: text('brand_bot_id'),
    /** Spec 3's bot configs: what the bot does when it starts (user, product, type, consent only). */
    settings: jsonb('settings').$type<BotSettings>().notNull().default({}),
    lastRunAt: at('last_run_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('company_bots_company_idx').on(t.companyId)],
);

export const shopPurchases = pgTable(
  'shop_purchases',
  {
    id: id(),
    companyId: belongsTo('company_id', () => companies.id),
    productId: belongsTo('product_id', () => shopProducts.id),
    priceCents: integer('price_cents').notNull(),
    botId: text('bot_id').references(() => companyBots.id, { onDelete: 'set null' }),
    purchasedBy: text('purchased_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('shop_purchases_company_product_key').on(t.companyId, t.productId)],
);
