import { QueryCache, QueryClient } from '@tanstack/react-query';
import { GraphqlRequestError } from './graphql/request.ts';
import { queryRetryDelay, shouldRetryQuery } from './policy/retry.ts';
import type { ServerErrorCounter } from './policy/serverErrorCounter.ts';

/**
 * The one cache of server state, REST and GraphQL alike, with the query retry policy of spec 7 and the
 * server-error counter of spec 4. GraphQL errors were counted by the urql client already.
 */
export function createQueryClient(serverErrors?: ServerErrorCounter): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (!(error instanceof GraphqlRequestError)) serverErrors?.report(error);
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetryQuery, retryDelay: queryRetryDelay, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
