import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPolicyFetch } from './policyFetch.ts';

const ok = () => new Response('{}', { status: 200 });
const status = (code: number) => new Response('{}', { status: code });

function setup(responses: Array<() => Response | Promise<Response>>) {
  const calls: Array<{ authorization: string | null; at: number }> = [];
  const start = Date.now();
  const baseFetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ authorization: new Headers(init?.headers).get('authorization'), at: Date.now() - start });
    const next = responses.shift();
    if (!next) throw new Error('unexpected call');
    return next();
  });
  let token = 'token-0';
  const refreshAccessToken = vi.fn(async () => {
    token = `token-${refreshAccessToken.mock.calls.length}`;
    return token;
  });
  const onSessionExpired = vi.fn();
  const policyFetch = createPolicyFetch({
    fetch: baseFetch as unknown as typeof fetch,
    getAccessToken: () => token,
    refreshAccessToken,
    onSessionExpired,
  });
  return { policyFetch, baseFetch, calls, refreshAccessToken, onSessionExpired };
}

describe('createPolicyFetch', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  it('sends the stored access token as a bearer header', async () => {
    const { policyFetch, calls } = setup([ok]);
    await policyFetch('/graphql', { method: 'POST', body: '{}' });
    expect(calls[0]?.authorization).toBe('Bearer token-0');
  });

  it('retries network errors 3 times after 300, 600 and 1200 ms, then gives up', async () => {
    const fail = () => Promise.reject(new TypeError('fetch failed'));
    const { policyFetch, calls } = setup([fail, fail, fail, fail]);
    const result = policyFetch('/graphql').catch((error: unknown) => error);
    await vi.runAllTimersAsync();
    expect(await result).toBeInstanceOf(TypeError);
    expect(calls.map((c) => c.at)).toEqual([0, 300, 900, 2100]);
  });

  it('retries a 5xx and returns the first good answer', async () => {
    const { policyFetch, calls } = setup([() => status(502), () => status(503), ok]);
    const result = policyFetch('/graphql');
    await vi.runAllTimersAsync();
    expect((await result).status).toBe(200);
    expect(calls.map((c) => c.at)).toEqual([0, 300, 900]);
  });

  it('returns the last 5xx after 3 retries', async () => {
    const { policyFetch, baseFetch } = setup([500, 500, 500, 500].map((c) => () => status(c)));
    const result = policyFetch('/graphql');
    await vi.runAllTimersAsync();
    expect((await result).status).toBe(500);
    expect(baseFetch).toHaveBeenCalledTimes(4);
  });

  it('never retries a timeout', async () => {
    const { policyFetch, baseFetch } = setup([
      () => Promise.reject(new DOMException('slow', 'TimeoutError')),
    ]);
    await expect(policyFetch('/graphql')).rejects.toThrow('slow');
    expect(baseFetch).toHaveBeenCalledTimes(1);
  });

  it('does not retry other client errors', async () => {
    const { policyFetch, baseFetch } = setup([() => status(400)]);
    expect((await policyFetch('/graphql')).status).toBe(400);
    expect(baseFetch).toHaveBeenCalledTimes(1);
  });

  it('refreshes the token on a 401 and retries with the new one', async () => {
    const { policyFetch, calls, refreshAccessToken, onSessionExpired } = setup([() => status(401), ok]);
    expect((await policyFetch('/graphql')).status).toBe(200);
    expect(refreshAccessToken).toHaveBeenCalledTimes(1);
    expect(calls.map((c) => c.authorization)).toEqual(['Bearer token-0', 'Bearer token-1']);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('retries a 401 twice and runs the session handler at attempt 3', async () => {
    const { policyFetch, baseFetch, refreshAccessToken, onSessionExpired } = setup(
      [401, 401, 401].map((c) => () => status(c)),
    );
    expect((await policyFetch('/graphql')).status).toBe(401);
    expect(baseFetch).toHaveBeenCalledTimes(3);
    expect(refreshAccessToken).toHaveBeenCalledTimes(2);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('runs the session handler when the refresh itself fails', async () => {
    const { policyFetch, refreshAccessToken, onSessionExpired, baseFetch } = setup([() => status(401)]);
    refreshAccessToken.mockRejectedValueOnce(new Error('no user'));
    expect((await policyFetch('/graphql')).status).toBe(401);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(baseFetch).toHaveBeenCalledTimes(1);
  });
});
