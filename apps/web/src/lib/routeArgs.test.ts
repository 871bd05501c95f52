import { isRedirect, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { idParams, paramsOf, searchParam } from './routeArgs.ts';

describe('searchParam', () => {
  const schema = v.object({
    view: searchParam(v.picklist(['week', 'day']), 'week'),
    date: searchParam(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/))),
  });

  it('keeps what the address holds', () => {
    expect(v.parse(schema, { view: 'day', date: '2026-03-04' })).toEqual({ view: 'day', date: '2026-03-04' });
  });

  it('gives a missing or malformed parameter its default, and keeps the others', () => {
    expect(v.parse(schema, {})).toEqual({ view: 'week', date: undefined });
    expect(v.parse(schema, { view: 'month', date: '2026-03-04' })).toEqual({
      view: 'week',
      date: '2026-03-04',
    });
    expect(v.parse(schema, { view: 'day', date: 20260304 })).toEqual({ view: 'day', date: undefined });
  });
});

describe('paramsOf', () => {
  it('parses the path parameters', () => {
    expect(idParams.parse({ id: 'a1' })).toEqual({ id: 'a1' });
  });

  it('does not match what does not parse, so the address is an unknown one', () => {
    expect(idParams.parse({ id: '   ' })).toBe(false);
    expect(idParams.parse({ id: 'x'.repeat(129) })).toBe(false);
  });

  it('goes where `otherwise` sends it instead', () => {
    const params = paramsOf(v.object({ list: v.picklist(['mine', 'done']) }), () => {
      throw redirect({ to: '/tasks/$list', params: { list: 'mine' } });
    });
    expect(params.parse({ list: 'done' })).toEqual({ list: 'done' });
    let thrown: unknown;
    try {
      params.parse({ list: 'later' });
    } catch (error) {
      thrown = error;
    }
    expect(isRedirect(thrown)).toBe(true);
  });
});
