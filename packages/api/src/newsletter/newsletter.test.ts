import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Api } from '../apiContext.ts';
import { RestError } from '../rest/restClient.ts';
import { orderTopUpAndWait, TopUpTimeoutError } from './mutations.ts';
import { scheduleQueryOptions } from './queries.ts';

const graphqlRequest = vi.hoisted(() => vi.fn());
vi.mock('../graphql/request.ts', () => ({ graphqlRequest }));

beforeEach(() => {
  vi.useFakeTimers();
  graphqlRequest.mockReset();
});
afterEach(() => vi.useRealTimers());

const api = { graphql: { current: {} } } as unknown as Pick<Api, 'graphql'>;

/** Answers the credits query with `credits` in turn (the last one from then on) and the order with PENDING. */
function creditsSequence(...credits: number[]) {
  let reads = 0;
  graphqlRequest.mockImplementation(async (_client: unknown, document: { toString(): string }) => {
    if (String(JSON.stringify(document)).includes('conversationTopUp'))
      return { conversationTopUp: { id: 'o1', status: 'PENDING' } };
    const value = credits[Math.min(reads, credits.length - 1)];
    reads += 1;
    return { conversationCredits: { credits: value, monthlyCredits: 0, balance: value } };
  });
  return () => reads;
}

describe('top-up (spec 4, 9: poll every 5 s until the credits change, give up after 180 s)', () => {
  it('reads the credits every 5 s and resolves once they changed', async () => {
    const reads = creditsSequence(100, 100, 100, 600);
    const done = vi.fn();
    void orderTopUpAndWait(api, 500).then(done);
    await vi.advanceTimersByTimeAsync(0);
    expect(reads()).toBe(1);
    await vi.advanceTimersByTimeAsync(4999);
    expect(reads()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(reads()).toBe(2);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(reads()).toBe(4);
    expect(done).toHaveBeenCalledWith(expect.objectContaining({ credits: 600 }));
  });

  it('gives up after 180 s', async () => {
    const reads = creditsSequence(100);
    const failed = vi.fn();
    void orderTopUpAndWait(api, 1000).catch(failed);
    await vi.advanceTimersByTimeAsync(175_000);
    expect(failed).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(failed).toHaveBeenCalledWith(expect.any(TopUpTimeoutError));
    // The first read, then one every 5 s for 180 s.
    expect(reads()).toBe(1 + 36);
  });

  it('fails at once when the order is refused', async () => {
    graphqlRequest.mockImplementation(async (_c: unknown, document: unknown) => {
      if (JSON.stringify(document).includes('conversationTopUp')) throw new Error('refused');
      return { conversationCredits: { credits: 1 } };
    });
    await expect(orderTopUpAndWait(api, 500)).rejects.toThrow('refused');
  });
});

describe('dispatch schedule preview (spec 7: retried 3 times, min(1000·2^n, 30000) ms apart)', () => {
  it('retries after 1, 2 and 4 s, then fails', async () => {
    const send = vi.fn(async () => {
      throw new RestError(503, 'UNAVAILABLE', 'down');
    });
    const restApi = { rest: { get: vi.fn(), send }, graphql: { current: {} } } as unknown as Pick<
      Api,
      'rest' | 'graphql'
    >;
    const queryClient = new QueryClient();
    const request = {
      channelId: 'c',
      templateId: 't',
      contactTypeId: null,
      productId: null,
      ids: [],
      teamIds: [],
      consentGiven: true,
    };
    const failed = vi.fn();
    void queryClient.fetchQuery(scheduleQueryOptions(restApi, request)).catch(failed);
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(send).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(4000);
    expect(send).toHaveBeenCalledTimes(4);
    expect(failed).toHaveBeenCalled();
    expect(send).toHaveBeenCalledWith('POST', '/core-service/newsletter/preview-schedule', {
      ...request,
      type: 'now',
    });
  });
});
