import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  BRAND_NEWS_MAX_TAKE,
  BRAND_NEWS_PAGE_SIZE,
  brandNewsArgsSchema,
  brandNewsCategoryIconOf,
  isListedNews,
  NEWS_ALLOWED_URI,
} from './news.ts';

const now = Date.parse('2026-06-01T12:00:00Z');

describe('isListedNews', () => {
  it('lists a published item whose time has come and that has not expired', () => {
    expect(
      isListedNews({ status: 'PUBLISHED', publishedAt: '2026-05-01T00:00:00Z', expiredAt: null }, now),
    ).toBe(true);
    expect(
      isListedNews(
        { status: 'PUBLISHED', publishedAt: new Date('2026-05-01'), expiredAt: new Date('2026-07-01') },
        now,
      ),
    ).toBe(true);
  });

  it('hides drafts, unpublished, future and expired items', () => {
    expect(isListedNews({ status: 'DRAFT', publishedAt: '2026-05-01T00:00:00Z', expiredAt: null }, now)).toBe(
      false,
    );
    expect(isListedNews({ status: 'PUBLISHED', publishedAt: null, expiredAt: null }, now)).toBe(false);
    expect(
      isListedNews({ status: 'PUBLISHED', publishedAt: '2026-06-02T00:00:00Z', expiredAt: null }, now),
    ).toBe(false);
    expect(
      isListedNews(
        { status: 'PUBLISHED', publishedAt: '2026-05-01T00:00:00Z', expiredAt: '2026-06-01T12:00:00Z' },
        now,
      ),
    ).toBe(false);
  });
});

describe('brandNewsArgsSchema', () => {
  const brandId = 'b1';
  it('defaults to the first page of published items', () => {
    expect(v.parse(brandNewsArgsSchema, { brandId })).toEqual({
      brandId,
      skip: 0,
      take: BRAND_NEWS_PAGE_SIZE,
      status: 'PUBLISHED',
    });
  });

  it('refuses drafts, too large pages and negative skips', () => {
    expect(v.safeParse(brandNewsArgsSchema, { brandId, status: 'DRAFT' }).success).toBe(false);
    expect(v.safeParse(brandNewsArgsSchema, { brandId, take: BRAND_NEWS_MAX_TAKE + 1 }).success).toBe(false);
    expect(v.safeParse(brandNewsArgsSchema, { brandId, skip: -1 }).success).toBe(false);
    expect(v.safeParse(brandNewsArgsSchema, { brandId: '' }).success).toBe(false);
    expect(
      v.safeParse(brandNewsArgsSchema, { brandId, ids: Array.from({ length: 51 }, (_, i) => `n${i}`) })
        .success,
    ).toBe(false);
  });
});

describe('brandNewsCategoryIconOf', () => {
  it('keeps a known icon and falls back to info', () => {
    expect(brandNewsCategoryIconOf('calendar')).toBe('calendar');
    expect(brandNewsCategoryIconOf('<svg>')).toBe('info');
    expect(brandNewsCategoryIconOf(null)).toBe('info');
  });
});

describe('NEWS_ALLOWED_URI', () => {
  it('allows web and mail links only', () => {
    expect(NEWS_ALLOWED_URI.test('https://parley.test')).toBe(true);
    expect(NEWS_ALLOWED_URI.test('mailto:a@b.test')).toBe(true);
    expect(NEWS_ALLOWED_URI.test('javascript:alert(1)')).toBe(false);
    expect(NEWS_ALLOWED_URI.test('data:text/html,x')).toBe(false);
  });

  it('allows references relative to the app (issue 27: the seeded article lost its image and link)', () => {
    for (const relative of [
      '/app/reviews',
      '/app/favicon.svg',
      'bild.png',
      'hilfe/seite?x=1',
      './a',
      '../b',
    ]) {
      expect(NEWS_ALLOWED_URI.test(relative), relative).toBe(true);
    }
    for (const local of ['#abschnitt', '?tab=2', '\\app'])
      expect(NEWS_ALLOWED_URI.test(local), local).toBe(true);
  });

  it('refuses schemes in disguise and addresses of other hosts without a scheme', () => {
    for (const unsafe of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'vbscript:x',
      'data:image/png;base64,AAAA',
      'jav%61script:x',
      '//evil.test/x.png',
      '/\\evil.test',
      '\\\\evil.test',
      '\\/evil.test',
      'blob:https://parley.test/1',
    ]) {
      expect(NEWS_ALLOWED_URI.test(unsafe), unsafe).toBe(false);
    }
  });
});
