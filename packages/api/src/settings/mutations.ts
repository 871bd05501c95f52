import { useMutation } from '@tanstack/react-query';
import { useApi } from '../apiContext.ts';
import { sessionKeys } from '../auth/queries.ts';
import type {
  AvailabilitySlotInput,
  CreateTeamInput,
  InviteUserInput,
  UpdateUserInput,
} from '../gql/graphql.ts';
import { graphqlRequest } from '../graphql/request.ts';
import {
  createTeamMutation,
  deleteTeamMutation,
  inviteUserMutation,
  resendInviteMutation,
  setAvailabilityMutation,
  setChannelTeamMutation,
  setUserActiveMutation,
  setUserTeamsMutation,
  updateCompanyBrandCustomerTypesMutation,
  updateCompanyBrandProductsMutation,
  updateCompanyBrandServicesMutation,
  updateSettingsUserMutation,
  updateTeamMutation,
  validateSettingsEmailQuery,
  validateSettingsPhoneQuery,
} from './documents.ts';
import { settingsKeys } from './keys.ts';

/*
 * One hook per settings change; each says what it makes stale. Team counts depend on users and
 * channels, so assignments refresh the teams too.
 */

/** The spec's email check (disposable refused, free mail allowed): its reason key, or null when fine. */
export function useCheckEmail() {
  const api = useApi();
  return useMutation({
    mutationFn: async (email: string) => {
      const { validateEmail } = await graphqlRequest(api.graphql, validateSettingsEmailQuery, { email });
      return validateEmail.valid ? null : (validateEmail.reason ?? 'VALIDATE.EMAIL_INVALID');
    },
  });
}

/** The spec's phone check with country code DE. */
export function useCheckPhone() {
  const api = useApi();
  return useMutation({
    mutationFn: async (number: string) =>
      (await graphqlRequest(api.graphql, validateSettingsPhoneQuery, { number })).validatePhone.valid,
  });
}

export function useInviteUser() {
  const api = useApi();
  return useMutation({
    mutationFn: async (input: InviteUserInput) =>
      (await graphqlRequest(api.graphql, inviteUserMutation, { input })).inviteUser,
    onSuccess: () => api.queryClient.invalidateQueries({ queryKey: settingsKeys.users() }),
  });
}

export function useUpdateSettingsUser() {
  const api = useApi();
  return useMutation({
    mutationFn: async ({ id, payload }: { id: string; payload: UpdateUserInput }) =>
      (await graphqlRequest(api.graphql, updateSettingsUserMutation, { id, payload })).updateUser,
    onSuccess: async () => {
      await api.queryClient.invalidateQueries({ queryKey: settingsKeys.users() });
      // The signed-in user's own name or role may have changed.
      await api.queryClient.invalidateQueries({ queryKey: sessionKeys.me() });
    },
  });
}

export function useResendInvite() {
  const api = useApi();
  return useMutation({
    mutationFn: async (id: string) =>
      (await graphqlRequest(api.graphql, resendInviteMutation, { id })).resendInvite,
    onSuccess: () => api.queryClient.invalidateQueries({ queryKey: settingsKeys.users() }),
  });
}

/** Deactivates or reactivates a user (admins; never oneself). */
export function useSetUserActive() {
  const api = useApi();
  return useMutation({
    mutationFn: async ({ id, active }: { id: string; active: boolean }) =>
      (await graphqlRequest(api.graphql, setUserActiveMutation, { id, active })).setUserActive,
    onSuccess: () => api.queryClient.invalidateQueries({ queryKey: settingsKeys.users() }),
  });
}

export function useCreateTeam() {
  const api = useApi();
  return useMutation({
    mutationFn: async (input: CreateTeamInput) =>
      (await graphqlRequest(api.graphql, createTeamMutation, { input })).createTeam,
    onSuccess: () => api.queryClient.invalidateQueries({ queryKey: settingsKeys.teams() }),
  });
}

/** A team renamed or gone: the teams, and the users who show their teams' names, are stale. */
const teamsChanged = (api: ReturnType<typeof useApi>) =>
  Promise.all([
    api.queryClient.invalidateQueries({ queryKey: settingsKeys.teams() }),
    api.queryClient.invalidateQueries({ queryKey: settingsKeys.users() }),
  ]);

/** Renames a team or changes its external id and address. */
export function useUpdateTeam() {
  const api = useApi();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string; input: CreateTeamInput }) =>
      (await graphqlRequest(api.graphql, updateTeamMutation, { id, input })).updateTeam,
    onSuccess: () => teamsChanged(api),
  });
}

/** Deletes a team (refused while it has channels: SETTINGS.TEAM_HAS_CHANNELS on `id`). */
export function useDeleteTeam() {
  const api = useApi();
  return useMutation({
    mutationFn: async (id: string) =>
      (await graphqlRequest(api.graphql, deleteTeamMutation, { id })).deleteTeam,
    onSuccess: () => teamsChanged(api),
  });
}

export function useSetUserTeams() {
  const api = useApi();
  return useMutation({
    mutationFn: async ({ userId, teamIds }: { userId: string; teamIds: string[] }) =>
      (await graphqlRequest(api.graphql, setUserTeamsMutation, { userId, teamIds })).setUserTeams,
    onSuccess: async () => {
      await api.queryClient.invalidateQueries({ queryKey: settingsKeys.users() });
      await api.queryClient.invalidateQueries({ queryKey: settingsKeys.teams() });
    },
  });
}

export function useSetChannelTeam() {
  const api = useApi();
  return useMutation({
    mutationFn: async ({ channelId, teamId }: { channelId: string; teamId: string | null }) =>
      (await graphqlRequest(api.graphql, setChannelTeamMutation, { channelId, teamId })).setChannelTeam,
    onSuccess: async () => {
      await api.queryClient.invalidateQueries({ queryKey: ['settings', 'channels'] });
      await api.queryClient.invalidateQueries({ queryKey: settingsKeys.teams() });
    },
  });
}

/** Replaces a team's opening hours; `slots` are already in UTC (domain `availabilityToUtc`). */
export function useSetTeamAvailability() {
  const api = useApi();
  return useMutation({
    mutationFn: async ({ teamId, slots }: { teamId: string; slots: AvailabilitySlotInput[] }) =>
      (await graphqlRequest(api.graphql, setAvailabilityMutation, { teamId, slots })).setAvailability,
    onSuccess: () => api.queryClient.invalidateQueries({ queryKey: settingsKeys.teams() }),
  });
}

export type PortfolioKind = 'customerTypes' | 'products' | 'services';

/**
 * Saves which customer types, products or services the company offers
 * (updateCompanyBrandCustomerTypes / Products / Services); the answer is the whole portfolio.
 */
export function useUpdateCompanyPortfolio() {
  const api = useApi();
  return useMutation({
    mutationFn: async ({
      kind,
      payload,
    }: {
      kind: PortfolioKind;
      payload: { id: string; active: boolean }[];
    }) => {
      if (kind === 'customerTypes')
        return (await graphqlRequest(api.graphql, updateCompanyBrandCustomerTypesMutation, { payload }))
          .updateCompanyBrandCustomerTypes;
      if (kind === 'products')
        return (await graphqlRequest(api.graphql, updateCompanyBrandProductsMutation, { payload }))
          .updateCompanyBrandProducts;
      return (await graphqlRequest(api.graphql, updateCompanyBrandServicesMutation, { payload }))
        .updateCompanyBrandServices;
    },
    onSuccess: (portfolio) => api.queryClient.setQueryData(settingsKeys.portfolio(), portfolio),
  });
}
