import { reviewMessageKeys } from '@parley/domain';
import { and, eq, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
import * as oauth from 'oauth4webapi';
import { channelKey, decryptSecrets, encryptSecrets } from '../channels/secrets.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { type ChannelRow, channelSecrets, channels, reviewSyncs, reviews } from '../db/tables.ts';
import type { Jobs } from '../jobs/queue.ts';
import { refreshTokens } from '../oauth/client.ts';
import type { Notifier } from '../realtime/socket.ts';
import { logError } from '../security/safeLog.ts';
import {
  BusinessProfileError,
  businessProfile,
  isAccountName,
  isLocationName,
  putReply,
  readReviews,
} from './google.ts';

/*
 * A linked Google reviews channel and Google, kept in step by durable jobs:
 * - `google-reviews-sync` reads the location's reviews (newest first, up to 500) and stores what is new
 *   or changed, once per review by its resource name; new ones reach the company's users live. It runs
 *   when the channel is added and whenever the reviews are shown and the copy is older than five
 *   minutes (requestReviewSync: one request a minute per channel across all instances, in the database).
 * - `google-review-reply` publishes a reply (PUT …/reply). 429, 5xx and the network are tried again;
 *   anything else, or the last try, leaves the reply FAILED with the reason, and it can be sent again.
 * A refused sign-in (401/403) marks the channel UNREGISTERED: it has to be linked again.
 */

export type ReviewSyncDeps = {
  db: Db;
  config: Config;
  notifier: Notifier;
  fetch: typeof fetch;
  jobs?: Jobs | undefined;
};

export const REVIEWS_STALE_MS = 5 * 60_000;
const REQUEST_AGAIN_MS = 60_000;

/** A Google reviews channel that is linked to a location: its account, location and sealed tokens. */
export const isLinkedReviewChannel = (channel: ChannelRow) =>
  channel.clientType === 'GOOGLE_BUSINESS' &&
  isAccountName(channel.config?.googleAccount) &&
  isLocationName(channel.clientId);

/** A valid access token of the channel: refreshed at Google's token endpoint when it (nearly) expired. */
async function accessTokenOf(deps: ReviewSyncDeps, channel: ChannelRow): Promise<string> {
  const key = channelKey(deps.config.channelSecretKey);
  const [row] = await deps.db.select().from(channelSecrets).where(eq(channelSecrets.channelId, channel.id));
  if (!row) throw new BusinessProfileError('The channel has no Google sign-in', 401);
  const secrets = decryptSecrets(key, channel.id, row.ciphertext);
  const expiresAt = secrets.expiresAt ? new Date(secrets.expiresAt).getTime() : Number.POSITIVE_INFINITY;
  if (secrets.accessToken && expiresAt > Date.now() + 60_000) return secrets.accessToken;
  if (!secrets.refreshToken) throw new BusinessProfileError('The sign-in expired', 401);
  const profile = businessProfile(deps.config);
  let tokens: oauth.TokenEndpointResponse;
  try {
    tokens = await refreshTokens(profile, secrets.refreshToken, deps.fetch);
  } catch (error) {
    // invalid_grant: the grant was revoked; anything else (Google down, the network) is tried again.
    const refused = error instanceof oauth.ResponseBodyError && error.error === 'invalid_grant';
    throw new BusinessProfileError(
      `Refreshing the sign-in failed: ${error instanceof Error ? error.message : error}`,
      refused ? 401 : 503,
    );
  }
  const next = {
    ...secrets,
    accessToken: tokens.access_token,
    ...(tokens.refresh_token ? { refreshToken: tokens.refresh_token } : {}),
    expiresAt: new Date(Date.now() + (tokens.expires_in ?? 3600) * 1000).toISOString(),
  };
  await deps.db
    .update(channelSecrets)
    .set({ ciphertext: encryptSecrets(key, channel.id, next), updatedAt: new Date() })
    .where(eq(channelSecrets.channelId, channel.id));
  return tokens.access_token;
}

const setChannelStatus = (
  db: Db,
  channel: ChannelRow,
  status: 'LIVE' | 'UNREGISTERED',
  message: string | null,
) =>
  channel.status === status && channel.statusMessage === message
    ? Promise.resolve()
    : db
        .update(channels)
        .set({ status, statusMessage: message, updatedAt: new Date() })
        .where(eq(channels.id, channel.id))
        .then(() => undefined);

/** Google refused the channel's sign-in: it shows as unregistered until it is linked again. */
async function signInRefused(deps: ReviewSyncDeps, channel: ChannelRow, error: BusinessProfileError) {
  console.warn(`[reviews] Google refused the sign-in of review channel ${channel.id}: ${error.message}`);
  await setChannelStatus(deps.db, channel, 'UNREGISTERED', `Google refused the sign-in: ${error.message}`);
}

async function findChannel(db: Db, channelId: string) {
  const [channel] = await db.select().from(channels).where(eq(channels.id, channelId)).limit(1);
  return channel && isLinkedReviewChannel(channel) ? channel : null;
}

/** Reads the channel's reviews from Google and stores what is new or changed. */
export async function syncGoogleReviews(deps: ReviewSyncDeps, channelId: string): Promise<{ added: number }> {
  const channel = await findChannel(deps.db, channelId);
  if (!channel) return { added: 0 };
  const profile = businessProfile(deps.config);
  let found: Awaited<ReturnType<typeof readReviews>>;
  try {
    const token = await accessTokenOf(deps, channel);
    found = await readReviews(
      profile,
      deps.fetch,
      token,
      channel.config?.googleAccount as string,
      channel.clientId as string,
    );
  } catch (error) {
    if (error instanceof BusinessProfileError && !error.transient) {
      await signInRefused(deps, channel, error);
      return { added: 0 };
    }
    throw error;
  }
  await setChannelStatus(deps.db, channel, 'LIVE', null);
  const known = new Map<string, typeof reviews.$inferSelect>();
  const names = found.map((review) => review.name);
  for (let i = 0; i < names.length; i += 100) {
    const rows = await deps.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.channelId, channel.id), inArray(reviews.externalId, names.slice(i, i + 100))));
    for (const row of rows) if (row.externalId) known.set(row.externalId, row);
  }
  let added = 0;
  // Oldest first, so the notifications come in the order the customers wrote.
  for (const review of [...found].reverse()) {
    const row = known.get(review.name);
    if (!row) {
      const [inserted] = await deps.db
        .insert(reviews)
        .values({
          companyId: channel.companyId,
          channelId: channel.id,
          externalId: review.name,
          rating: review.rating,
          text: review.comment,
          authorName: review.reviewer,
          createdAt: review.createdAt,
          ...(review.reply
            ? {
                replyText: review.reply.comment,
                repliedAt: review.reply.updatedAt,
                replyState: 'PUBLISHED' as const,
              }
            : {}),
        })
        .onConflictDoNothing()
        .returning();
      if (!inserted) continue;
      added += 1;
      deps.notifier.toCompany(channel.companyId, 'new-review-notification', {
        reviewId: inserted.id,
        channelId: channel.id,
        rating: inserted.rating,
      });
      continue;
    }
    // A reply on its way out stays ours; otherwise Google's copy is the truth (a reply written on Google).
    const googleReply: Partial<typeof reviews.$inferInsert> =
      row.replyState === 'PENDING' || !review.reply || review.reply.comment === row.replyText
        ? {}
        : {
            replyText: review.reply.comment,
            repliedAt: review.reply.updatedAt,
            replyState: 'PUBLISHED' as const,
            replyError: null,
            ...(row.replyText ? {} : { repliedBy: null }),
          };
    if (row.rating === review.rating && row.text === review.comment && Object.keys(googleReply).length === 0)
      continue;
    await deps.db
      .update(reviews)
      .set({ rating: review.rating, text: review.comment, ...googleReply })
      .where(eq(reviews.id, row.id));
    deps.notifier.toCompany(channel.companyId, 'review-updated', {
      reviewId: row.id,
      replyState: googleReply.replyState ?? row.replyState,
    });
  }
  await deps.db
    .insert(reviewSyncs)
    .values({ channelId: channel.id, syncedAt: new Date() })
    .onConflictDoUpdate({ target: reviewSyncs.channelId, set: { syncedAt: new Date() } });
  return { added };
}

