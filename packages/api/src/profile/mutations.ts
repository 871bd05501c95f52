import { useMutation } from '@tanstack/react-query';
import { type Api, useApi } from '../apiContext.ts';
import { sessionKeys } from '../auth/queries.ts';
import type { AbsenceInput, UpdateUserInput } from '../gql/graphql.ts';
import { graphqlRequest } from '../graphql/request.ts';
import { inboxKeys } from '../inbox/keys.ts';
import { profileCache } from './cache.ts';
import {
  createAbsenceMutation,
  deleteAbsenceMutation,
  updateAbsenceMutation,
  updateMyProfileMutation,
} from './documents.ts';
import { profileKeys } from './keys.ts';

/** A profile change shows in the page, the shell (avatar, language) and the inbox (avatar on messages). */
function refreshProfile(api: Api) {
  return Promise.all([
    api.queryClient.invalidateQueries({ queryKey: profileKeys.mine() }),
    api.queryClient.invalidateQueries({ queryKey: sessionKeys.me() }),
    api.queryClient.invalidateQueries({ queryKey: inboxKeys.all }),
  ]);
}

/**
 * updateUser on the signed-in user (profile/information, profile/settings): portfolio, avatar,
 * password, language, notifications. Field errors arrive as GraphqlRequestError with `field`.
 */
export function useUpdateMyProfile(userId: string) {
  const api = useApi();
  return useMutation({
    mutationFn: async (payload: UpdateUserInput) =>
      (await graphqlRequest(api.graphql, updateMyProfileMutation, { id: userId, payload })).updateUser,
    onSuccess: () => refreshProfile(api),
  });
}

function refreshAbsences(api: Api) {
  return Promise.all([
    api.queryClient.invalidateQueries({ queryKey: profileKeys.absences() }),
    // The shell and the inbox show the current absence.
    api.queryClient.invalidateQueries({ queryKey: sessionKeys.me() }),
  ]);
}

export function useCreateAbsence() {
  const api = useApi();
  return useMutation({
    mutationFn: async (input: AbsenceInput) =>
      (await graphqlRequest(api.graphql, createAbsenceMutation, { input })).createAbsence,
    onSuccess: () => refreshAbsences(api),
  });
}

export function useUpdateAbsence() {
  const api = useApi();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string; input: AbsenceInput }) =>
      (await graphqlRequest(api.graphql, updateAbsenceMutation, { id, input })).updateAbsence,
    onSuccess: () => refreshAbsences(api),
  });
}

export function useDeleteAbsence() {
  const api = useApi();
  return useMutation({
    mutationFn: async (id: string) =>
      (await graphqlRequest(api.graphql, deleteAbsenceMutation, { id })).deleteAbsence,
    onSuccess: (id) => {
      profileCache.removeAbsence(api.queryClient, id);
      // The shell and the inbox show the current absence, which may have been this one.
      return api.queryClient.invalidateQueries({ queryKey: sessionKeys.me() });
    },
  });
}
