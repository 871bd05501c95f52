import type { RestAttachment } from '@parley/api';

/** A message the user sent that the server has not confirmed yet, or that failed. */
export type OutboxMessage = {
  clientId: string;
  opportunityId: string;
  body: string;
  attachments: RestAttachment[];
  status: 'pending' | 'failed';
  /** ISO 8601 */
  createdAt: string;
};

const STORAGE_KEY = 'parley.outbox';

/**
 * Messages on their way. A failed send stays (also across reloads) until it is retried with the same
 * clientId — the server stores a clientId once, so a retry never sends twice.
 */
export function createOutbox(storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage) {
  const listeners = new Set<() => void>();
  let items: OutboxMessage[] = (() => {
    try {
      const stored = JSON.parse(storage.getItem(STORAGE_KEY) ?? '[]') as OutboxMessage[];
      // Whatever was pending when the page went away did not get its answer: it is failed now.
      return stored.map((item) => ({ ...item, status: 'failed' as const }));
    } catch {
      return [];
    }
  })();

  let closed = false;
  const commit = (next: OutboxMessage[]) => {
    items = next;
    if (!closed) storage.setItem(STORAGE_KEY, JSON.stringify(items));
    for (const listener of listeners) listener();
  };

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => items,
    forConversation: (opportunityId: string) => items.filter((item) => item.opportunityId === opportunityId),
    put(message: OutboxMessage) {
      commit([...items.filter((item) => item.clientId !== message.clientId), message]);
    },
    mark(clientId: string, status: OutboxMessage['status']) {
      if (items.some((item) => item.clientId === clientId))
        commit(items.map((item) => (item.clientId === clientId ? { ...item, status } : item)));
    },
    remove(clientId: string) {
      if (items.some((item) => item.clientId === clientId))
        commit(items.filter((item) => item.clientId !== clientId));
    },
    /** Sign-out: forgets every message and never writes the storage again (a late answer is dropped). */
    close() {
      closed = true;
      commit([]);
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
