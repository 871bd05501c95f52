import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../apiContext.ts';
import type { RestCompanyBot, RestShopProducts } from '../rest/types.ts';
import { shopKeys } from './keys.ts';

type RestApi = Pick<Api, 'rest'>;

/** The brand's bots (type 'bots') or links on sale, each with whether the company bought it. */
export function shopProductsQueryOptions(api: RestApi, type: 'bots' | 'links') {
  return queryOptions({
    queryKey: shopKeys.products(type),
    queryFn: () =>
      api.rest.get<RestShopProducts>(`/core-service/shop/products/${type}`, { status: 'ACTIVE' }),
    staleTime: 60_000,
  });
}

/** The company's bots (its automation). */
export function companyBotsQueryOptions(api: RestApi, companyId: string) {
  return queryOptions({
    queryKey: shopKeys.companyBots(companyId),
    queryFn: () =>
      api.rest.get<RestCompanyBot[]>(
        `/core-service/new-bots/list/companies/${encodeURIComponent(companyId)}`,
      ),
  });
}
