import { useLingui } from '@lingui/react/macro';
import type { ConversationStatisticsQuery } from '@parley/api';
import { useMemo } from 'react';

export type Statistics = ConversationStatisticsQuery['conversationStatistics'];
export type StatisticsCount = Statistics['byUser'][number];

/**
 * The names of the statistics' categories in the viewer's language: the catch-alls ("none" for
 * conversations no automation started, "unassigned" for those no one took) are keys, not names.
 */
export function useCategoryNames() {
  const { t } = useLingui();
  return useMemo(
    () => ({
      automation: (count: StatisticsCount) => (count.key === 'none' ? t`Without automation` : count.label),
      user: (count: StatisticsCount) => (count.key === 'unassigned' ? t`Not assigned` : count.label),
    }),
    [t],
  );
}
