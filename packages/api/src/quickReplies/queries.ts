import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../apiContext.ts';
import { graphqlRequest } from '../graphql/request.ts';
import {
  companyQuickRepliesQuery,
  companyQuickReplyQuery,
  userQuickRepliesQuery,
  userQuickReplyQuery,
} from './documents.ts';
import { type QuickReplyScopeKey, quickReplyKeys } from './keys.ts';

type GraphqlApi = Pick<Api, 'graphql'>;

/* GraphQL queries set retry: false: the transport already retried them (spec 7). */

/** The company's quick replies (settings) or the user's own (profile), by title. */
export function scopedQuickRepliesQueryOptions(api: GraphqlApi, scope: QuickReplyScopeKey) {
  return queryOptions({
    queryKey: quickReplyKeys.list(scope),
    queryFn: async () =>
      scope === 'company'
        ? (await graphqlRequest(api.graphql, companyQuickRepliesQuery, {})).companyQuickReplies
        : (await graphqlRequest(api.graphql, userQuickRepliesQuery, {})).userQuickReplies,
    retry: false,
  });
}

export function scopedQuickReplyQueryOptions(api: GraphqlApi, scope: QuickReplyScopeKey, id: string) {
  return queryOptions({
    queryKey: quickReplyKeys.detail(id, scope),
    queryFn: async () =>
      scope === 'company'
        ? (await graphqlRequest(api.graphql, companyQuickReplyQuery, { id })).companyQuickReply
        : (await graphqlRequest(api.graphql, userQuickReplyQuery, { id })).userQuickReply,
    retry: false,
  });
}

export const companyQuickRepliesQueryOptions = (api: GraphqlApi) =>
  scopedQuickRepliesQueryOptions(api, 'company');
export const companyQuickReplyQueryOptions = (api: GraphqlApi, id: string) =>
  scopedQuickReplyQueryOptions(api, 'company', id);
