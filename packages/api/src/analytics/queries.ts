import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Api } from '../apiContext.ts';
import { graphqlRequest } from '../graphql/request.ts';
import { conversationStatisticsQuery } from './documents.ts';
import { analyticsKeys } from './keys.ts';

/** conversationStatistics of a year (month null) or a month; the last period stays shown while the next loads. */
export function conversationStatisticsQueryOptions(
  api: Pick<Api, 'graphql'>,
  year: number,
  month: number | null,
) {
  return queryOptions({
    queryKey: analyticsKeys.statistics(year, month),
    queryFn: async () =>
      (await graphqlRequest(api.graphql, conversationStatisticsQuery, { year, month }))
        .conversationStatistics,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
