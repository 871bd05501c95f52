import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  initializeAuth,
  signInWithCustomToken,
  signInWithEmailAndPassword,
  type User,
} from 'firebase/auth';
import type { RuntimeConfig } from '../config/runtimeConfig.ts';
import type { IdentityProvider, SessionTokens } from './identityProvider.ts';
import { SignInFailure, toSignInError } from './signInErrors.ts';

async function tokensOf(user: User, force = false): Promise<SessionTokens> {
  return { accessToken: await user.getIdToken(force), refreshToken: user.refreshToken };
}

/** Firebase Authentication adapter: email/password and custom-token sign-in, refresh via the current user. */
export function createFirebaseProvider(config: RuntimeConfig['firebase']): IdentityProvider {
  const app = initializeApp({
    apiKey: config.apiKey,
    projectId: config.projectId,
    ...(config.authDomain ? { authDomain: config.authDomain } : {}),
  });
  const auth = initializeAuth(app, { persistence: browserLocalPersistence });
  if (config.emulatorUrl) connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });

  const wrap = async (run: () => Promise<{ user: User }>) => {
    try {
      const { user } = await run();
      return await tokensOf(user);
    } catch (error) {
      throw new SignInFailure(toSignInError(error));
    }
  };

  return {
    signInWithPassword: (email, password) => wrap(() => signInWithEmailAndPassword(auth, email, password)),
    signInWithToken: (token) => wrap(() => signInWithCustomToken(auth, token)),
    async refresh() {
      await auth.authStateReady();
      if (!auth.currentUser) throw new Error('No signed-in user to refresh.');
      return tokensOf(auth.currentUser, true);
    },
    async restore() {
      await auth.authStateReady();
      return auth.currentUser ? tokensOf(auth.currentUser) : null;
    },
    signOut: () => auth.signOut(),
  };
}
