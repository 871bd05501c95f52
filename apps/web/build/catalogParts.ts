import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * The locale catalogs in two parts. Every cold visit waits for its locale's catalog before the first
 * screen renders, and the whole catalog (all 900-odd messages, ~14 KB brotli) is mostly other pages'.
 * `src/locales/<locale>/messages.ts?first` holds the messages the first pages (the login, the signed-in
 * shell, the inbox, the dashboard, their lazily loaded parts and the entry) use; `?rest` the others.
 * Which ones those are comes from chunkGroups' measuring build: the message ids (Lingui's macros leave
 * `id: "…"` in the code) in the chunks a cold visit of those pages loads.
 *
 * Without a measuring build (dev server, unit tests) `?first` is the whole catalog and `?rest` empty.
 * The app asks for `?rest` before any other page renders, and after the first screen (src/lib/i18n.ts).
 */
export function catalogParts(firstIds: () => ReadonlySet<string> | null): Plugin {
  return {
    name: 'parley-catalog-parts',
    enforce: 'pre',
    load(id) {
      const match = PART.exec(id);
      if (!match) return null;
      const [, file, part] = match;
      const messages = readCompiledCatalog(readFileSync(file as string, 'utf8'));
      const ids = firstIds();
      const { first, rest } = ids ? splitCatalog(messages, ids) : { first: messages, rest: {} };
      const chosen = part === 'first' ? first : rest;
      // The shape lingui compile writes: a JSON string is parsed faster than an object literal.
      return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(chosen))});\n`;
    },
  };
}

const PART = /^(.*\/locales\/[a-z]+\/messages\.ts)\?(first|rest)$/;

/** The messages of a catalog `lingui compile --typescript` wrote: `…JSON.parse("<json>")…`. */
export function readCompiledCatalog(source: string): Record<string, unknown> {
  const literal = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(source)?.[1];
  if (!literal) throw new Error('Not a compiled Lingui catalog (no JSON.parse of a string)');
  return JSON.parse(JSON.parse(literal) as string) as Record<string, unknown>;
}

/** Message ids in bundled code: the descriptors Lingui's macros compile to, `id: "…"` (any quotes). */
export function messageIdsOf(code: string): Set<string> {
  const ids = new Set<string>();
  for (const match of code.matchAll(/\bid:\s*(["'`])([^"'`\\\n]{1,200})\1/g)) ids.add(match[2] as string);
  return ids;
}

/** The catalog in the messages the first pages use and the others. */
export function splitCatalog(
  messages: Record<string, unknown>,
  firstIds: ReadonlySet<string>,
): { first: Record<string, unknown>; rest: Record<string, unknown> } {
  const first: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [id, message] of Object.entries(messages)) {
    if (firstIds.has(id)) first[id] = message;
    else rest[id] = message;
  }
  return { first, rest };
}
