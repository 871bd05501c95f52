import { idSchema, quickReplyInputSchema } from '@parley/domain';
import * as v from 'valibot';
import { parseInput } from '../../errors.ts';
import type {
  MutationCreateCompanyQuickReplyArgs,
  MutationCreateUserQuickReplyArgs,
  MutationDeleteCompanyQuickReplyArgs,
  MutationDeleteUserQuickReplyArgs,
  MutationUpdateCompanyQuickReplyArgs,
  MutationUpdateUserQuickReplyArgs,
  QueryCompanyQuickReplyArgs,
  QueryUserQuickReplyArgs,
  QuickReply,
} from '../../generated/resolvers.ts';
import { presentQuickReply as present } from '../../quickReplies/present.ts';
import * as quickReplies from '../../quickReplies/service.ts';
import { type Resolve, requireAdmin, requireViewer } from './guards.ts';

/* Parse with the domain's schemas, call the quick replies service (where the rules are), present. */

type NoArgs = Record<string, never>;

const idArgs = v.object({ id: idSchema });
const createArgs = v.object({ input: quickReplyInputSchema });
const updateArgs = v.object({ id: idSchema, input: quickReplyInputSchema });

const companyQuickReplies: Resolve<unknown, NoArgs, QuickReply[]> = async (_p, _a, ctx) => {
  const viewer = await requireAdmin(ctx);
  return (await quickReplies.listCompanyQuickReplies(ctx, viewer)).map(present);
};

const companyQuickReply: Resolve<unknown, QueryCompanyQuickReplyArgs, QuickReply> = async (_p, args, ctx) => {
  const viewer = await requireAdmin(ctx);
  const { id } = parseInput(idArgs, args);
  return present(await quickReplies.findCompanyQuickReply(ctx, viewer, id));
};

const createCompanyQuickReply: Resolve<unknown, MutationCreateCompanyQuickReplyArgs, QuickReply> = async (
  _p,
  args,
  ctx,
) => {
  const viewer = await requireAdmin(ctx);
  const { input } = parseInput(createArgs, args);
  return present(await quickReplies.createCompanyQuickReply(ctx, viewer, input));
};

const updateCompanyQuickReply: Resolve<unknown, MutationUpdateCompanyQuickReplyArgs, QuickReply> = async (
  _p,
  args,
  ctx,
) => {
  const viewer = await requireAdmin(ctx);
  const { id, input } = parseInput(updateArgs, args);
  return present(await quickReplies.updateCompanyQuickReply(ctx, viewer, id, input));
};

const deleteCompanyQuickReply: Resolve<unknown, MutationDeleteCompanyQuickReplyArgs, string> = async (
  _p,
  args,
  ctx,
) => {
  const viewer = await requireAdmin(ctx);
  const { id } = parseInput(idArgs, args);
  return quickReplies.deleteCompanyQuickReply(ctx, viewer, id);
};

/* The user's own replies (profile/quick-replies): every signed-in user, their own only. */

const userQuickReplies: Resolve<unknown, NoArgs, QuickReply[]> = async (_p, _a, ctx) => {
  const viewer = await requireViewer(ctx);
  return (await quickReplies.listScopedQuickReplies(ctx, viewer, 'USER')).map(present);
};

const userQuickReply: Resolve<unknown, QueryUserQuickReplyArgs, QuickReply> = async (_p, args, ctx) => {
  const viewer = await requireViewer(ctx);
  const { id } = parseInput(idArgs, args);
  return present(await quickReplies.findScopedQuickReply(ctx, viewer, 'USER', id));
};

const createUserQuickReply: Resolve<unknown, MutationCreateUserQuickReplyArgs, QuickReply> = async (
  _p,
  args,
  ctx,
) => {
  const viewer = await requireViewer(ctx);
  const { input } = parseInput(createArgs, args);
  return present(await quickReplies.createScopedQuickReply(ctx, viewer, 'USER', input));
};

const updateUserQuickReply: Resolve<unknown, MutationUpdateUserQuickReplyArgs, QuickReply> = async (
  _p,
  args,
  ctx,
) => {
  const viewer = await requireViewer(ctx);
  const { id, input } = parseInput(updateArgs, args);
  return present(await quickReplies.updateScopedQuickReply(ctx, viewer, 'USER', id, input));
};

const deleteUserQuickReply: Resolve<unknown, MutationDeleteUserQuickReplyArgs, string> = async (
  _p,
  args,
  ctx,
) => {
  const viewer = await requireViewer(ctx);
  const { id } = parseInput(idArgs, args);
  return quickReplies.deleteScopedQuickReply(ctx, viewer, 'USER', id);
};

export const quickReplyResolvers = {
  Query: { companyQuickReplies, companyQuickReply, userQuickReplies, userQuickReply },
  Mutation: {
    createCompanyQuickReply,
    updateCompanyQuickReply,
    deleteCompanyQuickReply,
    createUserQuickReply,
    updateUserQuickReply,
    deleteUserQuickReply,
  },
};
