import * as v from 'valibot';
import { messageKeys } from '../messages.ts';
import { wholeNumberSchema } from './inputSchemas.ts';

/*
 * Searching the inbox: one box over contacts (name, phone, email, company) and the text of messages.
 * The server finds (apps/server/src/inbox/search.ts); these rules shape the query and show the hits.
 * Everything here runs in time linear in the capped text.
 */

export const SEARCH_QUERY_MIN_LENGTH = 2;
export const SEARCH_QUERY_MAX_LENGTH = 100;
export const SEARCH_PAGE_SIZE = 20;
export const SEARCH_PAGE_MAX = 50;
/** At most this many words of a query count (the rest are ignored). */
export const SEARCH_TERMS_MAX = 8;
/** A phone number is searched by its digits once the query has this many. */
export const PHONE_DIGITS_MIN = 3;

/** GET /api/core-service/opportunity/search: `q` (2 to 100 characters, trimmed), `skip`, `take` (≤ 50). */
export const searchQuerySchema = v.object({
  q: v.pipe(
    v.string(messageKeys.required),
    v.maxLength(SEARCH_QUERY_MAX_LENGTH * 4, messageKeys.general),
    v.trim(),
    v.minLength(SEARCH_QUERY_MIN_LENGTH, messageKeys.general),
    v.maxLength(SEARCH_QUERY_MAX_LENGTH, messageKeys.general),
  ),
  skip: v.optional(wholeNumberSchema(0, 10_000), 0),
  take: v.optional(wholeNumberSchema(1, SEARCH_PAGE_MAX), SEARCH_PAGE_SIZE),
});
export type SearchQuery = v.InferOutput<typeof searchQuerySchema>;

/** Where a hit matched, in the order a contact's fields are tried. */
export type SearchMatchField = 'name' | 'phone' | 'email' | 'company' | 'message';

/** The query's words, lower case, each once, at most `SEARCH_TERMS_MAX`. */
export function searchTermsOf(query: string): string[] {
  const terms: string[] = [];
  for (const word of query.toLowerCase().split(/\s+/)) {
    if (word && !terms.includes(word)) terms.push(word);
    if (terms.length === SEARCH_TERMS_MAX) break;
  }
  return terms;
}

/**
 * The digits to look for in phone numbers, when the query is a (part of a) number: only digits,
 * blanks, `+`, `-`, `/`, `(` and `)`, and at least three digits ("151 23" → "15123"); else null.
 */
export function phoneDigitsOf(query: string): string | null {
  let digits = '';
  for (const c of query) {
    if (c >= '0' && c <= '9') digits += c;
    else if (!' +-/()'.includes(c)) return null;
  }
  return digits.length >= PHONE_DIGITS_MIN ? digits : null;
}

export type TextRange = { start: number; end: number };

/**
 * Where the terms occur in `text`, case-insensitive, as sorted ranges that never overlap (touching or
 * overlapping occurrences are one range). A phone hit passes its digits as the one term.
 */
export function highlightRanges(text: string, terms: readonly string[]): TextRange[] {
  const lower = text.toLowerCase();
  const found: TextRange[] = [];
  for (const term of terms) {
    if (!term) continue;
    for (let at = lower.indexOf(term); at !== -1; at = lower.indexOf(term, at + term.length))
      found.push({ start: at, end: at + term.length });
  }
  found.sort((a, b) => a.start - b.start);
  const merged: TextRange[] = [];
  for (const range of found) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

/**
 * A long text cut to about `radius` characters either side of its first highlighted range (with "…"
 * where it was cut), and the ranges moved along; a short one as it is.
 */
export function snippetOf(
  text: string,
  ranges: readonly TextRange[],
  radius = 60,
): { text: string; ranges: TextRange[] } {
  const first = ranges[0];
  if (text.length <= radius * 2 + 20 || !first) {
    return text.length <= radius * 2 + 20
      ? { text, ranges: [...ranges] }
      : { text: `${text.slice(0, radius * 2)}…`, ranges: [] };
  }
  const from = Math.max(0, first.start - radius);
  const to = Math.min(text.length, first.end + radius);
  const prefix = from > 0 ? '…' : '';
  const shift = prefix.length - from;
  return {
    text: `${prefix}${text.slice(from, to)}${to < text.length ? '…' : ''}`,
    ranges: ranges
      .filter((range) => range.start >= from && range.end <= to)
      .map((range) => ({ start: range.start + shift, end: range.end + shift })),
  };
}
