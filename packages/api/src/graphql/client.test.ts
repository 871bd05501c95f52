import { describe, expect, it, vi } from 'vitest';
import { graphql } from '../gql/index.ts';
import { createServerErrorCounter } from '../policy/serverErrorCounter.ts';
import { createGraphqlClient } from './client.ts';
import { graphqlErrorInfo } from './errors.ts';

const pingQuery = graphql(`
  query Ping {
    ping
  }
`);

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('createGraphqlClient', () => {
  const config = { graphqlUrl: '/graphql', graphqlV2Url: '/v2/graphql' };

  it('sends v1 operations to the v1 endpoint and v2-flagged ones to v2', async () => {
    const fetch = vi.fn(async () => json({ data: { ping: 'pong' } }));
    const client = createGraphqlClient({ config, fetch: fetch as unknown as typeof globalThis.fetch });
    await client.query(pingQuery, {}, { requestPolicy: 'network-only' }).toPromise();
    await client.query(pingQuery, {}, { v2: true, requestPolicy: 'network-only' }).toPromise();
    expect(fetch.mock.calls.map((call) => (call as unknown[])[0])).toEqual(['/graphql', '/v2/graphql']);
  });

  it('reports internal server errors to the counter and exposes error codes', async () => {
    const refetch = vi.fn();
    const serverErrors = createServerErrorCounter({ refetch, reload: vi.fn() });
    const fetch = vi.fn(async () =>
      json({
        data: null,
        errors: [{ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
      }),
    );
    const client = createGraphqlClient({
      config,
      fetch: fetch as unknown as typeof globalThis.fetch,
      serverErrors,
    });
    const result = await client.query(pingQuery, {}).toPromise();
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(graphqlErrorInfo(result.error)?.code).toBe('INTERNAL_SERVER_ERROR');
  });

  it('reads the field and message key of a validation error', async () => {
    const fetch = vi.fn(async () =>
      json({
        data: null,
        errors: [
          {
            message: 'No account',
            extensions: { code: 'NO_ACCOUNT', field: 'email', messageKey: 'FORM_ERRORS.NO_ACCOUNT' },
          },
        ],
      }),
    );
    const client = createGraphqlClient({ config, fetch: fetch as unknown as typeof globalThis.fetch });
    const result = await client.query(pingQuery, {}).toPromise();
    expect(graphqlErrorInfo(result.error)).toEqual({
      code: 'NO_ACCOUNT',
      field: 'email',
      messageKey: 'FORM_ERRORS.NO_ACCOUNT',
      message: 'No account',
    });
  });
});
