import {
  costQuerySchema,
  idSchema,
  newsletterCreateInputSchema,
  sendTemplateInputSchema,
  topUpQuantitySchema,
} from '@parley/domain';
import * as v from 'valibot';
import { assertAdmin } from '../../auth/access.ts';
import { parseInput } from '../../errors.ts';
import type {
  ConversationCredits,
  ConversationsCost,
  ConversationTemplateOffer,
  CreditOrder,
  MutationConversationTopUpArgs,
  MutationCreateNewsletterArgs,
  MutationSendTemplateMessageArgs,
  NewsletterCreated,
  QueryConversationsCostCalculatorArgs,
  QueryConversationTemplateOfferArgs,
} from '../../generated/resolvers.ts';
import { sendTemplate, templateOffer } from '../../newsletter/conversationTemplates.ts';
import { costOf, getCredits, orderTopUp, presentOrder } from '../../newsletter/credits.ts';
import { createNewsletter } from '../../newsletter/service.ts';
import type { MessageModel } from '../models.ts';
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

/** Templates in a conversation: any company user who can see it. */
const offer: Resolve<unknown, QueryConversationTemplateOfferArgs, ConversationTemplateOffer> = async (
  _p,
  args,
  ctx,
) => {
  const viewer = await requireViewer(ctx);
  const { opportunityId } = parseInput(v.object({ opportunityId: idSchema }), args);
  return templateOffer(ctx, viewer, opportunityId);
};

const sendTemplateMessage: Resolve<unknown, MutationSendTemplateMessageArgs, MessageModel> = async (
  _p,
  args,
  ctx,
) => sendTemplate(ctx, await requireViewer(ctx), parseInput(sendTemplateInputSchema, args));

export const newsletterResolvers = {
  Query: {
    conversationCredits: credits,
    conversationsCostCalculator: cost,
    conversationTemplateOffer: offer,
  },
  Mutation: { conversationTopUp: topUp, createNewsletter: create, sendTemplateMessage },
};
