import type { InboxSection } from '@parley/domain';

/**
 * Cache keys of the inbox, built only here. Everything about opportunities sits under `all`, so a
 * reconnect can refresh it in one call; lists and counters (`overviews`) are what most changes touch.
 */
export const inboxKeys = {
  all: ['opportunity'] as const,
  counters: () => ['opportunity', 'section-counters'] as const,
  lists: () => ['opportunity', 'list'] as const,
  /** A section's list in a view: `view` is the view's search parameters (listView.ts), {} for none. */
  list: (section: InboxSection, userId: string, view: Record<string, string> = {}) =>
    ['opportunity', 'list', section, userId, view] as const,
  details: () => ['opportunity', 'detail'] as const,
  detail: (id: string) => ['opportunity', 'detail', id] as const,
  thread: (opportunityId: string) => ['opportunity', 'thread', opportunityId] as const,
  /** A search's pages (under `all`: a reconnect refreshes it too). */
  search: (query: string) => ['opportunity', 'search', query] as const,
  labels: (companyId: string) => ['label', 'company', companyId] as const,
  quickReplies: () => ['quick-replies'] as const,
};
