import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
    /** The review's resource name at Google (`accounts/…/locations/…/reviews/…`); null for one kept only here. */
    externalId: text('external_id'),
    /**
     * Where the reply stands at Google: PENDING while the reply job posts it, PUBLISHED once Google took
     * it (or it was written there), FAILED with `reply_error` when Google refused it for good.
     */
    replyState: text('reply_state').$type<'PENDING' | 'PUBLISHED' | 'FAILED'>(),
    /** Google's reason for a FAILED reply, as a message key (REVIEWS.*). */
    replyError: text('reply_error'),
  },
  (t) => [
    index('reviews_company_created_idx').on(t.companyId, t.createdAt),
    uniqueIndex('reviews_channel_external_idx').on(t.channelId, t.externalId),
  ],
);

export type ReviewRow = typeof reviews.$inferSelect;

/** A location found in the linked Business Profile account (what the admin picks from). */
export type ReviewLinkLocation = { name: string; title: string; address: string | null };

/**
 * A Google Business Profile sign-in on its way to becoming a review channel: the OAuth state and PKCE
 * verifier until the browser comes back, then the sealed tokens and the account's locations until the
 * admin picks one (addChannel takes the link and deletes it). Any instance finishes what another began.
 */
export const reviewLinks = pgTable('review_links', {
  id: id(),
  companyId: belongsTo('company_id', () => companies.id),
  userId: belongsTo('user_id', () => users.id),
  state: text('state').notNull().unique(),
  codeVerifier: text('code_verifier').notNull(),
  /** The tokens, sealed with the channel key (the link id as authenticated data); null until linked. */
  secrets: text('secrets'),
  accountEmail: text('account_email'),
  /** The business account (`accounts/…`) the locations belong to. */
  accountName: text('account_name'),
  locations: jsonb('locations').$type<ReviewLinkLocation[]>(),
  expiresAt: at('expires_at').notNull(),
});
export type ReviewLinkRow = typeof reviewLinks.$inferSelect;

/** When a linked review channel's reviews were last read from Google, and when a read was last asked for. */
export const reviewSyncs = pgTable('review_syncs', {
  channelId: text('channel_id')
    .primaryKey()
    .references(() => channels.id, { onDelete: 'cascade' }),
  syncedAt: at('synced_at'),
  requestedAt: at('requested_at'),
});

/**
 * The Business Profile stand-in's reviews (development and tests only, reviews/standin.ts): what
 * customers wrote on a location, with the owner's reply as Google keeps it.
 */
export const businessStandinReviews = pgTable(
  'business_standin_reviews',
  {
    id: id(),
    /** `locations/…` */
    location: text('location').notNull(),
    reviewer: text('reviewer').notNull(),
    /** ONE … FIVE, as the API names them. */
    starRating: text('star_rating').notNull(),
    comment: text('comment'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    replyComment: text('reply_comment'),
    replyUpdatedAt: at('reply_updated_at'),
  },
  (t) => [index('business_standin_reviews_location_idx').on(t.location, t.createdAt)],
);
