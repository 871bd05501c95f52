import { beforeEach, describe, expect, it } from 'vitest';
import { readCachedBrand, writeCachedBrand } from './themeCache.ts';

const brand = {
  primaryColor: '#0B6E7F',
  brandColor: '#1B2A4A',
  internalColor: '#7C3AED',
  appName: 'Nordlicht Connect',
  logo: null,
  smallLogo: null,
};

describe('brand theme cache', () => {
  beforeEach(() => localStorage.clear());

  it('returns the cached brand within its decay time', () => {
    writeCachedBrand(brand, 1_000);
    expect(readCachedBrand(60_000, 30_000)).toEqual({ ...brand, savedAt: 1_000 });
  });

  it('drops the cache after its decay time', () => {
    writeCachedBrand(brand, 1_000);
    expect(readCachedBrand(60_000, 61_001)).toBeNull();
    expect(localStorage.getItem('parley.brandTheme')).toBeNull();
  });

  it('ignores a corrupt cache', () => {
    localStorage.setItem('parley.brandTheme', '{not json');
    expect(readCachedBrand(60_000)).toBeNull();
  });
});
