import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../apiContext.ts';
import { graphqlRequest } from '../graphql/request.ts';
import { chatTouchpointsQuery, websiteWidgetQuery } from './documents.ts';
import { type TouchpointOwner, touchpointKeys } from './keys.ts';

type GraphqlApi = Pick<Api, 'graphql'>;

export function websiteWidgetQueryOptions(
  api: GraphqlApi,
  websiteType: string,
  owner: TouchpointOwner = 'company',
) {
  return queryOptions({
    queryKey: touchpointKeys.widget(websiteType, owner),
    queryFn: async () =>
      (await graphqlRequest(api.graphql, websiteWidgetQuery, { websiteType, mine: owner === 'user' }))
        .websiteWidget,
    retry: false,
  });
}

export function chatTouchpointsQueryOptions(
  api: GraphqlApi,
  qrType: string,
  owner: TouchpointOwner = 'company',
) {
  return queryOptions({
    queryKey: touchpointKeys.chat(qrType, owner),
    queryFn: async () =>
      (await graphqlRequest(api.graphql, chatTouchpointsQuery, { qrType, mine: owner === 'user' }))
        .chatTouchpoints,
    retry: false,
  });
}
