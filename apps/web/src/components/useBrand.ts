import { useRouteContext } from '@tanstack/react-router';
import { readCachedBrand } from '../lib/themeCache.ts';

/** App name and logo for the public pages: the cached brand of the last sign-in, else the product name. */
export function usePublicBrand(): { appName: string; logo: string | null } {
  const { app } = useRouteContext({ from: '__root__' });
  const cached = readCachedBrand(app.config.themeCacheTtlMs);
  return { appName: cached?.appName ?? 'Parley', logo: cached?.logo ?? null };
}
