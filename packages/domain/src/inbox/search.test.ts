import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { describeGrowth, growthOf } from '../testing/linearTime.ts';
import { highlightRanges, phoneDigitsOf, searchQuerySchema, searchTermsOf, snippetOf } from './search.ts';

describe('inbox search', () => {
  it('takes a query of 2 to 100 characters, trimmed, and pages of at most 50', () => {
    expect(v.parse(searchQuerySchema, { q: '  Erika ' })).toEqual({ q: 'Erika', skip: 0, take: 20 });
    expect(v.safeParse(searchQuerySchema, { q: ' e ' }).success).toBe(false);
    expect(v.safeParse(searchQuerySchema, { q: 'x'.repeat(101) }).success).toBe(false);
    expect(v.safeParse(searchQuerySchema, { q: 'ab', take: '51' }).success).toBe(false);
  });

  it('splits the query into distinct lower-case words, at most eight', () => {
    expect(searchTermsOf('Erika  MUSTER erika')).toEqual(['erika', 'muster']);
    expect(searchTermsOf('a b c d e f g h i j')).toHaveLength(8);
  });

  it('reads a (part of a) phone number as its digits, from three on', () => {
    expect(phoneDigitsOf('+49 151 / 23')).toBe('4915123');
    expect(phoneDigitsOf('151')).toBe('151');
    expect(phoneDigitsOf('15')).toBeNull();
    expect(phoneDigitsOf('Erika 151')).toBeNull();
  });

  it('highlights every occurrence of every word, merged where they touch', () => {
    expect(highlightRanges('Erika Mustermann, erika@x.de', ['erika'])).toEqual([
      { start: 0, end: 5 },
      { start: 18, end: 23 },
    ]);
    expect(highlightRanges('Mustermann', ['muster', 'mann'])).toEqual([{ start: 0, end: 10 }]);
    expect(highlightRanges('Dach', ['ziegel'])).toEqual([]);
  });

  it('cuts a long text around its first hit and moves the ranges along', () => {
    const text = `${'a'.repeat(200)}Dach${'b'.repeat(200)}`;
    const { text: cut, ranges } = snippetOf(text, [{ start: 200, end: 204 }], 10);
    expect(cut).toBe(`…${'a'.repeat(10)}Dach${'b'.repeat(10)}…`);
    expect(cut.slice(ranges[0]?.start, ranges[0]?.end)).toBe('Dach');
    expect(snippetOf('kurz', [])).toEqual({ text: 'kurz', ranges: [] });
  });

  it('highlights in linear time', () => {
    const measure = (length: number) => highlightRanges('ab'.repeat(length), ['ab', 'ba', 'aba']);
    const growth = growthOf(measure, { length: 5_000 });
    expect(growth.linear, describeGrowth(growth)).toBe(true);
  });
});
