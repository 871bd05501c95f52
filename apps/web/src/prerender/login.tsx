/**
 * Build-time rendering of the sign-in page (build/prerenderLogin.ts): the app itself, at /login, for
 * a visitor who is not signed in, rendered to HTML in each language. The server sends this page for a
 * cold visit of /login, and the app's code loads once the visitor starts signing in (src/boot/login.ts),
 * so a slow phone shows and runs the form without first evaluating the whole app.
 */
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { createQueryClient, createServerErrorCounter, createSession, createTokenStore } from '@parley/api';
import { createMemoryHistory, createRootRouteWithContext, createRouter } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { App } from '../App.tsx';
import { LoginScreen } from '../features/auth/LoginScreen.tsx';
import type { AppContext } from '../lib/appContext.ts';
import type { Locale } from '../lib/i18n.ts';
import { formatPageTitle } from '../lib/pageTitle.ts';
import { writeCachedBrand } from '../lib/themeCache.ts';
import { messages as de } from '../locales/de/messages.ts';
import { messages as en } from '../locales/en/messages.ts';
import type { createAppRouter, RouterContext } from '../router.tsx';

const catalogs: Record<Locale, Record<string, unknown>> = { de, en };

/** Storage for a visitor with nothing stored: no session, no cached brand. */
const emptyStorage = (): Storage => {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
};

/** The app's context as far as the sign-in page reads it; nothing of it runs at build time. */
function staticApp(): AppContext {
  const unavailable = () => Promise.reject(new Error('Not available while pre-rendering.'));
  const session = createSession(
    {
      signInWithPassword: unavailable,
      signInWithToken: unavailable,
      refresh: unavailable,
      restore: async () => null,
      signOut: async () => undefined,
    },
    createTokenStore(emptyStorage()),
  );
  return {
    config: { themeCacheTtlMs: Number.POSITIVE_INFINITY } as AppContext['config'],
    session,
    queryClient: createQueryClient(
      createServerErrorCounter({ refetch: () => undefined, reload: () => undefined }),
    ),
    graphql: {} as AppContext['graphql'],
    rest: {} as AppContext['rest'],
    fetch: unavailable as unknown as typeof fetch,
  };
}

/** The app's providers around a router of one page, the login screen as routes/login.tsx renders it. */
async function render(app: AppContext): Promise<string> {
  const rootRoute = createRootRouteWithContext<RouterContext>()({
    component: () => (
      <LoginScreen app={app} search={{}} onSignedIn={async () => undefined} toPlainLogin={() => undefined} />
    ),
  });
  const router = createRouter({
    routeTree: rootRoute,
    basepath: '/app',
    context: { app },
    history: createMemoryHistory({ initialEntries: ['/app/login'] }),
  });
  await router.load();
  return renderToString(<App app={app} router={router as unknown as ReturnType<typeof createAppRouter>} />);
}

/** What the visitor's browser has stored: the key and value of each item. */
type Stored = Record<string, string>;

async function renderWith(stored: Stored): Promise<string> {
  const storage = emptyStorage();
  for (const [key, value] of Object.entries(stored)) storage.setItem(key, value);
  Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
  return render(staticApp());
}

/**
 * The sign-in page in one language: its markup (the app's root element's content) and title, and the
 * brand block as it looks for a brand with a logo (the logo's address and the app name left as `{logo}`
 * and `{appName}`), which the boot script fills in from a returning visitor's cached brand.
 */
export async function renderLogin(
  locale: Locale,
): Promise<{ html: string; title: string; brandedHtml: string }> {
  i18n.loadAndActivate({ locale, messages: catalogs[locale] as never });
  const html = await renderWith({});
  const branded = emptyStorage();
  writeCachedBrand(
    { primaryColor: '#000000', appName: '{appName}', logo: '{logo}', smallLogo: null },
    Date.now(),
    branded,
  );
  const brandedHtml = await renderWith({ 'parley.brandTheme': branded.getItem('parley.brandTheme') ?? '' });
  return { html, title: formatPageTitle(t`Sign in`), brandedHtml };
}
