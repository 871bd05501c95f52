import { idSchema, quickReplyInputSchema } from '@parley/domain';
import * as v from 'valibot';
import { parseInput } from '../../errors.ts';
import type { QuickReply } from '../../generated/resolvers.ts';
import { presentQuickReply as present } from '../../quickReplies/present.ts';
import { type QuickReplyScope, quickReplyService } from '../../quickReplies/service.ts';
import type { GraphQLContext } from '../context.ts';
import { type Resolve, requireAdmin, requireViewer } from './guards.ts';

/* Parse with the domain's schemas, call the quick replies service (where the rules are), present. */

type NoArgs = Record<string, never>;

const idArgs = v.object({ id: idSchema });
const createArgs = v.object({ input: quickReplyInputSchema });
const updateArgs = v.object({ id: idSchema, input: quickReplyInputSchema });

/**
 * The five operations of one scope: the company's replies (settings/quick-replies, admins, refused
 * before their arguments are read) or a user's own (profile/quick-replies, every signed-in user).
 */
function resolversOf(
  scope: QuickReplyScope,
  guard: (ctx: GraphQLContext) => ReturnType<typeof requireViewer>,
) {
  const service = quickReplyService(scope);
  const list: Resolve<unknown, NoArgs, QuickReply[]> = async (_p, _a, ctx) =>
    (await service.list(ctx, await guard(ctx))).map(present);
  const one: Resolve<unknown, { id: string }, QuickReply> = async (_p, args, ctx) => {
    const viewer = await guard(ctx);
    const { id } = parseInput(idArgs, args);
    return present(await service.find(ctx, viewer, id));
  };
  const create: Resolve<unknown, { input: unknown }, QuickReply> = async (_p, args, ctx) => {
    const viewer = await guard(ctx);
    const { input } = parseInput(createArgs, args);
    return present(await service.create(ctx, viewer, input));
  };
  const update: Resolve<unknown, { id: string; input: unknown }, QuickReply> = async (_p, args, ctx) => {
    const viewer = await guard(ctx);
    const { id, input } = parseInput(updateArgs, args);
    return present(await service.update(ctx, viewer, id, input));
  };
  const remove: Resolve<unknown, { id: string }, string> = async (_p, args, ctx) => {
    const viewer = await guard(ctx);
    const { id } = parseInput(idArgs, args);
    return service.remove(ctx, viewer, id);
  };
  return { list, one, create, update, remove };
}

const company = resolversOf('COMPANY', requireAdmin);
const user = resolversOf('USER', requireViewer);

export const quickReplyResolvers = {
  Query: {
    companyQuickReplies: company.list,
    companyQuickReply: company.one,
    userQuickReplies: user.list,
    userQuickReply: user.one,
  },
  Mutation: {
    createCompanyQuickReply: company.create,
    updateCompanyQuickReply: company.update,
    deleteCompanyQuickReply: company.remove,
    createUserQuickReply: user.create,
    updateUserQuickReply: user.update,
    deleteUserQuickReply: user.remove,
  },
};
