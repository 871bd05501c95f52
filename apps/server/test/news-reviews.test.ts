import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoIds } from '../src/db/demo.ts';
import { newsIds } from '../src/db/seed-news.ts';
import { reviewIds } from '../src/db/seed-reviews.ts';
import { brandNews, brands } from '../src/db/tables.ts';
import { ADMIN, gql, OTHER, openInboxSocket, token, USER, useTestServer } from './helpers.ts';

const NORA = 'nora@parley.test';

const server = useTestServer();

type NewsPage = {
  brandnews: { total: number; items: { id: string; title: string; category: { icon: string } }[] };
};
const newsQuery = `query ($brandId: ID!, $ids: [ID!], $skip: Int, $take: Int, $status: BrandNewsStatus) {
  brandnews(brandId: $brandId, ids: $ids, skip: $skip, take: $take, status: $status) {
    total items { id title body image publishedAt category { id icon name } }
  }
}`;
const news = (who: string, variables: Record<string, unknown>) =>
  gql<NewsPage>(server.t.app, newsQuery, { token: token(who), variables });

type ReviewsPage = {
  reviews: {
    total: number;
    unanswered: number;
    items: {
      id: string;
      rating: number;
      reply: { text: string; repliedBy: string; repliedById: string | null } | null;
    }[];
  };
};
const reviewsQuery = `query ($filter: ReviewFilterInput) {
  reviews(filter: $filter) { total unanswered items { id channelId channelName rating text authorName createdAt reply { text repliedAt repliedBy repliedById } } }
}`;
const listReviews = (who: string, filter?: Record<string, unknown>) =>
  gql<ReviewsPage>(server.t.app, reviewsQuery, { token: token(who), variables: { filter } });
const replyMutation = `mutation ($id: ID!, $text: String!) {
  replyToReview(id: $id, text: $text) { id reply { text repliedBy } }
}`;
const reply = (who: string, id: string, text: unknown) =>
  gql<{ replyToReview: { id: string; reply: { text: string; repliedBy: string } } }>(
    server.t.app,
    replyMutation,
    {
      token: token(who),
      variables: { id, text },
    },
  );
const errorOf = (res: { body: { errors?: { extensions?: Record<string, unknown> }[] } }) =>
  res.body.errors?.[0]?.extensions;

