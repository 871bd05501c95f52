import { applyThemeColors, type ThemeColors } from '@parley/ui/theme';
import { setFavicon } from './cachedBrand.ts';
import { readCachedBrand, writeCachedBrand } from './themeCache.ts';
import { whenIdle } from './whenIdle.ts';

/** The brand fields of the `me` query that change what the app looks like. */
export type BrandLook = {
  primaryColor: string;
  brandColor?: string | null;
  internalColor?: string | null;
  appName: string;
  logos: { main?: string | null; small?: string | null };
};

/** How this build derives theme colours from brand colours (vite.config.ts). */
export const themeDerivation: string = import.meta.env.THEME_DERIVATION ?? 'dev';

/**
 * Applies the signed-in user's brand (its derived colours on <html>, the small logo as favicon) and
 * caches it with the derived colours. Awaited before the shell renders, so its first paint is in the
 * brand: when the cache holds the colours of the same brand colours they are applied at once and the
 * colour maths (a chunk of its own, culori) runs after the paint to refresh them; otherwise the shell
 * waits for it.
 */
export async function applyBrand(brand: BrandLook): Promise<void> {
  const look = {
    primaryColor: brand.primaryColor,
    brandColor: brand.brandColor ?? null,
    internalColor: brand.internalColor ?? null,
    appName: brand.appName,
    logo: brand.logos.main ?? null,
    smallLogo: brand.logos.small ?? null,
  };
  setFavicon(look.smallLogo);
  const derive = async () => {
    let colors: ThemeColors | undefined;
    try {
      // Its own chunk (culori): the sign-in page does not load it.
      const { makeTheme } = await import('@parley/ui/brand');
      colors = makeTheme(look).color;
      applyThemeColors(document.documentElement, colors);
    } catch (error) {
      // A chunk that fails to load keeps the cached or default colours rather than blocking the app.
      console.error(error);
    }
    writeCachedBrand(colors ? { ...look, colors, derivation: themeDerivation } : look);
  };
  const cached = readCachedBrand(Number.POSITIVE_INFINITY);
  const cachedColors =
    cached?.primaryColor === look.primaryColor &&
    (cached.brandColor ?? null) === look.brandColor &&
    (cached.internalColor ?? null) === look.internalColor
      ? cached.colors
      : undefined;
  if (cachedColors) {
    try {
      applyThemeColors(document.documentElement, cachedColors);
      writeCachedBrand({ ...look, colors: cachedColors, derivation: cached?.derivation });
      // A release that derives them differently refreshes them once the first screen is up, without
      // taking bandwidth or main thread from it; the same derivation needs no colour maths at all.
      if (cached?.derivation !== themeDerivation) whenIdle(() => void derive(), 5000);
      return;
    } catch {
      // A cache from an older contract lacks tokens: derived afresh below.
    }
  }
  await derive();
}
