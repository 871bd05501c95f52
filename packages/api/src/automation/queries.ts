import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../apiContext.ts';
import { graphqlRequest } from '../graphql/request.ts';
import type { RestBrandBot, RestBrandBotDetail } from '../rest/types.ts';
import { autorespondersQuery, botsQuery, consentBotQuery } from './documents.ts';
import { automationKeys } from './keys.ts';

type GraphqlApi = Pick<Api, 'graphql'>;
type RestApi = Pick<Api, 'rest'>;

/** The company's autoresponders (all types; the page groups them). */
export function autorespondersQueryOptions(api: GraphqlApi) {
  return queryOptions({
    queryKey: automationKeys.autoresponders(),
    queryFn: async () => (await graphqlRequest(api.graphql, autorespondersQuery, {})).autoresponders,
    retry: false,
    staleTime: 10_000,
  });
}

export function consentBotQueryOptions(api: GraphqlApi) {
  return queryOptions({
    queryKey: automationKeys.consentBot(),
    queryFn: async () => (await graphqlRequest(api.graphql, consentBotQuery, {})).consentBot,
    retry: false,
    staleTime: 10_000,
  });
}

/** The company's bots, with their flows. */
export function botsQueryOptions(api: GraphqlApi) {
  return queryOptions({
    queryKey: automationKeys.bots(),
    queryFn: async () => (await graphqlRequest(api.graphql, botsQuery, {})).bots,
    retry: false,
    staleTime: 10_000,
  });
}

/** One bot of the company (NOT_FOUND when it is not the company's). */
export function botQueryOptions(api: GraphqlApi, id: string) {
  return queryOptions({
    queryKey: automationKeys.bot(id),
    queryFn: async () => {
      const [bot] = (await graphqlRequest(api.graphql, botsQuery, { ids: [id] })).bots;
      if (!bot) throw new Error('Bot not found');
      return bot;
    },
    retry: false,
    staleTime: 10_000,
  });
}

/** The brand's bots a company can install (settings/bot/add). */
export function brandBotsQueryOptions(api: RestApi, brandId: string) {
  return queryOptions({
    queryKey: automationKeys.brandBots(brandId),
    queryFn: () =>
      api.rest.get<RestBrandBot[]>(`/core-service/new-bots/list/brands/${encodeURIComponent(brandId)}`),
    staleTime: 60_000,
  });
}

export function brandBotQueryOptions(api: RestApi, id: string) {
  return queryOptions({
    queryKey: automationKeys.brandBot(id),
    queryFn: () =>
      api.rest.get<RestBrandBotDetail>(`/core-service/new-bots/brands/${encodeURIComponent(id)}`),
    staleTime: 60_000,
  });
}
