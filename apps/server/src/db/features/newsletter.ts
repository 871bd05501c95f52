import type { RestOdTemplate, RestTemplateSyncStatus } from '@parley/api/rest';
import { boolean, index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, belongsTo, createdAt, id, updatedAt } from '../columns.ts';
import { brands, channels, companies, contacts, messages, users } from '../schema.ts';

/*
 * Newsletters and conversation credits (spec 3). A template belongs to a brand (every company of it
 * may use it) or to one company, and reports a sync status per channel it was submitted to. A
 * newsletter is sent in dispatches (batches); each recipient is a row made when the newsletter is
 * created, whose status moves from PENDING to SENT (with the message it became) or SKIPPED (with the
 * reason) exactly once: that row is what makes a dispatch resumable after a restart and keeps two
 * instances from sending to the same contact.
 */

export const templateSyncStatus = pgEnum('template_sync_status', [
  'APPROVED',
  'PENDING',
  'REJECTED',
  'PAUSED',
  'UNKNOWN',
]);

export const newsletterTemplates = pgTable(
  'newsletter_templates',
  {
    id: id(),
    brandId: belongsTo('brand_id', () => brands.id),
    /** Null: a template of the brand, offered to all its companies. */
    companyId: text('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    /** `od_…` or `odn_…` (spec 4). */
    name: text('name').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    header: jsonb('header').$type<RestOdTemplate['header']>(),
    body: text('body').notNull(),
    footer: text('footer'),
    /** The language it was approved in at WhatsApp (a template is sent by name and language). */
    language: text('language').notNull().default('de'),
    attachments: jsonb('attachments').$type<RestOdTemplate['attachments']>().notNull().default([]),
    actionButtons: jsonb('action_buttons').$type<RestOdTemplate['actionButtons']>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('newsletter_templates_brand_idx').on(t.brandId, t.companyId)],
);

export const newsletterTemplateSync = pgTable(
  'newsletter_template_sync',
  {
    templateId: belongsTo('template_id', () => newsletterTemplates.id),
    channelId: belongsTo('channel_id', () => channels.id),
    status: templateSyncStatus('status').notNull(),
  },
  (t) => [uniqueIndex('newsletter_template_sync_key').on(t.templateId, t.channelId)],
);

export const newsletters = pgTable(
  'newsletters',
  {
    id: id(),
    companyId: belongsTo('company_id', () => companies.id),
    /** Null once the template is deleted (the archive then says so). */
    templateId: text('template_id').references(() => newsletterTemplates.id, { onDelete: 'set null' }),
    channelId: text('channel_id').references(() => channels.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    subject: text('subject'),
    /** The audience as requested: contactTypeId, productId, ids (labels), teamIds. */
    audience: jsonb('audience')
      .$type<{ contactTypeId: string | null; productId: string | null; ids: string[]; teamIds: string[] }>()
      .notNull(),
    userInput: jsonb('user_input')
      .$type<{
        variables: Record<string, string>;
        headerAttachment: { url: string; displayName: string } | null;
      }>()
      .notNull(),
    consentGiven: boolean('consent_given').notNull().default(false),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('newsletters_company_created_idx').on(t.companyId, t.createdAt)],
);

export const newsletterDispatches = pgTable(
  'newsletter_dispatches',
  {
    id: id(),
    newsletterId: belongsTo('newsletter_id', () => newsletters.id),
    /** Order within the newsletter, from 0. */
    position: integer('position').notNull(),
    sendAt: at('send_at').notNull(),
    /** Set when its last recipient was handled. */
    sentAt: at('sent_at'),
  },
  (t) => [uniqueIndex('newsletter_dispatches_position_key').on(t.newsletterId, t.position)],
);

export const newsletterRecipientStatus = pgEnum('newsletter_recipient_status', [
  'PENDING',
  'SENT',
  'SKIPPED',
]);

export const newsletterRecipients = pgTable(
  'newsletter_recipients',
  {
    id: id(),
    newsletterId: belongsTo('newsletter_id', () => newsletters.id),
    /** Null for a contact left out when the newsletter was created. */
    dispatchId: text('dispatch_id').references(() => newsletterDispatches.id, { onDelete: 'cascade' }),
    contactId: text('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    status: newsletterRecipientStatus('status').notNull().default('PENDING'),
    /** NO_CONSENT, NO_ADDRESS or NO_CREDIT when SKIPPED. */
    skipReason: text('skip_reason'),
    messageId: text('message_id').references(() => messages.id, { onDelete: 'set null' }),
    handledAt: at('handled_at'),
  },
  (t) => [
    uniqueIndex('newsletter_recipients_contact_key').on(t.newsletterId, t.contactId),
    index('newsletter_recipients_dispatch_idx').on(t.dispatchId, t.status),
  ],
);

/** One row per company, made on first use from the brand's monthly allowance. */
export const conversationCredits = pgTable('conversation_credits', {
  companyId: text('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  credits: integer('credits').notNull().default(0),
  monthlyCredits: integer('monthly_credits').notNull().default(0),
  /** The month (YYYY-MM, UTC) monthlyCredits were last refilled for. */
  monthlyPeriod: text('monthly_period').notNull(),
  threshold: integer('threshold').notNull().default(0),
  automaticBooking: boolean('automatic_booking').notNull().default(false),
  automaticBookingAmount: integer('automatic_booking_amount').notNull().default(1000),
  /** Euro cents per conversation. */
  costPerConversationCents: integer('cost_per_conversation_cents').notNull().default(12),
  updatedAt: updatedAt(),
});

export const creditOrderStatus = pgEnum('credit_order_status', ['PENDING', 'PAID', 'FAILED']);

export const creditOrders = pgTable(
  'credit_orders',
  {
    id: id(),
    companyId: belongsTo('company_id', () => companies.id),
    quantity: integer('quantity').notNull(),
    priceCents: integer('price_cents').notNull(),
    status: creditOrderStatus('status').notNull().default('PENDING'),
    orderedBy: text('ordered_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    paidAt: at('paid_at'),
  },
  (t) => [index('credit_orders_company_idx').on(t.companyId, t.createdAt)],
);

export type TemplateRow = typeof newsletterTemplates.$inferSelect;
export type SyncRow = { templateId: string; channelId: string; status: RestTemplateSyncStatus };
