/// <reference types="vitest/config" />
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import { lingui } from '@lingui/vite-plugin';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import linguiConfig from '../../lingui.config.ts';
import { catalogParts } from './build/catalogParts.ts';
import { chunkGroups, MEASURING } from './build/chunkGroups.ts';
import { prerenderLogin } from './build/prerenderLogin.ts';
import { deferStylesheets } from './src/lib/entryStyles.ts';
import { firstPages, laterParts } from './src/lib/firstPages.ts';

// In development the reference server (npm start, port 4100) answers the API, the runtime config and
// the Auth Emulator proxy; Vite serves the app with hot reload on 5173.
const server = process.env.PARLEY_SERVER ?? 'http://127.0.0.1:4100';
const proxied = [
  '/graphql',
  '/v2/graphql',
  '/api',
  '/app/config.js',
  '/identitytoolkit.googleapis.com',
  '/securetoken.googleapis.com',
  '/emulator',
];

/**
 * The plugins that compile the app's source: React with the Lingui macro and the split GraphQL
 * documents, vanilla-extract. The pre-rendered sign-in page (build/prerenderLogin.ts) is built with
 * them too, so its class names are the app's.
 */
const sourcePlugins = () => [
  react({
    babel: {
      plugins: [
        '@lingui/babel-plugin-lingui-macro',
        // Each graphql() call becomes an import of its generated document from a module of its own
        // (scripts/codegen-split-documents.mjs): a chunk carries only the documents its routes use,
        // and the codegen map of every document's source text stays out of the bundle.
        [
          babelOptimizerPlugin,
          { artifactDirectory: '../../packages/api/src/gql/documents', gqlTagName: 'graphql' },
        ],
      ],
    },
  }),
  vanillaExtractPlugin(),
];

/**
 * The first pages' groups ask V8 to compile every function as the file streams in, on a background
 * thread: Chrome's explicit compile hints, a magic comment that must be the file's first line. Most of
 * their functions run while the first screen is built; compiled lazily, each would be compiled on the
 * main thread at its first call. Cold inbox on a phone, measured alternating with and without:
 * `pnpm bench:coldstart` (7 runs, twice) the entry's evaluation 40-46 ms instead of 52-58, the main
 * thread busy 362-434 ms instead of 489-495; `pnpm lighthouse --pages inbox` (3 runs, twice, index
 * ~3550) main-thread work 2.27-2.31 s instead of 2.66-2.93 s, script evaluation 1.02-1.04 s instead of
 * 1.16-1.26 s. Under six busy loops on two cores the background thread has no core to itself and
 * Lighthouse did not move; a phone has more cores than that. Other browsers read a comment. Added last
 * (after Vite puts its preload map at the top of a chunk), with the source map moved down a line.
 */
function compileHints(isFirstPageGroup: (name: string) => boolean): Plugin {
  return {
    name: 'parley-compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || !isFirstPageGroup(output.name)) continue;
          output.code = `//# allFunctionsCalledOnLoad\n${output.code}`;
          // The source map is its own asset here: its first generated line is now the hint's.
          const map = bundle[`${output.fileName}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const json = JSON.parse(map.source) as { mappings: string };
            map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` });
          }
        }
      },
    },
  };
}

/**
 * Finishes the build: the pre-rendered sign-in page (build/prerenderLogin.ts), then a brotli (`.br`)
 * and a gzip (`.gz`) sibling of every text file of at least 1 KB, at the highest levels (they are made
 * once); the reference server sends the one the browser accepts.
 */
