import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at, belongsTo, id } from '../columns.ts';
import { channels, companies, users } from '../schema.ts';

/*
 * Google business reviews (spec 2: reviews) received on a company's review channels (client_type
 * GOOGLE_BUSINESS), with the company's one reply each.
 */

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    channelId: belongsTo('channel_id', () => channels.id),
    /** 1..5 stars. */
    rating: integer('rating').notNull(),
    text: text('text'),
    authorName: text('author_name').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    replyText: text('reply_text'),
    repliedAt: at('replied_at'),
    repliedBy: text('replied_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('reviews_company_created_idx').on(t.companyId, t.createdAt)],
);

export type ReviewRow = typeof reviews.$inferSelect;
