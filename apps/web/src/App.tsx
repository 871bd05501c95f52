import { I18nProvider as LinguiProvider } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { ApiProvider } from '@parley/api';
import { I18nProvider, RouterProvider as KitRouterProvider, ToastProvider } from '@parley/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { type NavigateOptions, RouterProvider, type ToOptions } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { AppContext } from './lib/appContext.ts';
import { appHref, type HrefRouter } from './lib/appHref.ts';
import { i18n } from './lib/i18n.ts';
import type { createAppRouter } from './router.tsx';

declare module 'react-aria-components' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: module augmentation needs an interface
  interface RouterConfig {
    routerOptions: Omit<NavigateOptions, keyof ToOptions>;
  }
}

type AppProps = { app: AppContext; router: ReturnType<typeof createAppRouter> };

function Providers({ app, router }: AppProps) {
  const { i18n: active, t } = useLingui();
  const navigate = useCallback(
    (to: string, options?: Omit<NavigateOptions, keyof ToOptions>) =>
      router.navigate({ ...options, to: to as ToOptions['to'] }),
    [router],
  );
  const useHref = useCallback((to: string) => appHref(router as unknown as HrefRouter, to), [router]);
  return (
    <I18nProvider locale={active.locale}>
      <KitRouterProvider navigate={navigate} useHref={useHref}>
        <ApiProvider api={app}>
          <QueryClientProvider client={app.queryClient}>
            <ToastProvider closeLabel={t`Close`}>
              <RouterProvider router={router} />
            </ToastProvider>
          </QueryClientProvider>
        </ApiProvider>
      </KitRouterProvider>
    </I18nProvider>
  );
}

export function App(props: AppProps) {
  return (
    <LinguiProvider i18n={i18n}>
      <Providers {...props} />
    </LinguiProvider>
  );
}
