import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { EARLY_ME_BODY_KEY, earlyMeBody, rememberEarlyMe, takeEarlyMe } from './earlyMe.ts';

const me = { id: 'u1', email: 'a@b.c' };
const script = readFileSync(resolve(import.meta.dirname, '../../../../apps/web/public/early-me.js'), 'utf8');

function storage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: vi.fn((k: string, v: string) => void map.set(k, v)),
  };
}

/** Runs the web app's early-me.js as the page would, with this storage and fetch. */
function runPageScript(
  store: ReturnType<typeof storage>,
  fetch: (url: string, init: RequestInit) => unknown,
) {
  const win: Record<string, unknown> = { __PARLEY_CONFIG__: { graphqlUrl: '/graphql' } };
  runInNewContext(script, { window: win, localStorage: store, fetch });
  return win as { __PARLEY_EARLY_ME__?: { body: string; response: Promise<Response | null> } };
}

const answer = (status: number, json: unknown) =>
  Promise.resolve(new Response(JSON.stringify(json), { status }));

describe('early me', () => {
  it('sends the stored body with the stored token, and the app takes the user from it once', async () => {
    const store = storage({ 'parley.accessToken': 'tok' });
    rememberEarlyMe(store);
    const fetch = vi.fn(() => answer(200, { data: { me } }));
    const win = runPageScript(store, fetch);
    expect(fetch).toHaveBeenCalledWith('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer tok' },
      body: earlyMeBody(),
    });
    expect(JSON.parse(earlyMeBody())).toMatchObject({ operationName: 'Me', variables: {} });
    expect(JSON.parse(earlyMeBody()).query).toContain('query Me');
    await expect(takeEarlyMe(win)).resolves.toEqual(me);
    await expect(takeEarlyMe(win)).resolves.toBeNull();
  });

  it('sends nothing without a token or a stored body', () => {
    const fetch = vi.fn();
    runPageScript(storage({ [EARLY_ME_BODY_KEY]: earlyMeBody() }), fetch);
    runPageScript(storage({ 'parley.accessToken': 'tok' }), fetch);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("ignores an older build's query, an error, a refused token and a network failure", async () => {
    const cases: [string, Promise<Response | null>][] = [
      ['{"query":"query Me { me { id } }"}', answer(200, { data: { me } })],
      [earlyMeBody(), answer(200, { data: null, errors: [{ message: 'UNAUTHENTICATED' }] })],
      [earlyMeBody(), answer(401, { errors: [{ message: 'expired' }] })],
      [earlyMeBody(), Promise.resolve(null)],
      [earlyMeBody(), Promise.resolve(new Response('<html>', { status: 200 }))],
    ];
    for (const [body, response] of cases) {
      await expect(takeEarlyMe({ __PARLEY_EARLY_ME__: { body, response } })).resolves.toBeNull();
    }
    await expect(takeEarlyMe({})).resolves.toBeNull();
  });

  it('writes the body only when it changed', () => {
    const store = storage({ [EARLY_ME_BODY_KEY]: earlyMeBody() });
    rememberEarlyMe(store);
    expect(store.setItem).not.toHaveBeenCalled();
    const old = storage({ [EARLY_ME_BODY_KEY]: 'old' });
    rememberEarlyMe(old);
    expect(old.getItem(EARLY_ME_BODY_KEY)).toBe(earlyMeBody());
  });
});
