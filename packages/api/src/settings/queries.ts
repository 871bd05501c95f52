import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../apiContext.ts';
import { graphqlRequest } from '../graphql/request.ts';
import type { RestChannel } from '../rest/types.ts';
import {
  companyPortfolioQuery,
  settingsRolesQuery,
  settingsTeamsQuery,
  settingsUserQuery,
  settingsUsersQuery,
} from './documents.ts';
import { settingsKeys } from './keys.ts';

type GraphqlApi = Pick<Api, 'graphql'>;
type RestApi = Pick<Api, 'rest'>;

/** The company's users with role, teams and the last invite (settings/users). */
export function settingsUsersQueryOptions(api: GraphqlApi) {
  return queryOptions({
    queryKey: settingsKeys.users(),
    queryFn: async () => (await graphqlRequest(api.graphql, settingsUsersQuery, {})).users,
    retry: false,
  });
}

/** One user of the company, or null when the id is unknown (or of another company). */
export function settingsUserQueryOptions(api: GraphqlApi, id: string) {
  return queryOptions({
    queryKey: settingsKeys.user(id),
    queryFn: async () => (await graphqlRequest(api.graphql, settingsUserQuery, { id })).users[0] ?? null,
    retry: false,
  });
}

export function settingsRolesQueryOptions(api: GraphqlApi) {
  return queryOptions({
    queryKey: settingsKeys.roles(),
    queryFn: async () => (await graphqlRequest(api.graphql, settingsRolesQuery, {})).usersRoles,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** The company's teams with their counts, address and opening hours (UTC). */
export function settingsTeamsQueryOptions(api: GraphqlApi) {
  return queryOptions({
    queryKey: settingsKeys.teams(),
    queryFn: async () => (await graphqlRequest(api.graphql, settingsTeamsQuery, {})).teams,
    retry: false,
  });
}

/** The company's channels with their team, for assigning channels to teams. */
export function settingsChannelsQueryOptions(api: RestApi, companyId: string) {
  return queryOptions({
    queryKey: settingsKeys.channels(companyId),
    queryFn: () =>
      api.rest.get<RestChannel[]>(`/core-service/companies/${encodeURIComponent(companyId)}/channels`),
  });
}

/** The brand's customer types, products and services with what the company offers. */
export function companyPortfolioQueryOptions(api: GraphqlApi) {
  return queryOptions({
    queryKey: settingsKeys.portfolio(),
    queryFn: async () => (await graphqlRequest(api.graphql, companyPortfolioQuery, {})).companyPortfolio,
    retry: false,
  });
}
