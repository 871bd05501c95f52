import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { isLocalRequest, isLoopbackHost } from '../src/security/clientAddress.ts';

// The dev routes, the Auth Emulator proxy and the calendar stand-in answer requests that name this
// machine only: a rebinding name pointed at 127.0.0.1 is not this machine's name.
describe('isLoopbackHost', () => {
  it.each([
    'localhost',
    'localhost:4100',
    'app.localhost:4100',
    '127.0.0.1',
    '127.0.0.1:4310',
    '[::1]:4100',
    'LOCALHOST',
  ])('takes %s', (host) => expect(isLoopbackHost(host)).toBe(true));
  it.each([
    undefined,
    '',
    'rebind.example',
    'rebind.example:4100',
    '127.0.0.1.nip.io',
    'localhost.evil.example',
    '10.0.0.1:4100',
    '[::2]',
  ])('refuses %s', (host) => expect(isLoopbackHost(host)).toBe(false));
});

describe('isLocalRequest', () => {
  const app = new Hono();
  app.get('/', (c) => c.text(String(isLocalRequest(c, { trustProxy: c.req.query('trust') === '1' }))));
  const ask = async (headers: Record<string, string>, trust = false) => {
    const res = await app.request(
      `/${trust ? '?trust=1' : ''}`,
      { headers: { host: 'localhost:4100', ...headers } },
      { incoming: { socket: { remoteAddress: '127.0.0.1' } } },
    );
    return res.text();
  };

  it('takes this machine, directly or through a trusted proxy on it (npm run cluster)', async () => {
    expect(await ask({})).toBe('true');
    expect(await ask({ 'x-forwarded-for': '127.0.0.1' }, true)).toBe('true');
  });

  it('refuses a forwarded request unless the proxy is trusted and every hop is this machine', async () => {
    expect(await ask({ 'x-forwarded-for': '127.0.0.1' })).toBe('false');
    // A remote client may put 127.0.0.1 first; the proxy appends its real address.
    expect(await ask({ 'x-forwarded-for': '127.0.0.1, 203.0.113.9' }, true)).toBe('false');
    expect(await ask({ forwarded: 'for=127.0.0.1' }, true)).toBe('false');
    expect(await ask({ host: 'rebind.example' })).toBe('false');
  });
});
