import { Hono } from 'hono';
import type { AuthService } from './auth/firebase.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { registerDevRoutes } from './dev/inject.ts';
import { createGraphQLHandlers } from './graphql/yoga.ts';
import { type Carrier, createCarrier } from './inbox/carrier.ts';
import { createNotifier, type Notifier } from './realtime/socket.ts';
import { createRestRoutes, restError } from './rest/routes.ts';
import { createWebRoutes } from './web/static.ts';

export type AppDeps = {
  db: Db;
  auth: AuthService;
  config: Config;
  /** Inbox socket events; startServer attaches it to socket.io. A detached one is made when absent. */
  notifier?: Notifier;
  /** Simulated delivery receipts; made from config.carrierDeliveryMs when absent. */
  carrier?: Carrier;
};

/** The whole HTTP app without a listening socket: tests call `app.request(...)` on it. */
export function createApp({
  db,
  auth,
  config,
  notifier = createNotifier(),
  carrier = createCarrier({ db, notifier, deliveryMs: config.carrierDeliveryMs ?? null }),
}: AppDeps) {
  const app = new Hono();
  const graphql = createGraphQLHandlers({ db, auth, config, notifier, carrier });

  app.use('*', async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  });

  app.on(['GET', 'POST', 'OPTIONS'], '/graphql', (c) => graphql.v1.fetch(c.req.raw, {}));
  app.on(['GET', 'POST', 'OPTIONS'], '/v2/graphql', (c) => graphql.v2.fetch(c.req.raw, {}));
  // Development only (Auth Emulator in use, never in production); before /api and its auth.
  registerDevRoutes(app, { db, config, notifier, carrier });
  app.route('/api', createRestRoutes({ db, auth, notifier }));
  app.route('/', createWebRoutes(config));

  app.notFound((c) => {
    if (c.req.path.startsWith('/api/')) {
      const { body, status } = restError('NOT_FOUND', 'No such API route');
      return c.json(body, status);
    }
    return c.text('Not found', 404);
  });

  app.onError((error, c) => {
    console.error(`[http] ${c.req.method} ${c.req.path} failed:`, error);
    const { body, status } = restError('INTERNAL_SERVER_ERROR', 'Internal server error');
    return c.json(body, status);
  });

  return app;
}
