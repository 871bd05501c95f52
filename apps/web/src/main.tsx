import '@parley/ui/theme';
import { readRuntimeConfig } from '@parley/api';
import { applyBrandTheme } from '@parley/ui/theme';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { createAppContext } from './lib/appContext.ts';
import { activateLocale, initialLocale } from './lib/i18n.ts';
import { readCachedBrand } from './lib/themeCache.ts';
import { createAppRouter } from './router.tsx';

const rootElement = document.getElementById('root') as HTMLElement;

async function start() {
  const config = readRuntimeConfig(window as never);
  // The cached brand is applied before React paints anything: no flash of the default theme.
  const cached = readCachedBrand(config.themeCacheTtlMs);
  if (cached) applyBrandTheme(document.documentElement, { primaryColor: cached.primaryColor });

  await activateLocale(initialLocale());
  let router: ReturnType<typeof createAppRouter> | undefined;
  const app = createAppContext(config, {
    onSessionExpired: () => void router?.navigate({ to: '/login' }),
    reload: () => window.location.reload(),
  });
  router = createAppRouter(app);
  createRoot(rootElement).render(<App app={app} router={router} />);
}

start().catch((error: unknown) => {
  console.error(error);
  // Without configuration nothing else can render; say so plainly instead of a blank page.
  rootElement.textContent = `The app could not start: ${error instanceof Error ? error.message : String(error)}`;
});
