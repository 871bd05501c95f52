import { NEWS_ALLOWED_ATTRIBUTES, NEWS_ALLOWED_TAGS, NEWS_ALLOWED_URI } from '@parley/domain';
import DOMPurify from 'dompurify';

/*
 * Spec 5: news HTML is sanitized to an allowed tag list before it is shown. DOMPurify keeps only the
 * domain's tags and attributes (no style, no event handlers, no script, iframe, svg or form) and only
 * http(s), mailto and app-relative addresses (NEWS_ALLOWED_URI); images may also be data: addresses,
 * DOMPurify's default for <img>, since an image never runs what it contains. Links to other sites
 * leave the app in a new tab without a referrer or an opener; links into the app stay in it.
 */

let configured = false;

/** `//host/x` (or with backslashes) names a host without a scheme: kept only when it is this one. */
const hostWithoutScheme = /^[/\\]{2}/;

/** Whether an address the sanitizer kept opens a page of this origin. */
export function isSameOrigin(address: string): boolean {
  try {
    return new URL(address, document.baseURI).origin === window.location.origin;
  } catch {
    return false;
  }
}

function configure() {
  if (configured) return;
  configured = true;
  DOMPurify.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName !== 'href' && data.attrName !== 'src') return;
    const value = data.attrValue;
    // The URI pattern cannot know this host: a same-origin `//host/path` becomes its path, which it
    // allows; any other host stays as written and is refused.
    if (hostWithoutScheme.test(value) && isSameOrigin(value)) {
      const url = new URL(value, document.baseURI);
      data.attrValue = `${url.pathname}${url.search}${url.hash}`;
    }
  });
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href');
    if (href !== null && !isSameOrigin(href)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else {
      node.removeAttribute('target');
      node.removeAttribute('rel');
    }
  });
}

/**
 * A link whose address was refused reads as its text, and an image whose address was refused is
 * left out, rather than showing as a link that goes nowhere and an empty image (issue 27).
 */
function dropEmptied(fragment: DocumentFragment) {
  for (const link of fragment.querySelectorAll('a:not([href])')) link.replaceWith(...link.childNodes);
  for (const image of fragment.querySelectorAll('img:not([src])')) image.remove();
}

export function sanitizeNewsHtml(html: string): string {
  configure();
  const fragment = DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...NEWS_ALLOWED_TAGS],
    ALLOWED_ATTR: [...NEWS_ALLOWED_ATTRIBUTES, 'target', 'rel'],
    ALLOWED_URI_REGEXP: NEWS_ALLOWED_URI,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    KEEP_CONTENT: true,
    RETURN_DOM_FRAGMENT: true,
  });
  dropEmptied(fragment);
  // Serialized in the sanitizer's inert document: adopted into this one, an image would load here.
  const host = (fragment.ownerDocument ?? document).createElement('div');
  host.append(fragment);
  return host.innerHTML;
}
