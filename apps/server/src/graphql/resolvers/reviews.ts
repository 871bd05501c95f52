import { idSchema, reviewFilterSchema, reviewReplyInputSchema, type SignInError } from '@parley/domain';
import * as v from 'valibot';
import type { Viewer } from '../../auth/viewer.ts';
import { AppError, parseInput } from '../../errors.ts';
import type {
  MutationCompleteReviewsLinkArgs,
  MutationReplyToReviewArgs,
  QueryReviewsArgs,
  Review,
  ReviewPage,
  ReviewsLink,
  ReviewsLinkStart,
} from '../../generated/resolvers.ts';
import { completeReviewsLink, completeReviewsLinkArgsSchema, startReviewsLink } from '../../reviews/link.ts';
import { presentReview } from '../../reviews/present.ts';
import * as reviews from '../../reviews/service.ts';
import { reviewLinksPerCompany } from '../../security/rateLimit.ts';
import type { GraphQLContext } from '../context.ts';
import { type Resolve, requireAdmin, requireViewer } from './guards.ts';

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

const linkDeps = (ctx: GraphQLContext) => ({ db: ctx.db, config: ctx.config, fetch: ctx.calendarFetch });

/** Each sign-in calls Google a few times: 10 a minute per company. */
async function limitLinks(ctx: GraphQLContext, viewer: Viewer) {
  const outcome = await ctx.rateLimiter.hit(reviewLinksPerCompany, viewer.companyId);
  if (!outcome.allowed)
    throw new AppError('TOO_MANY_REQUESTS', 'Too many Google sign-ins; try again in a minute', {
      messageKey: 'FIREBASE_ERRORS.TOO_MANY_REQUESTS' satisfies SignInError,
      headers: { 'Retry-After': String(outcome.retryAfterSeconds) },
    });
}

const startLink: Resolve<unknown, unknown, ReviewsLinkStart> = async (_p, _args, ctx) => {
  const viewer = await requireAdmin(ctx);
  await limitLinks(ctx, viewer);
  return startReviewsLink(linkDeps(ctx), viewer);
};

const completeLink: Resolve<unknown, MutationCompleteReviewsLinkArgs, ReviewsLink> = async (
  _p,
  args,
  ctx,
) => {
  const viewer = await requireAdmin(ctx);
  await limitLinks(ctx, viewer);
  return completeReviewsLink(linkDeps(ctx), viewer, parseInput(completeReviewsLinkArgsSchema, args));
};

export const reviewResolvers = {
  Query: { reviews: reviewsQuery },
  Mutation: { replyToReview, startReviewsLink: startLink, completeReviewsLink: completeLink },
};
