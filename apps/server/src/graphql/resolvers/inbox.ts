import {
  addConversationNoteInputSchema,
  idSchema,
  messagePageInputSchema,
  sendMessageInputSchema,
  setConsentInputSchema,
  updateConversationInputSchema,
  updateConversationsInputSchema,
} from '@parley/domain';
import * as v from 'valibot';
import { parseInput } from '../../errors.ts';
import type {
  MessagePage,
  MutationAcceptSharedOpportunityArgs,
  MutationAddConversationNoteArgs,
  MutationClaimOpportunityArgs,
  MutationMarkConversationReadArgs,
  MutationSendMessageArgs,
  MutationSetConsentArgs,
  MutationUpdateConversationArgs,
  MutationUpdateConversationsArgs,
  QueryConversationsArgs,
  QueryOpportunityArgs,
  QuickReply,
  UpdateConversationsResult,
} from '../../generated/resolvers.ts';
import { presentContacts, presentMessages, presentOpportunity } from '../../inbox/present.ts';
import * as inbox from '../../inbox/service.ts';
import { presentQuickReply } from '../../quickReplies/present.ts';
import { listComposerQuickReplies } from '../../quickReplies/service.ts';
import type { ContactModel, MessageModel, OpportunityModel } from '../models.ts';
import { type Resolve, requireViewer } from './guards.ts';

/* Parse the arguments with the domain's schemas, call the inbox service, present its rows. */

type NoArgs = Record<string, never>;
type MessagePageModel = Omit<MessagePage, 'items'> & { items: MessageModel[] };

const idArgs = v.object({ id: idSchema });
const opportunityIdArgs = v.object({ opportunityId: idSchema });

const opportunity: Resolve<unknown, QueryOpportunityArgs, OpportunityModel> = async (_p, args, ctx) => {
  const viewer = await requireViewer(ctx);
  const { id } = parseInput(idArgs, args);
  return presentOpportunity(ctx.db, await inbox.findOpportunity(ctx, viewer, id));
};

const conversations: Resolve<unknown, QueryConversationsArgs, MessagePageModel> = async (_p, args, ctx) => {
  const viewer = await requireViewer(ctx);
  const page = await inbox.listMessages(ctx, viewer, parseInput(messagePageInputSchema, args));
  return { items: await presentMessages(ctx.db, page.rows), hasOlder: page.hasOlder };
};

const quickReplies: Resolve<unknown, NoArgs, QuickReply[]> = async (_p, _a, ctx) =>
  (await listComposerQuickReplies(ctx, await requireViewer(ctx))).map(presentQuickReply);

const sendMessage: Resolve<unknown, MutationSendMessageArgs, MessageModel> = async (_p, args, ctx) => {
  const viewer = await requireViewer(ctx);
  return inbox.sendMessage(ctx, viewer, parseInput(sendMessageInputSchema, args));
};

const markConversationRead: Resolve<unknown, MutationMarkConversationReadArgs, OpportunityModel> = async (
  _p,
  args,
  ctx,
) => {
  const viewer = await requireViewer(ctx);
  const { opportunityId } = parseInput(opportunityIdArgs, args);
  return presentOpportunity(ctx.db, await inbox.markConversationRead(ctx, viewer, opportunityId));
};

const updateConversation: Resolve<unknown, MutationUpdateConversationArgs, OpportunityModel> = async (
  _p,
  args,
  ctx,
) => {
  const viewer = await requireViewer(ctx);
  const input = parseInput(updateConversationInputSchema, args);
  return presentOpportunity(ctx.db, await inbox.updateConversation(ctx, viewer, input));
};

type UpdateConversationsModel = Omit<UpdateConversationsResult, 'updated'> & { updated: OpportunityModel[] };

const updateConversations: Resolve<
  unknown,
  MutationUpdateConversationsArgs,
  UpdateConversationsModel
> = async (_p, args, ctx) => {
  const viewer = await requireViewer(ctx);
  const { input } = parseInput(updateConversationsInputSchema, args);
  const { updated, refused } = await inbox.updateConversations(ctx, viewer, input);
  return { updated: await Promise.all(updated.map((row) => presentOpportunity(ctx.db, row))), refused };
};

const addConversationNote: Resolve<unknown, MutationAddConversationNoteArgs, MessageModel> = async (
  _p,
  args,
  ctx,
) => {
  const viewer = await requireViewer(ctx);
  const input = parseInput(addConversationNoteInputSchema, {
    ...args,
    mentionedUserIds: args.mentionedUserIds ?? [],
  });
  return inbox.addConversationNote(ctx, viewer, input);
};

const claimOpportunity: Resolve<unknown, MutationClaimOpportunityArgs, OpportunityModel> = async (
  _p,
  args,
  ctx,
) => {
  const viewer = await requireViewer(ctx);
  const { id } = parseInput(idArgs, args);
  return presentOpportunity(ctx.db, await inbox.claimOpportunity(ctx, viewer, id));
};

const acceptSharedOpportunity: Resolve<
  unknown,
  MutationAcceptSharedOpportunityArgs,
  OpportunityModel
> = async (_p, args, ctx) => {
  const viewer = await requireViewer(ctx);
  const { id } = parseInput(idArgs, args);
  return presentOpportunity(ctx.db, await inbox.acceptSharedOpportunity(ctx, viewer, id));
};

const setConsent: Resolve<unknown, MutationSetConsentArgs, ContactModel[]> = async (_p, args, ctx) => {
  const viewer = await requireViewer(ctx);
  const rows = await inbox.setConsent(ctx, viewer, parseInput(setConsentInputSchema, args));
  return presentContacts(ctx.db, rows);
};

export const inboxResolvers = {
  Query: { opportunity, conversations, quickReplies },
  Mutation: {
    sendMessage,
    markConversationRead,
    updateConversation,
    updateConversations,
    addConversationNote,
    claimOpportunity,
    acceptSharedOpportunity,
    setConsent,
  },
};
