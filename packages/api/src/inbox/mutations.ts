import { ATTACHMENT_MAX_BYTES, attachmentMessageKeys } from '@parley/domain';
import { useMutation } from '@tanstack/react-query';
import { type Api, useApi } from '../apiContext.ts';
import { contactKeys } from '../contacts/keys.ts';
import type {
  SetConsentMutationVariables,
  UpdateConversationInput,
  UpdateConversationsInput,
} from '../gql/graphql.ts';
import { graphqlRequest } from '../graphql/request.ts';
import { RestError } from '../rest/restClient.ts';
import type { RestAttachment, RestLabel, RestLabelAdd, RestLabelRemove } from '../rest/types.ts';
import { inboxCache } from './cache.ts';
import {
  acceptSharedOpportunityMutation,
  addConversationNoteMutation,
  claimOpportunityMutation,
  markConversationReadMutation,
  sendMessageMutation,
  setConsentMutation,
  updateConversationMutation,
  updateConversationsMutation,
} from './documents.ts';
import { inboxKeys } from './keys.ts';

/*
 * One hook per inbox change. Each says, next to the call, what the change makes stale; a component
 * only calls `mutate`/`mutateAsync` and shows the outcome.
 */

export type SendMessageInput = {
  opportunityId: string;
  clientId: string;
  body: string;
  attachments: readonly RestAttachment[];
};

/** Sends a message (idempotent by clientId); the lists show it as the last message. */
export function useSendMessage() {
  const api = useApi();
  return useMutation({
    mutationFn: async ({ opportunityId, clientId, body, attachments }: SendMessageInput) =>
      (
        await graphqlRequest(api.graphql, sendMessageMutation, {
          opportunityId,
          clientId,
          body: body || null,
          attachments: attachments.map(({ displayName, url, size, extension, mimeType }) => ({
            displayName,
            url,
            size,
            extension,
            mimeType,
          })),
        })
      ).sendMessage,
    onSuccess: () => inboxCache.refreshOverviews(api.queryClient),
  });
}

/** Clears a conversation's unread count; its row and the counters follow. */
export function useMarkConversationRead() {
  const api = useApi();
  return useMutation({
    mutationFn: async (opportunityId: string) =>
      (await graphqlRequest(api.graphql, markConversationReadMutation, { opportunityId }))
        .markConversationRead,
    onSuccess: () => inboxCache.refreshOverviews(api.queryClient),
  });
}

/**
 * Takes a customer from the pool. Settles once the opportunity is refetched, so whoever waits for it
 * sees the composer already unlocked; lists and counters follow either way (a lost race moves it too).
 */
export function useClaimOpportunity() {
  const api = useApi();
  return useMutation({
    mutationFn: async (id: string) =>
      (await graphqlRequest(api.graphql, claimOpportunityMutation, { id })).claimOpportunity,
    onSettled: (_data, _error, id) => inboxCache.refreshConversation(api.queryClient, id),
  });
}

/**
 * Closes or reopens a conversation, hands it over, returns it to the pool or shares it. Settles once
 * its header is refetched; the lists and counters it moves between follow, and the timeline event
 * arrives over the real-time connection.
 */
export function useUpdateConversation() {
  const api = useApi();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string; input: UpdateConversationInput }) =>
      (await graphqlRequest(api.graphql, updateConversationMutation, { id, input })).updateConversation,
    onSettled: (_data, _error, { id }) => inboxCache.refreshConversation(api.queryClient, id),
  });
}

/**
 * One action on the selected conversations (the inbox's bulk actions). The answer lists the ones
 * changed and, with the reason, the ones left as they were; the lists, counters and each one's header
 * are fetched again either way.
 */
export function useUpdateConversations() {
  const api = useApi();
  return useMutation({
    mutationFn: async (input: Omit<UpdateConversationsInput, 'ids'> & { ids: string[] }) =>
      (await graphqlRequest(api.graphql, updateConversationsMutation, { input })).updateConversations,
    onSettled: (_data, _error, { ids }) =>
      Promise.all([
        inboxCache.refreshOverviews(api.queryClient),
        ...ids.map((id) => inboxCache.refreshOpportunity(api.queryClient, id)),
      ]),
  });
}

/** Writes an internal note on a conversation; it appears on the thread over the real-time connection. */
export function useAddConversationNote() {
  const api = useApi();
  return useMutation({
    mutationFn: async (input: { opportunityId: string; body: string; mentionedUserIds: string[] }) =>
      (await graphqlRequest(api.graphql, addConversationNoteMutation, input)).addConversationNote,
    onSettled: (_data, _error, { opportunityId }) =>
      api.queryClient.invalidateQueries({ queryKey: inboxKeys.thread(opportunityId) }),
  });
}

