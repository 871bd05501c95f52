import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { AuthService } from './auth/firebase.ts';
import { registerCalendarStandin } from './calendar/standin.ts';
import { registerSmtpStandinRoutes } from './channels/email/standinRoutes.ts';
import { registerGraphStandin } from './channels/graphStandin.ts';
import { registerMessengerWebhook } from './channels/messenger/webhook.ts';
import { registerWhatsAppWebhook } from './channels/whatsapp/webhook.ts';
import { assertSafeConfig, type Config, publicOrigin } from './config.ts';
import type { Db } from './db/client.ts';
import { devRoutesEnabled, registerDevRoutes } from './dev/inject.ts';
import { registerDevReviewRoutes } from './dev/injectReview.ts';
import { databaseInputError } from './errors.ts';
import { createGraphQLHandlers } from './graphql/yoga.ts';
import { createDelivery, type Delivery } from './inbox/delivery.ts';
import type { Jobs } from './jobs/queue.ts';
import { createNotifier, type Notifier } from './realtime/socket.ts';
import { failWithStatus, restErrorResponse } from './rest/respond.ts';
import { createRestRoutes, restError } from './rest/routes.ts';
import { registerBusinessStandin } from './reviews/standin.ts';
import { clientIp } from './security/clientAddress.ts';
import { createRateLimiter, type RateLimiter } from './security/rateLimit.ts';
import { logError } from './security/safeLog.ts';
import { compressJson } from './web/compression.ts';
import { createWebRoutes } from './web/static.ts';
import { createStorybookRoutes } from './web/storybook.ts';

/**
 * Request bodies are read before anyone is authenticated, so an anonymous caller must not be able to
 * make the server buffer megabytes. GraphQL documents and variables are small; REST JSON carries at
 * most two logos as data URLs (500,000 characters each). Uploads have their own limit on their route.
 */
export const BODY_LIMITS = { graphql: 1024 * 1024, restJson: 2 * 1024 * 1024 };
const UPLOAD_PATH = '/api/core-service/attachments';

export type AppDeps = {
  db: Db;
  auth: AuthService;
  config: Config;
  /** Inbox socket events; startServer attaches it to socket.io. A detached one is made when absent. */
  notifier?: Notifier;
  /** Simulated delivery receipts; made from config.standinDeliveryMs and `jobs` when absent. */
  delivery?: Delivery;
  /** The durable job queue (jobs/queue.ts); without it nothing is scheduled for later. */
  jobs?: Jobs;
  /** Shared rate-limit counters; in memory (or Redis with config.redisUrl) when absent. */
  rateLimiter?: RateLimiter;
};

/**
 * A fetch that answers this server's own stand-ins (calendar, OAuth, Graph API) and webhooks in process,
 * and everything else over HTTP: the embedded providers need no network, TLS or listening port.
 */
export function ownRoutesFetch(
  app: { fetch: (request: Request) => Response | Promise<Response> },
  config: Config,
): typeof fetch {
  return (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const own =
      url.origin === publicOrigin(config) &&
      /^\/((oauth|calendar|graph|business)-standin\/|api\/webhooks\/)/.test(url.pathname);
    return own ? Promise.resolve(app.fetch(new Request(url, init))) : fetch(input, init);
  };
}

