import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../apiContext.ts';
import type { RestBrand, RestCompany } from '../rest/types.ts';
import { companyKeys } from './keys.ts';

type RestApi = Pick<Api, 'rest'>;

/** Spec 9: the company query is stale after 300 s, brand details after 10 min. */
export const COMPANY_CACHE = { companyStaleMs: 300_000, brandStaleMs: 600_000 } as const;

export function companyQueryOptions(api: RestApi, companyId: string) {
  return queryOptions({
    queryKey: companyKeys.company(companyId),
    queryFn: () => api.rest.get<RestCompany>(`/core-service/companies/${encodeURIComponent(companyId)}`),
    staleTime: COMPANY_CACHE.companyStaleMs,
  });
}

/** The brand with its channel preferences (which channel types a company may add). */
export function brandQueryOptions(api: RestApi, brandId: string) {
  return queryOptions({
    queryKey: companyKeys.brand(brandId),
    queryFn: () => api.rest.get<RestBrand>(`/core-service/brands/${encodeURIComponent(brandId)}`),
    staleTime: COMPANY_CACHE.brandStaleMs,
  });
}
