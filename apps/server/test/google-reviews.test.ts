import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ownRoutesFetch } from '../src/app.ts';
import { demoIds } from '../src/db/demo.ts';
import { reviewIds } from '../src/db/seed-reviews.ts';
import { businessStandinReviews, channels, oauthStandinTokens, reviews } from '../src/db/tables.ts';
import { BUSINESS_STANDIN_DEMO_REFRESH, businessStandinLocations } from '../src/reviews/standin.ts';
import { syncGoogleReviews } from '../src/reviews/sync.ts';
import { ADMIN, OTHER, token, USER, until, useTestServer } from './helpers.ts';

/*
 * Google reviews through the Business Profile API (issue 31), against the reference server's own
 * stand-ins: the OAuth sign-in, the account's locations, the reviews read by the sync job and a reply
 * published by the reply job; a refused reply shows FAILED and can be sent again; a revoked grant marks
 * the channel unregistered.
 */

const server = useTestServer();
const [BERLIN, HAMBURG] = businessStandinLocations;

type GqlAnswer<T> = {
  data?: T;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
};
async function graphql<T>(who: string, query: string, variables: Record<string, unknown> = {}) {
  const res = await fetch(`${server.running.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token(who)}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as GqlAnswer<T>;
}

const START = 'mutation { startReviewsLink { authorizationUrl } }';
const COMPLETE = `mutation ($code: String!, $state: String!) {
  completeReviewsLink(code: $code, state: $state) { id accountEmail locations { name title address } }
}`;
const ADD = `mutation ($clientId: String, $value: String!, $linkId: ID) {
  addChannel(value: $value, type: GOOGLE_REVIEWS, client_type: GOOGLE_BUSINESS, client_id: $clientId,
    config: { reviewLinkId: $linkId }) { id }
}`;
const REVIEWS = `query { reviews(filter: { take: 100 }) {
  items { id authorName channelId text reply { text state error } }
} }`;
const REPLY = `mutation ($id: ID!, $text: String!) { replyToReview(id: $id, text: $text) { id reply { text state } } }`;

type Link = {
  id: string;
  accountEmail: string;
  locations: { name: string; title: string; address: string }[];
};
type ReviewList = {
  reviews: {
    items: {
      id: string;
      authorName: string;
      channelId: string;
      text: string | null;
      reply: { text: string; state: string | null; error: string | null } | null;
    }[];
  };
};

/** Signs in at the Google stand-in as its consent page asks, and comes back with code and state. */
async function linkGoogle(): Promise<Link> {
  const started = await graphql<{ startReviewsLink: { authorizationUrl: string } }>(ADMIN, START);
  const url = new URL(started.data?.startReviewsLink.authorizationUrl ?? '');
  expect(url.searchParams.get('scope')).toContain('business.manage');
  expect(url.searchParams.get('redirect_uri')).toMatch(/\/app\/settings\/channels\/add\/google_reviews$/);
  const page = await fetch(`${server.running.url}${url.pathname}${url.search}`);
  expect(await page.text()).toContain('reviews of your business locations');
  const form = new URLSearchParams(url.searchParams);
  form.set('email', 'reviews.demo@google.test');
  form.set('decision', 'allow');
  const answer = await fetch(`${server.running.url}${url.pathname}`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  const back = new URL(answer.headers.get('location') ?? '');
  const done = await graphql<{ completeReviewsLink: Link }>(ADMIN, COMPLETE, {
    code: back.searchParams.get('code'),
    state: back.searchParams.get('state'),
  });
  expect(done.errors).toBeUndefined();
  return done.data?.completeReviewsLink as Link;
}

const listReviews = async () => (await graphql<ReviewList>(ADMIN, REVIEWS)).data?.reviews.items ?? [];
const standinReviews = async (location: string) =>
  (
    (await (await fetch(`${server.running.url}/business-standin/reviews?location=${location}`)).json()) as {
      reviews: { reviewId: string; comment?: string; reviewReply?: { comment: string } }[];
    }
  ).reviews;

describe('Google reviews through the Business Profile API', () => {
  let hamburgChannel = '';

  it('links a location of the signed-in Google account as a review channel and reads its reviews', async () => {
    const link = await linkGoogle();
    expect(link.accountEmail).toBe('reviews.demo@google.test');
    expect(link.locations).toEqual([
      { name: BERLIN.name, title: 'Demo GmbH Berlin', address: 'Friedrichstraße 68, 10117 Berlin' },
      { name: HAMBURG.name, title: 'Demo GmbH Hamburg', address: 'Mönckebergstraße 7, 20095 Hamburg' },
    ]);
    // Only the account's locations; the link stays for the right one.
    const foreign = await graphql(ADMIN, ADD, {
      clientId: 'locations/1',
      value: 'Elsewhere',
      linkId: link.id,
    });
    expect(foreign.errors?.[0]?.extensions).toMatchObject({
      field: 'client_id',
      messageKey: 'REVIEWS.UNKNOWN_LOCATION',
    });
    const added = await graphql<{ addChannel: { id: string } }>(ADMIN, ADD, {
      clientId: HAMBURG.name,
      value: 'Demo GmbH Hamburg',
      linkId: link.id,
    });
    expect(added.errors).toBeUndefined();
    hamburgChannel = added.data?.addChannel.id ?? '';
    // The sign-in makes one channel.
    const again = await graphql(ADMIN, ADD, { clientId: HAMBURG.name, value: 'Twice', linkId: link.id });
    expect(again.errors?.[0]?.extensions).toMatchObject({
      field: 'reviewLinkId',
      messageKey: 'REVIEWS.LINK_EXPIRED',
    });
    // The sync job reads Hamburg's two reviews.
    const items = await until(
      listReviews,
      (list) => list.filter((item) => item.channelId === hamburgChannel).length === 2,
      'Hamburg reviews synced',
    );
    expect(items.filter((item) => item.channelId === hamburgChannel).map((item) => item.authorName)).toEqual([
      'Anna Lehmann',
      'Tim Krüger',
    ]);
    // The tokens are sealed, never in the readable configuration.
    const [row] = await server.t.database.db.select().from(channels).where(eq(channels.id, hamburgChannel));
    expect(row).toMatchObject({
      status: 'LIVE',
      clientId: HAMBURG.name,
      config: { googleAccount: 'accounts/114477889900112233445' },
    });
  });

  it('publishes a reply on Google and shows it published', async () => {
    const id = reviewIds.review(1);
    const sent = await graphql<{ replyToReview: { reply: { state: string } } }>(ADMIN, REPLY, {
      id,
      text: 'Das tut uns leid, wir melden uns heute noch.',
    });
    expect(sent.data?.replyToReview.reply.state).toBe('PENDING');
    await until(
      () => standinReviews(BERLIN.name),
      (list) =>
        list.find((item) => item.reviewId === reviewIds.atGoogle(1))?.reviewReply?.comment ===
        'Das tut uns leid, wir melden uns heute noch.',
      'the reply at the stand-in',
    );
    const items = await until(
      listReviews,
      (list) => list.find((item) => item.id === id)?.reply?.state === 'PUBLISHED',
      'reply published',
    );
    expect(items.find((item) => item.id === id)?.reply).toMatchObject({ state: 'PUBLISHED', error: null });
    // Published replies are final here too: a second one is refused.
    const second = await graphql(ADMIN, REPLY, { id, text: 'Noch eine' });
    expect(second.errors?.[0]?.extensions).toMatchObject({ messageKey: 'REVIEWS.ALREADY_REPLIED' });
  });

  it('shows a reply Google refused as failed, and sends it again', async () => {
    const id = reviewIds.review(3);
    const db = server.t.database.db;
    // Google no longer has the review (the customer deleted it): the reply cannot be published.
    const [atGoogle] = await db
      .delete(businessStandinReviews)
      .where(eq(businessStandinReviews.id, reviewIds.atGoogle(3)))
      .returning();
    await graphql(ADMIN, REPLY, { id, text: 'Danke für die fünf Sterne!' });
    const failed = await until(
      listReviews,
      (list) => list.find((item) => item.id === id)?.reply?.state === 'FAILED',
      'reply failed',
    );
    expect(failed.find((item) => item.id === id)?.reply?.error).toBe('REVIEWS.REPLY_REFUSED');
    if (atGoogle) await db.insert(businessStandinReviews).values(atGoogle);
    const resent = await graphql<{ replyToReview: { reply: { text: string; state: string } } }>(
      ADMIN,
      REPLY,
      {
        id,
        text: 'Danke für die fünf Sterne, Lukas!',
      },
    );
    expect(resent.data?.replyToReview.reply).toEqual({
      text: 'Danke für die fünf Sterne, Lukas!',
      state: 'PENDING',
    });
    await until(
      listReviews,
      (list) => list.find((item) => item.id === id)?.reply?.state === 'PUBLISHED',
      'reply published after sending again',
    );
  });

  it('stores each Google review once and takes a reply written on Google', async () => {
    const db = server.t.database.db;
    const deps = {
      db,
      config: server.t.config,
      notifier: { toCompany: () => {} } as never,
      fetch: ownRoutesFetch(server.t.app, server.t.config),
    };
    const before = await db.$count(reviews, eq(reviews.channelId, reviewIds.demoChannel));
    await db
      .update(businessStandinReviews)
      .set({ replyComment: 'Danke, Oliver! Die Rechnung wird übersichtlicher.', replyUpdatedAt: new Date() })
      .where(eq(businessStandinReviews.id, reviewIds.atGoogle(5)));
    expect(await syncGoogleReviews(deps, reviewIds.demoChannel)).toEqual({ added: 0 });
    expect(await syncGoogleReviews(deps, reviewIds.demoChannel)).toEqual({ added: 0 });
    expect(await db.$count(reviews, eq(reviews.channelId, reviewIds.demoChannel))).toBe(before);
    const [oliver] = await db
      .select()
      .from(reviews)
      .where(eq(reviews.id, reviewIds.review(5)));
    expect(oliver).toMatchObject({
      replyText: 'Danke, Oliver! Die Rechnung wird übersichtlicher.',
      replyState: 'PUBLISHED',
      repliedBy: null,
    });
  });

  it('is for company admins of a brand with reviews only', async () => {
    expect((await graphql(USER, START)).errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    // Other AG's brand has Google reviews switched off.
    expect((await graphql(OTHER, START)).errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    // A link of Demo GmbH is not Other AG's, nor a forged code.
    const forged = await graphql(ADMIN, COMPLETE, { code: 'x'.repeat(43), state: 'y'.repeat(43) });
    expect(forged.errors?.[0]?.extensions).toMatchObject({
      field: 'code',
      messageKey: 'REVIEWS.LINK_FAILED',
    });
  });

  it('marks the channel unregistered when Google revokes the sign-in', async () => {
    const db = server.t.database.db;
    await db.delete(oauthStandinTokens).where(eq(oauthStandinTokens.token, BUSINESS_STANDIN_DEMO_REFRESH));
    // The channel's access token is still valid for a while: make it stale, as after an hour.
    await db
      .delete(oauthStandinTokens)
      .where(
        and(
          eq(oauthStandinTokens.kind, 'access'),
          eq(oauthStandinTokens.accountEmail, 'reviews.demo@google.test'),
        ),
      );
    const deps = {
      db,
      config: server.t.config,
      notifier: { toCompany: () => {} } as never,
      fetch: ownRoutesFetch(server.t.app, server.t.config),
    };
    expect(await syncGoogleReviews(deps, reviewIds.demoChannel)).toEqual({ added: 0 });
    const [channel] = await db.select().from(channels).where(eq(channels.id, reviewIds.demoChannel));
    expect(channel?.status).toBe('UNREGISTERED');
    expect(channel?.companyId).toBe(demoIds.companyDemo);
  });
});
