import {
  inboxKeys,
  type OpportunitySection,
  type RestOpportunity,
  type RestOpportunityPage,
} from '@parley/api';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { sectionsOf } from './sections.ts';

type ListData = InfiniteData<RestOpportunityPage, number>;

/**
 * Puts a changed opportunity where it now belongs in every cached list: out of sections it left, to the
 * top of sections it belongs to (newest activity first). Avoids refetching every loaded page.
 */
export function placeOpportunity(
  queryClient: QueryClient,
  opportunity: RestOpportunity,
  currentUserId: string,
) {
  const belongs = new Set(sectionsOf(opportunity, currentUserId));
  for (const [key, data] of queryClient.getQueriesData<ListData>({ queryKey: [...inboxKeys.all, 'list'] })) {
    if (!data) continue;
    const section = key[2] as OpportunitySection;
    const wasThere = data.pages.some((page) => page.items.some((item) => item.id === opportunity.id));
    const pages = data.pages.map((page) => ({
      ...page,
      items: page.items.filter((item) => item.id !== opportunity.id),
    }));
    const shouldBe = belongs.has(section);
    if (shouldBe && pages[0]) pages[0] = { ...pages[0], items: [opportunity, ...pages[0].items] };
    const delta = (shouldBe ? 1 : 0) - (wasThere ? 1 : 0);
    queryClient.setQueryData<ListData>(key, {
      ...data,
      pages: pages.map((page) => ({ ...page, total: Math.max(0, page.total + delta) })),
    });
  }
}