/** Accepts a conversation shared with the user: it becomes theirs. */
export function useAcceptSharedOpportunity() {
  const api = useApi();
  return useMutation({
    mutationFn: async (id: string) =>
      (await graphqlRequest(api.graphql, acceptSharedOpportunityMutation, { id })).acceptSharedOpportunity,
    onSuccess: (_data, id) => inboxCache.refreshConversation(api.queryClient, id),
  });
}

/** Records consent for contacts; every open conversation shows its contact's consent. */
export function useSetConsent() {
  const api = useApi();
  return useMutation({
    mutationFn: async (input: SetConsentMutationVariables) =>
      (await graphqlRequest(api.graphql, setConsentMutation, input)).setConsent,
    // The contact card (beside the conversation and on the contact pages) and the lists show it too.
    onSettled: () =>
      Promise.all([
        api.queryClient.invalidateQueries({ queryKey: inboxKeys.details() }),
        api.queryClient.invalidateQueries({ queryKey: contactKeys.all }),
        inboxCache.refreshLists(api.queryClient),
      ]),
  });
}

type LabelChange<T> = T & { companyId: string };

function refreshLabels(api: Api, opportunityId: string | undefined, companyId: string) {
  return Promise.all([
    opportunityId ? inboxCache.refreshOpportunity(api.queryClient, opportunityId) : undefined,
    inboxCache.refreshLists(api.queryClient),
    api.queryClient.invalidateQueries({ queryKey: inboxKeys.labels(companyId) }),
  ]);
}

const targetOf = (body: RestLabelAdd | RestLabelRemove) =>
  'opportunityId' in body ? body.opportunityId : undefined;

/** Attaches a label (created for the company when new) to a customer or an opportunity. */
export function useAddLabel() {
  const api = useApi();
  return useMutation({
    mutationFn: ({ companyId: _companyId, ...body }: LabelChange<RestLabelAdd>) =>
      api.rest.send<RestLabel>('POST', '/core-service/label', body),
    onSuccess: (_label, input) => refreshLabels(api, targetOf(input), input.companyId),
  });
}

/** Detaches a label; the label itself stays in the company. */
export function useRemoveLabel() {
  const api = useApi();
  return useMutation({
    mutationFn: ({ companyId: _companyId, ...body }: LabelChange<RestLabelRemove>) =>
      api.rest.send<{ ok: true }>('POST', '/core-service/label/delete', body),
    onSuccess: (_result, input) => refreshLabels(api, targetOf(input), input.companyId),
  });
}

/** Uploads one file (multipart) and returns the attachment to send. */
export async function uploadAttachment(
  api: Pick<Api, 'config' | 'fetch'>,
  file: Blob & { name?: string },
): Promise<RestAttachment> {
  // The server refuses it too; checked here, nothing is sent that cannot arrive.
  if (file.size > ATTACHMENT_MAX_BYTES)
    throw new RestError(413, 'BAD_REQUEST', 'The file is too large', 'file', attachmentMessageKeys.tooLarge);
  const form = new FormData();
  form.append('file', file, file.name ?? 'attachment');
  const response = await api.fetch(`${api.config.restBaseUrl}/core-service/attachments`, {
    method: 'POST',
    body: form,
  });
  const payload = (await response.json().catch(() => null)) as
    | RestAttachment
    | { error?: { message?: string } }
    | null;
  if (!response.ok) {
    const error = (payload as { error?: { code?: string; message?: string; messageKey?: string } } | null)
      ?.error;
    throw new RestError(
      response.status,
      error?.code ?? 'HTTP_ERROR',
      error?.message ?? response.statusText,
      'file',
      error?.messageKey,
    );
  }
  return payload as RestAttachment;
}

/** Uploads a file to attach to a message. */
export function useUploadAttachment() {
  const api = useApi();
  return useMutation({ mutationFn: (file: File) => uploadAttachment(api, file) });
}

/** The key in one of the server's attachment URLs (`…/core-service/attachments/<key>/<name>`). */
const attachmentKeyPattern = /\/core-service\/attachments\/([A-Za-z0-9_-]{43})(?:[/?#]|$)/;

/**
 * Deletes an uploaded file, which frees its storage in the company's quota: the uploader's own, or
 * any of the company's for an admin. A message already sent with it keeps a link that no longer opens.
 */
export async function deleteAttachment(
  api: Pick<Api, 'rest'>,
  attachment: Pick<RestAttachment, 'url'>,
): Promise<void> {
  const key = attachmentKeyPattern.exec(attachment.url)?.[1];
  if (!key) throw new RestError(404, 'NOT_FOUND', 'Not an uploaded attachment');
  await api.rest.send<null>('DELETE', `/core-service/attachments/${key}`);
}

/** Deletes a file uploaded for a message that will not be sent with it. */
export function useDeleteAttachment() {
  const api = useApi();
  return useMutation({
    mutationFn: (attachment: Pick<RestAttachment, 'url'>) => deleteAttachment(api, attachment),
  });
}
