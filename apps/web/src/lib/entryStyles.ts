/**
 * The entry's stylesheets arrive as `media="print"` links (vite.config.ts, deferEntryStyles), so they
 * do not hold up the page's first paint, the loading ring of index.html, which is styled inline. They
 * are switched on here before React renders anything: resolves once each has loaded (or failed, so a
 * missing file cannot keep the app from starting).
 */
export function applyEntryStyles(doc: Document = document): Promise<void> {
  const links = [...doc.querySelectorAll<HTMLLinkElement>('link[data-entry-style]')];
  return Promise.all(
    links.map(
      (link) =>
        new Promise<void>((resolve) => {
          link.media = 'all';
          if (link.sheet) return resolve();
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
        }),
    ),
  ).then(() => undefined);
}

/** The build's rewrite of index.html: the entry's stylesheets as links that do not block the first paint. */
export function deferStylesheets(html: string): string {
  return html.replace(
    /<link rel="stylesheet"( crossorigin)? href="([^"]+\.css)">/g,
    (_, crossorigin = '', href: string) =>
      `<link rel="preload" as="style"${crossorigin} href="${href}">` +
      `<link rel="stylesheet"${crossorigin} href="${href}" media="print" data-entry-style>`,
  );
}