describe('brandnews', () => {
  it('lists only the published, unexpired news of the caller’s brand, newest first', async () => {
    const res = await news(USER, { brandId: demoIds.brandParley });
    expect(res.status).toBe(200);
    const page = res.body.data?.brandnews;
    expect(page?.items.map((item) => item.id)).toEqual([newsIds.news(0), newsIds.news(1), newsIds.news(2)]);
    expect(page?.total).toBe(3);
    expect(page?.items[0]?.category.icon).toBe('sparkle');
  });

  it('pages with skip and take, and picks by ids without revealing drafts', async () => {
    const second = await news(USER, { brandId: demoIds.brandParley, skip: 1, take: 1 });
    expect(second.body.data?.brandnews.items.map((item) => item.id)).toEqual([newsIds.news(1)]);
    const picked = await news(USER, {
      brandId: demoIds.brandParley,
      ids: [newsIds.news(1), newsIds.news(3), newsIds.news(4), newsIds.news(5)],
    });
    expect(picked.body.data?.brandnews.items.map((item) => item.id)).toEqual([newsIds.news(1)]);
  });

  it('gives a user of another brand only that brand’s news, and refuses the other brand', async () => {
    const own = await news(OTHER, { brandId: demoIds.brandNordlicht });
    expect(own.body.data?.brandnews.items.map((item) => item.id)).toEqual([newsIds.news(5)]);
    const foreign = await news(OTHER, { brandId: demoIds.brandParley });
    expect(foreign.status).toBe(403);
    expect(errorOf(foreign)?.code).toBe('FORBIDDEN');
    expect(foreign.body.data ?? null).toBeNull();
  });

  it('refuses drafts and bad paging with 400 naming the field', async () => {
    const drafts = await news(ADMIN, { brandId: demoIds.brandParley, status: 'DRAFT' });
    expect(drafts.status).toBe(400);
    expect(errorOf(drafts)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'status' });
    const take = await news(ADMIN, { brandId: demoIds.brandParley, take: 500 });
    expect(take.status).toBe(400);
    expect(errorOf(take)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'take' });
    const ids = await news(ADMIN, { brandId: demoIds.brandParley, ids: ['x'.repeat(500)] });
    expect(ids.status).toBe(400);
  });

  it('answers a body sanitized to the allowed tags, whatever was stored (issue 29)', async () => {
    const db = server.t.database.db;
    const [original] = await db
      .select()
      .from(brandNews)
      .where(eq(brandNews.id, newsIds.news(0)));
    const stored =
      '<p onclick="steal()">Hallo <a href="javascript:alert(1)">Link</a> <a href="https://parley.example/x">ok</a></p>' +
      '<script>alert(1)</script><img src="x" onerror="alert(2)"><style>p{}</style><iframe src="https://evil.example"></iframe>';
    await db
      .update(brandNews)
      .set({ body: stored })
      .where(eq(brandNews.id, newsIds.news(0)));
    try {
      const res = await gql<{ brandnews: { items: { body: string }[] } }>(server.t.app, newsQuery, {
        token: token(USER),
        variables: { brandId: demoIds.brandParley, ids: [newsIds.news(0)] },
      });
      const body = res.body.data?.brandnews.items[0]?.body ?? '';
      expect(body).toContain('Hallo');
      expect(body).toContain('<a href="https://parley.example/x">ok</a>');
      for (const bad of ['onclick', 'javascript:', '<script', 'onerror', '<style', '<iframe'])
        expect(body).not.toContain(bad);
    } finally {
      await db
        .update(brandNews)
        .set({ body: original?.body ?? '' })
        .where(eq(brandNews.id, newsIds.news(0)));
    }
  });

  it('needs a signed-in user', async () => {
    const res = await gql(server.t.app, newsQuery, { variables: { brandId: demoIds.brandParley } });
    expect(errorOf(res)?.code).toBe('UNAUTHENTICATED');
  });
});

