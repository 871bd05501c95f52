import type { SocketLike } from './client.ts';

type Handler = (...args: never[]) => void;
type Load = () => Promise<{ io: (url: string, options?: object) => SocketLike }>;

/**
 * A socket.io socket whose client library (about 11 KB gzip) loads on the first `connect()` instead
 * of with the signed-in shell's first screen. Handlers, `auth` and the polling headers set before it
 * loaded are handed over; a library that fails to load is reported as a `connect_error` (the reconnect
 * policy then calls `connect()` again, which loads it again).
 */
export function lazySocket(
  url: string,
  options: object,
  load: Load = () => import('socket.io-client') as unknown as ReturnType<Load>,
): SocketLike {
  const handlers: [string, Handler][] = [];
  let real: SocketLike | null = null;
  let loading = false;
  let wanted = false;

  const handOver = (target: SocketLike) => {
    target.auth = proxy.auth;
    target.io.opts.extraHeaders = proxy.io.opts.extraHeaders;
  };

  const proxy: SocketLike = {
    auth: undefined,
    io: { opts: {} },
    connect() {
      wanted = true;
      if (real) {
        handOver(real);
        real.connect();
        return;
      }
      if (loading) return;
      loading = true;
      load()
        .then(({ io }) => {
          real = io(url, options);
          for (const [event, handler] of handlers) real.on(event, handler);
          if (wanted) {
            handOver(real);
            real.connect();
          }
        })
        .catch((error: unknown) => {
          for (const [event, handler] of handlers) {
            if (event === 'connect_error') (handler as (error: unknown) => void)(error);
          }
        })
        .finally(() => {
          loading = false;
        });
    },
    disconnect() {
      wanted = false;
      real?.disconnect();
    },
    on(event, handler) {
      handlers.push([event, handler]);
      real?.on(event, handler);
    },
    off(event, handler) {
      const index = handlers.findIndex(([e, h]) => e === event && h === handler);
      if (index >= 0) handlers.splice(index, 1);
      real?.off(event, handler);
    },
  };
  return proxy;
}
