import type { Db } from './client.ts';
import { demoIds } from './demo.ts';
import { brandNews, brandNewsCategories } from './features/news.ts';

/** Fixed ids of the demo news, so the seed is idempotent and tests can name rows. */
export const newsIds = {
  category: (n: number) => `00000000-0000-4000-8301-${String(n).padStart(12, '0')}`,
  news: (n: number) => `00000000-0000-4000-8302-${String(n).padStart(12, '0')}`,
};

const DAY = 24 * 60 * 60_000;
const svg = (markup: string) => `data:image/svg+xml,${encodeURIComponent(markup)}`;

/** A banner drawn inline, so the demo shows an image without reaching the internet. */
const banner = (from: string, to: string) =>
  svg(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 240" width="640" height="240">' +
      `<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="${from}"/>` +
      `<stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
      '<rect width="640" height="240" fill="url(#g)"/>' +
      '<circle cx="520" cy="60" r="90" fill="#FFFFFF" opacity="0.15"/>' +
      '<circle cx="120" cy="200" r="70" fill="#FFFFFF" opacity="0.12"/></svg>',
  );

/**
 * A harmless-looking item whose HTML carries the usual XSS payloads: the web app must show its text,
 * its image and its link into the app, and drop every payload (the news e2e test checks that nothing
 * ran and nothing survived). The image and the link are addresses relative to the app, as editors
 * write them for the app's own pages and files (issue 27: the sanitizer dropped them); the payloads
 * ride on them (onerror, onclick) and on addresses the sanitizer refuses (javascript:, another host
 * without a scheme, whose image would fail to load and fire its onerror if it were kept).
 */
const xss = 'window.__parleyXss=(window.__parleyXss||0)+1';
const newsPayloadBody =
  '<p>Ab sofort kannst du <strong>Google-Bewertungen</strong> direkt in Parley beantworten.</p>' +
  `<p><img src="/app/favicon.svg" alt="Parley" width="48" height="48" onerror="${xss}"></p>` +
  `<p><img src="//evil.parley.test/x.png" alt="" onerror="${xss}"></p>` +
  `<script>${xss}</script>` +
  `<p><a href="/app/reviews" onclick="${xss}">Jetzt ausprobieren</a></p>` +
  `<svg onload="${xss}"><circle r="4"/></svg>` +
  '<iframe src="javascript:parent.__parleyXss=1"></iframe>' +
  '<p style="background:url(javascript:alert(1));width:expression(alert(1))">So gehts: ' +
  `<a href="javascript:${xss}">Bewertungen öffnen</a>, Antwort schreiben, senden.</p>` +
  '<ul><li>Filter nach Sternen</li><li>Nur unbeantwortete</li></ul>' +
  '<p>Mehr dazu im <a href="https://parley.test/hilfe/bewertungen" title="Hilfe">Hilfe-Center</a>.</p>';

/**
 * News of both demo brands: published items (one with the XSS payloads, one with an image), a draft
 * and an expired item that staff must never see. Times are relative to the first start.
 */
export async function seedNews(db: Db, now = Date.now()): Promise<void> {
  const at = (days: number) => new Date(now + days * DAY);
  await db
    .insert(brandNewsCategories)
    .values([
      { id: newsIds.category(0), brandId: demoIds.brandParley, icon: 'sparkle', name: 'Produkt-Update' },
      { id: newsIds.category(1), brandId: demoIds.brandParley, icon: 'calendar', name: 'Veranstaltung' },
      { id: newsIds.category(2), brandId: demoIds.brandParley, icon: 'info', name: 'Hinweis' },
      { id: newsIds.category(3), brandId: demoIds.brandNordlicht, icon: 'star', name: 'Nordlicht intern' },
    ])
    .onConflictDoNothing();
  await db
    .insert(brandNews)
    .values([
      {
        id: newsIds.news(0),
        brandId: demoIds.brandParley,
        categoryId: newsIds.category(0),
        title: 'Neu: Bewertungen direkt beantworten',
        body: newsPayloadBody,
        status: 'PUBLISHED',
        publishedAt: at(-1),
        editedBy: 'Parley Redaktion',
      },
      {
        id: newsIds.news(1),
        brandId: demoIds.brandParley,
        categoryId: newsIds.category(1),
        title: 'Partnertag am 12. März in Berlin',
        body:
          '<h3>Save the date</h3><p>Wir laden dich zum <em>Partnertag</em> ein: Vorträge, Workshops und ' +
          'Austausch mit anderen Teams.</p><ol><li>Anmeldung bis Ende Februar</li><li>Teilnahme kostenlos</li></ol>',
        status: 'PUBLISHED',
        image: banner('#40929F', '#1B4F72'),
        publishedAt: at(-6),
        editedBy: 'Parley Redaktion',
      },
      {
        id: newsIds.news(2),
        brandId: demoIds.brandParley,
        categoryId: newsIds.category(2),
        title: 'Wartungsfenster am Sonntag',
        body: '<p>Am Sonntag zwischen 2 und 4 Uhr kann es kurz zu Verzögerungen beim Versand kommen.</p>',
        status: 'PUBLISHED',
        publishedAt: at(-12),
      },
      {
        id: newsIds.news(3),
        brandId: demoIds.brandParley,
        categoryId: newsIds.category(0),
        title: 'Entwurf: Neue Vorlagen für Newsletter',
        body: '<p>Noch nicht veröffentlicht.</p>',
        status: 'DRAFT',
      },
      {
        id: newsIds.news(4),
        brandId: demoIds.brandParley,
        categoryId: newsIds.category(2),
        title: 'Abgelaufen: Wintertarif',
        body: '<p>Dieses Angebot ist abgelaufen.</p>',
        status: 'PUBLISHED',
        publishedAt: at(-60),
        expiredAt: at(-30),
      },
      {
        id: newsIds.news(5),
        brandId: demoIds.brandNordlicht,
        categoryId: newsIds.category(3),
        title: 'Willkommen bei Nordlicht Connect',
        body: '<p>Hier findest du ab jetzt alle Neuigkeiten von Nordlicht.</p>',
        status: 'PUBLISHED',
        image: banner('#0B6E7F', '#1B2A4A'),
        publishedAt: at(-2),
        editedBy: 'Nordlicht Team',
      },
      {
        id: newsIds.news(6),
        brandId: demoIds.brandNordlicht,
        categoryId: newsIds.category(3),
        title: 'Entwurf: Jahresplanung',
        body: '<p>Noch in Arbeit.</p>',
        status: 'DRAFT',
      },
    ])
    .onConflictDoNothing();
}
