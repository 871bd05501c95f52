import type { SessionTokens } from './identityProvider.ts';

const ACCESS = 'parley.accessToken';
const REFRESH = 'parley.refreshToken';

export type TokenStore = {
  get: () => SessionTokens | null;
  getAccessToken: () => string | null;
  set: (tokens: SessionTokens) => void;
  clear: () => void;
  subscribe: (listener: () => void) => () => void;
};

/** Access and refresh tokens in storage (spec 4: login stores them, logout clears them). */
export function createTokenStore(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>): TokenStore {
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    get() {
      const accessToken = storage.getItem(ACCESS);
      const refreshToken = storage.getItem(REFRESH);
      return accessToken && refreshToken !== null ? { accessToken, refreshToken } : null;
    },
    getAccessToken: () => storage.getItem(ACCESS),
    set(tokens) {
      storage.setItem(ACCESS, tokens.accessToken);
      storage.setItem(REFRESH, tokens.refreshToken);
      notify();
    },
    clear() {
      storage.removeItem(ACCESS);
      storage.removeItem(REFRESH);
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
