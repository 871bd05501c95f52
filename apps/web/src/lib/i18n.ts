import { i18n } from '@lingui/core';

export const locales = ['en', 'de'] as const;
export type Locale = (typeof locales)[number];

const STORAGE_KEY = 'parley.locale';
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

type Catalog = { messages: Record<string, unknown> };

/**
 * Each locale's catalog in two parts (build/catalogParts.ts): what the first pages use (login, shell,
 * inbox, dashboard), which every cold visit waits for, and the rest, for every other page.
 */
const catalogs: Record<Locale, { first: () => Promise<Catalog>; rest: () => Promise<Catalog> }> = {
  en: {
    first: () => import('../locales/en/messages.ts?first'),
    rest: () => import('../locales/en/messages.ts?rest'),
  },
  de: {
    first: () => import('../locales/de/messages.ts?first'),
    rest: () => import('../locales/de/messages.ts?rest'),
  },
};

/** Set once a page beyond the first ones was wanted: from then on a language switch loads both parts. */
let wantWhole = false;
/** Each locale's rest, once loaded (or on its way). */
const rests = new Map<Locale, Promise<Record<string, unknown>>>();
/** The messages object the active locale was activated with: the rest is added to it in place. */
let active: { locale: Locale; messages: Record<string, unknown> } | null = null;

function loadRest(locale: Locale): Promise<Record<string, unknown>> {
  let loading = rests.get(locale);
  if (!loading) {
    loading = catalogs[locale].rest().then(({ messages }) => {
      // Added without Lingui's "change" event, which would render the whole app again: nothing on
      // screen uses these messages yet (the first pages' are all in the first part, and every other
      // page waits for the rest before it renders).
      if (active?.locale === locale) Object.assign(active.messages, messages);
      return messages;
    });
    loading.catch(() => rests.delete(locale));
    rests.set(locale, loading);
  }
  return loading;
}

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
  const [first, rest] = await Promise.all([
    catalogs[locale].first(),
    wantWhole ? loadRest(locale) : undefined,
  ]);
  const messages = { ...first.messages, ...rest };
  active = { locale, messages };
  i18n.loadAndActivate({ locale, messages: messages as never });
  // A page beyond the first ones was wanted while the first part loaded.
  if (wantWhole && !rest) Object.assign(messages, await loadRest(locale));
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

/**
 * The rest of the active locale's catalog, added to what is loaded. Pages beyond the first ones wait
 * for it (routes/__root.tsx); the app also asks for it once the first screen is shown, so those pages
 * do not wait later.
 */
export async function loadWholeCatalog(): Promise<void> {
  wantWhole = true;
  if (active) await loadRest(active.locale);
}

export { i18n };
