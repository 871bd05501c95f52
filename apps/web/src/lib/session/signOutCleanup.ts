/*
 * What a signed-in user leaves in the browser, by key prefix. The inbox keeps composer drafts
 * (`parley.draft.<opportunityId>`), messages not yet confirmed by the server (`parley.outbox`) and
 * the ids of notifications already shown (`parley.notified`) in localStorage, and whether it asked
 * for notification permission in sessionStorage. At a shared desk the next person must find none of
 * it. The interface language and the cached brand colours stay: they belong to the device and the
 * login page, and tell nothing about the conversations.
 */

export const DRAFT_PREFIX = 'parley.draft.';
export const OUTBOX_KEY = 'parley.outbox';

export const userKeyPrefixes = {
  local: [DRAFT_PREFIX, OUTBOX_KEY, 'parley.notified'],
  session: ['parley.notificationsAsked'],
} as const;

type KeyedStorage = Pick<Storage, 'length' | 'key' | 'getItem' | 'removeItem'>;

function keysOf(storage: KeyedStorage): string[] {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key !== null) keys.push(key);
  }
  return keys;
}

export type UnsentWork = { drafts: number; messages: number };

/** Drafts with text and messages still in the outbox (pending or failed): what logout would lose. */
export function countUnsent(storage: KeyedStorage = localStorage): UnsentWork {
  const drafts = keysOf(storage).filter(
    (key) => key.startsWith(DRAFT_PREFIX) && (storage.getItem(key) ?? '').trim() !== '',
  ).length;
  let messages = 0;
  try {
    const outbox: unknown = JSON.parse(storage.getItem(OUTBOX_KEY) ?? '[]');
    messages = Array.isArray(outbox) ? outbox.length : 0;
  } catch {
    messages = 0;
  }
  return { drafts, messages };
}

const clearedListeners = new Set<() => void>();

/**
 * Runs the listener once the user's keys have been cleared: whatever still holds the user's work in
 * memory (the outbox) drops it and stops writing, so a late answer cannot put it back.
 */
export function onUserStorageCleared(listener: () => void): () => void {
  clearedListeners.add(listener);
  return () => clearedListeners.delete(listener);
}

/** Removes the previous user's keys from both storages; returns how many were removed. */
export function clearUserStorage(
  local: KeyedStorage = localStorage,
  session: KeyedStorage = sessionStorage,
): number {
  let removed = 0;
  for (const [storage, prefixes] of [
    [local, userKeyPrefixes.local],
    [session, userKeyPrefixes.session],
  ] as const) {
    for (const key of keysOf(storage)) {
      if (prefixes.some((prefix) => key.startsWith(prefix))) {
        storage.removeItem(key);
        removed += 1;
      }
    }
  }
  for (const listener of [...clearedListeners]) listener();
  return removed;
}
