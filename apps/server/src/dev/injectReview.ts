import { and, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import * as v from 'valibot';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { demoIds } from '../db/demo.ts';
import { channels, reviews } from '../db/tables.ts';
import { isAppError } from '../errors.ts';
import type { Notifier } from '../realtime/socket.ts';
import { fail } from '../rest/respond.ts';
import { businessProfile } from '../reviews/google.ts';
import { receiveReview } from '../reviews/service.ts';
import { businessStandinLocations, standinReviewName, writeStandinReview } from '../reviews/standin.ts';
import { isLinkedReviewChannel, syncGoogleReviews } from '../reviews/sync.ts';
import { devRoutesEnabled, readDevBody } from './inject.ts';

/*
 * Playing Google (development only): a customer writes a review on a review channel of a company and
 * its users see it at once (`new-review-notification`), as /api/dev/inject does for customer messages.
 * A channel linked to the Business Profile stand-in takes the production path: the review is written
 * at the stand-in and read back by the channel's sync; any other review channel stores it directly.
 */

const text = (name: string, max: number) =>
  v.pipe(v.string(`${name} must be a string`), v.maxLength(max, `${name} is too long`));

const injectReviewBody = v.object({
  companyId: v.optional(text('companyId', 100)),
  channelId: v.optional(text('channelId', 100)),
  rating: v.pipe(
    v.number('rating must be a number'),
    v.integer('rating: 1 to 5'),
    v.minValue(1, 'rating: 1 to 5'),
    v.maxValue(5, 'rating: 1 to 5'),
  ),
  text: v.optional(v.nullable(text('text', 4096))),
  authorName: v.optional(v.pipe(text('authorName', 200), v.trim(), v.nonEmpty('authorName is required'))),
});

/**
 * POST /api/dev/inject-review (body: { rating, text?, authorName?, companyId? (default Demo GmbH),
 * channelId? }). Loopback only, bound only when devRoutesEnabled. Answers 201 with the stored review.
 */
export function registerDevReviewRoutes(
  app: Hono,
  deps: { db: Db; config: Config; notifier: Notifier; fetch: typeof fetch },
) {
  if (!devRoutesEnabled(deps.config)) return;
  app.post('/api/dev/inject-review', async (c) => {
    const body = await readDevBody(c, injectReviewBody, 'Invalid review body');
    if (body instanceof Response) return body;
    try {
      const companyId = body.companyId ?? demoIds.companyDemo;
      const review =
        (await throughStandin(deps, companyId, body)) ??
        (await receiveReview(deps.db, deps.notifier, {
          companyId,
          channelId: body.channelId,
          rating: body.rating,
          text: body.text,
          authorName: body.authorName ?? 'Google user',
        }));
      return c.json({ review: { ...review, createdAt: review.createdAt.toISOString() } }, 201);
    } catch (error) {
      if (isAppError(error) && error.code === 'NOT_FOUND')
        return fail('NOT_FOUND', error.message, { field: 'channelId' });
      throw error;
    }
  });
}

/** Writes the review at the Business Profile stand-in and syncs the channel; null for an unlinked channel. */
async function throughStandin(
  deps: { db: Db; config: Config; notifier: Notifier; fetch: typeof fetch },
  companyId: string,
  body: v.InferOutput<typeof injectReviewBody>,
) {
  const [channel] = await deps.db
    .select()
    .from(channels)
    .where(
      and(
        eq(channels.companyId, companyId),
        eq(channels.clientType, 'GOOGLE_BUSINESS'),
        body.channelId ? eq(channels.id, body.channelId) : undefined,
      ),
    )
    .orderBy(channels.createdAt)
    .limit(1);
  const location = channel?.clientId;
  if (
    !channel ||
    !isLinkedReviewChannel(channel) ||
    !businessProfile(deps.config).standin ||
    !businessStandinLocations.some((item) => item.name === location)
  )
    return null;
  const written = await writeStandinReview(deps.db, {
    location: location as (typeof businessStandinLocations)[number]['name'],
    reviewer: body.authorName ?? 'Google user',
    rating: body.rating,
    comment: body.text ?? null,
  });
  await syncGoogleReviews(deps, channel.id);
  const [review] = await deps.db
    .select()
    .from(reviews)
    .where(
      and(
        eq(reviews.channelId, channel.id),
        eq(reviews.externalId, standinReviewName(location as string, written.id)),
      ),
    )
    .limit(1);
  if (!review) throw new Error('The stand-in review did not arrive');
  return review;
}
