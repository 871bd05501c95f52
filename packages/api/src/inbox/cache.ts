import { type InboxSection, inboxListViewOf, matchesListView, sectionsOf } from '@parley/domain';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { RestOpportunity, RestOpportunityPage } from '../rest/types.ts';
import { inboxKeys } from './keys.ts';

type ListData = InfiniteData<RestOpportunityPage, number>;

/** What a change to opportunities makes stale, named once for the mutations and the socket. */
export const inboxCache = {
  /** Section counters (the tab badges). */
  refreshCounters: (queryClient: QueryClient) =>
    queryClient.invalidateQueries({ queryKey: inboxKeys.counters() }),
  /** Every section list. */
  refreshLists: (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: inboxKeys.lists() }),
  /** Lists and counters: what a change to any opportunity touches. */
  refreshOverviews: (queryClient: QueryClient) =>
    Promise.all([inboxCache.refreshLists(queryClient), inboxCache.refreshCounters(queryClient)]),
  /** One opportunity's header data (owner, labels, consent). */
  refreshOpportunity: (queryClient: QueryClient, id: string) =>
    queryClient.invalidateQueries({ queryKey: inboxKeys.detail(id) }),
  /** A conversation whose owner changed: its header, and the lists and counters it moves between. */
  refreshConversation: (queryClient: QueryClient, id: string) =>
    Promise.all([inboxCache.refreshOpportunity(queryClient, id), inboxCache.refreshOverviews(queryClient)]),
  /** Everything of the inbox: after a reconnect, whatever happened meanwhile is fetched again. */
  refreshAll: (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: inboxKeys.all }),
  /** What of the inbox was read before `time` (the real-time connection's first connect). */
  refreshFetchedBefore: (queryClient: QueryClient, time: number) =>
    queryClient.invalidateQueries({
      queryKey: inboxKeys.all,
      predicate: (query) => query.state.dataUpdatedAt > 0 && query.state.dataUpdatedAt < time,
    }),
  /**
   * Puts a changed opportunity where it now belongs in every cached list: out of sections it left, to
   * the top of sections it belongs to (newest activity first). Avoids refetching every loaded page.
   */
  placeOpportunity(queryClient: QueryClient, opportunity: RestOpportunity, currentUserId: string) {
    const belongs = new Set(sectionsOf(opportunity, currentUserId));
    for (const [key, data] of queryClient.getQueriesData<ListData>({ queryKey: inboxKeys.lists() })) {
      if (!data) continue;
      const section = key[2] as InboxSection;
      const view = inboxListViewOf((key[4] ?? {}) as Record<string, unknown>);
      const wasThere = data.pages.some((page) => page.items.some((item) => item.id === opportunity.id));
      const belongsHere = belongs.has(section) && matchesListView(opportunity, view, Date.now());
      // A list longest waiting first has no top to put it at: it reads its pages again.
      if (view.sort === 'waiting' && (belongsHere || wasThere)) {
        void queryClient.invalidateQueries({ queryKey: key, exact: true });
        continue;
      }
      const pages = data.pages.map((page) => ({
        ...page,
        items: page.items.filter((item) => item.id !== opportunity.id),
      }));
      const shouldBe = belongsHere;
      if (shouldBe && pages[0]) pages[0] = { ...pages[0], items: [opportunity, ...pages[0].items] };
      const delta = (shouldBe ? 1 : 0) - (wasThere ? 1 : 0);
      queryClient.setQueryData<ListData>(key, {
        ...data,
        pages: pages.map((page) => ({ ...page, total: Math.max(0, page.total + delta) })),
      });
    }
  },
};
