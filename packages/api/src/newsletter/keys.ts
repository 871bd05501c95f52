import type { NewsletterAudienceRequest } from './queries.ts';

/** Cache keys of newsletters and credits, built only here; everything sits under `all`. */
export const newsletterKeys = {
  all: ['newsletter'] as const,
  templates: (channelId: string | null) => ['newsletter', 'templates', channelId] as const,
  schedule: (request: NewsletterAudienceRequest) => ['newsletter', 'schedule', request] as const,
  contactTypes: () => ['newsletter', 'contact-types'] as const,
  inProgress: () => ['newsletter', 'in-progress'] as const,
  statsAll: () => ['newsletter', 'stats'] as const,
  stats: (year: number) => ['newsletter', 'stats', 'year', year] as const,
  stat: (id: string) => ['newsletter', 'stats', 'one', id] as const,
  templateOffer: (opportunityId: string) => ['newsletter', 'template-offer', opportunityId] as const,
  credits: () => ['newsletter', 'credits'] as const,
  cost: (conversations: number) => ['newsletter', 'cost', conversations] as const,
};
