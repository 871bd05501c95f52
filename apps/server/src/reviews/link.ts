import { channelTypeAvailability, reviewMessageKeys } from '@parley/domain';
import { and, eq, gt, isNotNull, lt } from 'drizzle-orm';
import type * as oauth from 'oauth4webapi';
import * as v from 'valibot';
import { assertAdmin } from '../auth/access.ts';
import type { Viewer } from '../auth/viewer.ts';
import { calendarProvider, readAccount } from '../calendar/providers.ts';
import { type ChannelSecretValues, channelKey, decryptSecrets, encryptSecrets } from '../channels/secrets.ts';
import { findBrandWithPreferences, findCompany } from '../company/service.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { type ReviewLinkLocation, reviewLinks } from '../db/tables.ts';
import { appError, badUserInput, forbidden } from '../errors.ts';
import { finishSignIn, startSignIn } from '../oauth/client.ts';
import { businessProfile, readLocations, reviewsRedirectUriOf } from './google.ts';

/*
 * Linking a Google Business Profile to a new review channel (settings → channels → add Google reviews):
 * OAuth 2.0 authorization code with PKCE through oauth4webapi, as calendar linking does. The state and
 * verifier wait in `review_links` (any instance finishes what another started); once Google sends the
 * browser back the code is exchanged, the account's locations are read and the tokens kept sealed in the
 * same row for 30 minutes, until the admin picks a location and addChannel turns the link into the
 * channel (takeReviewLink). Company admins only; the brand must offer reviews.
 */

export type ReviewLinkDeps = { db: Db; config: Config; fetch: typeof fetch };

const LINK_TTL_MS = 30 * 60_000;

export const completeReviewsLinkArgsSchema = v.object({
  code: v.pipe(v.string(), v.minLength(1), v.maxLength(2048)),
  state: v.pipe(v.string(), v.minLength(1), v.maxLength(256)),
});

async function requireReviewsAdmin({ db, config }: Pick<ReviewLinkDeps, 'db' | 'config'>, viewer: Viewer) {
  assertAdmin(viewer);
  const company = await findCompany(db, viewer.companyId);
  const brand = company ? await findBrandWithPreferences(db, company.brandId) : null;
  if (
    !brand?.brand.featureReviews ||
    channelTypeAvailability('GOOGLE_REVIEWS', brand.preferences) !== 'available'
  )
    throw forbidden('Google reviews are switched off for this brand');
  // Without a Google client id the stand-in answers, which production does not serve.
  if (businessProfile(config).standin && config.environment === 'production')
    throw forbidden('Google Business Profile is not set up on this server');
}

export async function startReviewsLink(deps: ReviewLinkDeps, viewer: Viewer) {
  await requireReviewsAdmin(deps, viewer);
  const { state, codeVerifier, authorizationUrl } = await startSignIn(
    businessProfile(deps.config),
    reviewsRedirectUriOf(deps.config),
  );
  await deps.db.delete(reviewLinks).where(lt(reviewLinks.expiresAt, new Date()));
  await deps.db.insert(reviewLinks).values({
    companyId: viewer.companyId,
    userId: viewer.user.id,
    state,
    codeVerifier,
    expiresAt: new Date(Date.now() + LINK_TTL_MS),
  });
  return { authorizationUrl };
}

const linkFailed = (message: string) =>
  appError('BAD_USER_INPUT', message, { field: 'code', messageKey: reviewMessageKeys.linkFailed });

export type ReviewLinkResult = { id: string; accountEmail: string; locations: ReviewLinkLocation[] };

