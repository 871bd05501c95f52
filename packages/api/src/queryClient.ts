import { QueryCache, QueryClient } from '@tanstack/react-query';
import { queryRetryDelay, shouldRetryQuery } from '../policy/retry.ts';
import type { ServerErrorCounter } from '../policy/serverErrorCounter.ts';

/** TanStack Query client with the query retry policy of spec 7 and the server-error counter of spec 4. */
export function createQueryClient(serverErrors?: ServerErrorCounter): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error) => serverErrors?.report(error) }),
    defaultOptions: {
      queries: { retry: shouldRetryQuery, retryDelay: queryRetryDelay, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
