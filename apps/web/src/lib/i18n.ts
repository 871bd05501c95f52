import { i18n } from '@lingui/core';

import { type Locale, rememberLocale } from './locale.ts';

export { initialLocale, isLocale, type Locale, locales } from './locale.ts';

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
  void rememberLocale(locale);
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
