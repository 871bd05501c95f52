import { NEWS_ALLOWED_ATTRIBUTES, NEWS_ALLOWED_TAGS, NEWS_ALLOWED_URI } from '@parley/domain';
import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';

/*
 * News bodies are HTML written by a brand's editors and stored as written. The web app sanitizes
 * them before showing them (spec 5: an allowed tag list); the server answers them sanitized as well,
 * to the same lists from the domain, so no client of the API (another app, an old build) ever gets a
 * script, a style, an event handler or a `javascript:` address. DOMPurify runs in a jsdom window made
 * once, on the first news read. Results are kept per item version (a bounded cache: a news item is
 * read on every dashboard, and changes rarely).
 */

let purifier: DOMPurify | null = null;
const cache = new Map<string, string>();
const CACHE_MAX = 500;

function purify(): DOMPurify {
  if (purifier) return purifier;
  const { window } = new JSDOM('');
  purifier = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  return purifier;
}

/** The body as the allowed tags, attributes and addresses keep it. */
export function sanitizeNewsBody(html: string): string {
  return purify().sanitize(html, {
    ALLOWED_TAGS: [...NEWS_ALLOWED_TAGS],
    ALLOWED_ATTR: [...NEWS_ALLOWED_ATTRIBUTES],
    ALLOWED_URI_REGEXP: NEWS_ALLOWED_URI,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    KEEP_CONTENT: true,
  });
}

/** `sanitizeNewsBody`, remembered for this version of the item (`id` and `updatedAt`). */
export function sanitizedNewsBody(item: { id: string; updatedAt: Date; body: string }): string {
  const key = `${item.id}@${item.updatedAt.getTime()}`;
  const known = cache.get(key);
  if (known !== undefined) return known;
  const clean = sanitizeNewsBody(item.body);
  if (cache.size >= CACHE_MAX) cache.clear();
  cache.set(key, clean);
  return clean;
}

const BLOCKS = 'p,div,li,tr,h1,h2,h3,h4,h5,h6,blockquote,pre,table';

/**
 * An HTML body (an email's) as plain text: DOMPurify drops scripts, styles and every attribute (so
 * no image, tracker or link address survives), paragraphs and line breaks become new lines, entities
 * are read; runs of blank lines become one.
 */
export function textOfHtml(html: string): string {
  const fragment = purify().sanitize(html, {
    ALLOWED_TAGS: ['br', ...BLOCKS.split(',')],
    ALLOWED_ATTR: [],
    KEEP_CONTENT: true,
    RETURN_DOM_FRAGMENT: true,
  });
  for (const element of fragment.querySelectorAll('br')) element.replaceWith('\n');
  for (const element of fragment.querySelectorAll(BLOCKS)) element.append('\n');
  const lines = (fragment.textContent ?? '').split('\n').map((line) => line.trim());
  const kept: string[] = [];
  for (const line of lines) if (line || kept.at(-1)) kept.push(line);
  return kept.join('\n').trim();
}
