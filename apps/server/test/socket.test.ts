import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIds } from '../src/db/demo.ts';
import type { RunningServer } from '../src/server.ts';
import { ADMIN, OTHER, openSocket, startTestServer, stopTestServer, type TestApp, token } from './helpers.ts';

let t: TestApp;
let running: RunningServer;
const sockets: Socket[] = [];
beforeAll(async () => ({ t, running } = await startTestServer()));
afterAll(() => stopTestServer(t, running, sockets));

function open(options: {
  auth?: Record<string, string>;
  headers?: Record<string, string>;
  transports?: string[];
}) {
  return openSocket(running.url, { transports: ['polling', 'websocket'], ...options }, sockets);
}

describe('socket.io /opportunities', () => {
  it.each([
    ['no token', {}],
    ['a garbage token', { auth: { token: 'garbage' } }],
    ['a garbage header', { headers: { authorization: 'Bearer garbage' } }],
  ])('rejects %s with INVALID_ACCESS_TOKEN', async (_name, options) => {
    await expect(open(options)).rejects.toThrow('INVALID_ACCESS_TOKEN');
  });

  it('accepts a token in auth.token over websocket and one in the header over polling', async () => {
    const viaAuth = await open({ auth: { token: token(ADMIN) }, transports: ['websocket'] });
    expect(viaAuth.connected).toBe(true);
    const viaHeader = await open({
      headers: { authorization: `Bearer ${token(ADMIN)}` },
      transports: ['polling'],
    });
    expect(viaHeader.connected).toBe(true);
  });

  it('delivers emitToCompany only to that company’s sockets', async () => {
    const demo = await open({ auth: { token: token(ADMIN) } });
    const other = await open({ auth: { token: token(OTHER) } });
    let otherReceived = false;
    other.on('new-opportunity-notification', () => {
      otherReceived = true;
    });
    const received = new Promise((resolve) => demo.once('new-opportunity-notification', resolve));
    running.realtime.emitToCompany(demoIds.companyDemo, 'new-opportunity-notification', { id: 'o1' });
    await expect(received).resolves.toEqual({ id: 'o1' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(otherReceived).toBe(false);
  });
});
