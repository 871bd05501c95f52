import { type ReviewFilter, reviewMessageKeys } from '@parley/domain';
import { and, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Viewer } from '../auth/viewer.ts';
import { brandOfCompany } from '../company/service.ts';
import type { Db } from '../db/client.ts';
import { channels, type ReviewRow, reviews, userProfiles } from '../db/tables.ts';
import { AppError, badUserInput, forbidden, notFound } from '../errors.ts';
import type { Notifier } from '../realtime/socket.ts';

/*
 * Google business reviews of the company's review channels (spec 2: /reviews, brand flag reviews).
 * Every call checks the brand flag and stays inside the caller's company; replying needs the brand's
 * review replies flag too. A review of another company is NOT_FOUND, so its existence does not leak.
 */

type Deps = { db: Db };

export type ReviewItem = ReviewRow & { channelName: string; repliedByName: string | null };

async function requireReviews(db: Db, viewer: Viewer) {
  const brand = await brandOfCompany(db, viewer.companyId);
  if (!brand?.featureReviews) throw forbidden('Reviews are switched off for this brand');
  return { replies: brand.featureReviewReplies };
}

const selectReviews = (db: Db, where: SQL | undefined) =>
  db
    .select({
      review: reviews,
      channelName: channels.value,
      first: userProfiles.firstName,
      last: userProfiles.lastName,
    })
    .from(reviews)
    .innerJoin(channels, eq(channels.id, reviews.channelId))
    .leftJoin(userProfiles, eq(userProfiles.userId, reviews.repliedBy))
    .where(where);

type SelectedReview = { review: ReviewRow; channelName: string; first: string | null; last: string | null };

const itemOf = ({ review, channelName, first, last }: SelectedReview): ReviewItem => ({
  ...review,
  channelName,
  repliedByName: [first, last].filter(Boolean).join(' ') || null,
});

export async function listReviews(
  { db }: Deps,
  viewer: Viewer,
  filter: ReviewFilter,
): Promise<{ items: ReviewItem[]; total: number; unanswered: number }> {
  await requireReviews(db, viewer);
  const ofCompany = eq(reviews.companyId, viewer.companyId);
  const where = and(
    ofCompany,
    filter.rating ? eq(reviews.rating, filter.rating) : undefined,
    filter.unanswered ? isNull(reviews.replyText) : undefined,
  );
  const [rows, totals, open] = await Promise.all([
    selectReviews(db, where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .offset(filter.skip)
      .limit(filter.take),
    db.select({ total: count() }).from(reviews).where(where),
    db
      .select({ total: count() })
      .from(reviews)
      .where(and(ofCompany, isNull(reviews.replyText))),
  ]);
  return { items: rows.map(itemOf), total: totals[0]?.total ?? 0, unanswered: open[0]?.total ?? 0 };
}

export async function replyToReview(
  { db }: Deps,
  viewer: Viewer,
  id: string,
  text: string,
  now = new Date(),
): Promise<ReviewItem> {
  const flags = await requireReviews(db, viewer);
  if (!flags.replies)
    throw new AppError('FORBIDDEN', 'Review replies are switched off for this brand', {
      messageKey: reviewMessageKeys.repliesDisabled,
    });
  const ofCompany = and(eq(reviews.id, id), eq(reviews.companyId, viewer.companyId));
  // Only a review without a reply is answered: a second reply (another tab, a colleague) is refused.
  const [updated] = await db
    .update(reviews)
    .set({ replyText: text, repliedAt: now, repliedBy: viewer.user.id })
    .where(and(ofCompany, isNull(reviews.replyText)))
    .returning({ id: reviews.id });
  if (!updated) {
    const [exists] = await db.select({ id: reviews.id }).from(reviews).where(ofCompany).limit(1);
    if (!exists) throw notFound('Review');
    throw badUserInput('id', 'REVIEWS.ALREADY_REPLIED', 'The review already has a reply');
  }
  const [row] = await selectReviews(db, eq(reviews.id, id));
  if (!row) throw notFound('Review');
  return itemOf(row);
}

export type NewReviewInput = {
  companyId: string;
  /** A GOOGLE_BUSINESS channel of the company; the first one when left out. */
  channelId?: string | undefined;
  rating: number;
  text?: string | null | undefined;
  authorName: string;
};

/**
 * Stores a review that arrived on a review channel and tells the company's users
 * (`new-review-notification`). Used by the development inject route in place of Google's webhook.
 */
export async function receiveReview(db: Db, notifier: Notifier, input: NewReviewInput): Promise<ReviewRow> {
  const [channel] = await db
    .select({ id: channels.id })
    .from(channels)
    .where(
      and(
        eq(channels.companyId, input.companyId),
        eq(channels.clientType, 'GOOGLE_BUSINESS'),
        input.channelId ? eq(channels.id, input.channelId) : undefined,
      ),
    )
    .orderBy(channels.createdAt)
    .limit(1);
  if (!channel) throw notFound('Review channel');
  const [row] = await db
    .insert(reviews)
    .values({
      companyId: input.companyId,
      channelId: channel.id,
      rating: input.rating,
      text: input.text ?? null,
      authorName: input.authorName,
    })
    .returning();
  if (!row) throw new Error('review not inserted');
  notifier.toCompany(input.companyId, 'new-review-notification', {
    reviewId: row.id,
    channelId: row.channelId,
    rating: row.rating,
  });
  return row;
}
