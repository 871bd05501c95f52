import type { IdentityProvider, SessionTokens } from './identityProvider.ts';
import { SignInFailure } from './signInErrors.ts';
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

export type SessionOptions = {
  /**
   * Runs when the provider refused an email and password (wrong password, too many attempts): the
   * server's audit log learns of failed sign-ins only from this report (`reportSignInFailure`).
   */
  onPasswordRefused?: (email: string) => void;
};

/** Refusals that say someone tried a password on an existing account. */
const refusedPassword = new Set<string>([
  'FIREBASE_ERRORS.WRONG_PASSWORD',
  'FIREBASE_ERRORS.TOO_MANY_REQUESTS',
]);

export function createSession(
  provider: IdentityProvider,
  tokens: TokenStore,
  options: SessionOptions = {},
): Session {
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
      let next: SessionTokens;
      try {
        next = await provider.signInWithPassword(email, password);
      } catch (error) {
        if (error instanceof SignInFailure && refusedPassword.has(error.key))
          options.onPasswordRefused?.(email);
        throw error;
      }
      replace(next);
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
