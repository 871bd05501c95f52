import { describe, expect, it } from 'vitest';
import { isLoopbackHost } from '../src/security/clientAddress.ts';

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
