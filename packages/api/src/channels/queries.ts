import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../apiContext.ts';
import { graphqlRequest } from '../graphql/request.ts';
import { appointmentWidgetQuery, channelStatusQuery } from './documents.ts';
import { channelKeys } from './keys.ts';

type GraphqlApi = Pick<Api, 'graphql'>;

/** The status of the given channels (spec 4), admins only; unknown ids are left out. */
export function channelStatusQueryOptions(api: GraphqlApi, ids: readonly string[]) {
  return queryOptions({
    queryKey: channelKeys.status(ids),
    queryFn: async () =>
      (await graphqlRequest(api.graphql, channelStatusQuery, { ids: [...ids] })).channelStatus,
    enabled: ids.length > 0,
    retry: false,
  });
}

export function appointmentWidgetQueryOptions(api: GraphqlApi) {
  return queryOptions({
    queryKey: channelKeys.appointmentWidget(),
    queryFn: async () => (await graphqlRequest(api.graphql, appointmentWidgetQuery, {})).appointmentWidget,
    retry: false,
  });
}
