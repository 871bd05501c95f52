import { applyThemeColors } from '@parley/ui/theme';
import { type CachedBrand, readCachedBrand } from './themeCache.ts';

/** The small logo as the page's icon. */
export function setFavicon(href: string | null | undefined): void {
  const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (icon && href) {
    icon.removeAttribute('type');
    icon.href = href;
  }
}

/**
 * Applies the cached brand before anything of it is painted: no flash of the default theme. Needs no
 * colour maths, so the sign-in page's boot script (src/boot/login.ts) runs it too.
 */
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
