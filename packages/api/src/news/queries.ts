import { BRAND_NEWS_PAGE_SIZE } from '@parley/domain';
import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../apiContext.ts';
import { graphqlRequest } from '../graphql/request.ts';
import { brandNewsQuery } from './documents.ts';
import { newsKeys } from './keys.ts';

type GraphqlApi = Pick<Api, 'graphql'>;

/** Spec 9 has no figure for news: they change rarely, so they stay fresh for 5 minutes. */
export const NEWS_STALE_MS = 5 * 60_000;

/** The brand's published news, newest first (the overview list; the dashboard asks for a few). */
export function brandNewsQueryOptions(api: GraphqlApi, brandId: string, take = BRAND_NEWS_PAGE_SIZE) {
  return queryOptions({
    queryKey: newsKeys.list(brandId, take),
    queryFn: async () => (await graphqlRequest(api.graphql, brandNewsQuery, { brandId, take })).brandnews,
    staleTime: NEWS_STALE_MS,
    retry: false,
  });
}

/** One published news item, or null when it is not (or no longer) listed. */
export function brandNewsItemQueryOptions(api: GraphqlApi, brandId: string, id: string) {
  return queryOptions({
    queryKey: newsKeys.detail(brandId, id),
    queryFn: async () =>
      (await graphqlRequest(api.graphql, brandNewsQuery, { brandId, ids: [id], take: 1 })).brandnews
        .items[0] ?? null,
    staleTime: NEWS_STALE_MS,
    retry: false,
  });
}
