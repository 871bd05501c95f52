import type { ThemeColors } from '@parley/ui/theme';

/** The brand's look, cached locally so a returning user never sees the default theme first (spec 1). */
export type CachedBrand = {
  primaryColor: string;
  /** Absent in caches written before the sidebar took the brand colour. */
  brandColor?: string | null;
  internalColor?: string | null;
  appName: string;
  logo: string | null;
  smallLogo: string | null;
  /** The colours derived from the brand's (applied without the colour maths on the next visit). */
  colors?: ThemeColors;
  /** The build's way of deriving them (`import.meta.env.THEME_DERIVATION`) when they were derived. */
  derivation?: string;
  savedAt: number;
};

const KEY = 'parley.brandTheme';

export function readCachedBrand(
  ttlMs: number,
  now = Date.now(),
  storage: Storage = localStorage,
): CachedBrand | null {
  try {
    const raw = storage.getItem(KEY);
    if (!raw) return null;
    const cached = JSON.parse(raw) as CachedBrand;
    if (typeof cached.primaryColor !== 'string' || typeof cached.savedAt !== 'number') return null;
    // Past its decay time the cache is dropped: the next sign-in fetches the brand afresh.
    if (now - cached.savedAt > ttlMs) {
      storage.removeItem(KEY);
      return null;
    }
    return cached;
  } catch {
    return null;
  }
}

export function writeCachedBrand(
  brand: Omit<CachedBrand, 'savedAt'>,
  now = Date.now(),
  storage: Storage = localStorage,
) {
  storage.setItem(KEY, JSON.stringify({ ...brand, savedAt: now }));
}
