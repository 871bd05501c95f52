import { afterEach, describe, expect, it } from 'vitest';
import { sanitizeNewsHtml } from './sanitizeNewsHtml.ts';

const probe = window as { __xss?: number };

/** Known XSS payloads: each would set window.__xss if any of it ran. */
const payloads = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '<img src="javascript:window.__xss=1">',
  '<a href="javascript:window.__xss=1">click</a>',
  '<a href="JaVaScRiPt:window.__xss=1">click</a>',
  '<a href="&#106;avascript:window.__xss=1">click</a>',
  '<a href=" javascript:window.__xss=1">click</a>',
  '<svg onload="window.__xss=1"><circle r="1"/></svg>',
  '<svg><script>window.__xss=1</script></svg>',
  '<iframe src="javascript:window.__xss=1"></iframe>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<p style="background:url(javascript:window.__xss=1)">x</p>',
  '<div style="width:expression(window.__xss=1)">x</div>',
  '<body onload="window.__xss=1">',
  '<details open ontoggle="window.__xss=1">x</details>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=1">',
  '<form action="javascript:window.__xss=1"><button>go</button></form>',
  '<object data="javascript:window.__xss=1"></object>',
  '<embed src="javascript:window.__xss=1">',
  '<a href="data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==">x</a>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">',
  '<style>@import "javascript:window.__xss=1";</style>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">',
  '<base href="javascript:/">',
  '<input autofocus onfocus="window.__xss=1">',
];

afterEach(() => {
  document.body.innerHTML = '';
  delete probe.__xss;
});

/** Renders the sanitized HTML the way the news screen does and waits for anything deferred to run. */
async function render(html: string) {
  const host = document.createElement('div');
  host.innerHTML = sanitizeNewsHtml(html);
  document.body.append(host);
  await new Promise((resolve) => setTimeout(resolve, 20));
  return host;
}

