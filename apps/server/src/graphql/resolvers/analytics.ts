import { conversationStatistics } from '../../analytics/service.ts';
import type { ConversationStatistics, QueryConversationStatisticsArgs } from '../../generated/resolvers.ts';
import { type Resolve, requireViewer } from './guards.ts';

const statistics: Resolve<unknown, QueryConversationStatisticsArgs, ConversationStatistics> = async (
  _p,
  args,
  ctx,
) => conversationStatistics(ctx.db, await requireViewer(ctx), args);

export const analyticsResolvers = { Query: { conversationStatistics: statistics } };
