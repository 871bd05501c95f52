import type { AvailabilitySlot } from '@parley/domain';
import { type QueryClient, useMutation } from '@tanstack/react-query';
import { type Api, useApi } from '../apiContext.ts';
import type { AppointmentFieldsFragment, AppointmentInput, CalendarProvider } from '../gql/graphql.ts';
import { graphqlRequest } from '../graphql/request.ts';
import type { RestUserTeamSettings } from '../rest/types.ts';
import { appointmentsCache } from './cache.ts';
import {
  cancelAppointmentMutation,
  completeCalendarLinkMutation,
  confirmAppointmentMutation,
  createAppointmentMutation,
  disconnectCalendarMutation,
  setUserAvailabilityMutation,
  startCalendarLinkMutation,
  syncCalendarConnectionMutation,
  updateAppointmentMutation,
} from './documents.ts';
import { appointmentKeys } from './keys.ts';

/*
 * One hook per change; what it makes stale is said next to it. Field errors of the spec 5 rules arrive
 * as GraphqlRequestError with `field` (start, end, teamId, userMessage, name).
 */

/** Every calendar week and the dashboard's list; the appointment itself gets the server's answer. */
function refreshAppointments(queryClient: QueryClient, appointment?: AppointmentFieldsFragment) {
  if (appointment) queryClient.setQueryData(appointmentKeys.detail(appointment.id), appointment);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: appointmentKeys.weeks() }),
    queryClient.invalidateQueries({ queryKey: appointmentKeys.upcoming() }),
  ]);
}

export function useCreateAppointment() {
  const api = useApi();
  return useMutation({
    mutationFn: async (input: AppointmentInput) =>
      (await graphqlRequest(api.graphql, createAppointmentMutation, { input })).createNewAppointmentByUser,
    onSuccess: (appointment) => refreshAppointments(api.queryClient, appointment),
  });
}

export function useUpdateAppointment() {
  const api = useApi();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string; input: AppointmentInput }) =>
      (await graphqlRequest(api.graphql, updateAppointmentMutation, { id, input })).updateAppointment,
    onSuccess: (appointment) => refreshAppointments(api.queryClient, appointment),
  });
}

/**
 * cancelAppointment (v2). Spec 4: the state becomes cancelled in the calendar cache without a
 * refetch: every cached week, the dashboard's list and the appointment itself.
 */
export function useCancelAppointment() {
  const api = useApi();
  return useMutation({
    mutationFn: async (appointmentId: string) =>
      (await graphqlRequest(api.graphql, cancelAppointmentMutation, { appointmentId }, { v2: true }))
        .cancelAppointment,
    onSuccess: (id) => appointmentsCache.markCancelled(api.queryClient, id),
  });
}

/** confirmAppointment: a booking that waits (the website widget's) becomes accepted. */
export function useConfirmAppointment() {
  const api = useApi();
  return useMutation({
    mutationFn: async (appointmentId: string) =>
      (await graphqlRequest(api.graphql, confirmAppointmentMutation, { appointmentId })).confirmAppointment,
    onSuccess: (appointment) => refreshAppointments(api.queryClient, appointment),
  });
}

export type AvailabilityChange = {
  userId: string;
  teamId: string;
  settings: Pick<RestUserTeamSettings, 'isUnavailable' | 'inheritedFromTeam'>;
  /** The own slots in UTC; only sent in individual mode. */
  slots?: readonly AvailabilitySlot[];
};

/** The availability modal's save for one team: the mode (REST user-team settings) and the own slots. */
export function useSaveAvailability() {
  const api = useApi();
  return useMutation({
    mutationFn: async ({ userId, teamId, settings, slots }: AvailabilityChange) => {
      if (slots)
        await graphqlRequest(api.graphql, setUserAvailabilityMutation, {
          teamId,
          userId,
          slots: slots.map((slot) => ({ day: slot.day, from: slot.from, to: slot.to })),
        });
      return api.rest.send<RestUserTeamSettings>(
        'PUT',
        '/appointments-service/availabilities/user-team-settings',
        {
          userId,
          teamId,
          ...settings,
        },
      );
    },
    onSuccess: () => api.queryClient.invalidateQueries({ queryKey: appointmentKeys.availability() }),
  });
}

/** Starts linking: the browser then goes to the returned authorization URL. */
export function useStartCalendarLink() {
  const api = useApi();
  return useMutation({
    mutationFn: async (provider: CalendarProvider) =>
      (await graphqlRequest(api.graphql, startCalendarLinkMutation, { provider })).startCalendarLink
        .authorizationUrl,
  });
}

function refreshCalendars(api: Api) {
  return Promise.all([
    api.queryClient.invalidateQueries({ queryKey: appointmentKeys.connections() }),
    api.queryClient.invalidateQueries({ queryKey: appointmentKeys.weeks() }),
    api.queryClient.invalidateQueries({ queryKey: appointmentKeys.upcoming() }),
  ]);
}

/** The return page's step: code and state for a linked calendar. */
export function useCompleteCalendarLink() {
  const api = useApi();
  return useMutation({
    mutationFn: async (args: { provider: CalendarProvider; code: string; state: string }) =>
      (await graphqlRequest(api.graphql, completeCalendarLinkMutation, args)).completeCalendarLink,
    onSuccess: () => refreshCalendars(api),
  });
}

export function useSyncCalendarConnection() {
  const api = useApi();
  return useMutation({
    mutationFn: async (id: string) =>
      (await graphqlRequest(api.graphql, syncCalendarConnectionMutation, { id })).syncCalendarConnection,
    onSuccess: (connection) => {
      api.queryClient.setQueryData(appointmentKeys.connection(connection.id), connection);
      return refreshCalendars(api);
    },
  });
}

export function useDisconnectCalendar() {
  const api = useApi();
  return useMutation({
    mutationFn: async (id: string) =>
      (await graphqlRequest(api.graphql, disconnectCalendarMutation, { id })).disconnectCalendar,
    onSuccess: (id) => {
      api.queryClient.removeQueries({ queryKey: appointmentKeys.connection(id) });
      return refreshCalendars(api);
    },
  });
}
