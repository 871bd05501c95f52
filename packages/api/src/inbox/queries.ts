import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { RestClient } from './restClient.ts';
import type {
  OpportunitySection,
  RestAttachment,
  RestLabel,
  RestLabelAdd,
  RestLabelRemove,
  RestOpportunityPage,
  RestSectionCounters,
} from './types.ts';

/** Spec 7 and 9: counters stale after 60 s, kept 5 min; lists page by 30, stale after 5 min; labels 300 s. */
export const INBOX_CACHE = {
  countersStaleMs: 60_000,
  countersGcMs: 5 * 60_000,
  pageSize: 30,
  listStaleMs: 5 * 60_000,
  labelsStaleMs: 300_000,
} as const;

export const inboxKeys = {
  all: ['opportunity'] as const,
  counters: () => ['opportunity', 'section-counters'] as const,
  list: (section: OpportunitySection, userId: string) => ['opportunity', 'list', section, userId] as const,
  labels: (companyId: string) => ['label', 'company', companyId] as const,
};

export function sectionCountersQueryOptions(rest: RestClient) {
  return queryOptions({
    queryKey: inboxKeys.counters(),
    queryFn: () => rest.get<RestSectionCounters>('/core-service/opportunity/section-counters'),
    staleTime: INBOX_CACHE.countersStaleMs,
    gcTime: INBOX_CACHE.countersGcMs,
  });
}

export function opportunityListQueryOptions(rest: RestClient, section: OpportunitySection, userId: string) {
  return infiniteQueryOptions({
    queryKey: inboxKeys.list(section, userId),
    queryFn: ({ pageParam }) =>
      rest.get<RestOpportunityPage>('/core-service/opportunity/paginated', {
        section,
        userId,
        skip: pageParam,
        take: INBOX_CACHE.pageSize,
      }),
    initialPageParam: 0,
    getNextPageParam: (last) =>
      last.skip + last.items.length < last.total ? last.skip + last.items.length : undefined,
    staleTime: INBOX_CACHE.listStaleMs,
  });
}

export function companyLabelsQueryOptions(rest: RestClient, companyId: string) {
  return queryOptions({
    queryKey: inboxKeys.labels(companyId),
    queryFn: () => rest.get<RestLabel[]>('/core-service/label/company', { companyIds: companyId }),
    staleTime: INBOX_CACHE.labelsStaleMs,
  });
}

export const inboxRest = {
  addLabel: (rest: RestClient, body: RestLabelAdd) =>
    rest.send<RestLabel>('POST', '/core-service/label', body),
  removeLabel: (rest: RestClient, body: RestLabelRemove) =>
    rest.send<{ ok: true }>('POST', '/core-service/label/delete', body),
};

/** Uploads one file (multipart) and returns the attachment to send. */
export async function uploadAttachment(
  options: { baseUrl: string; fetch: typeof fetch },
  file: Blob & { name?: string },
): Promise<RestAttachment> {
  const form = new FormData();
  form.append('file', file, file.name ?? 'attachment');
  const response = await options.fetch(`${options.baseUrl}/core-service/attachments`, {
    method: 'POST',
    body: form,
  });
  const payload = (await response.json().catch(() => null)) as
    | RestAttachment
    | { error?: { message?: string } }
    | null;
  if (!response.ok) {
    const message =
      (payload as { error?: { message?: string } } | null)?.error?.message ?? response.statusText;
    throw new Error(message);
  }
  return payload as RestAttachment;
}
