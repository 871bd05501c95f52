import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../apiContext.ts';
import { graphqlRequest } from '../graphql/request.ts';
import { myAbsenceQuery, myAbsencesQuery, myProfileQuery } from './documents.ts';
import { profileKeys } from './keys.ts';

type GraphqlApi = Pick<Api, 'graphql'>;

/* GraphQL queries set retry: false: the transport already retried them (spec 7). */

/** profile/information: the signed-in user with address, teams, portfolio and the brand's app ids. */
export function myProfileQueryOptions(api: GraphqlApi) {
  return queryOptions({
    queryKey: profileKeys.mine(),
    queryFn: async () => (await graphqlRequest(api.graphql, myProfileQuery, {})).me,
    retry: false,
  });
}

export function myAbsencesQueryOptions(api: GraphqlApi) {
  return queryOptions({
    queryKey: profileKeys.absences(),
    queryFn: async () => (await graphqlRequest(api.graphql, myAbsencesQuery, {})).myAbsences,
    retry: false,
  });
}

export function myAbsenceQueryOptions(api: GraphqlApi, id: string) {
  return queryOptions({
    queryKey: profileKeys.absence(id),
    queryFn: async () => (await graphqlRequest(api.graphql, myAbsenceQuery, { id })).myAbsence,
    retry: false,
  });
}
