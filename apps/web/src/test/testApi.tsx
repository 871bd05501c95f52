import { type Api, ApiProvider, type SocketMessage } from '@parley/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Realtime } from '../features/realtime/index.ts';
import { RealtimeContext } from '../features/realtime/index.ts';

type OperationResult = {
  data?: unknown;
  error?: { networkError?: Error; graphQLErrors: unknown[]; message: string };
};

/**
 * A test Api whose GraphQL transport answers each operation with `answer(name, variables)` and whose
 * upload fetch is `fetch`; the hooks under test run against it as they do against the real clients.
 */
export function createTestApi(options: {
  answer?: (operation: string, variables: Record<string, unknown>) => OperationResult;
  fetch?: typeof fetch;
  /** The REST client's answer to a GET of `path` (undefined by default). */
  get?: (path: string, query?: Record<string, unknown>) => unknown;
}) {
  const run = (document: { definitions: Array<{ name?: { value: string } }> }, variables: object) => ({
    toPromise: async () =>
      options.answer?.(document.definitions[0]?.name?.value ?? '', variables as Record<string, unknown>) ?? {
        data: undefined,
      },
  });
  const client = {
    mutation: run,
    // Queries go out as requests of their own (graphqlRequest: executeQuery with a unique key).
    executeQuery: (request: { query: Parameters<typeof run>[0]; variables: object }) =>
      run(request.query, request.variables),
  } as unknown as Api['graphql']['current'];
  const api: Api = {
    queryClient: new QueryClient({
      defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
    }),
    rest: {
      get: async (path, query) => (options.get?.(path, query) ?? undefined) as never,
      send: async () => undefined as never,
    },
    graphql: { current: client },
    config: { restBaseUrl: '/api' },
    fetch: options.fetch ?? (async () => new Response(null, { status: 500 })),
  };
  const realtime = { receive: () => {} } as unknown as Realtime;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiProvider api={api}>
      <QueryClientProvider client={api.queryClient}>
        <RealtimeContext.Provider value={realtime}>{children}</RealtimeContext.Provider>
      </QueryClientProvider>
    </ApiProvider>
  );
  return { api, realtime, wrapper };
}

/** What a network failure looks like to the transport. */
export const networkFailure = (): OperationResult => ({
  error: {
    networkError: new Error('Failed to fetch'),
    graphQLErrors: [],
    message: '[Network] Failed to fetch',
  },
});

/** A message as the server presents it; `overrides` set what a test is about. */
export function testMessage(overrides: Partial<SocketMessage> & { id: string }): SocketMessage {
  return {
    clientId: null,
    body: overrides.id,
    attachments: [],
    sender: { type: 'CUSTOMER', firstName: 'K', lastName: 'D' },
    extendedConfig: null,
    metadata: { opportunityId: 'o1', status: 'SENT' },
    createdAt: '2026-11-23T10:00:00.000Z',
    ...overrides,
  };
}
