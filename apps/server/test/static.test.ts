import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { contentSecurityPolicy } from '../src/web/static.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'parley-web-dist-'));
  await mkdir(join(webDist, 'assets'));
  await writeFile(join(webDist, 'index.html'), '<!doctype html><title>Parley</title><div id="root"></div>');
  await writeFile(join(webDist, 'assets', 'index-AbC123.js'), 'console.log("app")');
  await writeFile(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(join(tmpdir(), 'parley-secret.txt'), 'outside');
  t = await createTestApp({ webDist });
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

/** As from a browser on the same machine: the emulator proxy answers only to loopback peers. */
const local = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };
const get = (path: string, init?: RequestInit) => t.app.request(`http://localhost:4100${path}`, init, local);

describe('static web app', () => {
  it('redirects / to the dashboard', async () => {
    const res = await get('/');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/app/dashboard');
  });

  it.each(['/app', '/app/', '/app/index.html', '/app/dashboard', '/app/settings/teams/123'])(
    'serves index.html for %s with CSP and no-cache',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('content-security-policy')).toBe(contentSecurityPolicy);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(await res.text()).toContain('<div id="root">');
    },
  );

  it('serves hashed assets as immutable and other files with no-cache', async () => {
    const asset = await get('/app/assets/index-AbC123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toContain('text/javascript');
    const icon = await get('/app/favicon.svg');
    expect(icon.headers.get('cache-control')).toBe('no-cache');
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('answers 404 for a missing asset and for paths outside the dist folder', async () => {
    expect((await get('/app/assets/missing-123.js')).status).toBe(404);
    const escaped = await get('/app/..%2fparley-secret.txt');
    expect(await escaped.text()).not.toContain('outside');
  });

  it('serves the runtime config as JS and JSON, pointing the emulator at the own origin', async () => {
    const js = await get('/app/config.js');
    expect(js.headers.get('content-type')).toContain('javascript');
    expect(js.headers.get('cache-control')).toBe('no-cache');
    const text = await js.text();
    expect(text.startsWith('window.__PARLEY_CONFIG__ = {')).toBe(true);

    const json = await (await get('/app/config.json')).json();
    expect(json).toEqual({
      graphqlUrl: '/graphql',
      graphqlV2Url: '/v2/graphql',
      restBaseUrl: '/api',
      socketUrl: '',
      firebase: {
        apiKey: 'demo-api-key',
        authDomain: 'demo-parley.firebaseapp.com',
        projectId: 'demo-parley',
        emulatorUrl: 'http://localhost:4100',
      },
      portalOrigin: 'http://localhost:4200',
      helpCenterUrl: '/app/help/index.html',
      themeCacheTtlMs: 86_400_000,
      environment: 'development',
    });
    expect(text).toContain(JSON.stringify(json));
  });

  it('proxies the Auth Emulator so the browser needs one origin', async () => {
    const signIn = await get(
      '/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: 'user@parley.test',
          password: 'wrong-password',
          returnSecureToken: true,
        }),
      },
    );
    expect(signIn.status).toBe(400);
    expect(JSON.stringify(await signIn.json())).toMatch(/INVALID_PASSWORD|INVALID_LOGIN_CREDENTIALS/);

    const config = await get(`/emulator/v1/projects/demo-parley/config`);
    expect(config.status).toBe(200);
    expect(inject('emulatorHost')).toBeTruthy();
  });

  it('answers the health probe', async () => {
    const res = await get('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });
});

describe('without the emulator', () => {
  it('offers no emulator URL and no proxy', async () => {
    const prod = await createTestApp({ firebaseAuthEmulatorHost: undefined, environment: 'production' });
    try {
      const json = await (await prod.app.request('/app/config.json')).json();
      expect(json.firebase.emulatorUrl).toBeNull();
      expect(json.environment).toBe('production');
      expect((await prod.app.request('/emulator/v1/projects/demo-parley/config')).status).toBe(404);
    } finally {
      await prod.close();
      // Other tests in this file use the emulator: restore what createFirebaseAuth removed.
      process.env.FIREBASE_AUTH_EMULATOR_HOST = inject('emulatorHost');
    }
  });
});
