import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { createFirebaseAuth } from '../src/auth/firebase.ts';
import { startCalendarLink } from '../src/calendar/service.ts';
import { graphUrlOf } from '../src/channels/graphUrl.ts';
import { loadConfig } from '../src/config.ts';
import { users } from '../src/db/tables.ts';
import { startReviewsLink } from '../src/reviews/link.ts';
import {
  ADMIN,
  createTestApp,
  gql,
  PRODUCTION_ORIGINS,
  rest,
  type TestApp,
  testConfig,
  token,
  USER,
} from './helpers.ts';

/*
 * Production mode (issue 12, item 2). In a file of its own: a production AuthService removes
 * FIREBASE_AUTH_EMULATOR_HOST from the process environment, which firebase-admin reads on every call.
 */

describe('production mode refuses emulator settings', () => {
  it('does not load a config with NODE_ENV=production and an emulator host', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        ...PRODUCTION_ORIGINS,
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
        FIREBASE_API_KEY: 'k',
      }),
    ).toThrow(/FIREBASE_AUTH_EMULATOR_HOST is set with NODE_ENV=production/);
    expect(
      loadConfig({
        NODE_ENV: 'production',
        ...PRODUCTION_ORIGINS,
        FIREBASE_API_KEY: 'k',
        CHANNEL_SECRET_KEY: 'a'.repeat(64),
      }).firebaseAuthEmulatorHost,
    ).toBeUndefined();
  });

  it('refuses an assistant reached over plain http in production, not in development', () => {
    const env = {
      ...PRODUCTION_ORIGINS,
      FIREBASE_API_KEY: 'k',
      CHANNEL_SECRET_KEY: 'a'.repeat(64),
      ASSISTANT_BASE_URL: 'http://llm.internal/v1',
      ASSISTANT_MODEL: 'm',
    };
    expect(() => loadConfig({ ...env, NODE_ENV: 'production' })).toThrow(
      /must be an https URL in production/,
    );
    expect(loadConfig({ ...env, NODE_ENV: 'development' }).assistant?.baseUrl).toBe('http://llm.internal/v1');
    expect(
      loadConfig({ ...env, NODE_ENV: 'production', ASSISTANT_BASE_URL: 'https://api.example.com/v1' })
        .assistant?.baseUrl,
    ).toBe('https://api.example.com/v1');
  });

  it('refuses to start without its public URL or with a portal origin on this machine', () => {
    const env = { NODE_ENV: 'production', FIREBASE_API_KEY: 'k', CHANNEL_SECRET_KEY: 'a'.repeat(64) };
    expect(() => loadConfig({ ...env, PORTAL_ORIGIN: PRODUCTION_ORIGINS.PORTAL_ORIGIN })).toThrow(
      /PUBLIC_URL is required/,
    );
    for (const portal of [undefined, 'http://localhost:4200', 'http://127.0.0.1:4200', 'http://[::1]:4200'])
      expect(() =>
        loadConfig({ ...env, PUBLIC_URL: PRODUCTION_ORIGINS.PUBLIC_URL, PORTAL_ORIGIN: portal }),
      ).toThrow(/PORTAL_ORIGIN must name the portal's public origin/);
    expect(loadConfig({ ...env, ...PRODUCTION_ORIGINS }).portalOrigin).toBe(PRODUCTION_ORIGINS.PORTAL_ORIGIN);
    // Development keeps its defaults.
    expect(loadConfig({ FIREBASE_API_KEY: 'k' }).portalOrigin).toBe('http://localhost:4200');
  });

  it('builds neither the identity service nor the app from such a config', () => {
    const unsafe = testConfig({ environment: 'production' });
    expect(unsafe.firebaseAuthEmulatorHost).toBeTruthy();
    expect(() => createFirebaseAuth(unsafe)).toThrow(/NODE_ENV=production/);
    expect(() =>
      createApp({
        db: {} as never,
        auth: { emulatorHost: unsafe.firebaseAuthEmulatorHost } as never,
        config: unsafe,
      }),
    ).toThrow(/NODE_ENV=production/);
  });
});

