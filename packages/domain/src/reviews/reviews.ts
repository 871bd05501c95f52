import * as v from 'valibot';
import { requiredText } from '../validation/text.ts';
import { REVIEW_REPLY_MAX_LENGTH, reviewMessageKeys } from './constants.ts';

export { REVIEW_REPLY_MAX_LENGTH, reviewMessageKeys } from './constants.ts';

/** Reviews per page of /reviews, and the most one call may ask for. */
export const REVIEW_PAGE_SIZE = 50;
export const REVIEW_MAX_TAKE = 100;
export const REVIEW_RATINGS = [5, 4, 3, 2, 1] as const;
export type ReviewRating = (typeof REVIEW_RATINGS)[number];

/**
 * A reply as the user writes it: required and trimmed, at most 4096 characters. The raw input is capped
 * first (four times the limit) so no later step ever runs on a huge string.
 */
export const reviewReplyInputSchema = v.object({
  text: requiredText(REVIEW_REPLY_MAX_LENGTH, reviewMessageKeys.replyTooLong),
});
export type ReviewReplyInput = v.InferOutput<typeof reviewReplyInputSchema>;

/** The filter of /reviews: one star rating (or all) and only unanswered ones. */
export const reviewFilterSchema = v.object({
  rating: v.nullish(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5))),
  unanswered: v.nullish(v.boolean(), false),
  skip: v.nullish(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000)), 0),
  take: v.nullish(
    v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(REVIEW_MAX_TAKE)),
    REVIEW_PAGE_SIZE,
  ),
});
export type ReviewFilter = v.InferOutput<typeof reviewFilterSchema>;

/** The search params of /reviews as the route reads them (anything unknown is dropped). */
export const reviewSearchSchema = v.object({
  rating: v.fallback(v.optional(v.picklist(REVIEW_RATINGS)), undefined),
  unanswered: v.fallback(v.optional(v.boolean()), undefined),
});

/**
 * A review can be answered when the brand allows replies and it has none yet, or its reply was not
 * published on Google (FAILED): that one is sent again.
 */
export const canReplyToReview = (
  review: { reply: { text?: string; state?: string | null } | null | undefined },
  repliesEnabled: boolean,
) => repliesEnabled && (review.reply == null || review.reply.state === 'FAILED');
