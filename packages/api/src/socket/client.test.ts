import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createInboxSocket, type SocketLike } from './client.ts';
import { INVALID_ACCESS_TOKEN } from './events.ts';
import { reconnectDelay, tokenReconnectDelay } from './policy.ts';

/** A socket.io stand-in: records connect calls; the test plays the server's answers. */
function fakeSocket() {
  const handlers = new Map<string, Set<(...args: unknown[]) => void>>();
  const connects: number[] = [];
  const socket: SocketLike & { emit: (event: string, ...args: unknown[]) => void; connected: boolean } = {
    auth: undefined,
    io: { opts: {} },
    connected: false,
    connect: vi.fn(() => {
      connects.push(Date.now());
    }),
    disconnect: vi.fn(() => {
      if (socket.connected) {
        socket.connected = false;
        socket.emit('disconnect', 'io client disconnect');
      }
    }),
    on: (event, handler) => {
      if (!handlers.has(event)) handlers.set(event, new Set());
      handlers.get(event)?.add(handler as (...args: unknown[]) => void);
    },
    off: (event, handler) => handlers.get(event)?.delete(handler as (...args: unknown[]) => void),
    emit: (event, ...args) => {
      for (const handler of handlers.get(event) ?? []) handler(...args);
    },
  };
  const server = {
    accept: () => {
      socket.connected = true;
      socket.emit('connect');
    },
    refuse: (message = 'xhr poll error') => socket.emit('connect_error', new Error(message)),
    drop: () => {
      socket.connected = false;
      socket.emit('disconnect', 'transport close');
    },
  };
  return { socket, server, connects };
}

function setup(refresh: () => Promise<string> = async () => 'fresh-token') {
  const fake = fakeSocket();
  const refreshAccessToken = vi.fn(refresh);
  const log = vi.fn();
  const client = createInboxSocket({
    url: '',
    getAccessToken: () => 'token-1',
    refreshAccessToken,
    createSocket: () => fake.socket,
    log,
  });
  const states: string[] = [];
  client.onState((state) => states.push(state));
  return { ...fake, client, refreshAccessToken, states, log };
}

/** Times (ms since the first connect) at which the client asked to connect. */
const relative = (connects: number[]) => connects.map((at) => at - (connects[0] ?? 0));

describe('inbox socket policy', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  it('has the delays of spec 9 and spec 4', () => {
    expect([0, 1, 2, 3, 4, 10].map(reconnectDelay)).toEqual([1000, 1500, 2250, 3375, 5063, 30000]);
    expect([0, 1, 2, 3, 4].map(tokenReconnectDelay)).toEqual([1000, 2000, 4000, 8000, 8000]);
  });

  it('goes disconnected → connecting → connected and sends the token in auth and header', () => {
    const { client, server, socket, states } = setup();
    client.connect();
    expect(socket.auth).toEqual({ token: 'token-1' });
    expect(socket.io.opts.extraHeaders).toEqual({ authorization: 'Bearer token-1' });
    server.accept();
    expect(states).toEqual(['connecting', 'connected']);
    expect(client.state).toBe('connected');
  });

  it('reconnects a lost connection at most 5 times, 1000 ms × 1.5ⁿ apart, then stops', async () => {
    const { client, server, connects } = setup();
    client.connect();
    server.accept();
    server.drop();
    for (let i = 0; i < 5; i += 1) {
      await vi.advanceTimersByTimeAsync(reconnectDelay(i));
      server.refuse();
    }
    await vi.advanceTimersByTimeAsync(60_000);
    expect(relative(connects)).toEqual([0, 1000, 2500, 4750, 8125, 13188]);
    expect(client.stopped).toBe(true);
    expect(client.state).toBe('disconnected');
  });

  it('refetches after every reconnect, not after the first connect', async () => {
    const { client, server } = setup();
    const refetch = vi.fn();
    client.onReconnect(refetch);
    client.connect();
    server.accept();
    expect(refetch).not.toHaveBeenCalled();
    server.drop();
    await vi.advanceTimersByTimeAsync(1000);
    server.accept();
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('on INVALID_ACCESS_TOKEN refreshes and reconnects after 1, 2, 4, 8, 8 s, then stops after 5 attempts', async () => {
    const { client, server, connects, refreshAccessToken } = setup();
    client.connect();
    for (let i = 0; i < 5; i += 1) {
      server.refuse(INVALID_ACCESS_TOKEN);
      await vi.advanceTimersByTimeAsync(tokenReconnectDelay(i));
    }
    server.refuse(INVALID_ACCESS_TOKEN);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(relative(connects)).toEqual([0, 1000, 3000, 7000, 15000, 23000]);
    expect(refreshAccessToken).toHaveBeenCalledTimes(5);
    expect(client.stopped).toBe(true);
  });

  it('stops for good when the token refresh fails', async () => {
    const { client, server, connects } = setup(async () => {
      throw new Error('signed out');
    });
    client.connect();
    server.refuse(INVALID_ACCESS_TOKEN);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(connects).toHaveLength(1);
    expect(client.stopped).toBe(true);
    expect(client.state).toBe('disconnected');
  });

  it('a connection stable for 10 s resets the token counter', async () => {
    const { client, server, connects } = setup();
    client.connect();
    server.refuse(INVALID_ACCESS_TOKEN);
    await vi.advanceTimersByTimeAsync(1000);
    server.refuse(INVALID_ACCESS_TOKEN);
    await vi.advanceTimersByTimeAsync(2000);
    server.accept();
    await vi.advanceTimersByTimeAsync(10_000);
    server.drop();
    await vi.advanceTimersByTimeAsync(1000);
    server.refuse(INVALID_ACCESS_TOKEN);
    await vi.advanceTimersByTimeAsync(1000);
    // After the stable period the token delays start again at 1 s.
    const [before = 0, after = 0] = relative(connects).slice(-2);
    expect(after - before).toBe(1000);
  });

  it('a connection dropped before 10 s keeps counting', async () => {
    const { client, server, connects } = setup();
    client.connect();
    server.accept();
    server.drop();
    await vi.advanceTimersByTimeAsync(1000);
    server.accept();
    await vi.advanceTimersByTimeAsync(9_000);
    server.drop();
    await vi.advanceTimersByTimeAsync(1500);
    expect(relative(connects)).toEqual([0, 1000, 11500]);
  });

  it('does not reconnect after disconnect() and logs server exceptions', async () => {
    const { client, server, socket, connects, log } = setup();
    client.connect();
    server.accept();
    socket.emit('exception', { message: 'boom' });
    expect(log).toHaveBeenCalledWith('Real-time exception', { message: 'boom' });
    client.disconnect();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(connects).toHaveLength(1);
    expect(client.state).toBe('disconnected');
  });
});
