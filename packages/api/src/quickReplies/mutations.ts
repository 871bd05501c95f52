import { useMutation } from '@tanstack/react-query';
import { type Api, useApi } from '../apiContext.ts';
import type { QuickReplyInput } from '../gql/graphql.ts';
import { graphqlRequest } from '../graphql/request.ts';
import { inboxKeys } from '../inbox/keys.ts';
import {
  createCompanyQuickReplyMutation,
  deleteCompanyQuickReplyMutation,
  updateCompanyQuickReplyMutation,
} from './documents.ts';
import { quickReplyKeys } from './keys.ts';

/**
 * A change to the company's quick replies makes stale the settings list and details and the
 * composer's quick replies (inbox), so a new reply is offered in the composer at once.
 */
function refreshQuickReplies(api: Api) {
  return Promise.all([
    api.queryClient.invalidateQueries({ queryKey: quickReplyKeys.all }),
    api.queryClient.invalidateQueries({ queryKey: inboxKeys.quickReplies() }),
  ]);
}

export function useCreateCompanyQuickReply() {
  const api = useApi();
  return useMutation({
    mutationFn: async (input: QuickReplyInput) =>
      (await graphqlRequest(api.graphql, createCompanyQuickReplyMutation, { input })).createCompanyQuickReply,
    onSuccess: () => refreshQuickReplies(api),
  });
}

export function useUpdateCompanyQuickReply() {
  const api = useApi();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string; input: QuickReplyInput }) =>
      (await graphqlRequest(api.graphql, updateCompanyQuickReplyMutation, { id, input }))
        .updateCompanyQuickReply,
    onSuccess: () => refreshQuickReplies(api),
  });
}

export function useDeleteCompanyQuickReply() {
  const api = useApi();
  return useMutation({
    mutationFn: async (id: string) =>
      (await graphqlRequest(api.graphql, deleteCompanyQuickReplyMutation, { id })).deleteCompanyQuickReply,
    onSuccess: (id) => {
      api.queryClient.removeQueries({ queryKey: quickReplyKeys.detail(id) });
      return refreshQuickReplies(api);
    },
  });
}
