import type * as oauth from 'oauth4webapi';
import { calendarProvider, STANDIN_CLIENT_ID, standinIssuer } from '../calendar/providers.ts';
import { type Config, publicOrigin } from '../config.ts';
import type { ReviewLinkLocation } from '../db/tables.ts';

/*
 * Google Business Profile for review channels: the same Google OAuth client as calendar linking
 * (GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET) with the `business.manage` scope, then three APIs — the
 * Account Management API (the user's business accounts), the Business Information API (an account's
 * locations) and the My Business v4 API (a location's reviews, and the owner's reply to one). Without a
 * client id every call goes to the loopback stand-in (reviews/standin.ts), which speaks the same shapes.
 */

export type BusinessProfile = {
  as: oauth.AuthorizationServer;
  client: oauth.Client;
  clientSecret: string | undefined;
  scope: string;
  authorizationParams: Record<string, string>;
  /** Account Management API (`/v1/accounts`). */
  accountsApi: string;
  /** Business Information API (`/v1/{account}/locations`). */
  locationsApi: string;
  /** My Business v4 (`/v4/{account}/{location}/reviews`). */
  reviewsApi: string;
  standin: boolean;
};

export const STANDIN_BUSINESS_SCOPE = 'business.manage';

/** Where Google sends the browser back after the sign-in: the add-channel page of Google reviews. */
export const reviewsRedirectUriOf = (config: Pick<Config, 'publicUrl' | 'port'>) =>
  `${publicOrigin(config)}/app/settings/channels/add/google_reviews`;

export const businessStandinBase = (config: Pick<Config, 'publicUrl' | 'port'>) =>
  `${publicOrigin(config)}/business-standin`;

export function businessProfile(config: Config): BusinessProfile {
  const google = calendarProvider(config, 'GOOGLE');
  if (!google.standin)
    return {
      as: google.as,
      client: google.client,
      clientSecret: google.clientSecret,
      scope: 'https://www.googleapis.com/auth/business.manage https://www.googleapis.com/auth/userinfo.email',
      authorizationParams: { access_type: 'offline', prompt: 'consent' },
      accountsApi: 'https://mybusinessaccountmanagement.googleapis.com',
      locationsApi: 'https://mybusinessbusinessinformation.googleapis.com',
      reviewsApi: 'https://mybusiness.googleapis.com',
      standin: false,
    };
  const issuer = standinIssuer(config, 'GOOGLE');
  const base = businessStandinBase(config);
  return {
    as: {
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: `${issuer}/token`,
      revocation_endpoint: `${issuer}/revoke`,
    },
    client: { client_id: STANDIN_CLIENT_ID },
    clientSecret: undefined,
    scope: `${STANDIN_BUSINESS_SCOPE} userinfo.email`,
    authorizationParams: { access_type: 'offline' },
    accountsApi: `${base}/accountmanagement`,
    locationsApi: `${base}/businessinformation`,
    reviewsApi: `${base}/mybusiness`,
    standin: true,
  };
}

/** What Google answered, sorted into what the caller does about it. */
export class BusinessProfileError extends Error {
  constructor(
    message: string,
    /** 401/403: the grant is gone or lacks the scope; 404: no such review; else retried. */
    readonly status: number,
  ) {
    super(message);
  }
  /** Worth another try later (rate limit, Google's own trouble, the network). */
  get transient() {
    return this.status === 429 || this.status >= 500 || this.status === 0;
  }
}

type Fetch = typeof fetch;

async function call(
  fetchImpl: Fetch,
  url: string,
  token: string,
  init: { method?: string; body?: unknown } = {},
): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: init.method ?? 'GET',
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'application/json',
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
      ...(init.body ? { body: JSON.stringify(init.body) } : {}),
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    throw new BusinessProfileError(
      `Google could not be reached: ${error instanceof Error ? error.message : error}`,
      0,
    );
  }
  const text = await response.text();
  if (text.length > 2_000_000) throw new BusinessProfileError('Google answered too much', 502);
  let body: Record<string, unknown> = {};
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    if (response.ok) throw new BusinessProfileError('Google answered something that is not JSON', 502);
  }
  if (!response.ok) {
    const error = body.error as { message?: unknown } | undefined;
    const message =
      typeof error?.message === 'string' ? error.message.slice(0, 300) : `HTTP ${response.status}`;
    throw new BusinessProfileError(message, response.status);
  }
  return body;
}

const str = (value: unknown, max = 400) =>
  typeof value === 'string' && value.length > 0 ? value.slice(0, max) : null;

/** Resource names are paths of the API: only `accounts/<id>`, `locations/<id>` and review ids pass. */
export const isAccountName = (value: unknown): value is string =>
  typeof value === 'string' && /^accounts\/[A-Za-z0-9_-]{1,64}$/.test(value);
export const isLocationName = (value: unknown): value is string =>
  typeof value === 'string' && /^locations\/[A-Za-z0-9_-]{1,64}$/.test(value);
const isReviewId = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{1,200}$/.test(value);

const MAX_ACCOUNTS = 20;
const MAX_LOCATIONS = 100;
/** The most reviews read per sync: the newest first, 50 a page (the API's largest). */
export const MAX_REVIEWS_PER_SYNC = 500;

