import { idSchema, reviewFilterSchema, reviewReplyInputSchema } from '@parley/domain';
import * as v from 'valibot';
import { parseInput } from '../../errors.ts';
import type {
  MutationReplyToReviewArgs,
  QueryReviewsArgs,
  Review,
  ReviewPage,
} from '../../generated/resolvers.ts';
import { presentReview } from '../../reviews/present.ts';
import * as reviews from '../../reviews/service.ts';
import { type Resolve, requireViewer } from './guards.ts';

/* Parse with the domain's schemas, call the reviews service (where the rules are), present. */

const listArgs = v.object({ filter: v.nullish(reviewFilterSchema, {}) });
const replyArgs = v.object({ id: idSchema, ...reviewReplyInputSchema.entries });

const reviewsQuery: Resolve<unknown, QueryReviewsArgs, ReviewPage> = async (_p, args, ctx) => {
  const viewer = await requireViewer(ctx);
  const { filter } = parseInput(listArgs, args);
  const page = await reviews.listReviews(ctx, viewer, v.parse(reviewFilterSchema, filter));
  return { items: page.items.map(presentReview), total: page.total, unanswered: page.unanswered };
};

const replyToReview: Resolve<unknown, MutationReplyToReviewArgs, Review> = async (_p, args, ctx) => {
  const viewer = await requireViewer(ctx);
  const { id, text } = parseInput(replyArgs, args);
  return presentReview(await reviews.replyToReview(ctx, viewer, id, text));
};

export const reviewResolvers = { Query: { reviews: reviewsQuery }, Mutation: { replyToReview } };
