import type { MessageFieldsFragment } from '@parley/api';
import { conversationQuery, type SocketMessage } from '@parley/api';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useClient, useQuery } from 'urql';
import type { OutboxMessage } from '../../lib/inbox/outbox.ts';
import { outbox } from '../../lib/inbox/outboxInstance.ts';
import { useRealtime } from './RealtimeContext.tsx';

export type ThreadItem =
  | { source: 'server'; message: MessageFieldsFragment | SocketMessage }
  | { source: 'outbox'; message: OutboxMessage };

const PAGE = 50;

/**
 * The messages of one conversation: the newest page from the server, older pages on demand, messages
 * that arrived live, and this tab's unconfirmed or failed sends. After a reconnect the newest page is
 * refetched from the network, so nothing sent meanwhile is missed.
 */
export function useThread(opportunityId: string) {
  const client = useClient();
  const realtime = useRealtime();
  const [result, refetch] = useQuery({
    query: conversationQuery,
    variables: { opportunityId, take: PAGE },
    requestPolicy: 'cache-and-network',
  });
  const [older, setOlder] = useState<MessageFieldsFragment[]>([]);
  const [hasOlderPages, setHasOlderPages] = useState<boolean | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);

  const live = useSyncExternalStore(realtime.subscribe, () => realtime.liveMessages(opportunityId));
  const resyncs = useSyncExternalStore(realtime.subscribe, () => realtime.resyncs);
  const pending = useSyncExternalStore(outbox().subscribe, () => outbox().snapshot());

  useEffect(() => {
    if (resyncs > 0) refetch({ requestPolicy: 'network-only' });
  }, [resyncs, refetch]);

  const page = result.data?.conversations;
  useEffect(() => {
    if (page) realtime.settle(opportunityId, page.items);
  }, [page, realtime, opportunityId]);

  const items = useMemo<ThreadItem[]>(() => {
    const byId = new Map<string, MessageFieldsFragment | SocketMessage>();
    for (const message of [...older, ...(page?.items ?? []), ...live]) byId.set(message.id, message);
    const server = [...byId.values()].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
    const confirmed = new Set(server.map((m) => m.clientId).filter(Boolean));
    const unsent = pending.filter((m) => m.opportunityId === opportunityId && !confirmed.has(m.clientId));
    return [
      ...server.map((message) => ({ source: 'server' as const, message })),
      ...unsent.map((message) => ({ source: 'outbox' as const, message })),
    ];
  }, [older, page, live, pending, opportunityId]);

  // A send whose message the server now lists is done: forget it (its outbox copy is hidden already).
  useEffect(() => {
    const listed = new Set(
      items.flatMap((item) =>
        item.source === 'server' && item.message.clientId ? [item.message.clientId] : [],
      ),
    );
    for (const message of pending) if (listed.has(message.clientId)) outbox().remove(message.clientId);
  }, [items, pending]);

  const firstId = older[0]?.id ?? page?.items[0]?.id;
  const hasOlder = hasOlderPages ?? page?.hasOlder ?? false;

  const loadOlder = useCallback(async () => {
    if (!firstId || loadingOlder) return;
    setLoadingOlder(true);
    const res = await client
      .query(
        conversationQuery,
        { opportunityId, before: firstId, take: PAGE },
        { requestPolicy: 'network-only' },
      )
      .toPromise();
    setLoadingOlder(false);
    const olderPage = res.data?.conversations;
    if (!olderPage) return;
    setOlder((current) => [...olderPage.items, ...current]);
    setHasOlderPages(olderPage.hasOlder);
  }, [client, firstId, loadingOlder, opportunityId]);

  return {
    items,
    isLoading: result.fetching && !page,
    error: result.error,
    hasOlder,
    loadingOlder,
    loadOlder,
    refetch: () => refetch({ requestPolicy: 'network-only' }),
  };
}
