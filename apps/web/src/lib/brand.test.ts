import { makeTheme } from '@parley/ui/brand';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyBrand, type BrandLook, themeDerivation } from './brand.ts';
import { readCachedBrand, writeCachedBrand } from './themeCache.ts';

const look: BrandLook = {
  primaryColor: '#0f766e',
  brandColor: null,
  internalColor: null,
  appName: 'Nordlicht',
  logos: { main: null, small: null },
};
const cacheOf = (brand: BrandLook) => ({
  primaryColor: brand.primaryColor,
  brandColor: brand.brandColor ?? null,
  internalColor: brand.internalColor ?? null,
  appName: brand.appName,
  logo: null,
  smallLogo: null,
});
const root = () => document.documentElement;
const primaryToken = () =>
  Array.from(root().style).find((name) => root().style.getPropertyValue(name) !== '') ?? '';

describe('applyBrand', () => {
  afterEach(() => {
    localStorage.clear();
    root().removeAttribute('style');
  });

  it('derives the colours, applies them and caches them when nothing is cached', async () => {
    await applyBrand(look);
    expect(primaryToken()).not.toBe('');
    expect(readCachedBrand(Number.POSITIVE_INFINITY)?.colors).toEqual(makeTheme(cacheOf(look)).color);
  });

  it('paints from the cached colours of the same brand without waiting for the colour maths', async () => {
    const colors = makeTheme(cacheOf(look)).color;
    writeCachedBrand({ ...cacheOf(look), colors });
    root().removeAttribute('style');
    // The colour maths would be a chunk of its own; here it is never resolved while applyBrand runs.
    const pending = applyBrand(look);
    expect(primaryToken()).not.toBe('');
    await pending;
    expect(readCachedBrand(Number.POSITIVE_INFINITY)?.appName).toBe('Nordlicht');
  });

  it('derives afresh when the brand changed its colour', async () => {
    const colors = makeTheme(cacheOf(look)).color;
    writeCachedBrand({ ...cacheOf(look), colors });
    const changed = { ...look, primaryColor: '#7c3aed' };
    await applyBrand(changed);
    expect(readCachedBrand(Number.POSITIVE_INFINITY)?.colors).toEqual(makeTheme(cacheOf(changed)).color);
    expect(readCachedBrand(Number.POSITIVE_INFINITY)?.primaryColor).toBe('#7c3aed');
  });

  it('refreshes cached colours that an older release derived differently, after painting', async () => {
    const colors = makeTheme(cacheOf(look)).color;
    const stale = Object.fromEntries(Object.keys(colors).map((key) => [key, '#000000'])) as typeof colors;
    writeCachedBrand({ ...cacheOf(look), colors: stale });
    const warn = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await applyBrand(look);
    await vi.waitFor(() => expect(readCachedBrand(Number.POSITIVE_INFINITY)?.colors).toEqual(colors), {
      timeout: 3000,
    });
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('keeps cached colours of the same derivation without any colour maths', async () => {
    const colors = makeTheme(cacheOf(look)).color;
    // Colours the derivation would not give (the first token changed): kept proves nothing re-derived.
    const [first] = Object.keys(colors);
    const kept = { ...colors, [first as string]: '#123456' } as typeof colors;
    const derivation = themeDerivation;
    writeCachedBrand({ ...cacheOf(look), colors: kept, derivation });
    // jsdom has no requestIdleCallback: this one records whether a refresh was scheduled.
    const idle = vi.fn(() => 0);
    vi.stubGlobal('requestIdleCallback', idle);
    try {
      await applyBrand(look);
      expect(idle).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
    expect(readCachedBrand(Number.POSITIVE_INFINITY)?.colors).toEqual(kept);
    expect(readCachedBrand(Number.POSITIVE_INFINITY)?.derivation).toBe(derivation);
  });
});
