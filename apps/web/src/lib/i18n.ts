import { i18n } from '@lingui/core';

export const locales = ['en', 'de'] as const;
export type Locale = (typeof locales)[number];

const STORAGE_KEY = 'parley.locale';
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

const catalogs: Record<Locale, () => Promise<{ messages: Record<string, unknown> }>> = {
  en: () => import('../locales/en/messages.ts'),
  de: () => import('../locales/de/messages.ts'),
};

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

export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await catalogs[locale]();
  i18n.loadAndActivate({ locale, messages: messages as never });
  globalThis.localStorage?.setItem(STORAGE_KEY, locale);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = locale;
    // The server reads it to preload this locale's catalog with the next page (apps/server/src/web/preload.ts);
    // without the Cookie Store API it falls back to Accept-Language, which is the browser's language too.
    void globalThis.cookieStore
      ?.set({
        name: STORAGE_KEY,
        value: locale,
        path: '/app',
        expires: Date.now() + YEAR_MS,
        sameSite: 'lax',
      })
      .catch(() => undefined);
  }
}

export { i18n };
