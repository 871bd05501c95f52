import { useMutation } from '@tanstack/react-query';
import { useApi } from '../apiContext.ts';
import type { AddChannelMutationVariables, AppointmentWidgetInput } from '../gql/graphql.ts';
import { graphqlRequest } from '../graphql/request.ts';
import { settingsKeys } from '../settings/keys.ts';
import {
  addChannelMutation,
  reconnectChannelMutation,
  removeChannelMutation,
  updateAppointmentWidgetMutation,
} from './documents.ts';
import { channelKeys } from './keys.ts';

/*
 * One hook per channel change. Adding or removing a channel changes the company's channel list (also
 * read by the team screens), the team counts and the statuses.
 */

function useRefreshChannels(companyId: string) {
  const api = useApi();
  return () =>
    Promise.all([
      api.queryClient.invalidateQueries({ queryKey: settingsKeys.channels(companyId) }),
      api.queryClient.invalidateQueries({ queryKey: settingsKeys.teams() }),
      api.queryClient.invalidateQueries({ queryKey: channelKeys.statuses() }),
    ]);
}

/** Adds a channel; an SMTP channel is stored only once its host accepted the credentials. */
export function useAddChannel(companyId: string) {
  const api = useApi();
  const refresh = useRefreshChannels(companyId);
  return useMutation({
    mutationFn: async (variables: AddChannelMutationVariables) =>
      (await graphqlRequest(api.graphql, addChannelMutation, variables)).addChannel,
    onSuccess: refresh,
  });
}

export function useRemoveChannel(companyId: string) {
  const api = useApi();
  const refresh = useRefreshChannels(companyId);
  return useMutation({
    mutationFn: async (id: string) =>
      (await graphqlRequest(api.graphql, removeChannelMutation, { id })).removeChannel,
    onSuccess: refresh,
  });
}

/** Registers an unregistered WhatsApp number again; its status query follows. */
export function useReconnectChannel() {
  const api = useApi();
  return useMutation({
    mutationFn: async (id: string) =>
      (await graphqlRequest(api.graphql, reconnectChannelMutation, { id })).reconnectChannel,
    onSuccess: () => api.queryClient.invalidateQueries({ queryKey: channelKeys.statuses() }),
  });
}

export function useUpdateAppointmentWidget() {
  const api = useApi();
  return useMutation({
    mutationFn: async (input: AppointmentWidgetInput) =>
      (await graphqlRequest(api.graphql, updateAppointmentWidgetMutation, { input })).updateAppointmentWidget,
    onSuccess: (widget) => api.queryClient.setQueryData(channelKeys.appointmentWidget(), widget),
  });
}
