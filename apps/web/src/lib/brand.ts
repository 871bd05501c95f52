import { applyThemeColors, type ThemeColors } from '@parley/ui/theme';
import { type CachedBrand, readCachedBrand, writeCachedBrand } from './themeCache.ts';

/** The brand fields of the `me` query that change what the app looks like. */
export type BrandLook = {
  primaryColor: string;
  brandColor?: string | null;
  internalColor?: string | null;
  appName: string;
  logos: { main?: string | null; small?: string | null };
};

const setFavicon = (href: string | null | undefined) => {
  const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (icon && href) {
    icon.removeAttribute('type');
    icon.href = href;
  }
};

/**
 * Applies the signed-in user's brand (its derived colours on <html>, the small logo as favicon) and
 * caches it with the derived colours, so the next visit paints in the brand from its first frame
 * without loading the colour maths. Awaited before the shell renders.
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
  setFavicon(look.smallLogo);
  writeCachedBrand(colors ? { ...look, colors } : look);
}

/** Applies the cached brand before React renders anything: no flash of the default theme. */
export function applyCachedBrand(ttlMs: number): CachedBrand | null {
  const cached = readCachedBrand(ttlMs);
  if (!cached) return null;
  try {
    if (cached.colors) applyThemeColors(document.documentElement, cached.colors);
  } catch {
    // A cache from an older contract lacks tokens; the signed-in shell applies the brand afresh.
  }
  setFavicon(cached.smallLogo);
  return cached;
}
