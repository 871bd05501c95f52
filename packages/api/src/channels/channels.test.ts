import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Api } from '../apiContext.ts';
import { companyQueryOptions } from '../company/queries.ts';
import { channelKeys } from './keys.ts';
import { channelStatusQueryOptions } from './queries.ts';

describe('channel cache keys', () => {
  it('names a status query by its ids in any order, under one prefix that reconnects refresh', () => {
    expect(channelKeys.status(['b', 'a'])).toEqual(channelKeys.status(['a', 'b']));
    expect(channelKeys.status(['a']).slice(0, 2)).toEqual([...channelKeys.statuses()]);
  });

  it('asks for statuses only when there are channels', () => {
    const api = { graphql: { current: {} } } as unknown as Pick<Api, 'graphql'>;
    expect(channelStatusQueryOptions(api, []).enabled).toBe(false);
    expect(channelStatusQueryOptions(api, ['a']).enabled).toBe(true);
  });
});

describe('companyQueryOptions', () => {
  it('reads the own company by id and keeps it fresh for 300 s (spec 9)', async () => {
    const paths: string[] = [];
    const api = {
      rest: {
        get: async (path: string) => {
          paths.push(path);
          return { id: 'c/1', name: 'Demo GmbH' };
        },
      },
    } as unknown as Pick<Api, 'rest'>;
    const options = companyQueryOptions(api, 'c/1');
    expect(options.staleTime).toBe(300_000);
    const client = new QueryClient();
    await expect(client.fetchQuery(options)).resolves.toMatchObject({ name: 'Demo GmbH' });
    expect(paths).toEqual(['/core-service/companies/c%2F1']);
  });
});
