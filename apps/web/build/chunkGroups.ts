import { resolve } from 'node:path';
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import { messageIdsOf } from './catalogParts.ts';

type CodeSplittingGroup = Rolldown.CodeSplittingGroup;
type OutputChunk = Rolldown.OutputChunk;
type RolldownOutput = Rolldown.RolldownOutput;

/** Set while the measuring build runs: the config leaves out what only the real build needs. */
export const MEASURING = 'PARLEY_CHUNK_GROUPS_MEASURING';

/**
 * Fewer requests on a cold visit. Left to itself the bundler makes one chunk for every set of routes
 * that shares a module: a cold signed-in inbox loaded 122 files, most of them under 1 KB, and on a phone
 * each costs a round trip (HTTP/1.1 opens six connections at a time).
 *
 * So the build runs twice. A first, unminified build in memory shows which modules each main page's
 * cold visit loads once the bundler has tree-shaken the packages' barrels (a static import graph cannot
 * tell: `import { Button } from '@parley/ui'` reaches every kit component). The real build then puts
 * those modules into one chunk per group, in this order:
 *
 * - `app`: what the entry loads, plus what the first area (the login) shares with another area: every
 *   cold visit of those loads it;
 * - the first area (the login): the rest of what it loads;
 * - the second area (the signed-in shell): what it loads, plus what two or more of the other areas
 *   share, since every signed-in page loads the shell;
 * - each further area (the inbox, the dashboard): the rest of what it loads.
 *
 * The other pages fetch these groups where they use one of their modules (a settings form loads the
 * login's form parts): a few KB more on their cold visit, against dozens of requests fewer on the first
 * pages, and the groups are cached once the inbox or the login ran.
 *
 * Modules loaded with `import()` (each route's code-split parts, lazy panels) stay chunks of their own:
 * the router and the server's preloads find them by name. What no group names is split by the bundler
 * as before. A module in the wrong group costs bytes, never correctness: the grouping only decides
 * which file holds a module.
 */
