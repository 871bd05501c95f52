import type { MessageFieldsFragment } from '@parley/api';
import { type SocketMessage, threadQueryOptions, useApi } from '@parley/api';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useRealtime } from '../../realtime/index.ts';
import type { OutboxMessage } from '../outbox/outbox.ts';
import { outbox } from '../outbox/outboxInstance.ts';

export type ThreadItem =
  | { source: 'server'; message: MessageFieldsFragment | SocketMessage }
  | { source: 'outbox'; message: OutboxMessage };

/**
 * The messages of one conversation: the newest page from the server, older pages on demand, messages
 * that arrived live, and this tab's unconfirmed or failed sends. After a reconnect the query is
 * refetched with the rest of the inbox (see realtime.ts), so nothing sent meanwhile is missed.
 */
export function useThread(opportunityId: string) {
  const api = useApi();
  const realtime = useRealtime();
  const query = useInfiniteQuery(threadQueryOptions(api, opportunityId));
  const live = useSyncExternalStore(realtime.subscribe, () => realtime.liveMessages(opportunityId));
  const pending = useSyncExternalStore(outbox().subscribe, () => outbox().snapshot());

  const newest = query.data?.pages[0];
  useEffect(() => {
    if (newest) realtime.settle(opportunityId, newest.items);
  }, [newest, realtime, opportunityId]);

  const items = useMemo<ThreadItem[]>(() => {
    const byId = new Map<string, MessageFieldsFragment | SocketMessage>();
    // Pages run newest first; within a page, oldest first.
    const fetched = [...(query.data?.pages ?? [])].reverse().flatMap((page) => page.items);
    for (const message of [...fetched, ...live]) byId.set(message.id, message);
    const server = [...byId.values()].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
    const confirmed = new Set(server.map((m) => m.clientId).filter(Boolean));
    const unsent = pending.filter((m) => m.opportunityId === opportunityId && !confirmed.has(m.clientId));
    return [
      ...server.map((message) => ({ source: 'server' as const, message })),
      ...unsent.map((message) => ({ source: 'outbox' as const, message })),
    ];
  }, [query.data, live, pending, opportunityId]);

  // A send whose message the server now lists is done: forget it (its outbox copy is hidden already).
  useEffect(() => {
    const listed = new Set(
      items.flatMap((item) =>
        item.source === 'server' && item.message.clientId ? [item.message.clientId] : [],
      ),
    );
    for (const message of pending) if (listed.has(message.clientId)) outbox().remove(message.clientId);
  }, [items, pending]);

  const { fetchNextPage, refetch, isPending, error, hasNextPage, isFetchingNextPage } = query;
  const loadOlder = useMemo(() => () => void fetchNextPage(), [fetchNextPage]);
  const refetchThread = useMemo(() => () => void refetch(), [refetch]);
  // The same object while nothing in it changed: the thread's view is memoised on it.
  return useMemo(
    () => ({
      items,
      isLoading: isPending,
      error,
      hasOlder: hasNextPage,
      loadingOlder: isFetchingNextPage,
      loadOlder,
      refetch: refetchThread,
    }),
    [items, isPending, error, hasNextPage, isFetchingNextPage, loadOlder, refetchThread],
  );
}
