import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogParts, messageIdsOf, readCompiledCatalog, splitCatalog } from './catalogParts.ts';

const compiled = resolve(import.meta.dirname, '../src/locales/de/messages.ts');

/** What the plugin's load hook makes of an import of `compiled` with that query. */
function loadPart(part: 'first' | 'rest', ids: ReadonlySet<string> | null) {
  const plugin = catalogParts(() => ids);
  const load = plugin.load as (id: string) => string | null;
  const code = load(`${compiled}?${part}`);
  if (code === null) throw new Error('not loaded');
  // The part has the shape of the catalog lingui compile writes.
  return readCompiledCatalog(code);
}

describe('the catalog in two parts', () => {
  const catalog = readCompiledCatalog(readFileSync(compiled, 'utf8'));

  it('reads the catalog lingui compile wrote', () => {
    expect(Object.keys(catalog).length).toBeGreaterThan(500);
    expect(catalog['MESSAGES.LOGOUT_ERROR']).toBeDefined();
  });

  it('finds the ids Lingui macros leave in bundled code, whatever the quotes', () => {
    const code = [
      't({ id: "+52YnJ" })',
      "msg({id:'ABSENCES.OVERLAP'})",
      'x = { id: `sRDa7q`, values: { n } }',
      // Not one id across a line break, nor an unquoted or escaped one.
      'id: "ab\ncd"',
      'id: someVariable',
    ].join(';');
    expect([...messageIdsOf(code)].sort()).toEqual(['+52YnJ', 'ABSENCES.OVERLAP', 'sRDa7q']);
  });

  it('puts the first pages’ messages in the first part and every other one in the rest', () => {
    const ids = new Set(['MESSAGES.LOGOUT_ERROR', 'no such id']);
    const { first, rest } = splitCatalog(catalog, ids);
    expect(Object.keys(first)).toEqual(['MESSAGES.LOGOUT_ERROR']);
    expect(Object.keys(rest)).toHaveLength(Object.keys(catalog).length - 1);
    expect({ ...first, ...rest }).toEqual(catalog);
  });

  it('serves the parts as modules: split after the measuring build, else all in the first', () => {
    const ids = new Set(['MESSAGES.LOGOUT_ERROR']);
    expect(loadPart('first', ids)).toEqual({ 'MESSAGES.LOGOUT_ERROR': catalog['MESSAGES.LOGOUT_ERROR'] });
    expect(Object.keys(loadPart('rest', ids))).toHaveLength(Object.keys(catalog).length - 1);
    // Dev server and unit tests: no measuring build.
    expect(loadPart('first', null)).toEqual(catalog);
    expect(loadPart('rest', null)).toEqual({});
    const load = catalogParts(() => ids).load as (id: string) => string | null;
    expect(load(compiled)).toBeNull();
  });
});