/** The whole HTTP app without a listening socket: tests call `app.request(...)` on it. */
export function createApp({
  db,
  auth,
  config,
  notifier = createNotifier(),
  jobs,
  delivery = createDelivery({ db, notifier, deliveryMs: config.standinDeliveryMs ?? null, jobs }),
  rateLimiter = createRateLimiter(config),
}: AppDeps) {
  assertSafeConfig(config);
  const app = new Hono();
  // Calls to the calendar and Graph API stand-ins (their own routes) are answered in process; the
  // providers over HTTP.
  const calendarFetch = ownRoutesFetch(app, config);
  const graphql = createGraphQLHandlers({
    db,
    auth,
    config,
    notifier,
    delivery,
    jobs,
    rateLimiter,
    calendarFetch,
    graphFetch: calendarFetch,
  });

  // Served over TLS in production (TLS_CERT_FILE): browsers keep to HTTPS for a year. Not in
  // development, where a throwaway certificate on localhost would pin plain `npm start` to HTTPS.
  const strictTransport = config.tls && config.environment === 'production';
  app.use('*', async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (strictTransport) c.header('Strict-Transport-Security', 'max-age=31536000');
  });
  app.use('*', compressJson({ threshold: 1024 }));

  // Browsers on other origins get no CORS headers at all, unless CORS_ORIGINS lists them.
  const allowedOrigins = new Set(config.corsOrigins ?? []);
  if (allowedOrigins.size > 0) {
    const allowListed = cors({
      origin: (origin) => (allowedOrigins.has(origin) ? origin : null),
      allowMethods: ['GET', 'POST', 'OPTIONS'],
      allowHeaders: ['authorization', 'content-type'],
      credentials: true,
      maxAge: 600,
    });
    for (const path of ['/graphql', '/v2/graphql', '/api/*']) app.use(path, allowListed);
  }

  const graphqlTooLarge = (c: Context) =>
    c.json(
      {
        errors: [
          {
            message: `The request body is larger than ${BODY_LIMITS.graphql} bytes`,
            extensions: { code: 'PAYLOAD_TOO_LARGE' },
          },
        ],
      },
      413,
    );
  for (const path of ['/graphql', '/v2/graphql'])
    app.use(path, bodyLimit({ maxSize: BODY_LIMITS.graphql, onError: graphqlTooLarge }));
  const restLimit = bodyLimit({
    maxSize: BODY_LIMITS.restJson,
    onError: () =>
      failWithStatus(413, 'BAD_REQUEST', `The request body is larger than ${BODY_LIMITS.restJson} bytes`),
  });
  app.use('/api/*', (c, next) =>
    c.req.method === 'POST' && c.req.path === UPLOAD_PATH ? next() : restLimit(c, next),
  );
  // Every other route that reads a body (the calendar stand-in's forms and token endpoint, the Auth
  // Emulator proxy in development) gets the REST limit too, as plain text.
  const otherLimit = bodyLimit({
    maxSize: BODY_LIMITS.restJson,
    onError: (c) => c.text(`The request body is larger than ${BODY_LIMITS.restJson} bytes`, 413),
  });
  app.use('*', (c, next) =>
    c.req.path.startsWith('/api/') || c.req.path === '/graphql' || c.req.path === '/v2/graphql'
      ? next()
      : otherLimit(c, next),
  );

  const serve = (yoga: typeof graphql.v1) => (c: Context) =>
    yoga.fetch(c.req.raw, { clientAddress: clientIp(c, config) });
  app.on(['GET', 'POST', 'OPTIONS'], '/graphql', serve(graphql.v1));
  app.on(['GET', 'POST', 'OPTIONS'], '/v2/graphql', serve(graphql.v2));
  // Development only (Auth Emulator in use, never in production); before /api and its auth.
  registerDevRoutes(app, { db, config, notifier, delivery, jobs });
  registerDevReviewRoutes(app, { db, config, notifier, fetch: calendarFetch });
  // Where they are not served, the dev paths do not exist (404), rather than asking for a sign-in.
  if (!devRoutesEnabled(config))
    app.all('/api/dev/*', (c) => c.json(restError('NOT_FOUND', 'No such API route').body, 404));
  registerCalendarStandin(app, { db, config });
  registerGraphStandin(app, { db, config, jobs });
  registerBusinessStandin(app, { db, config });
  registerSmtpStandinRoutes(app, { db, config });
  // Meta calls it without a session: before /api and its auth.
  registerWhatsAppWebhook(app, { db, config, notifier, delivery, jobs });
  registerMessengerWebhook(app, { db, config, notifier, delivery, jobs });
  // The upload route reads its quota from these deps (rest/attachments.ts); routes.ts passes them on.
  const restDeps = {
    db,
    auth,
    notifier,
    delivery,
    jobs,
    uploadQuotaBytes: config.uploadQuotaBytes,
    config,
    rateLimiter,
  };
  app.route('/api', createRestRoutes(restDeps));
  app.route('/', createWebRoutes(config));
  app.route('/', createStorybookRoutes(config));

  app.notFound((c) => {
    if (c.req.path.startsWith('/api/')) {
      const { body, status } = restError('NOT_FOUND', 'No such API route');
      return c.json(body, status);
    }
    return c.text('Not found', 404);
  });

  app.onError((error, c) => {
    const refused = databaseInputError(error);
    if (refused) return restErrorResponse(refused);
    logError(`[http] ${c.req.method} ${c.req.path} failed:`, error);
    const { body, status } = restError('INTERNAL_SERVER_ERROR', 'Internal server error');
    return c.json(body, status);
  });

  return app;
}
