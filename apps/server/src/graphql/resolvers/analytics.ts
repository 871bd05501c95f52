import { statisticsPeriodSchema } from '@parley/domain';
import { conversationStatistics, requireAnalytics } from '../../analytics/service.ts';
import { parseInput } from '../../errors.ts';
import type { ConversationStatistics, QueryConversationStatisticsArgs } from '../../generated/resolvers.ts';
import { type Resolve, requireViewer } from './guards.ts';

const statistics: Resolve<unknown, QueryConversationStatisticsArgs, ConversationStatistics> = async (
  _p,
  args,
  ctx,
) => {
  // Refused before the period is read, so a company user learns nothing from its errors.
  const viewer = await requireViewer(ctx);
  await requireAnalytics(ctx.db, viewer);
  return conversationStatistics(ctx.db, viewer, parseInput(statisticsPeriodSchema, args));
};

export const analyticsResolvers = { Query: { conversationStatistics: statistics } };
