import { useMutation } from '@tanstack/react-query';
import { type Api, useApi } from '../apiContext.ts';
import { inboxCache } from '../inbox/cache.ts';
import { inboxKeys } from '../inbox/keys.ts';
import type { RestContact, RestContactDetail, RestContactWrite, RestLabel } from '../rest/types.ts';
import { contactKeys } from './keys.ts';

/*
 * Changes to a contact. The same contact shows in the contact lists and pages and beside its open
 * conversations in the inbox, so each change refreshes all of them.
 */

function refreshContact(api: Api, contactId: string) {
  return Promise.all([
    api.queryClient.invalidateQueries({ queryKey: contactKeys.detail(contactId) }),
    api.queryClient.invalidateQueries({ queryKey: contactKeys.lists() }),
    api.queryClient.invalidateQueries({ queryKey: inboxKeys.details() }),
    inboxCache.refreshLists(api.queryClient),
  ]);
}

/** Attaches a label (created for the company when its key is new) to a contact. */
export function useAddContactLabel() {
  const api = useApi();
  return useMutation({
    mutationFn: ({ contactId, key }: { contactId: string; key: string; companyId: string }) =>
      api.rest.send<RestLabel>('POST', '/core-service/label', { customerId: contactId, key }),
    onSuccess: (_label, { contactId, companyId }) =>
      Promise.all([
        refreshContact(api, contactId),
        api.queryClient.invalidateQueries({ queryKey: inboxKeys.labels(companyId) }),
      ]),
  });
}

/** Detaches a label from a contact; the label itself stays in the company. */
export function useRemoveContactLabel() {
  const api = useApi();
  return useMutation({
    mutationFn: ({ contactId, labelId }: { contactId: string; labelId: string }) =>
      api.rest.send<{ ok: true }>('POST', '/core-service/label/delete', {
        customerId: contactId,
        id: labelId,
      }),
    onSuccess: (_result, { contactId }) => refreshContact(api, contactId),
  });
}

/** Replaces a contact's tags (add and remove send the whole new list). */
export function useSetContactTags() {
  const api = useApi();
  return useMutation({
    mutationFn: ({ contactId, tags }: { contactId: string; tags: string[] }) =>
      api.rest.send<RestContact>('PUT', `/core-service/customers/${encodeURIComponent(contactId)}/tags`, {
        tags,
      }),
    onSuccess: (_contact, { contactId }) => refreshContact(api, contactId),
  });
}

const customerPath = (id: string) => `/core-service/customers/${encodeURIComponent(id)}`;

/** Everything that shows contacts or conversations: a contact came, went or merged into another. */
function refreshAllContacts(api: Api) {
  return Promise.all([
    api.queryClient.invalidateQueries({ queryKey: contactKeys.all }),
    api.queryClient.invalidateQueries({ queryKey: inboxKeys.details() }),
    inboxCache.refreshOverviews(api.queryClient),
  ]);
}

/** Creates a contact; the caller becomes its primary contact. */
export function useCreateContact() {
  const api = useApi();
  return useMutation({
    mutationFn: (values: RestContactWrite) =>
      api.rest.send<RestContact>('POST', '/core-service/customers', values),
    onSuccess: () => api.queryClient.invalidateQueries({ queryKey: contactKeys.lists() }),
  });
}

/** Replaces a contact's fields (name, email, phone, company, address). */
export function useUpdateContact() {
  const api = useApi();
  return useMutation({
    mutationFn: ({ contactId, values }: { contactId: string; values: RestContactWrite }) =>
      api.rest.send<RestContact>('PUT', customerPath(contactId), values),
    onSuccess: (_contact, { contactId }) => refreshContact(api, contactId),
  });
}

/** Deletes a contact with its conversations. */
export function useDeleteContact() {
  const api = useApi();
  return useMutation({
    mutationFn: (contactId: string) => api.rest.send<{ ok: true }>('DELETE', customerPath(contactId)),
    onSuccess: (_result, contactId) => {
      api.queryClient.removeQueries({ queryKey: contactKeys.detail(contactId) });
      return refreshAllContacts(api);
    },
  });
}

/** Merges `duplicateId` into `contactId`, which is kept; answers the kept contact. */
export function useMergeContacts() {
  const api = useApi();
  return useMutation({
    mutationFn: ({ contactId, duplicateId }: { contactId: string; duplicateId: string }) =>
      api.rest.send<RestContactDetail>('POST', `${customerPath(contactId)}/merge`, { duplicateId }),
    onSuccess: (_contact, { duplicateId }) => {
      api.queryClient.removeQueries({ queryKey: contactKeys.detail(duplicateId) });
      return refreshAllContacts(api);
    },
  });
}