/**
 * The reviews are being looked at: each linked channel of the company whose copy is older than five
 * minutes is read again by a job. One request a minute per channel, decided in the database, so
 * several instances and many open tabs ask Google once.
 */
export async function requestReviewSync(deps: Pick<ReviewSyncDeps, 'db' | 'jobs'>, companyId: string) {
  if (!deps.jobs) return;
  const linked = (
    await deps.db
      .select()
      .from(channels)
      .where(and(eq(channels.companyId, companyId), eq(channels.clientType, 'GOOGLE_BUSINESS')))
  ).filter(isLinkedReviewChannel);
  const now = Date.now();
  for (const channel of linked) {
    await deps.db.insert(reviewSyncs).values({ channelId: channel.id }).onConflictDoNothing();
    const [due] = await deps.db
      .update(reviewSyncs)
      .set({ requestedAt: new Date(now) })
      .where(
        and(
          eq(reviewSyncs.channelId, channel.id),
          or(isNull(reviewSyncs.syncedAt), lt(reviewSyncs.syncedAt, new Date(now - REVIEWS_STALE_MS))),
          or(isNull(reviewSyncs.requestedAt), lt(reviewSyncs.requestedAt, new Date(now - REQUEST_AGAIN_MS))),
        ),
      )
      .returning({ channelId: reviewSyncs.channelId });
    if (due) await deps.jobs.send('google-reviews-sync', { channelId: channel.id });
  }
}

