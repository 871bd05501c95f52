import { PREVIEW_SCHEDULE_RETRIES, previewScheduleRetryDelay } from '@parley/domain';
import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../apiContext.ts';
import { graphqlRequest } from '../graphql/request.ts';
import type {
  RestNewsletterContactTypes,
  RestNewsletterInProgress,
  RestNewsletterSchedule,
  RestNewsletterStat,
  RestNewsletterStats,
  RestOdTemplateList,
} from '../rest/types.ts';
import {
  conversationCreditsQuery,
  conversationsCostQuery,
  conversationTemplateOfferQuery,
} from './documents.ts';
import { newsletterKeys } from './keys.ts';

type NewsletterApi = Pick<Api, 'rest' | 'graphql'>;

/** The audience and template of a newsletter, as preview-schedule and createNewsletter take them. */
export type NewsletterAudienceRequest = {
  channelId: string;
  templateId: string;
  contactTypeId: string | null;
  productId: string | null;
  /** Label ids. */
  ids: string[];
  teamIds: string[];
  consentGiven: boolean;
};

/** The brand's and the company's templates with their sync statuses on `channelId` (all channels: null). */
export function templatesQueryOptions(api: NewsletterApi, channelId: string | null) {
  return queryOptions({
    queryKey: newsletterKeys.templates(channelId),
    queryFn: () =>
      api.rest.get<RestOdTemplateList>('/core-service/od-template', {
        domain: 'newsletter',
        channelIds: channelId ?? undefined,
      }),
    staleTime: 60_000,
  });
}

/**
 * The dispatch schedule and the live recipient count of an audience (a read, though a POST). Spec 7:
 * retried 3 times, min(1000·2^n, 30000) ms apart.
 */
export function scheduleQueryOptions(api: NewsletterApi, request: NewsletterAudienceRequest) {
  return queryOptions({
    queryKey: newsletterKeys.schedule(request),
    queryFn: () =>
      api.rest.send<RestNewsletterSchedule>('POST', '/core-service/newsletter/preview-schedule', {
        ...request,
        type: 'now',
      }),
    retry: PREVIEW_SCHEDULE_RETRIES,
    retryDelay: (failures) => previewScheduleRetryDelay(failures),
    staleTime: 10_000,
  });
}

/**
 * Newsletters still sending. While one is, the list is read again every 3 s, so "delivered of total"
 * counts up on screen (from whichever server instance sends).
 */
export function inProgressQueryOptions(api: NewsletterApi) {
  return queryOptions({
    queryKey: newsletterKeys.inProgress(),
    queryFn: () => api.rest.get<RestNewsletterInProgress[]>('/core-service/newsletter/in-progress'),
    refetchInterval: (query) => ((query.state.data?.length ?? 0) > 0 ? 3000 : false),
  });
}

/** The contact types the audience can be narrowed to. */
export function contactTypesQueryOptions(api: NewsletterApi) {
  return queryOptions({
    queryKey: newsletterKeys.contactTypes(),
    queryFn: () => api.rest.get<RestNewsletterContactTypes>('/core-service/newsletter/contact-types'),
    staleTime: 60_000,
  });
}

export function newsletterStatsQueryOptions(api: NewsletterApi, year: number) {
  return queryOptions({
    queryKey: newsletterKeys.stats(year),
    queryFn: () => api.rest.get<RestNewsletterStats>('/core-service/newsletter/stats', { year }),
    staleTime: 10_000,
  });
}

export function newsletterStatQueryOptions(api: NewsletterApi, id: string) {
  return queryOptions({
    queryKey: newsletterKeys.stat(id),
    queryFn: () =>
      api.rest.get<RestNewsletterStat>(`/core-service/newsletter/stats/${encodeURIComponent(id)}`),
    staleTime: 10_000,
  });
}

export function creditsQueryOptions(api: Pick<Api, 'graphql'>) {
  return queryOptions({
    queryKey: newsletterKeys.credits(),
    queryFn: async () =>
      (await graphqlRequest(api.graphql, conversationCreditsQuery, {})).conversationCredits,
    retry: false,
    staleTime: 5_000,
  });
}

/** conversationsCostCalculator: the price of a send and what would remain. */
export function conversationsCostQueryOptions(api: Pick<Api, 'graphql'>, conversations: number) {
  return queryOptions({
    queryKey: newsletterKeys.cost(conversations),
    queryFn: async () =>
      (await graphqlRequest(api.graphql, conversationsCostQuery, { conversations }))
        .conversationsCostCalculator,
    retry: false,
    staleTime: 5_000,
  });
}

/** What sending a template in a conversation costs now, and the templates that can be sent there. */
export function conversationTemplateOfferQueryOptions(api: Pick<Api, 'graphql'>, opportunityId: string) {
  return queryOptions({
    queryKey: newsletterKeys.templateOffer(opportunityId),
    queryFn: async () =>
      (await graphqlRequest(api.graphql, conversationTemplateOfferQuery, { opportunityId }))
        .conversationTemplateOffer,
    retry: false,
    staleTime: 10_000,
  });
}
