import { describe, expect, it, vi } from 'vitest';
import { graphql } from '../gql/index.ts';
import { createGraphqlClient } from './client.ts';
import { graphqlRequest } from './request.ts';

const pingQuery = graphql(`
  query Ping {
    ping
  }
`);

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

describe('graphqlRequest', () => {
  it('asks the server again while the same query is on its way, and gets the newer answer', async () => {
    // The server answers each request with what it knew when the request arrived: the first was read
    // before a change (a customer taken from the pool), the second after it.
    const answers: Array<(response: Response) => void> = [];
    const fetch = ((_input: RequestInfo | URL) =>
      new Promise<Response>((resolve) => answers.push(resolve))) as typeof globalThis.fetch;
    const client = createGraphqlClient({ config: { graphqlUrl: '/graphql', graphqlV2Url: '/v2' }, fetch });
    const transport = { current: client };

    const before = graphqlRequest(transport, pingQuery, {});
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    const after = graphqlRequest(transport, pingQuery, {});
    await vi.waitFor(() => expect(answers).toHaveLength(2), { timeout: 500 });
    answers[0]?.(json({ data: { ping: 'before the change' } }));
    answers[1]?.(json({ data: { ping: 'after the change' } }));
    expect(await before).toEqual({ ping: 'before the change' });
    expect(await after).toEqual({ ping: 'after the change' });
  });
});