/** The user's business accounts and each one's locations (the first account with locations wins). */
export async function readLocations(
  profile: BusinessProfile,
  fetchImpl: Fetch,
  token: string,
): Promise<{ accountName: string; locations: ReviewLinkLocation[] } | null> {
  const accounts = await call(
    fetchImpl,
    `${profile.accountsApi}/v1/accounts?pageSize=${MAX_ACCOUNTS}`,
    token,
  );
  const names = (Array.isArray(accounts.accounts) ? accounts.accounts : [])
    .slice(0, MAX_ACCOUNTS)
    .map((account) => (account as { name?: unknown }).name)
    .filter(isAccountName);
  for (const accountName of names) {
    const url = new URL(`${profile.locationsApi}/v1/${accountName}/locations`);
    url.searchParams.set('readMask', 'name,title,storefrontAddress');
    url.searchParams.set('pageSize', String(MAX_LOCATIONS));
    const body = await call(fetchImpl, url.toString(), token);
    const locations = (Array.isArray(body.locations) ? body.locations : [])
      .slice(0, MAX_LOCATIONS)
      .flatMap((item): ReviewLinkLocation[] => {
        const location = item as { name?: unknown; title?: unknown; storefrontAddress?: unknown };
        if (!isLocationName(location.name)) return [];
        const address = location.storefrontAddress as
          | { addressLines?: unknown; locality?: unknown; postalCode?: unknown }
          | undefined;
        const lines = Array.isArray(address?.addressLines)
          ? address.addressLines.filter((line): line is string => typeof line === 'string')
          : [];
        const place = [str(address?.postalCode, 20), str(address?.locality, 100)].filter(Boolean).join(' ');
        const text = [...lines, place].filter(Boolean).join(', ').slice(0, 300);
        return [
          { name: location.name, title: str(location.title, 200) ?? location.name, address: text || null },
        ];
      });
    if (locations.length > 0) return { accountName, locations };
  }
  return null;
}

const STARS: Record<string, number> = { ONE: 1, TWO: 2, THREE: 3, FOUR: 4, FIVE: 5 };

export type GoogleReview = {
  /** `accounts/…/locations/…/reviews/…`: kept as the review's external id. */
  name: string;
  reviewer: string;
  rating: number;
  comment: string | null;
  createdAt: Date;
  reply: { comment: string; updatedAt: Date } | null;
};

const dateOf = (value: unknown) => {
  const date = new Date(typeof value === 'string' ? value : '');
  return Number.isNaN(date.getTime()) ? null : date;
};

/** A location's reviews, newest first, up to MAX_REVIEWS_PER_SYNC (following only the API's page tokens). */
export async function readReviews(
  profile: BusinessProfile,
  fetchImpl: Fetch,
  token: string,
  accountName: string,
  locationName: string,
): Promise<GoogleReview[]> {
  const reviews: GoogleReview[] = [];
  let pageToken: string | null = null;
  do {
    const url = new URL(`${profile.reviewsApi}/v4/${accountName}/${locationName}/reviews`);
    url.searchParams.set('pageSize', '50');
    url.searchParams.set('orderBy', 'updateTime desc');
    if (pageToken) url.searchParams.set('pageToken', pageToken);
    const body = await call(fetchImpl, url.toString(), token);
    for (const item of Array.isArray(body.reviews) ? body.reviews.slice(0, 50) : []) {
      const review = item as Record<string, unknown>;
      const rating = STARS[String(review.starRating)];
      const createdAt = dateOf(review.createTime);
      if (!isReviewId(review.reviewId) || !rating || !createdAt) continue;
      const reviewer = review.reviewer as { displayName?: unknown; isAnonymous?: unknown } | undefined;
      const reply = review.reviewReply as { comment?: unknown; updateTime?: unknown } | undefined;
      const replyComment = str(reply?.comment, 4096);
      reviews.push({
        name: `${accountName}/${locationName}/reviews/${review.reviewId}`,
        reviewer: str(reviewer?.displayName, 200) ?? 'Google user',
        rating,
        comment: str(review.comment, 4096),
        createdAt,
        reply: replyComment
          ? { comment: replyComment, updatedAt: dateOf(reply?.updateTime) ?? createdAt }
          : null,
      });
    }
    pageToken =
      typeof body.nextPageToken === 'string' && /^[A-Za-z0-9_=-]{1,200}$/.test(body.nextPageToken)
        ? body.nextPageToken
        : null;
  } while (pageToken && reviews.length < MAX_REVIEWS_PER_SYNC);
  return reviews;
}

/** Posts (or replaces) the owner's reply: `PUT …/reviews/{id}/reply` with `{ comment }`. */
export async function putReply(
  profile: BusinessProfile,
  fetchImpl: Fetch,
  token: string,
  reviewName: string,
  comment: string,
): Promise<void> {
  if (
    !/^accounts\/[A-Za-z0-9_-]{1,64}\/locations\/[A-Za-z0-9_-]{1,64}\/reviews\/[A-Za-z0-9_-]{1,200}$/.test(
      reviewName,
    )
  )
    throw new BusinessProfileError('Not a review of the Business Profile API', 404);
  await call(fetchImpl, `${profile.reviewsApi}/v4/${reviewName}/reply`, token, {
    method: 'PUT',
    body: { comment },
  });
}
