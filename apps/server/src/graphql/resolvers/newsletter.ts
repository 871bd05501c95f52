import { costQuerySchema, newsletterCreateInputSchema, topUpQuantitySchema } from '@parley/domain';
import * as v from 'valibot';
import { assertAdmin } from '../../auth/access.ts';
import { parseInput } from '../../errors.ts';
import type {
  ConversationCredits,
  ConversationsCost,
  CreditOrder,
  MutationConversationTopUpArgs,
  MutationCreateNewsletterArgs,
  NewsletterCreated,
  QueryConversationsCostCalculatorArgs,
} from '../../generated/resolvers.ts';
import { costOf, getCredits, orderTopUp, presentOrder } from '../../newsletter/credits.ts';
import { createNewsletter } from '../../newsletter/service.ts';
import { type Resolve, requireViewer } from './guards.ts';

/*
 * Conversation credits and createNewsletter (spec 7). Company admins only: refused before the input is
 * read, so a company user learns nothing from its errors. Rules in src/newsletter/.
 */

const credits: Resolve<unknown, unknown, ConversationCredits> = async (_p, _a, ctx) =>
  getCredits(ctx, await requireViewer(ctx));

const cost: Resolve<unknown, QueryConversationsCostCalculatorArgs, ConversationsCost> = async (
  _p,
  args,
  ctx,
) => {
  const viewer = await requireViewer(ctx);
  assertAdmin(viewer);
  const { conversations } = parseInput(costQuerySchema, args);
  return costOf(ctx, viewer, conversations);
};

const topUp: Resolve<unknown, MutationConversationTopUpArgs, CreditOrder> = async (_p, args, ctx) => {
  const viewer = await requireViewer(ctx);
  assertAdmin(viewer);
  const { quantity } = parseInput(v.object({ quantity: topUpQuantitySchema }), args);
  return presentOrder(await orderTopUp(ctx, viewer, quantity));
};

const create: Resolve<unknown, MutationCreateNewsletterArgs, NewsletterCreated> = async (_p, args, ctx) => {
  const viewer = await requireViewer(ctx);
  assertAdmin(viewer);
  const input = parseInput(newsletterCreateInputSchema, args.input);
  return createNewsletter(ctx, viewer, input);
};

export const newsletterResolvers = {
  Query: { conversationCredits: credits, conversationsCostCalculator: cost },
  Mutation: { conversationTopUp: topUp, createNewsletter: create },
};
