import { CONTACT_PAGE_SIZE } from '@parley/domain';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Api } from '../apiContext.ts';
import type {
  RestContact,
  RestContactDetail,
  RestContactDuplicatesQuery,
  RestCustomerPageRequest,
} from '../rest/types.ts';
import { type ContactListFilter, contactKeys } from './keys.ts';

type RestApi = Pick<Api, 'rest'>;

/** Lists are stale after 5 minutes, like the inbox's (spec 9 names no figure for contacts). */
export const CONTACTS_CACHE = { pageSize: CONTACT_PAGE_SIZE, listStaleMs: 5 * 60_000 } as const;

/** The body of POST customers/filter for a list of the signed-in user (`me`) of company `companyId`. */
export function customerFilterBody(
  me: { id: string; companyId: string },
  filter: ContactListFilter,
  skip: number,
): RestCustomerPageRequest {
  return {
    sectionType: filter.list,
    userId: me.id,
    companyId: me.companyId,
    contactUserIds: [],
    selectedLabels: [...filter.labelIds],
    teams: [...filter.teamIds],
    skip,
    take: CONTACTS_CACHE.pageSize,
  };
}

/**
 * A contact list (own, all, team) with its label and team filters, page by page (spec 9: pages merge
 * by skip). A page shorter than the page size is the last one.
 */
export function contactListQueryOptions(
  api: RestApi,
  me: { id: string; companyId: string },
  filter: ContactListFilter,
) {
  return infiniteQueryOptions({
    queryKey: contactKeys.list(me.id, filter),
    queryFn: ({ pageParam }) =>
      api.rest.send<RestContact[]>(
        'POST',
        '/core-service/customers/filter',
        customerFilterBody(me, filter, pageParam),
      ),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.length < CONTACTS_CACHE.pageSize ? undefined : pages.length * CONTACTS_CACHE.pageSize,
    staleTime: CONTACTS_CACHE.listStaleMs,
  });
}

/** One contact with its primary contact and conversations (its card and page). */
export function contactQueryOptions(api: RestApi, id: string) {
  return queryOptions({
    queryKey: contactKeys.detail(id),
    queryFn: () => api.rest.get<RestContactDetail>(`/core-service/customers/${encodeURIComponent(id)}`),
  });
}

/**
 * Contacts that may be the same customer as the one being written (same email, phone number or full
 * name; at most 5). Nothing is asked while none of the three is given.
 */
export function contactDuplicatesQueryOptions(api: RestApi, probe: RestContactDuplicatesQuery) {
  const key = [
    probe.firstName ?? '',
    probe.lastName ?? '',
    probe.email ?? '',
    probe.phone ?? '',
    probe.excludeId ?? '',
  ];
  return queryOptions({
    queryKey: contactKeys.duplicates(key),
    queryFn: () => api.rest.send<RestContact[]>('POST', '/core-service/customers/duplicates', probe),
    enabled: Boolean(probe.lastName?.trim() || probe.email?.trim() || probe.phone?.trim()),
    staleTime: 30_000,
  });
}

/** Contacts to pick while typing (2 characters or more): name, email, company or phone; at most 10. */
export function contactSearchQueryOptions(api: RestApi, q: string) {
  const query = q.trim();
  return queryOptions({
    queryKey: contactKeys.search(query),
    queryFn: () => api.rest.send<RestContact[]>('POST', '/core-service/customers/search', { q: query }),
    enabled: query.length >= 2,
    staleTime: 30_000,
  });
}