/** Publishes a PENDING reply on Google; the reply job's handler. */
export async function publishReviewReply(
  deps: ReviewSyncDeps,
  reviewId: string,
  attempt: { last: boolean } = { last: true },
): Promise<void> {
  const [review] = await deps.db
    .select()
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.replyState, 'PENDING'), isNotNull(reviews.replyText)))
    .limit(1);
  if (!review?.externalId || !review.replyText) return;
  const settle = async (replyState: 'PUBLISHED' | 'FAILED', replyError: string | null) => {
    const [updated] = await deps.db
      .update(reviews)
      .set({ replyState, replyError })
      // Only the reply this job was for: a newer one (sent again meanwhile) has its own job.
      .where(
        and(
          eq(reviews.id, review.id),
          eq(reviews.replyState, 'PENDING'),
          eq(reviews.replyText, review.replyText as string),
        ),
      )
      .returning({ id: reviews.id });
    if (updated)
      deps.notifier.toCompany(review.companyId, 'review-updated', { reviewId: review.id, replyState });
  };
  const channel = await findChannel(deps.db, review.channelId);
  if (!channel) {
    await settle('FAILED', reviewMessageKeys.linkRevoked);
    return;
  }
  try {
    const token = await accessTokenOf(deps, channel);
    await putReply(businessProfile(deps.config), deps.fetch, token, review.externalId, review.replyText);
  } catch (error) {
    if (!(error instanceof BusinessProfileError)) throw error;
    if (error.transient && !attempt.last) throw error;
    logError('[reviews] Google did not take the reply:', error);
    if (error.status === 401 || error.status === 403) {
      await signInRefused(deps, channel, error);
      await settle('FAILED', reviewMessageKeys.linkRevoked);
    } else await settle('FAILED', reviewMessageKeys.replyRefused);
    return;
  }
  await settle('PUBLISHED', null);
}
