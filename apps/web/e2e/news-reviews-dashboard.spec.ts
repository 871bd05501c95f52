import type { APIRequestContext, Page } from '@playwright/test';
import { admin, DEMO_COMPANY_ID, expect, expectAccessible, SERVER, signIn, test, user } from './fixtures.ts';

const SHOTS = '/tmp/parley-shots';
const FIRST_NEWS = 'Neu: Bewertungen direkt beantworten';

/** Plays Google through the server's dev endpoint: a new review on Demo GmbH's review channel. */
async function injectReview(request: APIRequestContext, body: Record<string, unknown>) {
  const response = await request.post(`${SERVER}/api/dev/inject-review`, {
    data: { companyId: DEMO_COMPANY_ID, ...body },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { review: { id: string } }).review;
}

/** Plays a customer through the server's dev endpoint: a new opportunity in the pool. */
async function injectMessage(request: APIRequestContext, body: Record<string, unknown>) {
  const response = await request.post(`${SERVER}/api/dev/inject`, {
    data: { companyId: DEMO_COMPANY_ID, ...body },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const xssRuns = (page: Page) => page.evaluate(() => (window as { __parleyXss?: number }).__parleyXss ?? 0);

test.describe('brand news', () => {
  test('opens the first published item by itself, sanitized, and switches items', async ({ page }) => {
    await page.setViewportSize({ width: 1200, height: 900 });
    await signIn(page, user);
    await nav(page).getByRole('link', { name: 'News', exact: true }).click();
    await expect(page).toHaveURL(/\/app\/news\/overview\/[\w-]+$/);
    const article = page.getByRole('article', { name: FIRST_NEWS });
    await expect(article.getByRole('heading', { level: 2, name: FIRST_NEWS })).toBeVisible();
    await expect(article.getByText('Produkt-Update')).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(FIRST_NEWS) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Drafts and expired items are never listed.
    const list = page.getByRole('list', { name: 'News' });
    await expect(list.getByRole('link')).toHaveCount(3);
    await expect(list.getByText(/Entwurf|Abgelaufen/)).toHaveCount(0);

    // The seeded item carries script, img onerror, javascript: href, svg onload, iframe and style
    // payloads: the text stays, nothing runs and nothing dangerous survives in the page.
    const body = page.getByTestId('news-body');
    await expect(body.getByText('Jetzt ausprobieren')).toBeVisible();
    await expect(body.getByText('Filter nach Sternen')).toBeVisible();
    await expect(body.locator('script, iframe, svg, style, object, embed, form')).toHaveCount(0);
    await expect(body.locator('[onerror], [onload], [style], [srcdoc]')).toHaveCount(0);
    await expect(body.locator('a[href^="javascript" i]')).toHaveCount(0);
    // Its image and its link into the app are addresses relative to the app, kept (issue 27: they were
    // dropped, leaving an empty image and a link to nowhere); refused ones leave no empty element.
    const picture = body.getByRole('img', { name: 'Parley' });
    await expect(picture).toHaveAttribute('src', '/app/favicon.svg');
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await expect(body.getByRole('link', { name: 'Jetzt ausprobieren' })).toHaveAttribute(
      'href',
      '/app/reviews',
    );
    await expect(body.locator('img:not([src]), a:not([href])')).toHaveCount(0);
    await expect(body.getByRole('link', { name: 'Hilfe-Center' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(await xssRuns(page)).toBe(0);
    await expectAccessible(page);

    await list.getByRole('link', { name: /Partnertag/ }).click();
    const second = page.getByRole('article', { name: /Partnertag/ });
    await expect(second.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(second.locator('img')).toBeVisible();
    expect(await xssRuns(page)).toBe(0);

    // The article's link into the app opens that page in the app.
    await list.getByRole('link', { name: new RegExp(FIRST_NEWS) }).click();
    await body.getByRole('link', { name: 'Jetzt ausprobieren' }).click();
    await expect(page).toHaveURL(/\/app\/reviews$/);
    await expect(page.getByRole('article', { name: 'Erika Mustermann' })).toBeVisible();
    expect(await xssRuns(page)).toBe(0);
  });
});

test.describe('reviews', () => {
  test('a new review arrives live, is filtered and answered', async ({ page, request }) => {
    await page.setViewportSize({ width: 1200, height: 900 });
    await signIn(page, admin);
    await nav(page).getByRole('link', { name: 'Reviews', exact: true }).click();
    await expect(page).toHaveURL(/\/app\/reviews$/);
    await expect(page.getByRole('article', { name: 'Erika Mustermann' })).toBeVisible();
    await expect(page.getByText('Live', { exact: true })).toBeVisible();
    // Uwe answered Sophie Koch (seed): Ada reads it as his reply, not hers (issue 27).
    await expect(
      page.getByRole('article', { name: 'Sophie Koch' }).getByText('Reply from Uwe User'),
    ).toBeVisible();

    const author = `Rita Review ${Date.now()}`;
    await injectReview(request, {
      rating: 2,
      text: 'Leider keine Rückmeldung bekommen.',
      authorName: author,
    });
    const card = page.getByRole('article', { name: author });
    await expect(card).toBeVisible();
    await expect(card.getByRole('img', { name: '2 of 5 stars' })).toBeVisible();

    // Filters: 2 stars and unanswered keep the new review; 5 stars hide it.
    const unanswered = page.getByRole('switch', { name: 'Only unanswered' });
    await unanswered.focus();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/unanswered=true/);
    await expect(card).toBeVisible();
    await page.getByRole('button', { name: /Rating/ }).click();
    await page.getByRole('option', { name: '5 stars' }).click();
    await expect(card).toHaveCount(0);
    await page.getByRole('button', { name: /Rating/ }).click();
    await page.getByRole('option', { name: '2 stars' }).click();
    await expect(card).toBeVisible();
    await expect(
      page.getByRole('article').filter({ hasNotText: author }).getByRole('img', { name: '5 of 5 stars' }),
    ).toHaveCount(0);

    await card.getByRole('button', { name: `Reply to ${author}` }).click();
    const reply = card.getByRole('textbox', { name: /Your reply/ });
    await card.getByRole('button', { name: 'Send reply' }).click();
    await expect(reply).toHaveAttribute('aria-invalid', 'true');
    await expect(card.getByText('This field is required.')).toBeVisible();
    await reply.fill('Das tut uns leid, Rita. Wir melden uns heute noch bei dir.');
    await expectAccessible(page);
    await card.getByRole('button', { name: 'Send reply' }).click();
    await expect(page.getByText('Reply sent.')).toBeVisible();
    // Answered: it leaves the unanswered list; without the filter it shows the reply.
    await expect(card).toHaveCount(0);
    await unanswered.focus();
    await page.keyboard.press('Space');
    await expect(page).not.toHaveURL(/unanswered=true/);
    await expect(card.getByText('Das tut uns leid, Rita.')).toBeVisible();
    await expect(card.getByText('Your reply')).toBeVisible();
    await expect(card.getByRole('button', { name: /Reply to/ })).toHaveCount(0);
    // The review came from Google (the Business Profile stand-in) and the reply went there by the
    // reply job: the stand-in holds it, and the card says it is published.
    await expect(card.getByText('Published on Google')).toBeVisible();
    const atGoogle = await request.get(`${SERVER}/business-standin/reviews?location=locations/9281733366001`);
    const { reviews } = (await atGoogle.json()) as {
      reviews: { reviewer: { displayName: string }; reviewReply?: { comment: string } }[];
    };
    expect(reviews.find((review) => review.reviewer.displayName === author)?.reviewReply?.comment).toBe(
      'Das tut uns leid, Rita. Wir melden uns heute noch bei dir.',
    );
  });
});

test.describe('dashboard', () => {
  test('shows every widget, the counters update live, a failing widget retries on its own', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1200, height: 900 });
    await signIn(page, admin);
    const inbox = page.getByRole('region', { name: 'Inbox' });
    const tasks = page.getByRole('region', { name: 'Due today' });
    const news = page.getByRole('region', { name: 'Latest news' });
    await expect(tasks.getByRole('link', { name: 'Angebot Photovoltaik nachfassen' })).toBeVisible();
    await expect(news.getByRole('link', { name: FIRST_NEWS })).toHaveAttribute(
      'href',
      /\/app\/news\/overview\/[\w-]+$/,
    );
    const newCustomers = inbox.getByRole('link', { name: /New customers/ });
    await expect(newCustomers).toHaveAttribute('href', '/app/opportunities/new_customers');
    await expect(inbox.getByRole('link', { name: /Mine/ })).toHaveAttribute(
      'href',
      '/app/opportunities/mine',
    );
    await expect(page.getByText('Live', { exact: true })).toBeVisible();
    const count = async () => Number.parseInt((await newCustomers.textContent()) ?? '', 10);
    const before = await count();
    expect(before).toBeGreaterThanOrEqual(0);
    await expectAccessible(page);

    await injectMessage(request, { contact: { firstName: 'Dana', lastName: 'Dashboard' }, body: 'Hallo!' });
    await expect.poll(count).toBe(before + 1);

    // The news call fails: only the news widget says so; the others stay, and Try again recovers it.
    await page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('BrandNews'))
        return route.fulfill({
          json: { errors: [{ message: 'Refused by the test', extensions: { code: 'BAD_REQUEST' } }] },
        });
      return route.fallback();
    });
    await page.reload();
    await expect(news.getByRole('alert')).toContainText('The news could not be loaded.');
    await expect(tasks.getByRole('link', { name: 'Angebot Photovoltaik nachfassen' })).toBeVisible();
    await expect(newCustomers).toBeVisible();
    await page.unroute('**/graphql');
    await news.getByRole('button', { name: 'Try again' }).click();
    await expect(news.getByRole('link', { name: FIRST_NEWS })).toBeVisible();
  });
});

test('news, reviews and dashboard at 1200 px in English and German', async ({ page }) => {
  await page.setViewportSize({ width: 1200, height: 900 });
  await signIn(page, user);
  for (const locale of ['en', 'de'] as const) {
    await page.evaluate((value) => localStorage.setItem('parley.locale', value), locale);
    await page.goto('/app/dashboard');
    await expect(page.getByRole('link', { name: FIRST_NEWS })).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/dashboard-${locale}.png`, fullPage: true });
    await page.goto('/app/news/overview');
    await expect(page.getByRole('heading', { level: 2, name: FIRST_NEWS })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/news-${locale}.png`, fullPage: true });
    await page.goto('/app/reviews');
    await expect(page.getByRole('article', { name: 'Erika Mustermann' })).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/reviews-${locale}.png`, fullPage: true });
    const text = (await page.locator('body').textContent()) ?? '';
    // A message key without a translation shows as the key itself (FOO.BAR).
    expect(text).not.toMatch(/\b[A-Z_]{3,}\.[A-Z_]{3,}\b/);
  }
});
