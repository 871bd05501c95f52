import {
  type InboxListView,
  type InboxSection,
  inboxListViewParams,
  MESSAGE_PAGE_SIZE,
  OPPORTUNITY_PAGE_SIZE,
  SEARCH_PAGE_SIZE,
} from '@parley/domain';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Api } from '../apiContext.ts';
import { graphqlRequest } from '../graphql/request.ts';
import type { RestLabel, RestOpportunityPage, RestSearchPage, RestSectionCounters } from '../rest/types.ts';
import { conversationQuery, opportunityQuery, quickRepliesQuery } from './documents.ts';
import { inboxKeys } from './keys.ts';

/** Spec 7 and 9: counters stale after 60 s, kept 5 min; lists page by 30, stale after 5 min; labels 300 s. */
export const INBOX_CACHE = {
  countersStaleMs: 60_000,
  countersGcMs: 5 * 60_000,
  pageSize: OPPORTUNITY_PAGE_SIZE,
  listStaleMs: 5 * 60_000,
  labelsStaleMs: 300_000,
  /** Messages per page of a conversation, newest page first. */
  threadPageSize: MESSAGE_PAGE_SIZE,
  /**
   * An opportunity, its thread and the quick replies (the spec names no stale time): fresh for 10 s, so
   * what the conversation's route fetched is not fetched again by each part of the screen that mounts
   * after it arrived (the header, the contact panel, the composer). The socket keeps them current after
   * that (realtime.ts), and refetches them after a reconnect.
   */
  conversationStaleMs: 10_000,
} as const;

type RestApi = Pick<Api, 'rest'>;
type GraphqlApi = Pick<Api, 'graphql'>;

export function sectionCountersQueryOptions(api: RestApi) {
  return queryOptions({
    queryKey: inboxKeys.counters(),
    queryFn: () => api.rest.get<RestSectionCounters>('/core-service/opportunity/section-counters'),
    staleTime: INBOX_CACHE.countersStaleMs,
    gcTime: INBOX_CACHE.countersGcMs,
  });
}

/** A section's conversations, newest activity first, in `view` (filters and sort, listView.ts). */
export function opportunityListQueryOptions(
  api: RestApi,
  section: InboxSection,
  userId: string,
  view: InboxListView = {},
) {
  const params = inboxListViewParams(view);
  return infiniteQueryOptions({
    queryKey: inboxKeys.list(section, userId, params),
    queryFn: ({ pageParam }) =>
      api.rest.get<RestOpportunityPage>('/core-service/opportunity/paginated', {
        ...params,
        section,
        userId,
        skip: pageParam,
        take: INBOX_CACHE.pageSize,
      }),
    initialPageParam: 0,
    getNextPageParam: (last) =>
      last.skip + last.items.length < last.total ? last.skip + last.items.length : undefined,
    staleTime: INBOX_CACHE.listStaleMs,
  });
}

/**
 * The inbox search's hits for `query` (at least 2 characters; the caller debounces typing), 20 a page,
 * more on request. Fresh for 30 s: going back to the results does not search again at once.
 */
export function conversationSearchQueryOptions(api: RestApi, query: string) {
  return infiniteQueryOptions({
    queryKey: inboxKeys.search(query),
    queryFn: ({ pageParam }) =>
      api.rest.get<RestSearchPage>('/core-service/opportunity/search', {
        q: query,
        skip: pageParam,
        take: SEARCH_PAGE_SIZE,
      }),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.more ? last.skip + last.items.length : undefined),
    staleTime: 30_000,
  });
}

export function companyLabelsQueryOptions(api: RestApi, companyId: string) {
  return queryOptions({
    queryKey: inboxKeys.labels(companyId),
    queryFn: () => api.rest.get<RestLabel[]>('/core-service/label/company', { companyIds: companyId }),
    staleTime: INBOX_CACHE.labelsStaleMs,
  });
}

/*
 * GraphQL queries are not retried by the query cache: the transport already retried them (spec 7,
 * GraphQL transport retry), and a second layer of retries would hold back the "could not be loaded"
 * state for half a minute.
 */

export function opportunityQueryOptions(api: GraphqlApi, id: string) {
  return queryOptions({
    queryKey: inboxKeys.detail(id),
    queryFn: async () => (await graphqlRequest(api.graphql, opportunityQuery, { id })).opportunity,
    retry: false,
    staleTime: INBOX_CACHE.conversationStaleMs,
  });
}

/** The messages of one conversation: the newest page first, older pages (`before` a message id) after. */
export function threadQueryOptions(api: GraphqlApi, opportunityId: string) {
  return infiniteQueryOptions({
    queryKey: inboxKeys.thread(opportunityId),
    queryFn: async ({ pageParam }) =>
      (
        await graphqlRequest(api.graphql, conversationQuery, {
          opportunityId,
          before: pageParam,
          take: INBOX_CACHE.threadPageSize,
        })
      ).conversations,
    initialPageParam: null as string | null,
    getNextPageParam: (page) => (page.hasOlder ? (page.items[0]?.id ?? undefined) : undefined),
    retry: false,
    staleTime: INBOX_CACHE.conversationStaleMs,
  });
}

export function quickRepliesQueryOptions(api: GraphqlApi) {
  return queryOptions({
    queryKey: inboxKeys.quickReplies(),
    queryFn: async () => (await graphqlRequest(api.graphql, quickRepliesQuery, {})).quickReplies,
    retry: false,
    staleTime: INBOX_CACHE.conversationStaleMs,
  });
}
