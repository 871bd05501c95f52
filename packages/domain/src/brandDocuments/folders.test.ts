import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  BRAND_FOLDER_MAX_DEPTH,
  brandFolderRequestSchema,
  breadcrumbTrail,
  byName,
  type FolderNode,
} from './folders.ts';

const nodes = new Map<string, FolderNode>([
  ['a', { id: 'a', name: 'Marketing', parentId: null }],
  ['b', { id: 'b', name: 'Logos', parentId: 'a' }],
  ['c', { id: 'c', name: 'Print', parentId: 'b' }],
  ['x', { id: 'x', name: 'Loop', parentId: 'y' }],
  ['y', { id: 'y', name: 'Loop back', parentId: 'x' }],
]);

describe('breadcrumbTrail', () => {
  it('runs from the top level down to the folder', () => {
    expect(breadcrumbTrail('c', (id) => nodes.get(id))?.map((n) => n.name)).toEqual([
      'Marketing',
      'Logos',
      'Print',
    ]);
  });

  it('is null for an unknown folder or parent and for a cycle', () => {
    expect(breadcrumbTrail('nope', (id) => nodes.get(id))).toBeNull();
    expect(breadcrumbTrail('x', (id) => nodes.get(id))).toBeNull();
  });

  it('stops at the depth limit', () => {
    const deep = new Map<string, FolderNode>();
    for (let i = 0; i <= BRAND_FOLDER_MAX_DEPTH; i++)
      deep.set(`f${i}`, { id: `f${i}`, name: `F${i}`, parentId: i === 0 ? null : `f${i - 1}` });
    expect(breadcrumbTrail(`f${BRAND_FOLDER_MAX_DEPTH}`, (id) => deep.get(id))).toBeNull();
    expect(breadcrumbTrail(`f${BRAND_FOLDER_MAX_DEPTH - 1}`, (id) => deep.get(id))).toHaveLength(
      BRAND_FOLDER_MAX_DEPTH,
    );
  });
});

describe('brandFolderRequestSchema', () => {
  it('takes null for the top level and refuses an oversized id', () => {
    expect(v.is(brandFolderRequestSchema, { folderId: null })).toBe(true);
    expect(v.is(brandFolderRequestSchema, { folderId: 'x'.repeat(10_000) })).toBe(false);
    expect(v.is(brandFolderRequestSchema, {})).toBe(false);
  });
});

describe('byName', () => {
  it('sorts numbers naturally and ignores case', () => {
    const sorted = [{ name: 'file 10' }, { name: 'File 2' }, { name: 'a' }].sort(byName('en'));
    expect(sorted.map((n) => n.name)).toEqual(['a', 'File 2', 'file 10']);
  });
});
