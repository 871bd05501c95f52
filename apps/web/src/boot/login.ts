/**
 * The boot script of the pre-rendered sign-in page (build/prerenderLogin.ts), a few KB that run instead
 * of the app on a cold visit of /login: the form is on screen and usable at once, and the app's code
 * (React, the router, the clients, the kit) loads and runs only when the visitor starts signing in:
 * the first key, tap or focus. A phone thus pays the app's start-up while the visitor types, not before
 * the page can be used. The app's sign-in form takes over what was typed (src/lib/prerenderedLogin.ts).
 */
import { applyCachedBrand } from '../lib/cachedBrand.ts';
import { initialLocale, isLocale, rememberLocale } from '../lib/locale.ts';
import { PRERENDERED_LOGIN_ID, SUBMITTED_ATTRIBUTE } from '../lib/prerenderedLogin.ts';

/** What the app's token store keeps while someone is signed in (packages/api, auth/tokenStore.ts). */
const SIGNED_IN_KEY = 'parley.refreshToken';

const page = document.getElementById(PRERENDERED_LOGIN_ID);
let loading = false;

/**
 * Adds the app's entry scripts, which index.html would have run, and preloads the sign-in route's
 * chunks beside them (both named in #app-entry).
 */
function loadApp() {
  if (loading) return;
  loading = true;
  const entry = document.getElementById('app-entry')?.textContent;
  const { scripts = [], preloads = [] } = JSON.parse(entry ?? '{}') as {
    scripts?: string[];
    preloads?: string[];
  };
  const add = (element: HTMLLinkElement | HTMLScriptElement) => {
    element.crossOrigin = '';
    document.head.append(element);
  };
  for (const href of preloads)
    add(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
  for (const src of scripts) add(Object.assign(document.createElement('script'), { type: 'module', src }));
}

/** A returning visitor's brand: its colours, and its name and logo in place of the product's. */
function showCachedBrand() {
  const config = (window as { __PARLEY_CONFIG__?: { themeCacheTtlMs?: number } }).__PARLEY_CONFIG__;
  const cached = applyCachedBrand(config?.themeCacheTtlMs ?? 0);
  const block = page?.querySelector('[data-brand]');
  if (!cached || !block) return;
  const branded = document.querySelector<HTMLTemplateElement>('#branded-login')?.content.firstElementChild;
  const filled = cached.logo && branded ? (branded.cloneNode(true) as Element) : block;
  const logo = filled.querySelector('img');
  if (logo && cached.logo) logo.src = cached.logo;
  const name = filled.querySelector('p');
  if (name) name.textContent = cached.appName;
  if (filled !== block) block.replaceWith(filled);
}

function start() {
  if (!page) return loadApp();
  showCachedBrand();

  // Sent before the app is there (Enter in a field, a password manager): the app sends it on arrival.
  // The page comes with its button disabled, so nothing is sent before this listener is in place.
  page.querySelector('form')?.addEventListener('submit', (event) => {
    event.preventDefault();
    page.setAttribute(SUBMITTED_ATTRIBUTE, '');
    loadApp();
  });
  page.querySelector('button[type="submit"]')?.removeAttribute('disabled');

  // The kit draws its focus styles on react-aria's attributes: until the app is there, they come from
  // here (`data-focused` on the focused control, `data-focus-visible` when a key moved the focus).
  let byKeyboard = true;
  document.addEventListener('keydown', () => (byKeyboard = true), { capture: true, passive: true });
  document.addEventListener('pointerdown', () => (byKeyboard = false), { capture: true, passive: true });
  page.addEventListener('focusin', ({ target }) => {
    if (!(target instanceof HTMLElement)) return;
    target.setAttribute('data-focused', '');
    if (byKeyboard) target.setAttribute('data-focus-visible', '');
  });
  page.addEventListener('focusout', ({ target }) => {
    if (target instanceof HTMLElement)
      for (const name of ['data-focused', 'data-focus-visible']) target.removeAttribute(name);
  });

  // Signed in (the app sends the visitor on), a sign-in from the address, or a language chosen on
  // this browser that differs from the one the server guessed: the app handles those at once.
  const search = new URLSearchParams(window.location.search);
  if (
    localStorage.getItem(SIGNED_IN_KEY) !== null ||
    search.has('token') ||
    search.has('impersonate') ||
    initialLocale() !== document.documentElement.lang
  ) {
    return loadApp();
  }

  // The language switch: the page in the other language comes from the server.
  const languageSwitch = page.querySelector<HTMLButtonElement>('button[lang]');
  languageSwitch?.addEventListener('click', (event) => {
    event.preventDefault();
    const locale = languageSwitch.lang;
    if (!isLocale(locale)) return;
    void rememberLocale(locale).finally(() => window.location.reload());
  });

  // The first key, tap or focus anywhere but on the language switch loads the app.
  const interactions = ['pointerdown', 'keydown', 'focusin', 'input'] as const;
  const begin = (event: Event) => {
    if (event.target instanceof Node && languageSwitch?.contains(event.target)) return;
    for (const type of interactions) document.removeEventListener(type, begin, true);
    loadApp();
  };
  for (const type of interactions) document.addEventListener(type, begin, { capture: true, passive: true });
}

start();
