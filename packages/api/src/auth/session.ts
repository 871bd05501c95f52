import type { IdentityProvider, SessionTokens } from './identityProvider.ts';
import type { TokenStore } from './tokenStore.ts';

export type Session = {
  readonly tokens: TokenStore;
  signIn: (email: string, password: string) => Promise<void>;
  signInWithToken: (customToken: string) => Promise<void>;
  /** Refreshes through the provider; concurrent callers share one refresh. */
  refreshAccessToken: () => Promise<string>;
  /** Adopts a session the provider restored (e.g. after a reload) when no token is stored. */
  restore: () => Promise<boolean>;
  signOut: () => Promise<void>;
  isSignedIn: () => boolean;
  /** Runs on sign-out, and before a sign-in replaces a session: the app clears its caches here. */
  onSignOut: (listener: () => void) => () => void;
};

export function createSession(provider: IdentityProvider, tokens: TokenStore): Session {
  const signOutListeners = new Set<() => void>();
  let refreshing: Promise<string> | null = null;
  const store = (next: SessionTokens) => tokens.set(next);
  /**
   * A sign-in that replaces a session (an address sign-in or impersonation while signed in) first runs
   * the sign-out listeners: the previous account's caches and stored drafts must not show in the new one.
   */
  const replace = (next: SessionTokens) => {
    if (tokens.get()) for (const listener of signOutListeners) listener();
    store(next);
  };

  return {
    tokens,
    async signIn(email, password) {
      replace(await provider.signInWithPassword(email, password));
    },
    async signInWithToken(customToken) {
      replace(await provider.signInWithToken(customToken));
    },
    refreshAccessToken() {
      refreshing ??= provider
        .refresh()
        .then((next) => {
          store(next);
          return next.accessToken;
        })
        .finally(() => {
          refreshing = null;
        });
      return refreshing;
    },
    async restore() {
      if (tokens.get()) return true;
      const restored = await provider.restore();
      if (restored) store(restored);
      return restored !== null;
    },
    async signOut() {
      try {
        await provider.signOut();
      } finally {
        tokens.clear();
        for (const listener of signOutListeners) listener();
      }
    },
    isSignedIn: () => tokens.getAccessToken() !== null,
    onSignOut(listener) {
      signOutListeners.add(listener);
      return () => signOutListeners.delete(listener);
    },
  };
}
