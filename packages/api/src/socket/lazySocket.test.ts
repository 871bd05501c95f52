import { describe, expect, it, vi } from 'vitest';
import type { SocketLike } from './client.ts';
import { lazySocket } from './lazySocket.ts';

function fakeSocket() {
  const handlers = new Map<string, Set<(...args: never[]) => void>>();
  const socket = {
    auth: undefined as unknown,
    io: { opts: {} as { extraHeaders?: Record<string, string> } },
    connect: vi.fn(),
    disconnect: vi.fn(),
    on: (event: string, handler: (...args: never[]) => void) => {
      handlers.set(event, new Set([...(handlers.get(event) ?? []), handler]));
    },
    off: (event: string, handler: (...args: never[]) => void) => handlers.get(event)?.delete(handler),
    emit: (event: string, ...args: unknown[]) => {
      for (const handler of handlers.get(event) ?? []) (handler as (...a: unknown[]) => void)(...args);
    },
  };
  return socket;
}

describe('lazySocket', () => {
  it('loads the socket.io client on the first connect, with the auth and handlers given before', async () => {
    const real = fakeSocket();
    const load = vi.fn(async () => ({ io: (_url: string) => real as unknown as SocketLike }));
    const socket = lazySocket('/opportunities', {}, load);
    const onConnect = vi.fn();
    socket.on('connect', onConnect);
    expect(load).not.toHaveBeenCalled();
    socket.auth = { token: 't1' };
    socket.io.opts.extraHeaders = { authorization: 'Bearer t1' };
    socket.connect();
    await vi.waitFor(() => expect(real.connect).toHaveBeenCalledTimes(1));
    expect(real.auth).toEqual({ token: 't1' });
    expect(real.io.opts.extraHeaders).toEqual({ authorization: 'Bearer t1' });
    real.emit('connect');
    expect(onConnect).toHaveBeenCalledTimes(1);
    // Later calls go straight through, with the current token.
    socket.auth = { token: 't2' };
    socket.connect();
    expect(real.connect).toHaveBeenCalledTimes(2);
    expect(real.auth).toEqual({ token: 't2' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not connect when disconnected before the client loaded', async () => {
    const real = fakeSocket();
    const socket = lazySocket('/opportunities', {}, async () => ({
      io: () => real as unknown as SocketLike,
    }));
    socket.connect();
    socket.disconnect();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(real.connect).not.toHaveBeenCalled();
  });

  it('reports a client that could not load as a connect error, and loads it again on the next connect', async () => {
    const real = fakeSocket();
    const load = vi
      .fn<() => Promise<{ io: (url: string, options?: object) => SocketLike }>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue({ io: () => real as unknown as SocketLike });
    const socket = lazySocket('/opportunities', {}, load);
    const onError = vi.fn();
    socket.on('connect_error', onError);
    socket.connect();
    await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    socket.connect();
    await vi.waitFor(() => expect(real.connect).toHaveBeenCalledTimes(1));
  });

  it('removes a handler taken off before the client loaded', async () => {
    const real = fakeSocket();
    const socket = lazySocket('/opportunities', {}, async () => ({
      io: () => real as unknown as SocketLike,
    }));
    const handler = vi.fn();
    socket.on('new-message', handler);
    socket.off('new-message', handler);
    socket.connect();
    await vi.waitFor(() => expect(real.connect).toHaveBeenCalled());
    real.emit('new-message', {});
    expect(handler).not.toHaveBeenCalled();
  });
});
