import { afterEach, describe, expect, it, vi } from 'vitest';

// The two parts of each catalog (build/catalogParts.ts), small: the first pages' messages and the rest.
vi.mock('../locales/en/messages.ts?first', () => ({ messages: { first: 'First page' } }));
vi.mock('../locales/en/messages.ts?rest', () => ({ messages: { other: 'Other page' } }));
vi.mock('../locales/de/messages.ts?first', () => ({ messages: { first: 'Erste Seite' } }));
vi.mock('../locales/de/messages.ts?rest', () => ({ messages: { other: 'Andere Seite' } }));

/** A fresh i18n module (its state: which parts are loaded) for each test. */
async function fresh() {
  vi.resetModules();
  return import('./i18n.ts');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the catalog in two parts', () => {
  it('activates a language with the first part only', async () => {
    const { activateLocale, i18n } = await fresh();
    await activateLocale('en');
    expect(i18n._('first')).toBe('First page');
    expect(i18n.messages.other).toBeUndefined();
  });

  it('adds the rest in place, without a "change" that would render the whole app again', async () => {
    const { activateLocale, loadWholeCatalog, i18n } = await fresh();
    await activateLocale('de');
    const changed = vi.fn();
    const unsubscribe = i18n.on('change', changed);
    await loadWholeCatalog();
    unsubscribe();
    expect(i18n._('other')).toBe('Andere Seite');
    expect(i18n._('first')).toBe('Erste Seite');
    expect(changed).not.toHaveBeenCalled();
  });

  it('once the rest was wanted, a language switch brings both parts of the new language', async () => {
    const { activateLocale, loadWholeCatalog, i18n } = await fresh();
    await activateLocale('en');
    await loadWholeCatalog();
    await activateLocale('de');
    expect(i18n._('first')).toBe('Erste Seite');
    expect(i18n._('other')).toBe('Andere Seite');
    await activateLocale('en');
    expect(i18n._('other')).toBe('Other page');
  });

  it('a switch under way when the rest is wanted still ends with both parts', async () => {
    const { activateLocale, loadWholeCatalog, i18n } = await fresh();
    await activateLocale('en');
    const switching = activateLocale('de');
    await loadWholeCatalog();
    await switching;
    expect(i18n.locale).toBe('de');
    expect(i18n._('other')).toBe('Andere Seite');
  });
});