describe('sanitizeNewsHtml', () => {
  it.each(payloads)('neutralises %s', async (payload) => {
    const host = await render(payload);
    expect(probe.__xss).toBeUndefined();
    for (const element of host.querySelectorAll('*')) {
      expect([
        'script',
        'iframe',
        'svg',
        'style',
        'object',
        'embed',
        'form',
        'input',
        'meta',
        'base',
        'math',
      ]).not.toContain(element.localName);
      for (const attribute of element.attributes) {
        expect(attribute.name).not.toMatch(/^on|^style$|^srcdoc$|^action$/i);
        expect(attribute.value).not.toMatch(/javascript:|data:text/i);
      }
    }
  });

  it('keeps the allowed formatting, text and safe links', () => {
    const clean = sanitizeNewsHtml(
      '<h3>Hallo</h3><p><strong>fett</strong> und <em>kursiv</em></p><ul><li>eins</li></ul>' +
        '<p><a href="https://parley.test/hilfe" title="Hilfe">Hilfe</a> <a href="mailto:a@b.test">Mail</a></p>' +
        '<img src="https://parley.test/bild.png" alt="Bild">',
    );
    const host = document.createElement('div');
    host.innerHTML = clean;
    expect(host.querySelector('h3')?.textContent).toBe('Hallo');
    expect(host.querySelector('strong')?.textContent).toBe('fett');
    expect(host.querySelector('li')?.textContent).toBe('eins');
    const link = host.querySelector('a[title="Hilfe"]');
    expect(link?.getAttribute('href')).toBe('https://parley.test/hilfe');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(host.querySelector('a[href^="mailto:"]')).not.toBeNull();
    expect(host.querySelector('img')?.getAttribute('alt')).toBe('Bild');
  });

  it('keeps the image and the link of the seeded article and drops its attacks (issue 27)', async () => {
    // The body of "Neu: Bewertungen direkt beantworten" as apps/server/src/db/seed-news.ts writes it.
    const xss = 'window.__xss=(window.__xss||0)+1';
    const host = await render(
      '<p>Ab sofort kannst du <strong>Google-Bewertungen</strong> direkt in Parley beantworten.</p>' +
        `<p><img src="/app/favicon.svg" alt="Parley" width="48" height="48" onerror="${xss}"></p>` +
        `<p><img src="//evil.parley.test/x.png" alt="" onerror="${xss}"></p>` +
        `<script>${xss}</script>` +
        `<p><a href="/app/reviews" onclick="${xss}">Jetzt ausprobieren</a></p>` +
        `<svg onload="${xss}"><circle r="4"/></svg>` +
        '<iframe src="javascript:parent.__xss=1"></iframe>' +
        '<p style="background:url(javascript:alert(1));width:expression(alert(1))">So gehts: ' +
        `<a href="javascript:${xss}">Bewertungen öffnen</a>, Antwort schreiben, senden.</p>` +
        '<ul><li>Filter nach Sternen</li><li>Nur unbeantwortete</li></ul>' +
        '<p>Mehr dazu im <a href="https://parley.test/hilfe/bewertungen" title="Hilfe">Hilfe-Center</a>.</p>',
    );
    expect(probe.__xss).toBeUndefined();
    const images = host.querySelectorAll('img');
    expect([...images].map((image) => image.getAttribute('src'))).toEqual(['/app/favicon.svg']);
    expect(images[0]?.getAttribute('alt')).toBe('Parley');
    const tryIt = [...host.querySelectorAll('a')].find((link) => link.textContent === 'Jetzt ausprobieren');
    expect(tryIt?.getAttribute('href')).toBe('/app/reviews');
    // A link into the app stays in it; one to another site opens a new tab without an opener.
    expect(tryIt?.hasAttribute('target')).toBe(false);
    expect(host.querySelector('a[title="Hilfe"]')?.getAttribute('target')).toBe('_blank');
    // The link whose address was refused reads as text, not as a link to nowhere.
    expect(host.querySelector('a:not([href])')).toBeNull();
    expect(host.textContent).toContain('So gehts: Bewertungen öffnen, Antwort schreiben, senden.');
    expect(host.innerHTML).not.toMatch(/onerror|onclick|onload|<script|<svg|<iframe|javascript:|style=/i);
  });

  it('keeps relative and same-origin addresses and refuses other hosts without a scheme', () => {
    const host = document.createElement('div');
    const origin = window.location.origin;
    const sameHost = `//${window.location.host}`;
    host.innerHTML = sanitizeNewsHtml(
      '<a href="../hilfe">up</a><a href="#teil">anchor</a><a href="bild.png">file</a>' +
        `<a href="${origin}/app/tasks">absolute</a><a href="${sameHost}/app/contacts?x=1">host</a>` +
        '<a href="//evil.test/app">other</a><a href="/\\evil.test">slashes</a>' +
        '<img src="data:image/png;base64,iVBORw0KGgo=" alt="inline"><a href="data:image/png;base64,AA">data</a>',
    );
    const hrefOf = (text: string) =>
      [...host.querySelectorAll('a')].find((link) => link.textContent === text)?.getAttribute('href');
    expect(hrefOf('up')).toBe('../hilfe');
    expect(hrefOf('anchor')).toBe('#teil');
    expect(hrefOf('file')).toBe('bild.png');
    expect(hrefOf('absolute')).toBe(`${origin}/app/tasks`);
    expect(hrefOf('host')).toBe('/app/contacts?x=1');
    for (const refused of ['other', 'slashes', 'data']) expect(hrefOf(refused), refused).toBeUndefined();
    expect(host.textContent).toContain('otherslashes');
    expect(host.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/png/);
  });

  it('keeps the text of the seeded payload item and drops its attacks', () => {
    const clean = sanitizeNewsHtml(
      '<p>Ab sofort</p><img src="x" onerror="alert(1)"><script>alert(1)</script>' +
        '<a href="javascript:alert(1)">Jetzt ausprobieren</a>',
    );
    expect(clean).toContain('Ab sofort');
    expect(clean).toContain('Jetzt ausprobieren');
    expect(clean).not.toMatch(/onerror|<script|javascript:/i);
  });
});
