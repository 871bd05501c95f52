import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../apiContext.ts';
import { graphqlRequest } from '../graphql/request.ts';
import { chatTouchpointsQuery, websiteWidgetQuery } from './documents.ts';
import { touchpointKeys } from './keys.ts';

type GraphqlApi = Pick<Api, 'graphql'>;

export function websiteWidgetQueryOptions(api: GraphqlApi, websiteType: string) {
  return queryOptions({
    queryKey: touchpointKeys.widget(websiteType),
    queryFn: async () =>
      (await graphqlRequest(api.graphql, websiteWidgetQuery, { websiteType })).websiteWidget,
    retry: false,
  });
}

export function chatTouchpointsQueryOptions(api: GraphqlApi, qrType: string) {
  return queryOptions({
    queryKey: touchpointKeys.chat(qrType),
    queryFn: async () =>
      (await graphqlRequest(api.graphql, chatTouchpointsQuery, { qrType })).chatTouchpoints,
    retry: false,
  });
}
