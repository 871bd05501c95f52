import type { Hono } from 'hono';
import * as v from 'valibot';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { demoIds } from '../db/demo.ts';
import { isAppError } from '../errors.ts';
import type { Notifier } from '../realtime/socket.ts';
import { fail, invalidInput, readJsonObject } from '../rest/respond.ts';
import { receiveReview } from '../reviews/service.ts';
import { isLocalRequest } from '../security/clientAddress.ts';
import { devRoutesEnabled } from './inject.ts';

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
    if (!isLocalRequest(c)) return fail('FORBIDDEN', 'The dev endpoint answers only on the local host');
    const json = await readJsonObject(c.req);
    if (json instanceof Response) return json;
    const parsed = v.safeParse(injectReviewBody, json, { abortPipeEarly: true });
    if (!parsed.success) return invalidInput(parsed.issues, 'Invalid review body');
    try {
      const review = await receiveReview(deps.db, deps.notifier, {
        companyId: parsed.output.companyId ?? demoIds.companyDemo,
        channelId: parsed.output.channelId,
        rating: parsed.output.rating,
        text: parsed.output.text,
        authorName: parsed.output.authorName ?? 'Google user',
      });
      return c.json({ review: { ...review, createdAt: review.createdAt.toISOString() } }, 201);
    } catch (error) {
      if (isAppError(error) && error.code === 'NOT_FOUND')
        return fail('NOT_FOUND', error.message, { field: 'channelId' });
      throw error;
    }
  });
}
