// Where a page's main-thread time goes, by library: a Chromium CPU profile's samples, each put under the
// library of the source its frame maps to through the built chunks' source maps. Used by
// `bench:coldstart` to show which part of the first screen's work could be cut and which could not.
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { join } from 'node:path';

/**
 * The library a source path (as the web app's source maps name it) belongs to. The first matching rule
 * wins: React and React Aria before the packages, the packages before the app's own code.
 */
const LIBRARIES = [
  ['React', /node_modules\/(react|react-dom|scheduler)\//],
  [
    'React Aria',
    /node_modules\/(react-aria|react-aria-components|react-stately|@react-aria|@react-stately|@internationalized)\//,
  ],
  ['TanStack Router', /node_modules\/@tanstack\/(react-router|router-core|history|react-store|store)\//],
  ['TanStack Query', /node_modules\/@tanstack\/(react-query|query-core)\//],
  ['urql', /node_modules\/(@urql|wonka|@0no-co)\//],
  [
    'socket.io',
    /node_modules\/(socket\.io-client|socket\.io-parser|engine\.io-client|engine\.io-parser|@socket\.io)\//,
  ],
  ['Lingui', /node_modules\/@lingui\//],
  ['Firebase', /node_modules\/(firebase|@firebase)\//],
  ['valibot', /node_modules\/valibot\//],
  ['vanilla-extract', /node_modules\/@vanilla-extract\//],
  ['other libraries', /node_modules\//],
  ['the kit (packages/ui)', /(^|\/)packages\/ui\//],
  ['the api package', /(^|\/)packages\/api\//],
  ['the domain package', /(^|\/)packages\/domain\//],
  ['the app (apps/web)', /^(\.\.\/)*(apps\/web\/)?src\//],
];

/** @param {string} source a path from a source map's `sources` */
export function libraryOf(source) {
  for (const [name, pattern] of LIBRARIES) if (pattern.test(source)) return name;
  return 'other scripts';
}

const TOP_LEVEL = "the modules' top-level code";

/** Native frames the profiler names without a script: the browser's own work and the collector's. */
const NATIVE = {
  '(program)': "the browser's own work (style, layout, paint, parsing, compiling, running tasks)",
  '(garbage collector)': 'garbage collection',
};

/**
 * Milliseconds per library in a profile, idle time left out. A sample in a native function a script
 * called (fetch, appendChild, a layout read) counts for the script that called it.
 * @param {{ nodes: { id: number, callFrame: { url: string, functionName: string, lineNumber: number,
 *   columnNumber: number }, children?: number[] }[], samples: number[], timeDeltas: number[] }} profile
 * @param {(url: string) => ({ findEntry: (line: number, column: number) => { originalSource?: string } }
 *   | null)} sourceMapFor the source map of a script's URL, or null when it has none
 * @returns {Map<string, number>}
 */
export function jsTimeByLibrary(profile, sourceMapFor) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node);
  const libraryOfNode = new Map();
  const libraryFor = (node) => {
    if (libraryOfNode.has(node.id)) return libraryOfNode.get(node.id);
    const { url, functionName, lineNumber, columnNumber } = node.callFrame;
    let library;
    if (!url) {
      const parent = parentOf.get(node.id);
      library = NATIVE[functionName] ?? (parent ? libraryFor(parent) : 'other scripts');
    } else {
      const map = sourceMapFor(url);
      const source = map?.findEntry(lineNumber, columnNumber)?.originalSource;
      // A chunk's own top-level code (its modules' bodies, one after the other) has no one source.
      if (source) library = libraryOf(source);
      else library = map && lineNumber === 0 && columnNumber === 0 ? TOP_LEVEL : 'other scripts';
    }
    libraryOfNode.set(node.id, library);
    return library;
  };
  const totals = new Map();
  for (let i = 0; i < profile.samples.length; i++) {
    const node = byId.get(profile.samples[i]);
    if (!node || node.callFrame.functionName === '(idle)') continue;
    // A sample's time is the gap to the next one.
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const library = libraryFor(node);
    totals.set(library, (totals.get(library) ?? 0) + ms);
  }
  return totals;
}

/**
 * Source maps of a built app's scripts, read once each from `<dist>/assets/<file>.map`.
 * @param {string} dist the web app's build directory
 */
export function builtSourceMaps(dist) {
  const maps = new Map();
  return (url) => {
    // Not `new URL`: a profile also names scripts by what is no URL (an inline script's "VM12").
    const file = url.split(/[?#]/)[0].split('/').pop() ?? '';
    if (!maps.has(file)) {
      let map = null;
      try {
        map = new SourceMap(JSON.parse(readFileSync(join(dist, 'assets', `${file}.map`), 'utf8')));
      } catch {
        // Not one of the build's scripts (the runtime configuration, an extension) or no map.
      }
      maps.set(file, map);
    }
    return maps.get(file);
  };
}
