import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

type ManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

type RouteFile = {
  /** `src/routes/_authenticated/opportunities/$section.tsx`, without the extension. */
  path: string;
  /** URL segments it matches: a literal, or null for a `$param`. */
  segments: (string | null)[];
  keys: string[];
};

const ROUTES = 'src/routes/';

/** URL segments of a file route: pathless `_layout` folders and `index` add none, dots nest, `x_` un-nests. */
function segmentsOf(path: string): (string | null)[] {
  return path
    .slice(ROUTES.length)
    .split(/[/.]/)
    .filter((part) => part !== 'index' && !part.startsWith('_'))
    .map((part) => part.replace(/_$/, ''))
    .map((part) => (part.startsWith('$') ? null : part));
}

/**
 * What a cold visit of a URL under /app loads after the entry: the code-split chunks (and their
 * static imports and CSS) of the file routes that render it, read from the web build's Vite manifest.
 * The index page names them as preloads, so the browser fetches them beside the entry instead of after
 * it ran and the router matched. Unknown paths, or no manifest, preload nothing.
 */
export function createRoutePreloads(webDist: string) {
  const manifestPath = join(webDist, '.vite', 'manifest.json');
  /** The route files of the first pages, whose messages are all in the catalog's first part. */
  const readFirstPages = (): Set<string> => {
    try {
      const { routes } = JSON.parse(readFileSync(join(webDist, '.vite', 'first-pages.json'), 'utf8')) as {
        routes: string[];
      };
      return new Set(routes);
    } catch {
      // An older build: every page preloads the whole catalog.
      return new Set();
    }
  };
  let cached: {
    mtimeMs: number;
    manifest: Manifest;
    routes: RouteFile[];
    entryFiles: Set<string>;
    catalogs: Map<string, { first: string; rest: string | undefined }>;
    firstPages: Set<string>;
  } | null = null;

  const load = () => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(manifestPath).mtimeMs;
    } catch {
      return null;
    }
    if (cached?.mtimeMs === mtimeMs) return cached;
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
    const byPath = new Map<string, string[]>();
    for (const key of Object.keys(manifest)) {
      if (!key.startsWith(ROUTES)) continue;
      const path = key.split('?')[0]?.replace(/\.tsx?$/, '') ?? key;
      byPath.set(path, [...(byPath.get(path) ?? []), key]);
    }
    const routes = [...byPath].map(([path, keys]) => ({ path, keys, segments: segmentsOf(path) }));
    const entry = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
    const catalogs = new Map<string, { first: string; rest: string | undefined }>();
    for (const key of Object.keys(manifest)) {
      const locale = CATALOG.exec(key)?.[1];
      const rest = key.replace(/\?first$/, '?rest');
      if (locale) catalogs.set(locale, { first: key, rest: manifest[rest] ? rest : undefined });
    }
    cached = {
      mtimeMs,
      manifest,
      routes,
      entryFiles: closure(manifest, entry),
      catalogs,
      firstPages: readFirstPages(),
    };
    return cached;
  };

  return (urlPath: string, visitor: Visitor = {}): { scripts: string[]; styles: string[] } => {
    const none = { scripts: [], styles: [] };
    const loaded = load();
    if (!loaded) return none;
    // The first screen waits for its locale's catalog (the web app's main.tsx): name the one this
    // visitor will ask for, not every language's. Its first part serves the first pages (login, shell,
    // inbox, dashboard); any other page also waits for the rest (the web app's routes/__root.tsx).
    const catalog = loaded.catalogs.get(localeOf(visitor, [...loaded.catalogs.keys()]));
    const catalogFiles = (wholeCatalog: boolean) =>
      catalog
        ? [
            ...closure(loaded.manifest, [
              catalog.first,
              ...(wholeCatalog && catalog.rest ? [catalog.rest] : []),
            ]),
          ]
        : [];
    const fresh = (files: Iterable<string>) => [...files].filter((file) => !loaded.entryFiles.has(file));
    const result = (files: string[]) => ({
      scripts: files.filter((file) => file.endsWith('.js')).map((file) => `/app/${file}`),
      styles: files.filter((file) => file.endsWith('.css')).map((file) => `/app/${file}`),
    });
    const parts = urlPath
      .replace(/^\/app\/?/, '')
      .split('/')
      .filter(Boolean);
    // The most specific leaf: every segment matches, literals preferred over parameters.
    let leaf: RouteFile | null = null;
    let best = -1;
    for (const route of loaded.routes) {
      if (route.segments.length !== parts.length) continue;
      if (!route.segments.every((segment, i) => segment === null || segment === parts[i])) continue;
      const score = route.segments.filter((segment) => segment !== null).length;
      if (score > best) {
        best = score;
        leaf = route;
      }
    }
    if (!leaf) return result(fresh(catalogFiles(false)));
    const { path } = leaf;
    const chain = loaded.routes.filter((route) => route.path === path || path.startsWith(`${route.path}/`));
    const files = closure(
      loaded.manifest,
      chain.flatMap((route) => route.keys),
    );
    const firstPage = chain.every((route) => loaded.firstPages.has(`${route.path}.tsx`));
    return result(fresh(new Set([...catalogFiles(!firstPage), ...files])));
  };
}

const CATALOG = /^src\/locales\/([a-z]+)\/messages\.ts\?first$/;
const LOCALE_COOKIE = 'parley.locale';

/** What the server knows of the visitor's language: the web app's locale cookie and Accept-Language. */
export type Visitor = { cookie?: string | undefined; acceptLanguage?: string | undefined };

/**
 * The locale the web app will activate, by its own rule (apps/web/src/lib/i18n.ts `initialLocale`):
 * the stored choice (mirrored in a cookie), else the browser's first language, else English.
 */
export function localeOf({ cookie, acceptLanguage }: Visitor, known: string[]): string {
  const stored = cookie
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${LOCALE_COOKIE}=`))
    ?.slice(LOCALE_COOKIE.length + 1);
  if (stored && known.includes(stored)) return stored;
  const browser = acceptLanguage?.split(',')[0]?.trim().slice(0, 2).toLowerCase();
  if (browser && known.includes(browser)) return browser;
  return 'en';
}

function closure(manifest: Manifest, keys: string[], files = new Set<string>(), seen = new Set<string>()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) continue;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    closure(manifest, chunk.imports ?? [], files, seen);
  }
  return files;
}

/** The index page with the route's preloads before `</head>`. */
export function withPreloads(html: string, { scripts, styles }: { scripts: string[]; styles: string[] }) {
  if (scripts.length === 0 && styles.length === 0) return html;
  const links = [
    ...scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ...styles.map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
  ].join('\n    ');
  return html.replace('</head>', `  ${links}\n  </head>`);
}
