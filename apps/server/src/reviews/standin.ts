import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { standinProviders } from '../calendar/standin.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { businessStandinReviews, oauthStandinTokens } from '../db/tables.ts';
import { isLocalRequest } from '../security/clientAddress.ts';

/*
 * The embedded Google Business Profile (development and tests; never in production, and only while no
 * Google client id is configured): the Account Management, Business Information and My Business v4
 * shapes Parley uses, behind the Google OAuth stand-in's bearer tokens (calendar/standin.ts). One
 * business account with two locations; reviews live in the database, so any instance answers. Two
 * loopback-only helpers play the customers: `POST /business-standin/reviews` writes a review, and
 * `GET /business-standin/reviews?location=` shows what Google holds, replies included.
 */

export const BUSINESS_STANDIN_ACCOUNT = 'accounts/114477889900112233445';
export const businessStandinLocations = [
  {
    name: 'locations/9281733366001',
    title: 'Demo GmbH Berlin',
    storefrontAddress: { addressLines: ['Friedrichstraße 68'], postalCode: '10117', locality: 'Berlin' },
  },
  {
    name: 'locations/9281733366002',
    title: 'Demo GmbH Hamburg',
    storefrontAddress: { addressLines: ['Mönckebergstraße 7'], postalCode: '20095', locality: 'Hamburg' },
  },
] as const;
/** The demo's review channel is linked with this refresh token of the stand-in (db/seed-channels.ts). */
export const BUSINESS_STANDIN_DEMO_REFRESH = 'parley-demo-business-profile-refresh-token';
export const BUSINESS_STANDIN_DEMO_EMAIL = 'reviews.demo@google.test';

const STARS = ['ONE', 'TWO', 'THREE', 'FOUR', 'FIVE'] as const;
const PAGE_MAX = 50;
const REPLY_MAX = 4096;

const googleError = (c: Context, status: 400 | 401 | 404, message: string) =>
  c.json(
    {
      error: {
        code: status,
        message,
        status: { 400: 'INVALID_ARGUMENT', 401: 'UNAUTHENTICATED', 404: 'NOT_FOUND' }[status],
      },
    },
    status,
  );

const reviewBody = v.object({
  location: v.picklist(businessStandinLocations.map((location) => location.name)),
  reviewer: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200))),
  rating: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
  comment: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(4096)))),
});

/** A customer writes a review on the stand-in (the inject route and the demo seed call this too). */
export async function writeStandinReview(
  db: Db,
  input: v.InferOutput<typeof reviewBody> & { createdAt?: Date },
) {
  const [row] = await db
    .insert(businessStandinReviews)
    .values({
      location: input.location,
      reviewer: input.reviewer ?? 'Google user',
      starRating: STARS[input.rating - 1] as string,
      comment: input.comment ?? null,
      ...(input.createdAt ? { createdAt: input.createdAt, updatedAt: input.createdAt } : {}),
    })
    .returning();
  if (!row) throw new Error('Stand-in review not stored');
  return row;
}

export const standinReviewName = (location: string, id: string) =>
  `${BUSINESS_STANDIN_ACCOUNT}/${location}/reviews/${id}`;

