import { stringifyDocument } from 'urql';
import { meQuery } from '../documents/session.ts';
import type { MeQuery } from '../gql/graphql.ts';

/**
 * A returning user's `me` asked for while the app's scripts still download.
 *
 * The signed-in shell waits for `me`; asked for by the app, it would start only once the entry chunk
 * has arrived and run (on a phone, a second or more after the page). The web app's `early-me.js`, a
 * few lines that run as soon as the page is parsed, sends it at once with the stored access token and
 * the request body kept under {@link EARLY_ME_BODY_KEY}, and leaves the pending answer on `window`.
 * The app then takes that answer ({@link takeEarlyMe}) instead of asking again.
 *
 * The stored body is this build's `me` query, written at every start (`rememberEarlyMe`): it names no
 * user and holds nothing of one, like the cached brand colours. An answer is used only when it was
 * sent with this build's body and came back whole (no error, a user); anything else (no token, an
 * expired one, an older build's query, a network error) returns null and the app asks the normal way,
 * with the transport's refresh and retry policy.
 */
export const EARLY_ME_BODY_KEY = 'parley.earlyMe';

/** What `early-me.js` leaves on `window`. */
export type EarlyMeRequest = { body: string; response: Promise<Response | null> };
type EarlyMeWindow = { __PARLEY_EARLY_ME__?: EarlyMeRequest | undefined };

/** The body `early-me.js` sends: this build's `me` query as a GraphQL-over-HTTP POST. */
export function earlyMeBody(): string {
  return JSON.stringify({ operationName: 'Me', query: stringifyDocument(meQuery), variables: {} });
}

/** Stores this build's body for the next start's early request. */
export function rememberEarlyMe(storage: Pick<Storage, 'getItem' | 'setItem'>): void {
  const body = earlyMeBody();
  try {
    if (storage.getItem(EARLY_ME_BODY_KEY) !== body) storage.setItem(EARLY_ME_BODY_KEY, body);
  } catch {
    // Storage full or denied: the next start asks the normal way.
  }
}

/** The early request's user, or null when there is none to use; takes it off `window` (used once). */
export async function takeEarlyMe(win: EarlyMeWindow): Promise<MeQuery['me'] | null> {
  const early = win.__PARLEY_EARLY_ME__;
  win.__PARLEY_EARLY_ME__ = undefined;
  if (!early || early.body !== earlyMeBody()) return null;
  try {
    const response = await early.response;
    if (!response?.ok) return null;
    const result = (await response.json()) as { data?: Partial<MeQuery> | null; errors?: unknown[] } | null;
    if (!result || (Array.isArray(result.errors) && result.errors.length > 0)) return null;
    return result.data?.me ?? null;
  } catch {
    return null;
  }
}
