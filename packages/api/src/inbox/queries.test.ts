import { QueryClient, QueryObserver } from '@tanstack/react-query';
import type { Client } from 'urql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INBOX_CACHE, opportunityQueryOptions, quickRepliesQueryOptions } from './queries.ts';

/** A transport that answers every query with `data` and counts what was asked. */
function transport(data: Record<string, unknown>) {
  const query = vi.fn(() => ({ toPromise: async () => ({ data }) }));
  return { graphql: { current: { executeQuery: query } as unknown as Client }, query };
}

describe('a conversation that a route fetched', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is not fetched again by the parts of the screen that mount after it arrived', async () => {
    const api = transport({ opportunity: { id: 'o1' }, quickReplies: [] });
    const queryClient = new QueryClient();
    await queryClient.prefetchQuery(opportunityQueryOptions(api, 'o1'));
    await queryClient.prefetchQuery(quickRepliesQueryOptions(api));
    expect(api.query).toHaveBeenCalledTimes(2);

    vi.advanceTimersByTime(INBOX_CACHE.conversationStaleMs - 1);
    const header = new QueryObserver(queryClient, opportunityQueryOptions(api, 'o1')).subscribe(() => {});
    const composer = new QueryObserver(queryClient, quickRepliesQueryOptions(api)).subscribe(() => {});
    await vi.runOnlyPendingTimersAsync();
    expect(api.query).toHaveBeenCalledTimes(2);
    header();
    composer();
  });

  it('is fetched again by a screen that mounts once it is stale', async () => {
    const api = transport({ opportunity: { id: 'o1' } });
    const queryClient = new QueryClient();
    await queryClient.prefetchQuery(opportunityQueryOptions(api, 'o1'));
    vi.advanceTimersByTime(INBOX_CACHE.conversationStaleMs + 1);
    const unsubscribe = new QueryObserver(queryClient, opportunityQueryOptions(api, 'o1')).subscribe(
      () => {},
    );
    await vi.runOnlyPendingTimersAsync();
    expect(api.query).toHaveBeenCalledTimes(2);
    unsubscribe();
  });
});
