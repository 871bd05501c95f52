import type { User } from 'firebase/auth';
import type { RuntimeConfig } from '../config/runtimeConfig.ts';
import type { IdentityProvider, SessionTokens } from './identityProvider.ts';
import { SignInFailure, toSignInError } from './signInErrors.ts';

async function tokensOf(user: User, force = false): Promise<SessionTokens> {
  return { accessToken: await user.getIdToken(force), refreshToken: user.refreshToken };
}

/**
 * Firebase Authentication adapter: email/password and custom-token sign-in, refresh via the current user.
 * The Firebase SDK loads on first use, so pages that only read the stored token stay small.
 */
export function createFirebaseProvider(config: RuntimeConfig['firebase']): IdentityProvider {
  let loading: Promise<{ auth: import('firebase/auth').Auth; sdk: typeof import('firebase/auth') }> | null =
    null;
  const load = () => {
    loading ??= Promise.all([import('firebase/app'), import('firebase/auth')]).then(
      ([{ initializeApp }, sdk]) => {
        const app = initializeApp({
          apiKey: config.apiKey,
          projectId: config.projectId,
          ...(config.authDomain ? { authDomain: config.authDomain } : {}),
        });
        const auth = sdk.initializeAuth(app, { persistence: sdk.browserLocalPersistence });
        if (config.emulatorUrl) sdk.connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });
        return { auth, sdk };
      },
    );
    return loading;
  };

  const signIn = async (run: (firebase: Awaited<ReturnType<typeof load>>) => Promise<{ user: User }>) => {
    try {
      const { user } = await run(await load());
      return await tokensOf(user);
    } catch (error) {
      throw new SignInFailure(toSignInError(error));
    }
  };

  return {
    signInWithPassword: (email, password) =>
      signIn(({ auth, sdk }) => sdk.signInWithEmailAndPassword(auth, email, password)),
    signInWithToken: (token) => signIn(({ auth, sdk }) => sdk.signInWithCustomToken(auth, token)),
    async refresh() {
      const { auth } = await load();
      await auth.authStateReady();
      if (!auth.currentUser) throw new Error('No signed-in user to refresh.');
      return tokensOf(auth.currentUser, true);
    },
    async restore() {
      const { auth } = await load();
      await auth.authStateReady();
      return auth.currentUser ? tokensOf(auth.currentUser) : null;
    },
    async signOut() {
      const { auth } = await load();
      await auth.signOut();
    },
  };
}
