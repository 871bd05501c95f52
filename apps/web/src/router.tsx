import { createRouter } from '@tanstack/react-router';
import { ErrorPage } from './components/ErrorPage.tsx';
import type { AppContext } from './lib/appContext.ts';
import { routeTree } from './routeTree.gen.ts';

export type RouterContext = { app: AppContext };

export function createAppRouter(app: AppContext) {
  return createRouter({
    routeTree,
    basepath: '/app',
    context: { app },
    defaultPreload: 'intent',
    defaultErrorComponent: ErrorPage,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: module augmentation needs an interface
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  // biome-ignore lint/style/useConsistentTypeDefinitions: module augmentation needs an interface
  interface StaticDataRouteOption {
    /**
     * What a cold load of this route can request before the signed-in shell knows the user: started
     * beside the `me` request (routes/_authenticated.tsx) instead of a round trip after it, in the
     * loader. Only requests that need nothing of `me` (its loader still makes them on later visits).
     */
    firstRequests?: (app: AppContext, params: Record<string, string>) => void;
  }
}