export function chunkGroups(
  areas: Record<string, string[]>,
  /** Lazy parts of the first pages shown only on the user's request: their messages wait for the rest. */
  laterParts: readonly string[] = [],
): {
  plugin: Plugin;
  groups: CodeSplittingGroup[];
  /** The message ids the first pages use (build/catalogParts.ts); null before a measuring build. */
  firstMessageIds: () => ReadonlySet<string> | null;
} {
  /** Module id → group name, from the measuring build. */
  const groupOf = new Map<string, string>();
  let firstIds: Set<string> | null = null;
  let config: ResolvedConfig;

  const plugin: Plugin = {
    name: 'parley-chunk-groups',
    apply: (_, env) => env.command === 'build' && process.env[MEASURING] !== '1',
    configResolved(resolved) {
      config = resolved;
    },
    async buildStart() {
      process.env[MEASURING] = '1';
      let output: RolldownOutput | RolldownOutput[];
      try {
        output = (await build({
          configFile: config.configFile,
          root: config.root,
          mode: config.mode,
          logLevel: 'error',
          build: { write: false, minify: false, sourcemap: false, manifest: false },
        })) as RolldownOutput | RolldownOutput[];
      } finally {
        delete process.env[MEASURING];
      }
      const chunks = (Array.isArray(output) ? output : [output])
        .flatMap((result) => result.output)
        .filter((item): item is OutputChunk => item.type === 'chunk');
      assign(chunks);
      firstIds = messageIdsOfFirstPages(chunks);
    },
    generateBundle() {
      // For the server's preloads (apps/server/src/web/preload.ts): a cold visit of these routes needs
      // only the first part of the catalog.
      this.emitFile({
        type: 'asset',
        fileName: '.vite/first-pages.json',
        source: `${JSON.stringify({ routes: Object.values(areas).flat() }, null, 2)}\n`,
      });
    },
  };

  /**
   * The message ids in what a cold visit of the first pages loads (the entry and the areas' route
   * chunks with their static imports) and in what those pages load later without leaving them (their
   * lazy parts: dialogs, panels), but not other routes' chunks (the router imports every route lazily)
   * nor the catalogs themselves, nor the `laterParts` (they load the rest of the catalog themselves:
   * src/lib/lazyWithCatalog.ts).
   */
  function messageIdsOfFirstPages(chunks: OutputChunk[]): Set<string> {
    const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    const ownFile = (chunk: OutputChunk) => pathOf(chunk.facadeModuleId ?? '');
    const later = new Set(laterParts.map((file) => resolve(config.root, file)));
    const isOtherPage = (chunk: OutputChunk) =>
      /\/src\/(routes|locales)\//.test(ownFile(chunk)) || later.has(ownFile(chunk));
    const seen = new Set<OutputChunk>();
    const visit = (chunk: OutputChunk | undefined, followLazy: boolean) => {
      if (!chunk || seen.has(chunk)) return;
      seen.add(chunk);
      for (const file of chunk.imports) visit(byFile.get(file), followLazy);
      if (!followLazy) return;
      for (const file of chunk.dynamicImports) {
        const next = byFile.get(file);
        if (next && !isOtherPage(next)) visit(next, true);
      }
    };
    for (const chunk of chunks.filter((c) => c.isEntry)) visit(chunk, false);
    for (const chunk of routeChunksOf(chunks, Object.values(areas).flat())) visit(chunk, true);
    const ids = new Set<string>();
    for (const chunk of seen) for (const id of messageIdsOf(chunk.code)) ids.add(id);
    return ids;
  }

  function assign(chunks: OutputChunk[]) {
    const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    /** The chunks a cold load of these chunks fetches: them and their static imports. */
    const loaded = (start: OutputChunk[]) => {
      const seen = new Set<OutputChunk>();
      const stack = [...start];
      while (stack.length > 0) {
        const chunk = stack.pop() as OutputChunk;
        if (seen.has(chunk)) continue;
        seen.add(chunk);
        for (const file of chunk.imports) {
          const next = byFile.get(file);
          if (next) stack.push(next);
        }
      }
      return new Set([...seen].flatMap((chunk) => chunk.moduleIds));
    };
    const routeChunks = (files: string[]) => routeChunksOf(chunks, files);
    /** Targets of `import()` and entries keep chunks of their own. */
    const ownChunk = new Set(
      chunks
        .filter((chunk) => chunk.isEntry || chunk.isDynamicEntry)
        .flatMap((chunk) => chunk.facadeModuleId ?? []),
    );

    groupOf.clear();
    const set = (ids: Iterable<string>, name: string) => {
      for (const id of ids) if (!groupOf.has(id) && !ownChunk.has(id)) groupOf.set(id, name);
    };
    const areaModules = Object.entries(areas).map(
      ([name, files]) => [name, loaded(routeChunks(files))] as const,
    );
    set(loaded(chunks.filter((chunk) => chunk.isEntry)), 'app');
    const [first, ...rest] = areaModules;
    if (!first) return;
    // Used by the login and a signed-in area: every cold visit of those loads it.
    set(
      [...first[1]].filter((id) => rest.some(([, ids]) => ids.has(id))),
      'app',
    );
    set(first[1], first[0]);
    const [shell] = rest;
    if (!shell) return;
    // Used by two signed-in areas: the shell, which every signed-in page loads.
    const signedIn = new Set(rest.flatMap(([, ids]) => [...ids]));
    set(
      [...signedIn].filter((id) => rest.filter(([, ids]) => ids.has(id)).length > 1),
      shell[0],
    );
    for (const [name, ids] of rest) set(ids, name);
  }

  const firstMessageIds = () => firstIds;
  const groups: CodeSplittingGroup[] = ['app', ...Object.keys(areas)].map((name, index, all) => ({
    name,
    test: (id: string) => groupOf.get(id) === name,
    priority: all.length - index,
  }));
  return { plugin, groups, firstMessageIds };
}

const pathOf = (id: string) => id.split('?')[0] ?? id;

/** The chunks holding a module of these route files (their code-split parts included). */
const routeChunksOf = (chunks: OutputChunk[], files: string[]) =>
  chunks.filter((chunk) =>
    chunk.moduleIds.some((id) => files.some((file) => pathOf(id).endsWith(`/${file}`))),
  );
