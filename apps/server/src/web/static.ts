import { readFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import type { RuntimeConfig } from '@parley/api';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { Config } from '../config.ts';
import { isLocalRequest } from '../security/clientAddress.ts';
import { type Encoding, encode, preferredEncoding } from './compression.ts';
import { contentTypeOf, fileFor, isFile } from './files.ts';
import { createRoutePreloads, localeOf, withPreloads } from './preload.ts';

/** The languages the web build renders its sign-in page in ahead of time (`login.<locale>.html`). */
const LOGIN_LOCALES = ['en', 'de'];

/** What the app's pages depend on: the encoding, and the visitor's language (cookie or Accept-Language). */
const PAGE_VARY = 'Accept-Encoding, Accept-Language, Cookie';

/**
 * The app's content security policy. Images come from this origin (uploads, avatars, logos served by
 * the server), data: and blob: (drawn and cropped ones) and the hosts IMAGE_HOSTS names, not from any
 * https address: a tracking pixel in a news body or an avatar URL would otherwise report who read it.
 */
export function contentSecurityPolicyFor(imageHosts: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...imageHosts].join(' '),
    "font-src 'self' data:",
    // 'self' covers the app's own ws:/wss: socket; Firebase Auth is the one other host the browser calls.
    "connect-src 'self' https://identitytoolkit.googleapis.com https://securetoken.googleapis.com",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** The policy without extra image hosts (the default configuration). */
export const contentSecurityPolicy = contentSecurityPolicyFor();

/** What the web app reads at start (`/app/config.js` sets `window.__PARLEY_CONFIG__`): the api package's contract. */
export function runtimeConfig(config: Config, origin: string): RuntimeConfig {
  return {
    graphqlUrl: '/graphql',
    graphqlV2Url: '/v2/graphql',
    restBaseUrl: '/api',
    socketUrl: '',
    firebase: {
      apiKey: config.firebaseApiKey,
      authDomain: config.firebaseAuthDomain,
      projectId: config.firebaseProjectId,
      // The server proxies the emulator, so the browser talks to one origin only.
      emulatorUrl: config.firebaseAuthEmulatorHost ? origin : null,
    },
    portalOrigin: config.portalOrigin,
    helpCenterUrl: config.helpCenterUrl,
    themeCacheTtlMs: config.themeCacheTtlMs,
    environment: config.environment,
  };
}

/**
 * The file's body and encoding for this request: the brotli or gzip sibling the web build wrote
 * (`index-AbC.js.br`, `.gz`) when the browser accepts it, else the file itself. Every answer of a
 * compressible type says `Vary: Accept-Encoding`, so caches keep the variants apart.
 */
async function negotiated(
  c: Context,
  path: string,
  headers: Record<string, string>,
): Promise<Uint8Array<ArrayBuffer>> {
  const offered: Encoding[] = [];
  if (await isFile(`${path}.br`)) offered.push('br');
  if (await isFile(`${path}.gz`)) offered.push('gzip');
  if (offered.length === 0) return new Uint8Array(await readFile(path));
  headers.Vary = 'Accept-Encoding';
  const encoding = preferredEncoding(c.req.header('Accept-Encoding'), offered);
  if (!encoding) return new Uint8Array(await readFile(path));
  headers['Content-Encoding'] = encoding;
  return new Uint8Array(await readFile(`${path}.${encoding === 'br' ? 'br' : 'gz'}`));
}

const hopByHop = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'host', 'content-length'];