describe('a production server', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp({ environment: 'production', firebaseAuthEmulatorHost: undefined });
  });
  afterAll(async () => {
    await prod.close();
    process.env.FIREBASE_AUTH_EMULATOR_HOST = inject('emulatorHost');
  });

  it('refuses an unsigned (emulator) token on GraphQL and REST', async () => {
    const graphql = await gql(prod.app, '{ me { email } }', { token: token(USER) });
    expect(graphql.status).toBe(401);
    expect(graphql.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const api = await rest(prod.app, 'GET', '/api/core-service/opportunity/section-counters', {
      token: token(USER),
    });
    expect(api.status).toBe(401);
  }, 30_000);

  it('answers no introspection and offers neither the emulator proxy nor dev routes', async () => {
    const { status, body } = await gql(prod.app, '{ __schema { queryType { name } } }');
    expect(status).toBe(400);
    expect(body.errors?.[0]?.message).toMatch(/introspection/i);
    expect((await prod.app.request('/emulator/v1/projects/demo-parley/oobCodes')).status).toBe(404);
    expect((await rest(prod.app, 'POST', '/api/dev/inject', { body: { body: 'hi' } })).status).not.toBe(201);
  });

  it("serves no Graph API or mail server stand-in, talks to Meta's Graph API, and opens no SMTP listener unasked", async () => {
    for (const path of [
      '/graph-standin/v21.0/106540352242922',
      '/graph-standin/sent',
      '/graph-standin/media/image',
      '/smtp-standin/sent',
    ])
      expect((await prod.app.request(path)).status).toBe(404);
    expect(graphUrlOf(prod.config)).toBe('https://graph.facebook.com/v21.0');
    const production = {
      NODE_ENV: 'production',
      ...PRODUCTION_ORIGINS,
      FIREBASE_API_KEY: 'k',
      CHANNEL_SECRET_KEY: 'a'.repeat(64),
    };
    expect(loadConfig(production).inboundSmtp).toEqual({ port: null, host: '0.0.0.0' });
    expect(loadConfig({ ...production, INBOUND_SMTP_PORT: '2525' }).inboundSmtp?.port).toBe(2525);
  });

  it('serves no calendar stand-in and links no provider without a client id', async () => {
    for (const path of ['/oauth-standin/outlook/authorize', '/calendar-standin/google/calendars'])
      expect((await prod.app.request(path)).status).toBe(404);
    const tokenEndpoint = await prod.app.request('/oauth-standin/outlook/token', {
      method: 'POST',
      body: new URLSearchParams({ grant_type: 'authorization_code', code: 'x' }),
    });
    expect(tokenEndpoint.status).toBe(404);
    const [admin] = await prod.database.db.select().from(users).where(eq(users.email, ADMIN));
    if (!admin) throw new Error('no demo admin');
    const viewer = { user: admin, companyId: admin.companyId, tokenExpiresAt: Date.now() + 60_000 };
    await expect(
      startCalendarLink({ db: prod.database.db, config: prod.config, fetch }, viewer, 'OUTLOOK'),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', message: 'Office 365 is not set up on this server' });
    // Nor the Business Profile stand-in: a review channel cannot be linked without a Google client id.
    for (const path of [
      '/business-standin/accountmanagement/v1/accounts',
      '/business-standin/reviews?location=locations/9281733366001',
    ])
      expect((await prod.app.request(path)).status).toBe(404);
    await expect(
      startReviewsLink({ db: prod.database.db, config: prod.config, fetch }, viewer),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Google Business Profile is not set up on this server',
    });
  });

  it('serves the app’s source maps in development only', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'parley-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Parley</title>');
    writeFileSync(join(dist, 'assets', 'app-x.js'), 'console.log(1)');
    writeFileSync(join(dist, 'assets', 'app-x.js.map'), '{"version":3,"sources":["secret.ts"]}');
    try {
      const served = (environment: 'production' | 'development') =>
        createApp({
          db: prod.database.db,
          auth: prod.auth,
          config: { ...prod.config, environment, webDist: dist },
        });
      const production = served('production');
      expect((await production.request('/app/assets/app-x.js')).status).toBe(200);
      expect((await production.request('/app/assets/app-x.js.map')).status).toBe(404);
      expect((await served('development').request('/app/assets/app-x.js.map')).status).toBe(200);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('asks browsers to keep to HTTPS when it serves TLS itself, and only then', async () => {
    expect((await prod.app.request('/healthz')).headers.get('strict-transport-security')).toBeNull();
    const overTls = createApp({
      db: prod.database.db,
      auth: prod.auth,
      config: { ...prod.config, tls: { cert: Buffer.from('cert'), key: Buffer.from('key') } },
    });
    const response = await overTls.request('/healthz');
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000');
    // Development with a throwaway certificate: no pinning of localhost to HTTPS.
    const development = createApp({
      db: prod.database.db,
      auth: prod.auth,
      config: {
        ...prod.config,
        environment: 'development',
        tls: { cert: Buffer.from('cert'), key: Buffer.from('key') },
      },
    });
    expect((await development.request('/healthz')).headers.get('strict-transport-security')).toBeNull();
  });
});
