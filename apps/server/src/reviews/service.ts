import { type ReviewFilter, reviewMessageKeys } from '@parley/domain';
import { and, count, desc, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { Viewer } from '../auth/viewer.ts';
import { brandOfCompany } from '../company/service.ts';
import type { Db } from '../db/client.ts';
import { channels, type ReviewRow, reviews, userProfiles } from '../db/tables.ts';
import { AppError, badUserInput, forbidden, notFound } from '../errors.ts';
import type { Jobs } from '../jobs/queue.ts';
import type { Notifier } from '../realtime/socket.ts';
import { logError } from '../security/safeLog.ts';
import { isLinkedReviewChannel, requestReviewSync } from './sync.ts';

/*
 * Google business reviews of the company's review channels (spec 2: /reviews, brand flag reviews).
 * Every call checks the brand flag and stays inside the caller's company; replying needs the brand's
 * review replies flag too. A review of another company is NOT_FOUND, so its existence does not leak.
 * Reviews of a channel linked to a Business Profile location come from Google and replies go there
 * (reviews/sync.ts): reading the list asks for a fresh copy when it is stale, a reply is published
 * by a job and shows PENDING, then PUBLISHED or FAILED (a failed one may be sent again).
 */

type Deps = { db: Db; jobs?: Jobs | undefined };

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
  { db, jobs }: Deps,
  viewer: Viewer,
  filter: ReviewFilter,
): Promise<{ items: ReviewItem[]; total: number; unanswered: number }> {
  await requireReviews(db, viewer);
  // The copy is shown now; a fresh one from Google follows live when it was stale.
  if (filter.skip === 0)
    await requestReviewSync({ db, jobs }, viewer.companyId).catch((error: unknown) =>
      logError('[reviews] asking for a sync failed:', error),
    );
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
  { db, jobs }: Deps,
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
  const [target] = await db
    .select({ channel: channels, externalId: reviews.externalId })
    .from(reviews)
    .innerJoin(channels, eq(channels.id, reviews.channelId))
    .where(ofCompany)
    .limit(1);
  if (!target) throw notFound('Review');
  const toGoogle = Boolean(target.externalId) && isLinkedReviewChannel(target.channel);
  // Only a review without a reply is answered (a second reply, from another tab or a colleague, is
  // refused), or one whose reply Google refused: that one is sent again with the new text.
  const [updated] = await db
    .update(reviews)
    .set({
      replyText: text,
      repliedAt: now,
      repliedBy: viewer.user.id,
      replyState: toGoogle ? 'PENDING' : null,
      replyError: null,
    })
    .where(and(ofCompany, or(isNull(reviews.replyText), eq(reviews.replyState, 'FAILED'))))
    .returning({ id: reviews.id });
  if (!updated) throw badUserInput('id', 'REVIEWS.ALREADY_REPLIED', 'The review already has a reply');
  if (toGoogle) await jobs?.send('google-review-reply', { reviewId: id });
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
