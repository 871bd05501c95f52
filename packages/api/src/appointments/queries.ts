import { upcomingAppointmentsFrom } from '@parley/domain';
import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../apiContext.ts';
import { graphqlRequest } from '../graphql/request.ts';
import type { RestAppointmentOverlap, RestUserTeamSettings } from '../rest/types.ts';
import {
  appointmentQuery,
  availabilityAggregatedQuery,
  calendarAppointmentsQuery,
  calendarConnectionQuery,
  calendarConnectionsQuery,
  contactAppointmentsQuery,
  upcomingAppointmentsQuery,
} from './documents.ts';
import { appointmentKeys } from './keys.ts';

type GraphqlApi = Pick<Api, 'graphql'>;

/* GraphQL queries set retry: false: the transport already retried them (spec 7). */

/**
 * calendarAppointments (v2) of one ISO week (`startRange`/`endRange` from the domain's
 * `calendarWeekRange`). The refresh button refetches it, which goes to the network (no urql cache).
 */
export function calendarWeekQueryOptions(api: GraphqlApi, range: { startRange: string; endRange: string }) {
  return queryOptions({
    queryKey: appointmentKeys.week(range.startRange, range.endRange),
    queryFn: async () =>
      (await graphqlRequest(api.graphql, calendarAppointmentsQuery, range, { v2: true }))
        .calendarAppointments,
    retry: false,
  });
}

/** The user's appointments with one contact (its page), the first 20 by start. */
export function contactAppointmentsQueryOptions(api: GraphqlApi, contactId: string) {
  return queryOptions({
    queryKey: appointmentKeys.contact(contactId),
    queryFn: async () =>
      (await graphqlRequest(api.graphql, contactAppointmentsQuery, { contactId, take: 20 })).appointments,
    retry: false,
  });
}

/** The dashboard's next appointments: from an hour before now (spec 9), soonest first. */
export function upcomingAppointmentsQueryOptions(api: GraphqlApi, take = 5) {
  return queryOptions({
    queryKey: appointmentKeys.upcoming(),
    queryFn: async () =>
      (
        await graphqlRequest(api.graphql, upcomingAppointmentsQuery, {
          from: upcomingAppointmentsFrom(),
          take,
        })
      ).appointments,
    retry: false,
  });
}

export function appointmentQueryOptions(api: GraphqlApi, id: string) {
  return queryOptions({
    queryKey: appointmentKeys.detail(id),
    queryFn: async () => (await graphqlRequest(api.graphql, appointmentQuery, { id })).appointment,
    retry: false,
  });
}

/** The signed-in user's availability in each of their teams (the availability modal). */
export function availabilityQueryOptions(api: GraphqlApi) {
  return queryOptions({
    queryKey: appointmentKeys.availability(),
    queryFn: async () =>
      (await graphqlRequest(api.graphql, availabilityAggregatedQuery, {})).getAvailabilityAggregated,
    retry: false,
  });
}

/** GET check-overlap: the user's appointments that are not cancelled in [start, end). */
export function checkAppointmentOverlap(
  api: Pick<Api, 'rest'>,
  query: { userId: string; start: string; end: string; excludeId?: string | null },
) {
  return api.rest.get<RestAppointmentOverlap>('/appointments-service/appointments/check-overlap', {
    user_id: query.userId,
    startTime: query.start,
    endTime: query.end,
    excludeId: query.excludeId ?? undefined,
  });
}

export function userTeamSettingsQueryOptions(api: Pick<Api, 'rest'>, userId: string, teamId: string) {
  return queryOptions({
    queryKey: appointmentKeys.userTeamSettings(userId, teamId),
    queryFn: () =>
      api.rest.get<RestUserTeamSettings>('/appointments-service/availabilities/user-team-settings', {
        user_id: userId,
        team_id: teamId,
      }),
  });
}

export function calendarConnectionsQueryOptions(api: GraphqlApi) {
  return queryOptions({
    queryKey: appointmentKeys.connections(),
    queryFn: async () =>
      (await graphqlRequest(api.graphql, calendarConnectionsQuery, {})).calendarConnections,
    retry: false,
  });
}

export function calendarConnectionQueryOptions(api: GraphqlApi, id: string) {
  return queryOptions({
    queryKey: appointmentKeys.connection(id),
    queryFn: async () =>
      (await graphqlRequest(api.graphql, calendarConnectionQuery, { id })).calendarConnection,
    retry: false,
  });
}
