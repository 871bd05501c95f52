import { Client, fetchExchange, makeOperation, mapExchange } from 'urql';
import type { RuntimeConfig } from '../config/runtimeConfig.ts';
import type { ServerErrorCounter } from '../policy/serverErrorCounter.ts';

export type GraphqlClientOptions = {
  config: Pick<RuntimeConfig, 'graphqlUrl' | 'graphqlV2Url'>;
  /** The policy fetch (bearer header, retries, refresh): see createPolicyFetch. */
  fetch: typeof fetch;
  serverErrors?: ServerErrorCounter;
};

/**
 * urql client for both endpoints: an operation whose context carries `v2: true` goes to the v2
 * endpoint (spec 7). Transport retries and token refresh live in the fetch; errors that mention an
 * internal server error feed the counter (spec 4).
 */
export function createGraphqlClient({ config, fetch, serverErrors }: GraphqlClientOptions): Client {
  return new Client({
    url: config.graphqlUrl,
    fetch,
    preferGetMethod: false,
    requestPolicy: 'network-only',
    exchanges: [
      mapExchange({
        onOperation(operation) {
          if (operation.context.v2 !== true) return operation;
          return makeOperation(operation.kind, operation, { ...operation.context, url: config.graphqlV2Url });
        },
        onError(error) {
          serverErrors?.report(error);
        },
      }),
      // No cache exchange: TanStack Query owns server state (graphql/request.ts).
      fetchExchange,
    ],
  });
}
