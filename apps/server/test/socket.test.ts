import { describe, expect, it } from 'vitest';
import { demoIds } from '../src/db/demo.ts';
import { ADMIN, OTHER, openSocket, token, useTestServer } from './helpers.ts';

const server = useTestServer();

function open(options: {
  auth?: Record<string, string>;
  headers?: Record<string, string>;
  transports?: string[];
}) {
  return openSocket(server.running.url, { transports: ['polling', 'websocket'], ...options }, server.sockets);
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
    server.running.realtime.emitToCompany(demoIds.companyDemo, 'new-opportunity-notification', { id: 'o1' });
    await expect(received).resolves.toEqual({ id: 'o1' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(otherReceived).toBe(false);
  });
});
