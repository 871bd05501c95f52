/** What the app needs from an identity provider. Firebase implements it; tests may pass their own. */
export type IdentityProvider = {
  signInWithPassword: (email: string, password: string) => Promise<SessionTokens>;
  signInWithToken: (customToken: string) => Promise<SessionTokens>;
  /** A fresh access token from the provider's current user; rejects when nobody is signed in. */
  refresh: () => Promise<SessionTokens>;
  /** Resolves once the provider has restored (or not) a previous session. */
  restore: () => Promise<SessionTokens | null>;
  signOut: () => Promise<void>;
};

export type SessionTokens = { accessToken: string; refreshToken: string };
