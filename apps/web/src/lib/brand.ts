import { applyBrandTheme } from '@parley/ui/theme';
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

const applyLook = (look: Omit<CachedBrand, 'savedAt'>) => {
  applyBrandTheme(document.documentElement, {
    primaryColor: look.primaryColor,
    brandColor: look.brandColor,
    internalColor: look.internalColor,
  });
  setFavicon(look.smallLogo);
};

/**
 * Applies the signed-in user's brand (colours on <html>, the small logo as favicon) and caches it,
 * so the next visit paints in the brand from its first frame. Called before the shell renders.
 */
export function applyBrand(brand: BrandLook): void {
  const look = {
    primaryColor: brand.primaryColor,
    brandColor: brand.brandColor ?? null,
    internalColor: brand.internalColor ?? null,
    appName: brand.appName,
    logo: brand.logos.main ?? null,
    smallLogo: brand.logos.small ?? null,
  };
  applyLook(look);
  writeCachedBrand(look);
}

/** Applies the cached brand before React renders anything: no flash of the default theme. */
export function applyCachedBrand(ttlMs: number): CachedBrand | null {
  const cached = readCachedBrand(ttlMs);
  if (cached) applyLook(cached);
  return cached;
}
