import { NEWS_ALLOWED_ATTRIBUTES, NEWS_ALLOWED_TAGS, NEWS_ALLOWED_URI } from '@parley/domain';
import DOMPurify from 'dompurify';

/*
 * Spec 5: news HTML is sanitized to an allowed tag list before it is shown. DOMPurify keeps only the
 * domain's tags and attributes (no style, no event handlers, no script, iframe, svg or form) and only
 * http(s) and mailto addresses; links leave the app in a new tab without a referrer or an opener.
 */

let configured = false;

function configure() {
  if (configured) return;
  configured = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

export function sanitizeNewsHtml(html: string): string {
  configure();
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...NEWS_ALLOWED_TAGS],
    ALLOWED_ATTR: [...NEWS_ALLOWED_ATTRIBUTES, 'target', 'rel'],
    ALLOWED_URI_REGEXP: NEWS_ALLOWED_URI,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    KEEP_CONTENT: true,
  });
}
