import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { firstPageRouteIds } from '../lib/firstPages.ts';
import { loadWholeCatalog } from '../lib/i18n.ts';
import type { RouterContext } from '../router.tsx';

export const Route = createRootRouteWithContext<RouterContext>()({
  // The catalog loads in two parts (lib/i18n.ts): a page beyond the first ones renders once the rest
  // of its messages are there (at once, when the app already loaded them after its first screen).
  beforeLoad: async ({ matches }) => {
    if (!matches.every((match) => firstPageRouteIds.has(match.routeId))) await loadWholeCatalog();
  },
  component: Outlet,
});
