// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { applyEntryStyles, deferStylesheets } from './entryStyles.ts';

describe('entry styles', () => {
  it('turns the entry stylesheet into a preload and a print link the app switches on', () => {
    const html = '<head><link rel="stylesheet" crossorigin href="/app/assets/app-1.css">\n</head>';
    expect(deferStylesheets(html)).toBe(
      '<head><link rel="preload" as="style" crossorigin href="/app/assets/app-1.css">' +
        '<link rel="stylesheet" crossorigin href="/app/assets/app-1.css" media="print" data-entry-style>\n</head>',
    );
    expect(deferStylesheets('<link rel="icon" href="/f.svg">')).toBe('<link rel="icon" href="/f.svg">');
  });

  it('waits for each stylesheet to load or fail, with all media', async () => {
    document.head.innerHTML =
      '<link rel="stylesheet" href="/a.css" media="print" data-entry-style>' +
      '<link rel="stylesheet" href="/b.css" media="print" data-entry-style>';
    const [a, b] = [...document.querySelectorAll('link')] as HTMLLinkElement[];
    let done = false;
    const applied = applyEntryStyles().then(() => {
      done = true;
    });
    expect(a?.media).toBe('all');
    expect(b?.media).toBe('all');
    a?.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(done).toBe(false);
    b?.dispatchEvent(new Event('error'));
    await applied;
    expect(done).toBe(true);
  });

  it('resolves at once without deferred stylesheets (development)', async () => {
    document.head.innerHTML = '';
    await expect(applyEntryStyles()).resolves.toBeUndefined();
  });
});
