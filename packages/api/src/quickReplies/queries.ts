import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../apiContext.ts';
import { graphqlRequest } from '../graphql/request.ts';
import { companyQuickRepliesQuery, companyQuickReplyQuery } from './documents.ts';
import { quickReplyKeys } from './keys.ts';

type GraphqlApi = Pick<Api, 'graphql'>;

/* GraphQL queries set retry: false: the transport already retried them (spec 7). */

export function companyQuickRepliesQueryOptions(api: GraphqlApi) {
  return queryOptions({
    queryKey: quickReplyKeys.list(),
    queryFn: async () =>
      (await graphqlRequest(api.graphql, companyQuickRepliesQuery, {})).companyQuickReplies,
    retry: false,
  });
}

export function companyQuickReplyQueryOptions(api: GraphqlApi, id: string) {
  return queryOptions({
    queryKey: quickReplyKeys.detail(id),
    queryFn: async () =>
      (await graphqlRequest(api.graphql, companyQuickReplyQuery, { id })).companyQuickReply,
    retry: false,
  });
}