describe('reviews', () => {
  it('lists the company’s reviews newest first with the unanswered count', async () => {
    const res = await listReviews(USER);
    expect(res.status).toBe(200);
    const page = res.body.data?.reviews;
    expect(page?.total).toBe(6);
    expect(page?.unanswered).toBe(4);
    expect(page?.items[0]?.id).toBe(reviewIds.review(0));
    // Who replied, by name and by id: the page tells the viewer's own reply from a colleague's.
    expect(page?.items.find((item) => item.id === reviewIds.review(2))?.reply).toMatchObject({
      repliedBy: 'Ada Admin',
      repliedById: demoIds.userAdmin,
    });
  });

  it('filters by rating and unanswered', async () => {
    const five = await listReviews(USER, { rating: 5 });
    expect(five.body.data?.reviews.items.map((item) => item.rating)).toEqual([5, 5]);
    const open = await listReviews(USER, { unanswered: true });
    expect(open.body.data?.reviews.items.every((item) => item.reply === null)).toBe(true);
    expect(open.body.data?.reviews.total).toBe(4);
  });

  it('refuses a bad filter with 400 naming the field', async () => {
    const res = await listReviews(USER, { rating: 7 });
    expect(res.status).toBe(400);
    expect(errorOf(res)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'filter.rating' });
  });

  it('gives another company nothing: an empty list, and NOT_FOUND for a reply to our review', async () => {
    const foreign = await listReviews(OTHER);
    expect(foreign.body.data?.reviews).toEqual({ total: 0, unanswered: 0, items: [] });
    // Nordlicht allows no replies: refused before anything is looked up.
    const nora = await reply(NORA, reviewIds.review(1), 'Hallo');
    expect(nora.status).toBe(403);
    expect(errorOf(nora)?.messageKey).toBe('REVIEWS.REPLIES_DISABLED');
    await server.t.database.db
      .update(brands)
      .set({ featureReviewReplies: true })
      .where(eq(brands.id, demoIds.brandNordlicht));
    try {
      const other = await reply(OTHER, reviewIds.review(1), 'Hallo');
      expect(other.status).toBe(404);
      expect(errorOf(other)?.code).toBe('NOT_FOUND');
    } finally {
      await server.t.database.db
        .update(brands)
        .set({ featureReviewReplies: false })
        .where(eq(brands.id, demoIds.brandNordlicht));
    }
    const untouched = await listReviews(USER, { unanswered: true });
    expect(untouched.body.data?.reviews.items.map((item) => item.id)).toContain(reviewIds.review(1));
  });

  it('checks the reply: required, at most 4096 characters, 400 with the field', async () => {
    const blank = await reply(USER, reviewIds.review(5), '   ');
    expect(blank.status).toBe(400);
    expect(errorOf(blank)).toMatchObject({ field: 'text', messageKey: 'FORM_ERRORS.REQUIRED' });
    const long = await reply(USER, reviewIds.review(5), 'a'.repeat(4097));
    expect(long.status).toBe(400);
    expect(errorOf(long)).toMatchObject({ field: 'text', messageKey: 'REVIEWS.REPLY_TOO_LONG' });
    const huge = await reply(USER, reviewIds.review(5), 'a'.repeat(100_000));
    expect(huge.status).toBe(400);
    const badId = await reply(USER, 'x'.repeat(300), 'Hallo');
    expect(badId.status).toBe(400);
  });

  it('stores a reply once and shows who replied', async () => {
    const res = await reply(USER, reviewIds.review(1), '  Entschuldige bitte, Jonas!  ');
    expect(res.status).toBe(200);
    expect(res.body.data?.replyToReview.reply).toEqual({
      text: 'Entschuldige bitte, Jonas!',
      repliedBy: 'Uwe User',
    });
    const again = await reply(ADMIN, reviewIds.review(1), 'Noch einmal');
    expect(again.status).toBe(400);
    expect(errorOf(again)).toMatchObject({ field: 'id', messageKey: 'REVIEWS.ALREADY_REPLIED' });
    const after = await listReviews(USER);
    expect(after.body.data?.reviews.unanswered).toBe(3);
  });

  it('refuses replies when the brand switches review replies off, and everything when reviews are off', async () => {
    const db = server.t.database.db;
    await db.update(brands).set({ featureReviewReplies: false }).where(eq(brands.id, demoIds.brandParley));
    try {
      const res = await reply(USER, reviewIds.review(5), 'Danke!');
      expect(res.status).toBe(403);
      expect(errorOf(res)).toMatchObject({ code: 'FORBIDDEN', messageKey: 'REVIEWS.REPLIES_DISABLED' });
      await db.update(brands).set({ featureReviews: false }).where(eq(brands.id, demoIds.brandParley));
      const list = await listReviews(USER);
      expect(list.status).toBe(403);
    } finally {
      await db
        .update(brands)
        .set({ featureReviews: true, featureReviewReplies: true })
        .where(eq(brands.id, demoIds.brandParley));
    }
  });

  it('delivers a new review live to the company’s users only', async () => {
    const admin = await openInboxSocket(server.running.url, ADMIN, server.sockets);
    const other = await openInboxSocket(server.running.url, OTHER, server.sockets);
    const otherEvents: string[] = [];
    other.onAny((event: string) => otherEvents.push(event));
    const got = new Promise<Record<string, unknown>>((resolve) =>
      admin.once('new-review-notification', resolve),
    );
    const res = await fetch(`${server.running.url}/api/dev/inject-review`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rating: 4, text: 'Sehr nett!', authorName: 'Hannah Hoffmann' }),
    });
    expect(res.status).toBe(201);
    const { review } = (await res.json()) as { review: { id: string } };
    expect(await got).toMatchObject({ reviewId: review.id, channelId: reviewIds.demoChannel, rating: 4 });
    const list = await listReviews(USER);
    expect(list.body.data?.reviews.items[0]?.id).toBe(review.id);
    // Other AG has no review channel: nothing to inject into, and it heard nothing.
    const foreign = await fetch(`${server.running.url}/api/dev/inject-review`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rating: 4, companyId: demoIds.companyOther }),
    });
    expect(foreign.status).toBe(404);
    const bad = await fetch(`${server.running.url}/api/dev/inject-review`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rating: 9 }),
    });
    expect(bad.status).toBe(400);
    expect(otherEvents).not.toContain('new-review-notification');
  });
});
