import {
  createFirebaseProvider,
  createGraphqlClient,
  createPolicyFetch,
  createQueryClient,
  createRestClient,
  createServerErrorCounter,
  createSession,
  createTokenStore,
  type IdentityProvider,
  type RestClient,
  type RuntimeConfig,
  reportSignInFailure,
  type Session,
} from '@parley/api';
import type { QueryClient } from '@tanstack/react-query';
import { clearUserStorage } from './session/signOutCleanup.ts';

/** Holds the urql client (the GraphQL transport) so sign-out can replace it with a fresh one. */
export type GraphqlHolder = {
  readonly current: ReturnType<typeof createGraphqlClient>;
  reset: () => void;
};

export type AppContext = {
  config: RuntimeConfig;
  session: Session;
  queryClient: QueryClient;
  graphql: GraphqlHolder;
  rest: RestClient;
  /** The policy fetch (bearer header, retries, token refresh) for calls outside the two clients. */
  fetch: typeof fetch;
};

/**
 * Wires the api package for the browser. `onSessionExpired` runs when a token cannot be refreshed;
 * the router then sends the user to /login.
 */
export function createAppContext(
  config: RuntimeConfig,
  handlers: { onSessionExpired: () => void; reload: () => void },
  provider: IdentityProvider = createFirebaseProvider(config.firebase),
): AppContext {
  const session = createSession(provider, createTokenStore(localStorage), {
    // The audit log learns of refused passwords only from the browser (the provider signs in).
    onPasswordRefused: (email) => reportSignInFailure(config.restBaseUrl, email),
  });
  const policyFetch = createPolicyFetch({
    getAccessToken: () => session.tokens.getAccessToken(),
    refreshAccessToken: () => session.refreshAccessToken(),
    onSessionExpired: () => {
      void session.signOut().finally(handlers.onSessionExpired);
    },
  });

  let queryClient: QueryClient;
  const serverErrors = createServerErrorCounter({
    // The first internal server error refetches what is on screen; more than 10 reload the page.
    refetch: () => {
      void queryClient.refetchQueries({ type: 'active' });
    },
    reload: handlers.reload,
  });
  queryClient = createQueryClient(serverErrors);

  const makeClient = () => createGraphqlClient({ config, fetch: policyFetch, serverErrors });
  let current = makeClient();
  const graphql: GraphqlHolder = {
    get current() {
      return current;
    },
    reset() {
      current = makeClient();
    },
  };

  // Logout clears tokens (session) and every cache (spec 4), and what the user left in the browser's
  // storage (drafts, outbox): the next person at a shared desk must not see it.
  session.onSignOut(() => {
    queryClient.clear();
    graphql.reset();
    serverErrors.reset();
    clearUserStorage();
  });

  return {
    config,
    session,
    queryClient,
    graphql,
    rest: createRestClient({ baseUrl: config.restBaseUrl, fetch: policyFetch }),
    fetch: policyFetch,
  };
}
