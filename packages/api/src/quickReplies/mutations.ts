import { useMutation } from '@tanstack/react-query';
import { type Api, useApi } from '../apiContext.ts';
import type { QuickReplyInput } from '../gql/graphql.ts';
import { graphqlRequest } from '../graphql/request.ts';
import { inboxKeys } from '../inbox/keys.ts';
import {
  createCompanyQuickReplyMutation,
  createUserQuickReplyMutation,
  deleteCompanyQuickReplyMutation,
  deleteUserQuickReplyMutation,
  updateCompanyQuickReplyMutation,
  updateUserQuickReplyMutation,
} from './documents.ts';
import { type QuickReplyScopeKey, quickReplyKeys } from './keys.ts';

/**
 * A change to quick replies makes stale the settings/profile lists and details and the composer's
 * quick replies (inbox), so a new reply is offered in the composer at once.
 */
function refreshQuickReplies(api: Api) {
  return Promise.all([
    api.queryClient.invalidateQueries({ queryKey: quickReplyKeys.all }),
    api.queryClient.invalidateQueries({ queryKey: inboxKeys.quickReplies() }),
  ]);
}

export function useCreateQuickReply(scope: QuickReplyScopeKey) {
  const api = useApi();
  return useMutation({
    mutationFn: async (input: QuickReplyInput) =>
      scope === 'company'
        ? (await graphqlRequest(api.graphql, createCompanyQuickReplyMutation, { input }))
            .createCompanyQuickReply
        : (await graphqlRequest(api.graphql, createUserQuickReplyMutation, { input })).createUserQuickReply,
    onSuccess: () => refreshQuickReplies(api),
  });
}

export function useUpdateQuickReply(scope: QuickReplyScopeKey) {
  const api = useApi();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string; input: QuickReplyInput }) =>
      scope === 'company'
        ? (await graphqlRequest(api.graphql, updateCompanyQuickReplyMutation, { id, input }))
            .updateCompanyQuickReply
        : (await graphqlRequest(api.graphql, updateUserQuickReplyMutation, { id, input }))
            .updateUserQuickReply,
    onSuccess: () => refreshQuickReplies(api),
  });
}

export function useDeleteQuickReply(scope: QuickReplyScopeKey) {
  const api = useApi();
  return useMutation({
    mutationFn: async (id: string) =>
      scope === 'company'
        ? (await graphqlRequest(api.graphql, deleteCompanyQuickReplyMutation, { id })).deleteCompanyQuickReply
        : (await graphqlRequest(api.graphql, deleteUserQuickReplyMutation, { id })).deleteUserQuickReply,
    onSuccess: (id) => {
      api.queryClient.removeQueries({ queryKey: quickReplyKeys.detail(id, scope) });
      return refreshQuickReplies(api);
    },
  });
}

export const useCreateCompanyQuickReply = () => useCreateQuickReply('company');
export const useUpdateCompanyQuickReply = () => useUpdateQuickReply('company');
export const useDeleteCompanyQuickReply = () => useDeleteQuickReply('company');