function finishBuild(): Plugin {
  const compressible = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
  const brotli = promisify(brotliCompress);
  const gzipAsync = promisify(gzip);
  let outDir = 'dist';
  const files = async (dir: string): Promise<string[]> =>
    (await readdir(dir, { withFileTypes: true, recursive: true }))
      .filter((entry) => entry.isFile() && compressible.test(entry.name))
      .map((entry) => join(entry.parentPath, entry.name))
      .filter((path) => !path.includes(`${join(outDir, '.vite')}`));
  return {
    name: 'parley-finish-build',
    // Not in chunkGroups' measuring build, which writes nothing.
    apply: (_, env) => env.command === 'build' && process.env[MEASURING] !== '1',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle(error?: Error) {
      // A failed build wrote nothing: its own error is the one to show.
      if (error) return;
      await prerenderLogin({ root: import.meta.dirname, outDir, plugins: sourcePlugins });
      await Promise.all(
        (await files(outDir)).map(async (path) => {
          const body = await readFile(path);
          if (body.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
            gzipAsync(body, { level: 9 }),
          ]);
          if (br.length < body.length) await writeFile(`${path}.br`, br);
          if (gz.length < body.length) await writeFile(`${path}.gz`, gz);
        }),
      );
    },
  };
}

/**
 * The entry's stylesheets do not block the first paint (the loading ring, styled inline, shows at
 * once): src/lib/entryStyles.ts rewrites their links and switches them on before React renders.
 */
function deferEntryStyles(): Plugin {
  return {
    name: 'parley-defer-entry-styles',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: (html) => deferStylesheets(html) },
  };
}

/** The first pages (src/lib/firstPages.ts): the login comes first and the signed-in shell second. */
const { plugin: chunkGroupsPlugin, groups, firstMessageIds } = chunkGroups(firstPages, laterParts);
/** Whether a chunk is one of the first pages' groups (`app`, `login`, `shell`, `inbox`, `dashboard`). */
const isFirstPageGroup = (name: string) => groups.some((group) => group.name === name);

/**
 * A fingerprint of how brand colours become theme colours (the kit's theme sources and culori): a
 * returning user's cached colours are reused as they are while it is the same, and derived afresh once
 * after a release that changed it (src/lib/brand.ts).
 */
const themeDerivation = (() => {
  const hash = createHash('sha256');
  const theme = resolve(import.meta.dirname, '../../packages/ui/src/theme');
  for (const file of ['brand.ts', 'color.ts', 'makeTheme.ts', 'themeColors.ts', '../../package.json']) {
    hash.update(readFileSync(join(theme, file)));
  }
  return hash.digest('hex').slice(0, 12);
})();

export default defineConfig({
  base: '/app/',
  define: { 'import.meta.env.THEME_DERIVATION': JSON.stringify(themeDerivation) },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader'],
          ['component'],
          ['errorComponent'],
          ['pendingComponent'],
          ['notFoundComponent'],
        ],
      },
    }),
    ...sourcePlugins(),
    // React Aria ships its own strings (a toast's "Close", a search field's "Clear search") in some 34
    // languages; the app speaks its catalogs' languages only, so the others are left out of the bundle.
    optimizeLocales.vite({ locales: linguiConfig.locales }),
    catalogParts(firstMessageIds),
    lingui({ configPath: '../../lingui.config.ts' }),
    deferEntryStyles(),
    finishBuild(),
    chunkGroupsPlugin,
    compileHints(isFirstPageGroup),
  ],
  server: {
    port: 5173,
    proxy: {
      ...Object.fromEntries(proxied.map((path) => [path, { target: server, changeOrigin: true }])),
      '/socket.io': { target: server, ws: true, changeOrigin: true },
    },
  },
  build: {
    sourcemap: true,
    assetsDir: 'assets',
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: { groups },
        // Every lazy chunk's file is named in the entry's preload map (Vite's __vite__mapDeps), so a
        // name costs every first page its bytes: only the first pages' groups keep theirs (readable
        // in the size and Lighthouse reports), the other chunks are named by their hash alone.
        chunkFileNames: (chunk) =>
          isFirstPageGroup(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/[hash].js',
        assetFileNames: (asset) =>
          asset.names.some(
            (name) => name.endsWith('.css') && !isFirstPageGroup(name.slice(0, -'.css'.length)),
          )
            ? 'assets/[hash][extname]'
            : 'assets/[name]-[hash][extname]',
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    // One jsdom for all files (the setup file cleans up after each test): 15 s instead of 52 s.
    isolate: false,
    // Room for a busy machine (vitest's default is 5 s; the slowest screen test takes ~2 s here).
    testTimeout: 20_000,
  },
});