export function registerBusinessStandin(app: Hono, deps: { db: Db; config: Config }) {
  const { db, config } = deps;
  if (!standinProviders(config).includes('GOOGLE')) return;

  const authorized = async (c: Context) => {
    const bearer = c.req.header('authorization')?.match(/^Bearer\s+([A-Za-z0-9_-]{20,100})$/)?.[1];
    if (!bearer) return false;
    const [row] = await db
      .select({ token: oauthStandinTokens.token })
      .from(oauthStandinTokens)
      .where(
        and(
          eq(oauthStandinTokens.token, bearer),
          eq(oauthStandinTokens.kind, 'access'),
          eq(oauthStandinTokens.provider, 'GOOGLE'),
          gt(oauthStandinTokens.expiresAt, new Date()),
        ),
      )
      .limit(1);
    return Boolean(row);
  };
  const unauthorized = (c: Context) => googleError(c, 401, 'Request had invalid authentication credentials.');
  const locationOf = (c: Context) => {
    if (`accounts/${c.req.param('account')}` !== BUSINESS_STANDIN_ACCOUNT) return null;
    const name = `locations/${c.req.param('location')}`;
    return businessStandinLocations.some((location) => location.name === name) ? name : null;
  };

  app.get('/business-standin/accountmanagement/v1/accounts', async (c) => {
    if (!(await authorized(c))) return unauthorized(c);
    return c.json({
      accounts: [
        { name: BUSINESS_STANDIN_ACCOUNT, accountName: 'Demo GmbH', type: 'LOCATION_GROUP', role: 'OWNER' },
      ],
    });
  });

  app.get('/business-standin/businessinformation/v1/accounts/:account/locations', async (c) => {
    if (!(await authorized(c))) return unauthorized(c);
    if (`accounts/${c.req.param('account')}` !== BUSINESS_STANDIN_ACCOUNT)
      return googleError(c, 404, 'Requested entity was not found.');
    if (!c.req.query('readMask')) return googleError(c, 400, "Field 'read_mask' is required.");
    return c.json({ locations: businessStandinLocations, totalSize: businessStandinLocations.length });
  });

  const present = (row: typeof businessStandinReviews.$inferSelect) => ({
    name: standinReviewName(row.location, row.id),
    reviewId: row.id,
    reviewer: { displayName: row.reviewer, isAnonymous: false },
    starRating: row.starRating,
    ...(row.comment ? { comment: row.comment } : {}),
    createTime: row.createdAt.toISOString(),
    updateTime: row.updatedAt.toISOString(),
    ...(row.replyComment
      ? { reviewReply: { comment: row.replyComment, updateTime: row.replyUpdatedAt?.toISOString() } }
      : {}),
  });

  app.get('/business-standin/mybusiness/v4/accounts/:account/locations/:location/reviews', async (c) => {
    if (!(await authorized(c))) return unauthorized(c);
    const location = locationOf(c);
    if (!location) return googleError(c, 404, 'Requested entity was not found.');
    const size = Math.min(Math.max(Number(c.req.query('pageSize') ?? PAGE_MAX) || PAGE_MAX, 1), PAGE_MAX);
    const offset = Number(c.req.query('pageToken') ?? 0);
    if (!Number.isInteger(offset) || offset < 0 || offset > 100_000)
      return googleError(c, 400, 'Invalid page token.');
    const rows = await db
      .select()
      .from(businessStandinReviews)
      .where(eq(businessStandinReviews.location, location))
      .orderBy(desc(businessStandinReviews.updatedAt), asc(businessStandinReviews.id))
      .offset(offset)
      .limit(size + 1);
    const total = await db.$count(businessStandinReviews, eq(businessStandinReviews.location, location));
    return c.json({
      reviews: rows.slice(0, size).map(present),
      totalReviewCount: total,
      ...(rows.length > size ? { nextPageToken: String(offset + size) } : {}),
    });
  });

  app.put(
    '/business-standin/mybusiness/v4/accounts/:account/locations/:location/reviews/:review/reply',
    async (c) => {
      if (!(await authorized(c))) return unauthorized(c);
      const location = locationOf(c);
      const id = c.req.param('review');
      if (!location || !/^[0-9a-f-]{36}$/.test(id))
        return googleError(c, 404, 'Requested entity was not found.');
      const body = (await c.req.json().catch(() => null)) as { comment?: unknown } | null;
      const comment = typeof body?.comment === 'string' ? body.comment.trim() : '';
      if (!comment || comment.length > REPLY_MAX)
        return googleError(c, 400, `The reply must have 1 to ${REPLY_MAX} characters.`);
      const now = new Date();
      const [row] = await db
        .update(businessStandinReviews)
        .set({ replyComment: comment, replyUpdatedAt: now })
        .where(and(eq(businessStandinReviews.id, id), eq(businessStandinReviews.location, location)))
        .returning();
      if (!row) return googleError(c, 404, 'Requested entity was not found.');
      return c.json({ comment, updateTime: now.toISOString() });
    },
  );

  // The customers' side, on this machine only.
  app.post('/business-standin/reviews', async (c) => {
    if (!isLocalRequest(c, config)) return c.text('The stand-in answers only on the local machine', 403);
    const parsed = v.safeParse(reviewBody, await c.req.json().catch(() => null));
    if (!parsed.success) return googleError(c, 400, 'location, rating 1-5, reviewer and comment (4096)');
    const row = await writeStandinReview(db, parsed.output);
    return c.json(present(row), 201);
  });
  app.get('/business-standin/reviews', async (c) => {
    if (!isLocalRequest(c, config)) return c.text('The stand-in answers only on the local machine', 403);
    const location = c.req.query('location') ?? '';
    if (!businessStandinLocations.some((item) => item.name === location))
      return googleError(c, 404, 'Unknown location');
    const rows = await db
      .select()
      .from(businessStandinReviews)
      .where(eq(businessStandinReviews.location, location))
      .orderBy(desc(businessStandinReviews.createdAt))
      .limit(200);
    return c.json({ reviews: rows.map(present) });
  });
}
