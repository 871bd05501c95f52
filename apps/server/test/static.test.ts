import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { preferredEncoding } from '../src/web/compression.ts';
import { contentSecurityPolicy } from '../src/web/static.ts';
import { ADMIN, createTestApp, type TestApp, token } from './helpers.ts';

let t: TestApp;
let webDist: string;
const bigScript = `export const rows = [${Array.from({ length: 500 }, (_, i) => `"row ${i}"`).join(',')}];\n`;

beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'parley-web-dist-'));
  await mkdir(join(webDist, 'assets'));
  await writeFile(
    join(webDist, 'index.html'),
    '<!doctype html><html><head><title>Parley</title></head><body><div id="root"></div></body></html>',
  );
  // A web build's Vite manifest, in small: the entry, a shared chunk, and code-split route chunks.
  await mkdir(join(webDist, '.vite'));
  await writeFile(
    join(webDist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-AbC123.js', isEntry: true, imports: ['_shared-1.js'] },
      '_shared-1.js': { file: 'assets/shared-1.js' },
      '_form-2.js': { file: 'assets/form-2.js', css: ['assets/form-2.css'] },
      'src/routes/login.tsx?tsr-split=component': {
        file: 'assets/login-3.js',
        imports: ['index.html', '_shared-1.js', '_form-2.js'],
      },
      'src/routes/_authenticated.tsx?tsr-split=component': {
        file: 'assets/shell-4.js',
        imports: ['index.html'],
      },
      'src/routes/_authenticated/opportunities/$section.tsx?tsr-split=component': {
        file: 'assets/section-5.js',
      },
      'src/routes/_authenticated/opportunities/$section/$id.tsx?tsr-split=component': {
        file: 'assets/conversation-6.js',
      },
      'src/routes/_authenticated/opportunities/$section/new.tsx?tsr-split=component': {
        file: 'assets/new-7.js',
      },
      'src/routes/reset-password.$token.tsx?tsr-split=component': { file: 'assets/reset-8.js' },
      'src/locales/en/messages.ts?first': { file: 'assets/messages-en.js', isDynamicEntry: true },
      'src/locales/en/messages.ts?rest': { file: 'assets/messages-en-rest.js', isDynamicEntry: true },
      'src/locales/de/messages.ts?first': { file: 'assets/messages-de.js', isDynamicEntry: true },
      'src/locales/de/messages.ts?rest': { file: 'assets/messages-de-rest.js', isDynamicEntry: true },
    }),
  );
  // The first pages (the web build's src/lib/firstPages.ts): the catalog's first part has their messages.
  await writeFile(
    join(webDist, '.vite', 'first-pages.json'),
    JSON.stringify({
      routes: [
        'src/routes/login.tsx',
        'src/routes/_authenticated.tsx',
        'src/routes/_authenticated/opportunities/$section.tsx',
        'src/routes/_authenticated/opportunities/$section/$id.tsx',
      ],
    }),
  );
  await writeFile(join(webDist, 'assets', 'index-AbC123.js'), 'console.log("app")');
  await writeFile(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // As the web build writes them (vite.config.ts, precompress): a brotli and a gzip sibling.
  await writeFile(join(webDist, 'assets', 'big-XyZ789.js'), bigScript);
  await writeFile(join(webDist, 'assets', 'big-XyZ789.js.br'), brotliCompressSync(bigScript));
  await writeFile(join(webDist, 'assets', 'big-XyZ789.js.gz'), gzipSync(bigScript));
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

describe('route preloads', () => {
  const preloads = async (path: string, headers: Record<string, string> = {}) =>
    [
      ...(await (await get(path, { headers })).text()).matchAll(
        /<link rel="(?:modulepreload|preload)"[^>]*href="([^"]+)"/g,
      ),
    ].map((match) => match[1]);

  it("names the chunks of the route the page opens, beyond the entry's own", async () => {
    expect(await preloads('/app/login')).toEqual([
      '/app/assets/messages-en.js',
      '/app/assets/login-3.js',
      '/app/assets/form-2.js',
      '/app/assets/form-2.css',
    ]);
    expect(await preloads('/app/opportunities/mine/42')).toEqual([
      '/app/assets/messages-en.js',
      '/app/assets/shell-4.js',
      '/app/assets/section-5.js',
      '/app/assets/conversation-6.js',
    ]);
    // A literal segment wins over a parameter.
    expect(await preloads('/app/opportunities/mine/new')).toContain('/app/assets/new-7.js');
    expect(await preloads('/app/opportunities/mine/new')).not.toContain('/app/assets/conversation-6.js');
    // Not a first page: the rest of the catalog too.
    expect(await preloads('/app/opportunities/mine/new')).toContain('/app/assets/messages-en-rest.js');
    expect(await preloads('/app/reset-password/tok3n')).toEqual([
      '/app/assets/messages-en.js',
      '/app/assets/messages-en-rest.js',
      '/app/assets/reset-8.js',
    ]);
    expect(await preloads('/app/no/such/page/here')).toEqual(['/app/assets/messages-en.js']);
  });

  it("names only the catalog of the visitor's language: the stored choice, else the browser's, else English", async () => {
    const catalogs = async (headers: Record<string, string>) =>
      (await preloads('/app/login', headers)).filter((href) => href?.includes('/messages-'));
    expect(await catalogs({ 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' })).toEqual([
      '/app/assets/messages-de.js',
    ]);
    expect(await catalogs({ 'accept-language': 'fr-FR,de;q=0.5' })).toEqual(['/app/assets/messages-en.js']);
    expect(await catalogs({ 'accept-language': 'de-DE', cookie: 'a=1; parley.locale=en' })).toEqual([
      '/app/assets/messages-en.js',
    ]);
    expect(await catalogs({ cookie: 'parley.locale=de' })).toEqual(['/app/assets/messages-de.js']);
    expect(await catalogs({ cookie: 'parley.locale=xx', 'accept-language': 'de' })).toEqual([
      '/app/assets/messages-de.js',
    ]);
  });

  it('puts them in the head, compressed like the rest', async () => {
    const res = await get('/app/login', { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('Accept-Encoding, Accept-Language, Cookie');
    const html = brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString();
    expect(html).toMatch(
      /<link rel="modulepreload" crossorigin href="\/app\/assets\/login-3.js">\s*<link[^>]*form-2.js">\s*<link rel="preload" as="style" crossorigin href="\/app\/assets\/form-2.css">\s*<\/head>/,
    );
  });
});

describe('pre-rendered sign-in page', () => {
  const page = (locale: string) =>
    `<!doctype html><html lang="${locale}"><body><div id="prerendered-login">${'<p>form</p>'.repeat(200)}</div></body></html>`;
  beforeAll(async () => {
    for (const locale of ['en', 'de']) {
      await writeFile(join(webDist, `login.${locale}.html`), page(locale));
      await writeFile(join(webDist, `login.${locale}.html.br`), brotliCompressSync(page(locale)));
    }
  });
  afterAll(async () => {
    for (const file of ['login.en.html', 'login.en.html.br', 'login.de.html', 'login.de.html.br']) {
      await rm(join(webDist, file), { force: true });
    }
  });

  it("serves /app/login rendered in the visitor's language: the stored choice, else the browser's, else English", async () => {
    const lang = async (headers: Record<string, string>) => {
      const res = await get('/app/login', { headers });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-security-policy')).toBe(contentSecurityPolicy);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('vary')).toBe('Accept-Encoding, Accept-Language, Cookie');
      return /<html lang="(\w+)">/.exec(await res.text())?.[1];
    };
    expect(await lang({})).toBe('en');
    expect(await lang({ 'accept-language': 'de-DE,de;q=0.9' })).toBe('de');
    expect(await lang({ 'accept-language': 'de-DE', cookie: 'parley.locale=en' })).toBe('en');
    expect(await lang({ 'accept-language': 'fr', cookie: 'x=1; parley.locale=de' })).toBe('de');
  });

  it('compresses it like the other files', async () => {
    const res = await get('/app/login', { headers: { 'accept-encoding': 'br', 'accept-language': 'de' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(page('de'));
  });

  it.each(['/app/login?token=abc', '/app/login?impersonate=1&token=abc'])(
    'sends the app itself for a sign-in from the address (%s)',
    async (path) => {
      const html = await (await get(path)).text();
      expect(html).toContain('<div id="root">');
      expect(html).not.toContain('prerendered-login');
    },
  );

  it('leaves every other page to the app', async () => {
    expect(await (await get('/app/dashboard')).text()).not.toContain('prerendered-login');
  });
});

describe('compression', () => {
  it('picks the encoding the browser prefers among those on offer, honouring q=0 and *', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('gzip;q=0.2, br;q=0.8')).toBe('br');
    expect(preferredEncoding('br', ['gzip'])).toBeNull();
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*, br;q=0')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });

  it('serves the brotli or gzip file the build made, by Accept-Encoding, with Vary', async () => {
    const br = await get('/app/assets/big-XyZ789.js', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.headers.get('content-type')).toContain('text/javascript');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(brBody.length).toBeLessThan(bigScript.length / 3);
    expect(brotliDecompressSync(brBody).toString()).toBe(bigScript);

    const gz = await get('/app/assets/big-XyZ789.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.headers.get('vary')).toBe('Accept-Encoding');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(bigScript);

    const plain = await get('/app/assets/big-XyZ789.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(bigScript);

    const refused = await get('/app/assets/big-XyZ789.js', { headers: { 'accept-encoding': 'br;q=0' } });
    expect(refused.headers.get('content-encoding')).toBeNull();
    expect(await refused.text()).toBe(bigScript);
  });

  it('leaves files the build did not compress as they are', async () => {
    const small = await get('/app/assets/index-AbC123.js', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.text()).toBe('console.log("app")');
  });

  it('compresses JSON API answers above 1 KB and leaves small ones alone', async () => {
    const introspection = JSON.stringify({ query: '{ __schema { types { name description } } }' });
    const post = (encoding: string) =>
      get('/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'accept-encoding': encoding,
          authorization: `Bearer ${token(ADMIN)}`,
        },
        body: introspection,
      });
    const plain = await post('identity');
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-encoding')).toBeNull();
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(1024);
    expect(JSON.parse(text).data.__schema.types.length).toBeGreaterThan(10);

    const br = await post('gzip, deflate, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('content-length'))).toBe(brBody.length);
    expect(brBody.length).toBeLessThan(text.length / 2);
    expect(brotliDecompressSync(brBody).toString()).toBe(text);

    const gz = await post('gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(text);

    const small = await get('/healthz', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(small.headers.get('vary')).toContain('Accept-Encoding');
    expect(await small.json()).toEqual({ ok: true });
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
