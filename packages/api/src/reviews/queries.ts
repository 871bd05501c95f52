import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../apiContext.ts';
import { graphqlRequest } from '../graphql/request.ts';
import { reviewsQuery } from './documents.ts';
import { type ReviewListFilter, reviewKeys } from './keys.ts';

type GraphqlApi = Pick<Api, 'graphql'>;

/** The company's reviews, newest first; new ones arrive over the socket (`new-review-notification`). */
export function reviewsQueryOptions(api: GraphqlApi, filter: ReviewListFilter = {}) {
  return queryOptions({
    queryKey: reviewKeys.list(filter),
    queryFn: async () =>
      (
        await graphqlRequest(api.graphql, reviewsQuery, {
          filter: { rating: filter.rating ?? null, unanswered: filter.unanswered ?? false },
        })
      ).reviews,
    retry: false,
  });
}
