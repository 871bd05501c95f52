import * as v from 'valibot';
import { idSchema } from '../inbox/index.ts';
import { messageKeys } from '../messages.ts';

/** Items per page of the news overview, and the most one call may ask for. */
export const BRAND_NEWS_PAGE_SIZE = 20;
export const BRAND_NEWS_MAX_TAKE = 50;
/** At most this many ids in one `brandnews(ids:)` call. */
export const BRAND_NEWS_MAX_IDS = 50;

export const brandNewsStatuses = ['DRAFT', 'PUBLISHED'] as const;
export type BrandNewsStatus = (typeof brandNewsStatuses)[number];

/** Category icons a brand may pick; the web app maps each to a kit icon (anything else shows `info`). */
export const brandNewsCategoryIcons = ['info', 'star', 'calendar', 'sparkle', 'chat', 'bolt'] as const;
export type BrandNewsCategoryIcon = (typeof brandNewsCategoryIcons)[number];

export const brandNewsCategoryIconOf = (icon: string | null | undefined): BrandNewsCategoryIcon =>
  (brandNewsCategoryIcons as readonly string[]).includes(icon ?? '')
    ? (icon as BrandNewsCategoryIcon)
    : 'info';

type NewsTimes = {
  status: BrandNewsStatus;
  publishedAt: Date | string | null;
  expiredAt: Date | string | null;
};

const time = (value: Date | string) => (value instanceof Date ? value.getTime() : Date.parse(value));

/**
 * Spec 4: only published items are listed: status PUBLISHED, published at or before now, and not
 * expired (an expiry at or before now hides the item).
 */
export function isListedNews(item: NewsTimes, now: number): boolean {
  if (item.status !== 'PUBLISHED' || !item.publishedAt) return false;
  if (time(item.publishedAt) > now) return false;
  return !item.expiredAt || time(item.expiredAt) > now;
}

/**
 * The arguments of `brandnews(brandId, ids, skip, status, take)`. `status` may only ask for what staff
 * see (PUBLISHED, the default); drafts are the brand editors' and are refused with FORM_ERRORS.GENERAL.
 */
export const brandNewsArgsSchema = v.object({
  brandId: idSchema,
  ids: v.nullish(v.pipe(v.array(idSchema), v.maxLength(BRAND_NEWS_MAX_IDS, messageKeys.general))),
  skip: v.nullish(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000)), 0),
  take: v.nullish(
    v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(BRAND_NEWS_MAX_TAKE)),
    BRAND_NEWS_PAGE_SIZE,
  ),
  status: v.nullish(v.literal('PUBLISHED', messageKeys.general), 'PUBLISHED'),
});
export type BrandNewsArgs = v.InferOutput<typeof brandNewsArgsSchema>;

/** Tags the news body may keep after sanitizing (spec 5: news HTML is sanitized to an allowed tag list). */
export const NEWS_ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'blockquote',
  'a',
  'img',
  'hr',
  'span',
] as const;
/** Attributes the news body may keep (links and images only; no style, no event handlers). */
export const NEWS_ALLOWED_ATTRIBUTES = ['href', 'title', 'src', 'alt', 'width', 'height'] as const;
/**
 * Link and image addresses the news body may keep: https, http and mailto, and references relative to
 * the app (`/app/reviews`, `bild.png`, `../hilfe`, `#abschnitt`, `?q=1`), which editors write for
 * pages and files of the app itself (issue 27: they were dropped, leaving an empty image and a dead
 * link). A relative reference may not name a scheme before its first `/`, `?` or `#` (`javascript:`),
 * and may not start with two slashes in any mix of `/` and `\` (browsers read `//host`, `/\host` and
 * `\\host` as another host). Sanitizers test the value with its whitespace removed, as browsers read it.
 */
export const NEWS_ALLOWED_URI = /^(?:https?:|mailto:|[/\\](?![/\\])|[#?]|[^/\\:?#]+(?:[/\\?#]|$))/i;