/** Exchanges the code Google sent back, reads the account's locations and keeps the tokens for addChannel. */
export async function completeReviewsLink(
  deps: ReviewLinkDeps,
  viewer: Viewer,
  { code, state }: v.InferOutput<typeof completeReviewsLinkArgsSchema>,
): Promise<ReviewLinkResult> {
  await requireReviewsAdmin(deps, viewer);
  const [pending] = await deps.db
    .select()
    .from(reviewLinks)
    .where(
      and(
        eq(reviewLinks.state, state),
        eq(reviewLinks.userId, viewer.user.id),
        eq(reviewLinks.companyId, viewer.companyId),
      ),
    )
    .limit(1);
  if (!pending || pending.expiresAt.getTime() < Date.now()) throw linkFailed('Unknown or expired link');
  // Coming back to the same page (a reload) shows the same locations again; the code is used once.
  if (pending.secrets && pending.accountEmail && pending.locations)
    return { id: pending.id, accountEmail: pending.accountEmail, locations: pending.locations };
  const profile = businessProfile(deps.config);
  let tokens: oauth.TokenEndpointResponse;
  let found: Awaited<ReturnType<typeof readLocations>>;
  let email: string;
  try {
    tokens = await finishSignIn(
      profile,
      { code, state, redirectUri: reviewsRedirectUriOf(deps.config), codeVerifier: pending.codeVerifier },
      deps.fetch,
    );
    email = (await readAccount(calendarProvider(deps.config, 'GOOGLE'), deps.fetch, tokens.access_token))
      .email;
    found = await readLocations(profile, deps.fetch, tokens.access_token);
  } catch (error) {
    console.warn('[reviews] linking Google failed:', error instanceof Error ? error.message : error);
    await deps.db.delete(reviewLinks).where(eq(reviewLinks.id, pending.id));
    throw linkFailed('Google refused the link');
  }
  if (!found) {
    await deps.db.delete(reviewLinks).where(eq(reviewLinks.id, pending.id));
    throw badUserInput('code', reviewMessageKeys.noLocations, 'The Google account has no business location');
  }
  const secrets: ChannelSecretValues = {
    accessToken: tokens.access_token,
    ...(tokens.refresh_token ? { refreshToken: tokens.refresh_token } : {}),
    ...(tokens.expires_in
      ? { expiresAt: new Date(Date.now() + tokens.expires_in * 1000).toISOString() }
      : {}),
  };
  await deps.db
    .update(reviewLinks)
    .set({
      secrets: encryptSecrets(channelKey(deps.config.channelSecretKey), pending.id, secrets),
      accountEmail: email,
      accountName: found.accountName,
      locations: found.locations,
    })
    .where(eq(reviewLinks.id, pending.id));
  return { id: pending.id, accountEmail: email, locations: found.locations };
}

export type TakenReviewLink = {
  accountName: string;
  accountEmail: string;
  location: ReviewLinkLocation;
  secrets: ChannelSecretValues;
};

/**
 * The link behind a new Google reviews channel: the caller's company's, linked, not expired, and the
 * location one of its account's. Taken out of the table in the same step (it makes one channel).
 */
export async function takeReviewLink(
  db: Pick<Db, 'select' | 'delete'>,
  config: Pick<Config, 'channelSecretKey'>,
  companyId: string,
  linkId: string | null | undefined,
  locationName: string | null,
): Promise<TakenReviewLink> {
  const expired = () =>
    badUserInput('reviewLinkId', reviewMessageKeys.linkExpired, 'Sign in with Google again');
  if (!linkId || !/^[0-9a-f-]{36}$/.test(linkId)) throw expired();
  const ofLink = and(
    eq(reviewLinks.id, linkId),
    eq(reviewLinks.companyId, companyId),
    isNotNull(reviewLinks.secrets),
    gt(reviewLinks.expiresAt, new Date()),
  );
  const [link] = await db.select().from(reviewLinks).where(ofLink).limit(1);
  if (!link?.secrets || !link.accountName || !link.accountEmail) throw expired();
  const location = link.locations?.find((item) => item.name === locationName);
  if (!location)
    throw badUserInput(
      'client_id',
      reviewMessageKeys.unknownLocation,
      'Not a location of the linked account',
    );
  const [taken] = await db.delete(reviewLinks).where(ofLink).returning({ id: reviewLinks.id });
  if (!taken) throw expired();
  return {
    accountName: link.accountName,
    accountEmail: link.accountEmail,
    location,
    secrets: decryptSecrets(channelKey(config.channelSecretKey), link.id, link.secrets),
  };
}
