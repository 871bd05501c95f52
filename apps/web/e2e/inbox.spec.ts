import { type Page, request as playwrightRequest, type Request } from '@playwright/test';
import { admin, CONTROL_URL, expect, expectAccessible, signIn, test, user } from './fixtures.ts';
import { inboxPage, inject } from './inboxHelpers.ts';

/** The name of the GraphQL operation a request carries (POST body, or the query string). */
const operationOf = (request: Request) =>
  new URL(request.url()).searchParams.get('operationName') ??
  (request.postDataJSON() as { operationName?: string } | null)?.operationName;

const tabCount = (page: Page, name: string) =>
  page
    .getByRole('tab', { name: new RegExp(`^${name}`) })
    .locator('span')
    .filter({ hasText: /^\d+/ })
    .first();

const notifications = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { shownNotifications: Array<{ title: string; body: string }> })
        .shownNotifications,
  );

test.describe('inbox', () => {
  test('an injected new customer appears live with its counter and a notification', async ({
    browser,
    request,
  }) => {
    const page = await inboxPage(browser, admin);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Opportunities' })
      .click();
    await page.getByRole('tab', { name: /New customers/ }).click();
    await expect(page).toHaveURL(/\/app\/opportunities\/new_customers$/);
    await expect(page.getByText('Live', { exact: true })).toBeVisible();
    const before = Number.parseInt((await tabCount(page, 'New customers').textContent()) ?? '', 10);

    await inject(request, {
      contact: { firstName: 'Livia', lastName: 'Livetest' },
      body: 'Hallo, ich hätte gern ein Angebot.',
    });

    await expect(page.getByRole('link', { name: /Livia Livetest/ })).toBeVisible();
    await expect(tabCount(page, 'New customers')).toHaveText(new RegExp(`^${before + 1}\\b`));
    await expect
      .poll(() => notifications(page))
      .toContainEqual({
        title: 'New opportunity',
        body: 'Livia Livetest: Hallo, ich hätte gern ein Angebot.',
      });
    await expectAccessible(page);
    await page.context().close();
  });

  test('a message into an existing conversation notifies once with the attachment count', async ({
    browser,
    request,
  }) => {
    const page = await inboxPage(browser, admin);
    await page.goto('/app/opportunities/mine');
    await expect(page.getByText('Live', { exact: true })).toBeVisible();
    const first = await inject(request, {
      contact: { firstName: 'Anna', lastName: 'Anhang' },
      body: 'Start',
    });
    await inject(request, { opportunityId: first.opportunity.id, samples: ['pdf', 'image'] });
    await expect
      .poll(() => notifications(page))
      .toContainEqual({ title: 'New message', body: 'Anna Anhang: 2 attachments' });
    await page.context().close();
  });

  test('a user claims a new customer and the admin sees it leave the pool', async ({ browser, request }) => {
    const { opportunity } = await inject(request, {
      contact: { firstName: 'Paula', lastName: 'Pool' },
      body: 'Wer hilft mir?',
    });
    const adminPage = await inboxPage(browser, admin);
    await adminPage.goto('/app/opportunities/new_customers');
    await expect(adminPage.getByRole('link', { name: /Paula Pool/ })).toBeVisible();

    const userPage = await inboxPage(browser, user);
    await userPage.goto(`/app/opportunities/new_customers/${opportunity.id}`);
    const composer = userPage.getByRole('textbox', { name: 'Message to Paula Pool' });
    await expect(composer).toBeDisabled();
    await expect(composer).toHaveAccessibleDescription('Take this customer to reply.');
    await userPage.getByRole('button', { name: 'Take this customer' }).click();
    await expect(userPage.getByText('The conversation is yours now.')).toBeVisible();
    await expect(composer).toBeEnabled();
    await expect(composer).toHaveAccessibleDescription('Enter to send, Shift+Enter for a new line');

    await expect(adminPage.getByRole('link', { name: /Paula Pool/ })).toHaveCount(0);
    await userPage.goto('/app/opportunities/mine');
    await expect(userPage.getByRole('link', { name: /Paula Pool/ })).toBeVisible();
    await adminPage.context().close();
    await userPage.context().close();
  });

  test('a reply where no channel of its kind is connected is not sent, and the thread says why', async ({
    browser,
    request,
  }) => {
    // A Gmail conversation: Demo GmbH has no Gmail mailbox connected (as after one was removed; its
    // conversations stay). Nothing can carry the reply, so no tick is shown.
    const { opportunity } = await inject(request, {
      contact: { firstName: 'Nora', lastName: 'Nokanal', email: 'nora.nokanal@example.com' },
      channelType: 'GMAIL',
      body: 'Sind Sie noch erreichbar?',
    });
    const page = await inboxPage(browser, admin);
    await page.goto(`/app/opportunities/new_customers/${opportunity.id}`);
    await page.getByRole('button', { name: 'Take this customer' }).click();
    await expect(page.getByText('The conversation is yours now.')).toBeVisible();
    const composer = page.getByRole('textbox', { name: 'Message to Nora Nokanal' });
    await composer.fill('Ja, wir sind da.');
    await composer.press('Enter');
    const log = page.getByRole('log', { name: 'Messages with Nora Nokanal' });
    const reply = log.locator('[data-sender="user"]', { hasText: 'Ja, wir sind da.' });
    await expect(reply).toHaveAttribute('data-status', 'failed');
    await expect(
      log.getByText('No channel of this kind is connected: an admin adds one under Settings › Channels.'),
    ).toBeVisible();
    await expectAccessible(page);
    await page.context().close();
  });

  test('a reply is sent with the keyboard, persists after reload, and labels add and remove', async ({
    browser,
    request,
  }) => {
    const { opportunity } = await inject(request, {
      contact: { firstName: 'Rita', lastName: 'Reply' },
      body: 'Bitte um Rückruf',
    });
    const page = await inboxPage(browser, admin);
    await page.goto(`/app/opportunities/new_customers/${opportunity.id}`);
    await page.getByRole('button', { name: 'Take this customer' }).click();
    await expect(page.getByText('The conversation is yours now.')).toBeVisible();

    await page.keyboard.press('r');
    const composer = page.getByRole('textbox', { name: 'Message to Rita Reply' });
    await expect(composer).toBeFocused();
    await composer.fill('Gern, wir rufen Sie heute noch an.');
    await composer.press('Enter');
    const log = page.getByRole('log', { name: 'Messages with Rita Reply' });
    await expect(log.getByText('Gern, wir rufen Sie heute noch an.')).toBeVisible();
    await expect(composer).toHaveValue('');
    // Out through the Graph API stand-in, whose signed status webhooks bring delivered (1.5 s later) and
    // read once the customer answers.
    const reply = log.locator('[data-sender="user"]', { hasText: 'Gern, wir rufen Sie heute noch an.' });
    await expect(reply).toHaveAttribute('data-status', 'delivered');
    await inject(request, { opportunityId: opportunity.id, body: 'Danke!' });
    await expect(reply).toHaveAttribute('data-status', 'read');
    await page.reload();
    await expect(
      page
        .getByRole('log', { name: 'Messages with Rita Reply' })
        .getByText('Gern, wir rufen Sie heute noch an.'),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Label', exact: true }).click();
    await page.getByLabel('Search labels').fill('E2E-Kunde');
    await page.getByRole('button', { name: 'Create “E2E-Kunde”' }).click();
    await expect(page.getByRole('dialog', { name: 'Add a label' })).toHaveCount(0);
    const labels = page.getByRole('list', { name: 'Labels' });
    await expect(labels.getByText('E2E-Kunde')).toBeVisible();
    await labels.getByRole('button', { name: 'Remove label E2E-Kunde' }).click();
    await expect(labels.getByText('E2E-Kunde')).toHaveCount(0);
    // Both are on the conversation's timeline, live.
    await expect(log.getByText(`${admin.name} added the label E2E-Kunde`)).toBeVisible();
    await expect(log.getByText(`${admin.name} removed the label E2E-Kunde`)).toBeVisible();
    await page.context().close();
  });

  test('the draft survives a reload and the shortcuts are listed', async ({ browser, request }) => {
    const { opportunity } = await inject(request, {
      contact: { firstName: 'Dora', lastName: 'Draft' },
      body: 'Hallo',
    });
    const page = await inboxPage(browser, admin);
    await page.goto(`/app/opportunities/new_customers/${opportunity.id}`);
    await page.getByRole('button', { name: 'Take this customer' }).click();
    await page.getByRole('textbox', { name: 'Message to Dora Draft' }).fill('Halb geschrieben');
    await page.reload();
    const field = page.getByRole('textbox', { name: 'Message to Dora Draft' });
    await expect(field).toHaveValue('Halb geschrieben');
    // Past the server's limit: the reason shows beside the field, nothing is sent, nothing is lost.
    const tooLong = 'x'.repeat(4097);
    await field.fill(tooLong);
    await field.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'at most 4,096 characters' })).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveValue(tooLong);
    await field.press('Backspace');
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('?');
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
    await expectAccessible(page);
    await page.context().close();
  });

  test('without a mouse: into the list, open, reply, next conversation, back to the list', async ({
    browser,
  }) => {
    const page = await inboxPage(browser, user);
    await page.goto('/app/opportunities/mine');
    const rows = page.getByRole('list', { name: 'Conversations' }).getByRole('link');
    await expect(rows.nth(2)).toBeVisible();
    const rowOf = (url: string) => page.locator(`a[href="${new URL(url).pathname}"]`);

    // Nothing focused yet: Esc goes to the list.
    await page.keyboard.press('Escape');
    await expect(rows.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(rows.nth(1)).toBeFocused();
    const secondPath = await rows.nth(1).getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${secondPath}$`));

    await page.keyboard.press('r');
    const composer = page.getByRole('textbox', { name: /^Message to / });
    await expect(composer).toBeFocused();
    const firstName = await composer.getAttribute('aria-label');
    const reply = `Per Tastatur beantwortet ${test.info().repeatEachIndex}`;
    await page.keyboard.type(reply);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('log').getByText(reply)).toBeVisible();

    // Alt+↓ from the message field: the next conversation opens and its row has the focus.
    await page.keyboard.press('Alt+ArrowDown');
    await expect(page).not.toHaveURL(new RegExp(`${secondPath}$`));
    await expect(rowOf(page.url())).toBeFocused();
    await page.keyboard.press('r');
    await expect(composer).toBeFocused();
    await expect(composer).not.toHaveAttribute('aria-label', firstName ?? '');

    // Esc from the message field goes back to the open conversation's row.
    await page.keyboard.press('Escape');
    await expect(rowOf(page.url())).toBeFocused();
    await expectAccessible(page);
    await page.context().close();
  });

  test('after the server restarts, a message sent meanwhile appears without a reload', async ({
    browser,
    request,
  }) => {
    const { opportunity } = await inject(request, {
      contact: { firstName: 'Stefan', lastName: 'Restart' },
      body: 'Erste Nachricht',
    });
    const page = await inboxPage(browser, admin);
    // The socket connects by polling, then moves to a WebSocket ("5" is engine.io's upgrade packet). The
    // server goes away once it is there: a server lost in the middle of that move is noticed only at
    // engine.io's ping timeout (45 s), after this test's patience.
    const upgraded = new Promise<void>((resolve) => {
      page.on('websocket', (socket) =>
        socket.on('framesent', (frame) => {
          if (frame.payload === '5') resolve();
        }),
      );
    });
    await page.goto(`/app/opportunities/new_customers/${opportunity.id}`);
    const log = page.getByRole('log', { name: 'Messages with Stefan Restart' });
    await expect(log.getByText('Erste Nachricht')).toBeVisible();
    await expect(page.getByText('Live', { exact: true })).toBeVisible();
    await upgraded;

    const control = await playwrightRequest.newContext();
    expect((await control.post(`${CONTROL_URL}/server/stop`)).status()).toBe(204);
    try {
      await expect(page.getByText('Live', { exact: true })).toHaveCount(0);
    } finally {
      // Back even when the check above failed: the tests after this one need the server.
      expect((await control.post(`${CONTROL_URL}/server/start`)).status()).toBe(204);
    }
    // The customer writes before this page's socket is back: only the refetch after reconnecting shows it.
    await inject(request, { opportunityId: opportunity.id, body: 'Während der Pause geschrieben' });

    await expect(log.getByText('Während der Pause geschrieben')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Live', { exact: true })).toBeVisible();
    await control.dispose();
    await page.context().close();
  });

  test('a conversation opened while the server is down offers a retry that loads it', async ({
    browser,
    request,
  }) => {
    test.setTimeout(60_000);
    const { opportunity } = await inject(request, {
      contact: { firstName: 'Paula', lastName: 'Pause' },
      body: 'Bin gleich wieder da',
    });
    const other = await inject(request, { contact: { firstName: 'Otto', lastName: 'Offen' }, body: 'Hallo' });
    const page = await inboxPage(browser, admin);
    // One conversation open first: the route's code is loaded before the server goes away.
    await page.goto(`/app/opportunities/new_customers/${other.opportunity.id}`);
    await expect(page.getByRole('log', { name: 'Messages with Otto Offen' })).toBeVisible();
    const row = page.getByRole('link', { name: /Paula Pause/ });
    await expect(row).toBeVisible();

    // The socket stays away: a reconnect would refetch the conversation by itself, and this test is
    // about the user's own retry.
    await page.route('**/socket.io/**', (route) => route.abort());
    await page.routeWebSocket(/\/socket\.io\//, (ws) => ws.close());
    const control = await playwrightRequest.newContext();
    expect((await control.post(`${CONTROL_URL}/server/stop`)).status()).toBe(204);
    await row.click();
    await expect(page).toHaveURL(new RegExp(opportunity.id));
    await expect(page.getByRole('heading', { name: 'The conversation could not be loaded' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText('Conversation not found')).toHaveCount(0);
    expect((await control.post(`${CONTROL_URL}/server/start`)).status()).toBe(204);

    await page.getByRole('button', { name: 'Try again' }).click();
    const log = page.getByRole('log', { name: 'Messages with Paula Pause' });
    await expect(log.getByText('Bin gleich wieder da')).toBeVisible();
    await expectAccessible(page);
    await control.dispose();
    await page.context().close();
  });

  test('messages that could not be loaded say so beside the conversation and load on retry', async ({
    browser,
    request,
  }) => {
    test.setTimeout(60_000);
    const { opportunity } = await inject(request, {
      contact: { firstName: 'Thea', lastName: 'Thread' },
      body: 'Sind Sie noch da?',
    });
    const page = await inboxPage(browser, admin);
    // The network drops the messages request only (a flaky connection, not a mocked server).
    let dropMessages = true;
    await page.route(
      (url) => url.pathname.endsWith('/graphql'),
      (route) => {
        const operation = operationOf(route.request());
        return dropMessages && operation === 'Conversation'
          ? route.abort('internetdisconnected')
          : route.fallback();
      },
    );
    await page.goto(`/app/opportunities/new_customers/${opportunity.id}`);
    await expect(page.getByRole('heading', { name: 'Thea Thread' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'The messages could not be loaded' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText('No messages yet')).toHaveCount(0);

    dropMessages = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(
      page.getByRole('log', { name: 'Messages with Thea Thread' }).getByText('Sind Sie noch da?'),
    ).toBeVisible();
    await expectAccessible(page);
    await page.context().close();
  });

  test('a cold load of a conversation asks for it beside the user, not a round trip after', async ({
    browser,
    request,
  }) => {
    const { opportunity } = await inject(request, {
      contact: { firstName: 'Cora', lastName: 'Cold' },
      body: 'Erste Nachricht',
    });
    const page = await inboxPage(browser, admin);
    const order: string[] = [];
    let conversationAsked = () => {};
    const asked = new Promise<void>((resolve) => {
      conversationAsked = resolve;
    });
    await page.route(
      (url) => url.pathname.endsWith('/graphql'),
      async (route) => {
        const operation = operationOf(route.request());
        if (operation === 'Opportunity' || operation === 'Conversation') {
          order.push(operation);
          if (operation === 'Conversation') conversationAsked();
        }
        if (operation === 'Me') {
          // The user's answer waits until the conversation was asked for; a page that asks only after
          // it gets it 10 s later, and fails the order below.
          await Promise.race([asked, new Promise((resolve) => setTimeout(resolve, 10_000))]);
          order.push('Me answered');
        }
        await route.fallback();
      },
    );
    await page.goto(`/app/opportunities/new_customers/${opportunity.id}`);
    await expect(
      page.getByRole('log', { name: 'Messages with Cora Cold' }).getByText('Erste Nachricht'),
    ).toBeVisible();
    expect(order.indexOf('Opportunity')).toBeGreaterThanOrEqual(0);
    expect(order.indexOf('Opportunity')).toBeLessThan(order.indexOf('Me answered'));
    expect(order.indexOf('Conversation')).toBeLessThan(order.indexOf('Me answered'));
    await page.context().close();
  });

  test("the team tab names a colleague's last message instead of saying You", async ({ page }) => {
    // Uwe answered some of his customers last (seed); Ada reads them in the team tab (issue 27).
    await signIn(page, admin);
    await page.goto('/app/opportunities/team');
    const list = page.getByRole('list', { name: 'Conversations' });
    await expect(list.getByText('Uwe:', { exact: true }).first()).toBeVisible();
    await expect(list.getByText('You:', { exact: true })).toHaveCount(0);
  });

  test('on a phone the list and the open conversation take turns, with a way back', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    await context.addInitScript(() => localStorage.setItem('parley.locale', 'en'));
    const page = await context.newPage();
    await signIn(page, admin);
    await page.goto('/app/opportunities/mine');
    const list = page.getByRole('list', { name: 'Conversations' });
    await list.getByRole('link').first().click();
    // The conversation has the whole width; the list is out of the way.
    await expect(page.getByRole('log', { name: /^Messages with / })).toBeVisible();
    await expect(list).toBeHidden();
    // Beside the list it had about 130 px.
    const box = await page.getByRole('textbox', { name: /^Message to / }).boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(220);
    // It fills the screen (the page scrolled past the inbox's header to it), and its messages have
    // room to be read instead of what a tall header leaves (they had about 10 px).
    await expect(page.getByRole('link', { name: 'Back to the list' })).toBeInViewport();
    await expect(page.getByRole('textbox', { name: /^Message to / })).toBeInViewport();
    const log = await page.getByRole('log', { name: /^Messages with / }).boundingBox();
    expect(log?.height ?? 0).toBeGreaterThan(300);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Back to the list' }).click();
    await expect(page).toHaveURL(/\/app\/opportunities\/mine$/);
    await expect(list).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the list' })).toHaveCount(0);
    await context.close();
  });
});
