import type { Hono } from 'hono';
import * as v from 'valibot';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { demoIds } from '../db/demo.ts';
import { isAppError } from '../errors.ts';
import type { Notifier } from '../realtime/socket.ts';
import { fail } from '../rest/respond.ts';
import { receiveReview } from '../reviews/service.ts';
import { devRoutesEnabled, readDevBody } from './inject.ts';

/*
 * Playing Google (development only): a new review arrives on a review channel of a company and its
 * users see it at once (`new-review-notification`), as /api/dev/inject does for customer messages.
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
export function registerDevReviewRoutes(app: Hono, deps: { db: Db; config: Config; notifier: Notifier }) {
  if (!devRoutesEnabled(deps.config)) return;
  app.post('/api/dev/inject-review', async (c) => {
    const body = await readDevBody(c, injectReviewBody, 'Invalid review body');
    if (body instanceof Response) return body;
    try {
      const review = await receiveReview(deps.db, deps.notifier, {
        companyId: body.companyId ?? demoIds.companyDemo,
        channelId: body.channelId,
        rating: body.rating,
        text: body.text,
        authorName: body.authorName ?? 'Google user',
      });
      return c.json({ review: { ...review, createdAt: review.createdAt.toISOString() } }, 201);
    } catch (error) {
      if (isAppError(error) && error.code === 'NOT_FOUND')
        return fail('NOT_FOUND', error.message, { field: 'channelId' });
      throw error;
    }
  });
}
