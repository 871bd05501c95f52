import '@parley/ui/theme';
import { meQueryOptions, readRuntimeConfig } from '@parley/api';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { createAppContext } from './lib/appContext.ts';
import { applyCachedBrand } from './lib/cachedBrand.ts';
import { applyEntryStyles } from './lib/entryStyles.ts';
import { afterFirstScreen } from './lib/firstScreen.ts';
import { activateLocale, initialLocale, loadWholeCatalog } from './lib/i18n.ts';
import { dropPrerenderedLogin } from './lib/prerenderedLogin.ts';
import { afterNextPaint } from './lib/whenIdle.ts';
import { createAppRouter } from './router.tsx';

const rootElement = document.getElementById('root') as HTMLElement;

async function start() {
  const config = readRuntimeConfig(window as never);
  // The cached brand is applied before React paints anything: no flash of the default theme.
  applyCachedBrand(config.themeCacheTtlMs);

  let router: ReturnType<typeof createAppRouter> | undefined;
  const app = createAppContext(config, {
    onSessionExpired: () => void router?.navigate({ to: '/login' }),
    reload: () => window.location.reload(),
  });
  // A returning user's `me` (which the signed-in shell waits for) is asked for now, beside the
  // catalog, instead of after the router matched; the shell's beforeLoad joins the same request.
  if (app.session.isSignedIn()) void app.queryClient.prefetchQuery(meQueryOptions(app));
  await Promise.all([activateLocale(initialLocale()), afterNextPaint(), applyEntryStyles()]);
  router = createAppRouter(app);
  // Started from the pre-rendered sign-in page (src/boot/login.ts): the sign-in form takes it over as it
  // appears; any other page the app shows first (a signed-in visitor goes on to the dashboard) ends it.
  const stopWatching = router.subscribe('onRendered', ({ toLocation }) => {
    if (toLocation.pathname === '/app/login') return;
    dropPrerenderedLogin();
    stopWatching();
  });
  const root = createRoot(rootElement);
  // A transition lets React render the first screen in slices of a few milliseconds instead of one
  // long task: a phone stays responsive while the shell and the inbox mount.
  startTransition(() => root.render(<App app={app} router={router} />));
  // The rest of the catalog (other pages' messages), once the first screen is shown: a later page
  // then need not wait for it.
  afterFirstScreen(() => void loadWholeCatalog());
}

start().catch((error: unknown) => {
  console.error(error);
  // Without configuration nothing else can render; say so plainly instead of a blank page.
  rootElement.textContent = `The app could not start: ${error instanceof Error ? error.message : String(error)}`;
});
