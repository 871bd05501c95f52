import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PluginOption } from 'vite';
import { locales } from '../src/lib/locale.ts';

export type PrerenderOptions = {
  /** apps/web */
  root: string;
  /** The client build's output directory (dist). */
  outDir: string;
  /** The plugins that compile the app's source (React with the Lingui macro, vanilla-extract). */
  plugins: () => PluginOption[];
};

/** The markers index.html's parts are found by (and their replacements). */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;
const DEFERRED_STYLE =
  /<link rel="preload" as="style"( crossorigin)? href="([^"]+)"><link rel="stylesheet"\1 href="\2" media="print" data-entry-style>/g;
const ROOT = /(?:<!--(?:(?!-->)[\s\S])*-->\s*)?<div id="root">[\s\S]*?<\/style>\s*<\/div>/;
const BRAND_BLOCK = /<div class="[^"]*" data-brand="">[\s\S]*?<\/p><\/div>/;

/**
 * The page the server sends for a cold visit of /app/login (`login.<locale>.html` next to index.html):
 * index.html with the sign-in form already in it, the entry's stylesheets applied at once, and the
 * app's entry scripts named for the boot script (src/boot/login.ts) instead of run: they load when the
 * visitor starts signing in.
 */
type ManifestChunk = { file: string; css?: string[]; imports?: string[] };

/** The files of the sign-in route (its code-split chunks, what they import, their stylesheets). */
export function loginRouteFiles(manifest: Record<string, ManifestChunk>): {
  scripts: string[];
  styles: string[];
} {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of Object.keys(manifest)) if (key.split('?')[0] === 'src/routes/login.tsx') visit(key);
  return { scripts: [...scripts], styles: [...styles] };
}

export function composeLoginPage(
  index: string,
  page: {
    locale: string;
    title: string;
    html: string;
    brandedHtml: string;
    bootScript: string;
    /** The sign-in route's files under the base path: its stylesheets apply at once, its scripts load with the app. */
    route: { scripts: string[]; styles: string[] };
  },
): string {
  const entryScripts = [...index.matchAll(ENTRY_SCRIPT)].map((match) => match[1]);
  if (entryScripts.length === 0) throw new Error('index.html names no entry script.');
  if (!ROOT.test(index)) throw new Error("index.html's root element is not the loading ring.");
  // Until the boot script runs, the form cannot be sent: without it, the browser would send the typed
  // password in the address (a form's plain GET). A disabled default button stops Enter too.
  const form = page.html.replace(/<button([^>]*) type="submit"/, '<button$1 type="submit" disabled=""');
  if (form === page.html) throw new Error('The sign-in form has no submit button.');
  const branded = BRAND_BLOCK.exec(page.brandedHtml)?.[0];
  if (!branded || !BRAND_BLOCK.test(page.html)) throw new Error('The sign-in page has no brand block.');
  const preloads = page.route.scripts.filter((file) => !entryScripts.includes(file));
  const appEntry = JSON.stringify({ scripts: entryScripts, preloads }).replace(/</g, '\\u003c');
  const routeStyles = page.route.styles
    .filter((file) => !index.includes(`href="${file}"`))
    .map((file) => `<link rel="stylesheet" crossorigin href="${file}">\n    `)
    .join('');
  return index
    .replace(/<html lang="[^"]*">/, `<html lang="${page.locale}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${page.title}</title>`)
    .replace(ENTRY_SCRIPT, '')
    .replace(
      DEFERRED_STYLE,
      (_, crossorigin = '', href: string) => `<link rel="stylesheet"${crossorigin} href="${href}">`,
    )
    .replace(
      '</head>',
      `${routeStyles}<script type="module" crossorigin src="${page.bootScript}"></script>\n` +
        `    <script type="application/json" id="app-entry">${appEntry}</script>\n  </head>`,
    )
    .replace(
      ROOT,
      () =>
        `<div id="prerendered-login">${form}</div>\n    <template id="branded-login">${branded}</template>\n    <div id="root"></div>`,
    );
}

/**
 * Renders the sign-in page ahead of time (src/prerender/login.tsx, bundled for Node with the app's
 * own plugins, so the kit's class names are the client build's), builds its boot script, and writes
 * `login.en.html` and `login.de.html` into the build.
 */
export async function prerenderLogin({ root, outDir, plugins }: PrerenderOptions): Promise<void> {
  const { build } = await import('vite');
  // Inside the app's folder: the bundle for Node imports react and the other packages from its node_modules.
  await mkdir(join(root, 'node_modules', '.cache'), { recursive: true });
  const work = await mkdtemp(join(root, 'node_modules', '.cache', 'prerender-'));
  try {
    await build({
      configFile: false,
      root,
      mode: 'production',
      logLevel: 'warn',
      plugins: plugins(),
      ssr: { noExternal: [/^@parley\//] },
      build: {
        ssr: 'src/prerender/login.tsx',
        outDir: join(work, 'server'),
        emptyOutDir: true,
        minify: false,
        rolldownOptions: { output: { entryFileNames: 'login.mjs' } },
      },
    });
    await build({
      configFile: false,
      root,
      base: '/app/',
      mode: 'production',
      logLevel: 'warn',
      plugins: plugins(),
      build: {
        outDir: join(work, 'client'),
        emptyOutDir: true,
        sourcemap: true,
        copyPublicDir: false,
        modulePreload: false,
        rolldownOptions: {
          input: join(root, 'src/boot/login.ts'),
          output: { entryFileNames: 'assets/login-boot-[hash].js' },
        },
      },
    });
    const assets = join(work, 'client', 'assets');
    const bootFile = (await readdir(assets)).find((name) => /^login-boot-.*\.js$/.test(name));
    if (!bootFile) throw new Error('The boot script was not built.');
    await copyFile(join(assets, bootFile), join(outDir, 'assets', bootFile));
    await copyFile(join(assets, `${bootFile}.map`), join(outDir, 'assets', `${bootFile}.map`));

    const { renderLogin } = (await import(pathToFileURL(join(work, 'server', 'login.mjs')).href)) as {
      renderLogin: (locale: string) => Promise<{ html: string; title: string; brandedHtml: string }>;
    };
    const index = await readFile(join(outDir, 'index.html'), 'utf8');
    const manifest = JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8'));
    const files = loginRouteFiles(manifest);
    const base = (file: string) => `/app/${file}`;
    const route = { scripts: files.scripts.map(base), styles: files.styles.map(base) };
    // One page per language the app speaks.
    for (const locale of locales) {
      const page = await renderLogin(locale);
      await writeFile(
        join(outDir, `login.${locale}.html`),
        composeLoginPage(index, { locale, ...page, route, bootScript: `/app/assets/${bootFile}` }),
      );
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
