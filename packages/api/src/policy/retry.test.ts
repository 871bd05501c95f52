import { describe, expect, it } from 'vitest';
import { graphqlRetryDelay, isTimeout, queryRetryDelay, shouldRetryQuery } from './retry.ts';

describe('graphqlRetryDelay', () => {
  it('starts at 300 ms, doubles and never exceeds 5 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(graphqlRetryDelay)).toEqual([300, 600, 1200, 2400, 4800, 5000, 5000]);
  });
});

describe('queryRetryDelay', () => {
  it('waits 1 s after a 401', () => {
    expect(queryRetryDelay(0, { status: 401 })).toBe(1000);
    expect(queryRetryDelay(5, { status: 401 })).toBe(1000);
  });

  it('otherwise waits 1500·2^n capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map((n) => queryRetryDelay(n, new Error('x')))).toEqual([
      1500, 3000, 6000, 12000, 24000, 30000, 30000,
    ]);
  });
});

describe('shouldRetryQuery', () => {
  it('retries network errors, 401 and 5xx up to 3 times, never other 4xx', () => {
    expect(shouldRetryQuery(0, new Error('network'))).toBe(true);
    expect(shouldRetryQuery(2, { status: 503 })).toBe(true);
    expect(shouldRetryQuery(1, { status: 401 })).toBe(true);
    expect(shouldRetryQuery(3, { status: 503 })).toBe(false);
    expect(shouldRetryQuery(0, { status: 400 })).toBe(false);
    expect(shouldRetryQuery(0, { status: 403 })).toBe(false);
  });
});

describe('isTimeout', () => {
  it('recognises abort and timeout errors', () => {
    expect(isTimeout(new DOMException('t', 'TimeoutError'))).toBe(true);
    expect(isTimeout(new DOMException('a', 'AbortError'))).toBe(true);
    expect(isTimeout(new TypeError('fetch failed'))).toBe(false);
  });
});
