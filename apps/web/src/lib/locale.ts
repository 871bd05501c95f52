/**
 * The app's languages and the visitor's choice, without the catalogs: the sign-in page's boot script
 * (src/boot/login.ts) reads and stores the choice before any of the app loads.
 */
export const locales = ['en', 'de'] as const;
export type Locale = (typeof locales)[number];

const STORAGE_KEY = 'parley.locale';
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The user's stored choice, else the browser's language, else English. */
export function initialLocale(): Locale {
  const stored = globalThis.localStorage?.getItem(STORAGE_KEY);
  if (isLocale(stored)) return stored;
  const browser = globalThis.navigator?.language?.slice(0, 2);
  return isLocale(browser) ? browser : 'en';
}

/** Keeps the choice (spec 1: it persists), in storage and in a cookie the server reads. */
export function rememberLocale(locale: Locale): Promise<void> {
  globalThis.localStorage?.setItem(STORAGE_KEY, locale);
  if (typeof document === 'undefined') return Promise.resolve();
  document.documentElement.lang = locale;
  // The server reads it to send the sign-in page in this language and to preload this locale's catalog
  // with the next page (apps/server/src/web/preload.ts); without the Cookie Store API it falls back to
  // Accept-Language, which is the browser's language too.
  return (
    globalThis.cookieStore
      ?.set({
        name: STORAGE_KEY,
        value: locale,
        path: '/app',
        expires: Date.now() + YEAR_MS,
        sameSite: 'lax',
      })
      .catch(() => undefined) ?? Promise.resolve()
  );
}