/** Static web app, runtime config, Auth Emulator proxy and health probe. */
export function createWebRoutes(config: Config) {
  const web = new Hono();
  const root = normalize(config.webDist);
  const routePreloads = createRoutePreloads(root);

  web.get('/healthz', (c) => c.json({ ok: true }));
  web.get('/', (c) => c.redirect('/app/dashboard', 302));

  web.get('/app/config.json', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(runtimeConfig(config, new URL(c.req.url).origin));
  });
  web.get('/app/config.js', (c) => {
    const body = `window.__PARLEY_CONFIG__ = ${JSON.stringify(runtimeConfig(config, new URL(c.req.url).origin))};\n`;
    return c.body(body, 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
    });
  });

  const policy = contentSecurityPolicyFor(config.imageHosts);
  /**
   * The headers of the app's pages (index.html and the pre-rendered sign-in page): never cached without
   * asking, the content security policy, and a body that depends on the encoding, language and cookie.
   */
  const pageHeaders = (): Record<string, string> => ({
    'Content-Type': contentTypeOf('index.html'),
    'Cache-Control': 'no-cache',
    'Content-Security-Policy': policy,
    Vary: PAGE_VARY,
  });
  const serveIndex = async (c: Context) => {
    const index = join(root, 'index.html');
    if (!(await isFile(index))) {
      return c.text('The web app is not built (apps/web/dist/index.html is missing).', 404, {
        'Cache-Control': 'no-cache',
      });
    }
    const headers = pageHeaders();
    // The page names the chunks of the route it opens and the visitor's catalog, so they load beside
    // the entry (preload.ts).
    const visitor = { cookie: c.req.header('Cookie'), acceptLanguage: c.req.header('Accept-Language') };
    const html = Buffer.from(withPreloads(await readFile(index, 'utf8'), routePreloads(c.req.path, visitor)));
    const encoding = preferredEncoding(c.req.header('Accept-Encoding'));
    if (!encoding) return c.body(new Uint8Array(html), 200, headers);
    headers['Content-Encoding'] = encoding;
    return c.body(new Uint8Array(await encode(html, encoding)), 200, headers);
  };

  /**
   * A cold visit of the sign-in page gets it already rendered, in the visitor's language (the web
   * build's apps/web/build/prerenderLogin.ts): the form shows and works before the app's code has run,
   * which loads once the visitor starts signing in. A sign-in from the address (`token`, `impersonate`)
   * needs the app at once, and an older build has no such page: both get the index page.
   */
  const serveLogin = async (c: Context) => {
    const query = new URL(c.req.url).searchParams;
    if (query.has('token') || query.has('impersonate')) return serveIndex(c);
    const visitor = { cookie: c.req.header('Cookie'), acceptLanguage: c.req.header('Accept-Language') };
    const page = join(root, `login.${localeOf(visitor, LOGIN_LOCALES)}.html`);
    if (!(await isFile(page))) return serveIndex(c);
    const headers = pageHeaders();
    // negotiated() names only Accept-Encoding in Vary; the page depends on the language too.
    const body = await negotiated(c, page, headers);
    headers.Vary = PAGE_VARY;
    return c.body(body, 200, headers);
  };

  web.get('/app', serveIndex);
  web.get('/app/login', serveLogin);
  web.get('/app/*', async (c) => {
    // Source maps show the whole source to anyone: development only (the build keeps them on disk).
    if (config.environment === 'production' && c.req.path.endsWith('.map')) return c.text('Not found', 404);
    const path = fileFor(root, c.req.path, '/app');
    if (!path) return c.text('Not found', 404);
    if (await isFile(path)) {
      const type = contentTypeOf(path);
      const hashed = c.req.path.startsWith('/app/assets/');
      const headers: Record<string, string> = {
        'Content-Type': type,
        'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      };
      if (type.startsWith('text/html')) headers['Content-Security-Policy'] = policy;
      return c.body(await negotiated(c, path, headers), 200, headers);
    }
    // A missing hashed asset is a 404, not the app shell: HTML served as JS hides the real problem.
    if (c.req.path.startsWith('/app/assets/')) return c.text('Not found', 404);
    return serveIndex(c);
  });

  if (config.firebaseAuthEmulatorHost) {
    const emulator = `http://${config.firebaseAuthEmulatorHost}`;
    const proxy = async (c: Context) => {
      if (!isLocalRequest(c, config))
        return c.json(
          { error: { code: 403, message: 'The Auth Emulator answers only on the local host' } },
          403,
        );
      const url = new URL(c.req.url);
      const headers = new Headers(c.req.raw.headers);
      for (const name of hopByHop) headers.delete(name);
      const method = c.req.method;
      const body = method === 'GET' || method === 'HEAD' ? undefined : await c.req.arrayBuffer();
      let response: Response;
      try {
        response = await fetch(`${emulator}${url.pathname}${url.search}`, {
          method,
          headers,
          body,
          redirect: 'manual',
        });
      } catch {
        return c.json({ error: { code: 503, message: 'Auth Emulator unreachable' } }, 502);
      }
      const out = new Headers(response.headers);
      for (const name of [...hopByHop, 'content-encoding']) out.delete(name);
      return new Response(method === 'HEAD' ? null : await response.arrayBuffer(), {
        status: response.status,
        headers: out,
      });
    };
    web.all('/identitytoolkit.googleapis.com/*', proxy);
    web.all('/securetoken.googleapis.com/*', proxy);
    web.all('/emulator/*', proxy);
  }

  return web;
}
