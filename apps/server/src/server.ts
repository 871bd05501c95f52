import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { type AppDeps, createApp } from './app.ts';
import { createCarrier } from './inbox/carrier.ts';
import { attachRealtime, createNotifier, type Notifier, type Realtime } from './realtime/socket.ts';
import { createRateLimiter } from './security/rateLimit.ts';

export class PortInUseError extends Error {
  constructor(readonly port: number) {
    super(`Port ${port} is already in use. Stop the other process or set PORT=...`);
  }
}

export type RunningServer = {
  server: HttpServer;
  realtime: Realtime;
  /** Inbox events, attached to `realtime`. */
  notifier: Notifier;
  port: number;
  url: string;
  close(): Promise<void>;
};

/** Listens on config.port (0 picks a free port) with socket.io on the same HTTP server. */
export async function startServer(deps: AppDeps): Promise<RunningServer> {
  const notifier = deps.notifier ?? createNotifier();
  const carrier =
    deps.carrier ??
    createCarrier({ db: deps.db, notifier, deliveryMs: deps.config.carrierDeliveryMs ?? null });
  const rateLimiter = deps.rateLimiter ?? createRateLimiter(deps.config);
  const app = createApp({ ...deps, notifier, carrier, rateLimiter });
  const server = createAdaptorServer({ fetch: app.fetch }) as HttpServer;
  const realtime = attachRealtime(server, deps);
  notifier.attach(realtime);
  await new Promise<void>((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(deps.config.port) : error);
    };
    server.once('error', onError);
    server.listen(deps.config.port, deps.config.host, () => {
      server.off('error', onError);
      resolve();
    });
  }).catch(async (error: unknown) => {
    await realtime.close().catch(() => {});
    await rateLimiter.close();
    throw error;
  });
  server.on('error', (error) => console.error('[http] server error:', error));
  const port = (server.address() as AddressInfo).port;
  const host = deps.config.host === '0.0.0.0' ? '127.0.0.1' : deps.config.host;
  let closing: Promise<void> | undefined;
  return {
    server,
    realtime,
    notifier,
    port,
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    close: () => {
      // io.close() also closes the HTTP server; drop idle keep-alive sockets so it finishes at once.
      closing ??= (async () => {
        carrier.stop();
        server.closeIdleConnections();
        const done = realtime.close();
        server.closeAllConnections();
        await done;
        await rateLimiter.close();
      })();
      return closing;
    },
  };
}
