import { AUTH_RETRY, GRAPHQL_RETRY, graphqlRetryDelay, isTimeout } from './retry.ts';

export type TokenSource = {
  /** The stored access token, or null when signed out. */
  getAccessToken: () => string | null;
  /** Refreshes the access token through the identity provider; rejects when that is impossible. */
  refreshAccessToken: () => Promise<string>;
  /** Runs once the session cannot be recovered (third 401 or a failed refresh). */
  onSessionExpired: () => void;
};

export type PolicyFetchOptions = TokenSource & {
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
};

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A fetch with the transport policy of spec 7, shared by the GraphQL and REST clients:
 * bearer header; network errors and 5xx retried up to 3 times (300 ms doubling, 5 s max), timeouts never;
 * a 401 refreshes the token and retries up to twice, and the third 401 runs the session handler.
 */
export function createPolicyFetch(options: PolicyFetchOptions): typeof fetch {
  const baseFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const sleep = options.sleep ?? defaultSleep;

  return async function policyFetch(input, init) {
    let transientRetries = 0;
    let refreshes = 0;
    let token = options.getAccessToken();

    for (;;) {
      const headers = new Headers(init?.headers);
      if (token) headers.set('authorization', `Bearer ${token}`);

      let response: Response;
      try {
        response = await baseFetch(input, { ...init, headers });
      } catch (error) {
        if (isTimeout(error) || transientRetries >= GRAPHQL_RETRY.maxRetries) throw error;
        await sleep(graphqlRetryDelay(transientRetries));
        transientRetries += 1;
        continue;
      }

      if (response.status >= 500 && transientRetries < GRAPHQL_RETRY.maxRetries) {
        await sleep(graphqlRetryDelay(transientRetries));
        transientRetries += 1;
        continue;
      }

      if (response.status === 401) {
        if (refreshes >= AUTH_RETRY.maxRefreshes) {
          options.onSessionExpired();
          return response;
        }
        refreshes += 1;
        try {
          token = await options.refreshAccessToken();
        } catch {
          options.onSessionExpired();
          return response;
        }
        continue;
      }

      return response;
    }
  };
}
