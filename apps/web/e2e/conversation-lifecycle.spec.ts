import type { Page } from '@playwright/test';
import {
  admin,
  DEMO_COMPANY_ID,
  expect,
  expectAccessible,
  graphqlAs,
  idTokenOf,
  SERVER,
  test,
  user,
} from './fixtures.ts';
import { inboxPage, inject } from './inboxHelpers.ts';

/*
 * A team runs its inbox (issue 28): a conversation is handed over and the colleague sees it arrive
 * live, shared and accepted from the Shared tab, closed with a reason and found under Closed, reopened;
 * a customer writing to a closed one starts a new conversation or reopens it by the company's
 * setting; each step is on the conversation's timeline, and a user cannot close a colleague's.
 */

/** The open conversation's header actions. */
const actions = (page: Page) => page.getByRole('group', { name: 'Conversation actions' });

/** Takes the customer of a pool conversation open on `page`. */
async function take(page: Page) {
  await page.getByRole('button', { name: 'Take this customer' }).click();
  await expect(page.getByText('The conversation is yours now.')).toBeVisible();
}

/** Opens the conversation's "More actions" menu and picks `item`. */
async function moreActions(page: Page, item: string) {
  await page
    .getByRole('group', { name: 'Conversation actions' })
    .getByRole('button', { name: 'More actions' })
    .click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** Chooses `name` in the dialog's colleague select and confirms with `action`. */
async function chooseColleague(page: Page, dialog: string, label: string, name: string, action: string) {
  const box = page.getByRole('dialog', { name: dialog });
  await box.getByRole('button', { name: new RegExp(label) }).click();
  await page.getByRole('option', { name }).click();
  await box.getByRole('button', { name: action, exact: true }).click();
  await expect(box).toHaveCount(0);
}

const timeline = (page: Page, customer: string) =>
  page.getByRole('log', { name: `Messages with ${customer}` });

test.describe('conversation lifecycle', () => {
  test('hand over live, share and accept, close with a reason, find it under Closed and reopen', async ({
    browser,
    request,
    restore,
  }) => {
    const adminPage = await inboxPage(browser, admin);
    const userPage = await inboxPage(browser, user);
    const created: string[] = [];
    // What this test leaves open would count on the demo users' tabs: closed again afterwards.
    restore.add(async () => {
      const token = await idTokenOf(admin);
      for (const id of created)
        await graphqlAs(
          token,
          'mutation ($id: ID!) { updateConversation(id: $id, input: { status: CLOSED }) { id } }',
          {
            id,
          },
        ).catch(() => undefined);
    });

    // Handed over: the colleague's Mine list shows it arrive, with a notice of who gave it.
    const handed = await inject(request, {
      contact: { firstName: 'Hanna', lastName: 'Hand' },
      body: 'Hallo?',
    });
    created.push(handed.opportunity.id);
    await userPage.goto('/app/opportunities/mine');
    await adminPage.goto(`/app/opportunities/new_customers/${handed.opportunity.id}`);
    await take(adminPage);
    await moreActions(adminPage, 'Hand over…');
    await expect(adminPage.getByRole('dialog', { name: 'Hand over conversation' })).toBeVisible();
    await expectAccessible(adminPage);
    await chooseColleague(adminPage, 'Hand over conversation', 'Hand over to', user.name, 'Hand over');
    await expect(adminPage.getByText(`Handed over to ${user.name}.`)).toBeVisible();
    await expect(userPage.getByRole('link', { name: /Hanna Hand/ })).toBeVisible();
    await expect(userPage.getByText(`${admin.name} handed a conversation over to you`)).toBeVisible();
    await userPage.getByRole('link', { name: /Hanna Hand/ }).click();
    await expect(timeline(userPage, 'Hanna Hand').getByText(`${admin.name} took the customer`)).toBeVisible();
    await expect(
      timeline(userPage, 'Hanna Hand').getByText(
        `${admin.name} handed the conversation over to ${user.name}`,
      ),
    ).toBeVisible();
    // An admin still manages a colleague's conversation (takes it over when they are away, say).
    await expect(actions(adminPage).getByRole('button', { name: 'Close', exact: true })).toBeVisible();

    // Shared: it appears in the colleague's Shared tab, where they accept it.
    const shared = await inject(request, {
      contact: { firstName: 'Sven', lastName: 'Share' },
      body: 'Eine Frage',
    });
    created.push(shared.opportunity.id);
    await adminPage.goto(`/app/opportunities/new_customers/${shared.opportunity.id}`);
    await take(adminPage);
    await moreActions(adminPage, 'Share…');
    await chooseColleague(adminPage, 'Share conversation', 'Share with', user.name, 'Share');
    await expect(adminPage.getByText(`Shared with ${user.name}.`)).toBeVisible();
    await userPage.goto('/app/opportunities/shared');
    await userPage.getByRole('link', { name: /Sven Share/ }).click();
    await userPage.getByRole('button', { name: 'Accept conversation' }).click();
    await expect(userPage.getByText('You accepted the conversation.')).toBeVisible();
    await userPage.goto('/app/opportunities/mine');
    await expect(userPage.getByRole('link', { name: /Sven Share/ })).toBeVisible();

    // Closed with a reason: gone from Mine, listed under Closed with the reason on its timeline.
    const closing = await inject(request, {
      contact: { firstName: 'Clara', lastName: 'Close' },
      body: 'Erledigt?',
    });
    created.push(closing.opportunity.id);
    await adminPage.goto(`/app/opportunities/new_customers/${closing.opportunity.id}`);
    await take(adminPage);
    await actions(adminPage).getByRole('button', { name: 'Close', exact: true }).click();
    const closeDialog = adminPage.getByRole('dialog', { name: 'Close conversation' });
    const reason = closeDialog.getByRole('textbox', { name: /Reason/ });
    // Too long: the error is next to the field and the text stays.
    await reason.fill('x'.repeat(501));
    await closeDialog.getByRole('button', { name: 'Close conversation' }).click();
    await expect(closeDialog.getByText('The reason can have at most 500 characters.')).toBeVisible();
    await expect(reason).toHaveValue('x'.repeat(501));
    await reason.fill('Am Telefon geklärt');
    await closeDialog.getByRole('button', { name: 'Close conversation' }).click();
    await expect(adminPage.getByText('The conversation with Clara Close is closed.')).toBeVisible();
    await adminPage.goto('/app/opportunities/closed');
    await adminPage.getByRole('link', { name: /Clara Close/ }).click();
    await expect(
      timeline(adminPage, 'Clara Close').getByText(
        `${admin.name} closed the conversation: Am Telefon geklärt`,
      ),
    ).toBeVisible();
    await expectAccessible(adminPage);
    await actions(adminPage).getByRole('button', { name: 'Reopen' }).click();
    await expect(adminPage.getByText('The conversation is open again.')).toBeVisible();
    await expect(
      timeline(adminPage, 'Clara Close').getByText(`${admin.name} reopened the conversation`),
    ).toBeVisible();
    await adminPage.goto('/app/opportunities/mine');
    await expect(adminPage.getByRole('link', { name: /Clara Close/ })).toBeVisible();

    // A user may not close a colleague's conversation: no Close, no hand over, on the Team tab.
    await userPage.goto(`/app/opportunities/team/${closing.opportunity.id}`);
    await expect(userPage.getByRole('heading', { name: 'Clara Close' })).toBeVisible();
    await expect(actions(userPage).getByRole('button', { name: 'Close', exact: true })).toHaveCount(0);

    await adminPage.context().close();
    await userPage.context().close();
  });

  test('an internal note with an @mention tells the colleague and never reaches the customer', async ({
    browser,
    request,
  }) => {
    const noted = await inject(request, {
      contact: { firstName: 'Nele', lastName: 'Notiz' },
      body: 'Wann kommt ihr?',
    });
    const adminPage = await inboxPage(browser, admin);
    const userPage = await inboxPage(browser, user);
    await userPage.goto('/app/opportunities/mine');
    await adminPage.goto(`/app/opportunities/new_customers/${noted.opportunity.id}`);
    await moreActions(adminPage, 'Add internal note…');
    const dialog = adminPage.getByRole('dialog', { name: 'Internal note' });
    const note = `Kunde ist Stammkunde, @${user.name} bitte Rabatt anbieten`;
    // "@" and the start of a name offers the colleague; choosing them completes the name and ticks them.
    const box = dialog.getByRole('textbox', { name: /Note/ });
    await box.fill('Kunde ist Stammkunde, @Uw');
    await expect(dialog.getByRole('group', { name: 'Mention a colleague' })).toBeVisible();
    await expectAccessible(adminPage);
    await dialog
      .getByRole('group', { name: 'Mention a colleague' })
      .getByRole('button', { name: `@${user.name}` })
      .click();
    await expect(box).toHaveValue(`Kunde ist Stammkunde, @${user.name} `);
    await expect(dialog.getByRole('checkbox', { name: `@${user.name}` })).toBeChecked();
    await box.press('End');
    await box.pressSequentially('bitte Rabatt anbieten');
    await expect(box).toHaveValue(note);
    await expectAccessible(adminPage);
    await dialog.getByRole('button', { name: 'Add note' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(
      timeline(adminPage, 'Nele Notiz').getByText(`Internal note by ${admin.name}: ${note}`),
    ).toBeVisible();
    await expect(userPage.getByText(`${admin.name} mentioned you in a note`)).toBeVisible();
    // Never the customer's: the conversation's last message is still the customer's own.
    await adminPage.goto('/app/opportunities/new_customers');
    await expect(adminPage.getByRole('link', { name: /Nele Notiz/ })).toContainText('Wann kommt ihr?');
    await adminPage.context().close();
    await userPage.context().close();
  });

  test('an admin finds a customer by part of the phone number, opens the conversation, and filters the list', async ({
    browser,
    request,
  }) => {
    const found = await inject(request, {
      contact: { firstName: 'Stella', lastName: 'Suche', phone: '+49 170 5550 1234' },
      body: 'Ist mein Paket schon unterwegs?',
    });
    const page = await inboxPage(browser, admin);
    await page.goto('/app/opportunities/mine');
    await page.locator('main h1').click();
    // `/` goes to the search box; a part of the number, written differently, finds the customer.
    await page.keyboard.press('/');
    const box = page.getByRole('searchbox', { name: 'Search customers and messages' });
    await expect(box).toBeFocused();
    await box.fill('5550 12');
    const results = page.getByRole('region', { name: 'Search results' });
    await expect(results.getByRole('status')).toHaveText('1 conversation found');
    await expect(results.locator('mark')).toHaveText('5550 12');
    await expectAccessible(page);
    await results.getByRole('link', { name: 'Stella Suche' }).click();
    await expect(page).toHaveURL(new RegExp(`/opportunities/new_customers/${found.opportunity.id}\\?q=`));
    await expect(page.getByRole('heading', { name: 'Stella Suche' })).toBeVisible();
    // The words of a message find it too, in another form ("Pakete").
    await box.fill('Pakete');
    await expect(results.getByRole('link', { name: 'Stella Suche' })).toBeVisible();
    await expect(results.getByText('Message:')).toBeVisible();
    await box.clear();
    await expect(results).toHaveCount(0);

    // The list narrows by channel and unread and sorts longest waiting first, kept in the address.
    const list = page.getByRole('list', { name: 'Conversations' });
    await expect(list.getByText('Stella Suche')).toBeVisible();
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const filters = page.getByRole('region', { name: 'Filters' });
    await filters.getByRole('button', { name: /Channel/ }).click();
    await page.getByRole('option', { name: 'Email' }).click();
    await expect(page).toHaveURL(/channel=EMAIL/);
    await expect(list.getByText('Stella Suche')).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toHaveAttribute('aria-expanded', 'true');
    await expect(list.getByText('Stella Suche')).toHaveCount(0);
    await filters.getByRole('button', { name: /Channel/ }).click();
    await page.getByRole('option', { name: 'All channels' }).click();
    await expect(list.getByText('Stella Suche')).toBeVisible();
    // Longest waiting first: the customers of the pool who wrote long before Stella come first.
    await filters.getByRole('button', { name: /Sort/ }).click();
    await page.getByRole('option', { name: 'Longest waiting first' }).click();
    await expect(page).toHaveURL(/sort=waiting/);
    await expect(list.getByText('Stella Suche')).toBeVisible();
    await expect(list.getByRole('link').first()).not.toContainText('Stella Suche');
    // Opening her conversation read it: unread only leaves her out, and keeps the unread ones.
    await filters.getByText('Unread only').click();
    await expect(page).toHaveURL(/unread=true/);
    await expect(list.getByText('Stella Suche')).toHaveCount(0);
    await expect(list.getByRole('link').first()).toBeVisible();
    await expectAccessible(page);
    await filters.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).not.toHaveURL(/unread|sort|channel/);
    await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();
    await page.context().close();
  });

  test("a customer writing to a closed conversation: a new one, or the old one reopened by the company's setting; a snoozed one wakes", async ({
    browser,
    request,
    restore,
  }) => {
    const token = await idTokenOf(admin);
    const companyUrl = `${SERVER}/api/core-service/companies/${DEMO_COMPANY_ID}`;
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    // The update names the company (its one required field): the name it has now.
    const setReuse = async (reuse: boolean) => {
      const { name } = (await (await fetch(companyUrl, { headers })).json()) as { name: string };
      const response = await fetch(companyUrl, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ id: DEMO_COMPANY_ID, name, reuseClosedOpportunities: reuse }),
      });
      expect(response.ok, await response.text()).toBe(true);
    };
    restore.add(() => setReuse(false));
    const close = (id: string) =>
      graphqlAs(
        token,
        'mutation ($id: ID!) { updateConversation(id: $id, input: { status: CLOSED }) { id } }',
        { id },
      );

    const first = await inject(request, {
      contact: { firstName: 'Rolf', lastName: 'Rückkehr' },
      body: 'Hallo',
    });
    await close(first.opportunity.id);
    restore.add(async () => {
      await close(first.opportunity.id).catch(() => undefined);
    });
    const page = await inboxPage(browser, admin);
    await page.goto('/app/opportunities/new_customers');

    // Without reuse, the customer's next message starts a new conversation among the new customers.
    await setReuse(false);
    const again = await inject(request, { opportunityId: first.opportunity.id, body: 'Ich bin es wieder' });
    restore.add(async () => {
      await close(again.opportunity.id).catch(() => undefined);
    });
    expect(again.opportunity.id).not.toBe(first.opportunity.id);
    await expect(page.getByRole('link', { name: /Rolf Rückkehr/ })).toBeVisible();
    await page.goto(`/app/opportunities/closed/${first.opportunity.id}`);
    await expect(actions(page).getByRole('button', { name: 'Reopen' })).toBeVisible();

    // With reuse, it reopens, and its timeline says the customer did it.
    await setReuse(true);
    const reopened = await inject(request, { opportunityId: first.opportunity.id, body: 'Noch eine Frage' });
    expect(reopened.opportunity.id).toBe(first.opportunity.id);
    await expect(actions(page).getByRole('button', { name: 'Reopen' })).toHaveCount(0);
    await expect(
      timeline(page, 'Rolf Rückkehr').getByText('The customer wrote again: the conversation is open'),
    ).toBeVisible();

    // Snoozed, it waits under Closed until its time; the customer writing wakes it, whatever the setting.
    await setReuse(false);
    await moreActions(page, 'Snooze…');
    const snooze = page.getByRole('dialog', { name: 'Snooze conversation' });
    await snooze.getByText(/^Tomorrow morning/).click();
    await expectAccessible(page);
    await snooze.getByRole('button', { name: 'Snooze', exact: true }).click();
    await expect(
      page.getByText(/^The conversation with Rolf Rückkehr is snoozed until/).last(),
    ).toBeVisible();
    await expect(page.getByText(/^Snoozed until/)).toBeVisible();
    // Among the closed ones, its row says until when.
    await expect(
      page
        .getByRole('list', { name: 'Conversations' })
        .getByRole('link', { name: /Rolf Rückkehr.*Snoozed until/ }),
    ).toBeVisible();
    await expect(
      timeline(page, 'Rolf Rückkehr').getByText(/^Ada Admin snoozed the conversation until/),
    ).toBeVisible();
    const woken = await inject(request, { opportunityId: first.opportunity.id, body: 'Doch noch heute?' });
    expect(woken.opportunity.id).toBe(first.opportunity.id);
    await expect(page.getByText(/^Snoozed until/)).toHaveCount(0);
    await expect(actions(page).getByRole('button', { name: 'Reopen' })).toHaveCount(0);
    await page.context().close();
  });
  test('three conversations closed at once with the keyboard', async ({ browser, request }) => {
    const names = ['Kai Kiste', 'Kim Kiste', 'Kurt Kiste'];
    const injected = [];
    for (const name of names) {
      const [firstName, lastName] = name.split(' ');
      injected.push(await inject(request, { contact: { firstName, lastName }, body: 'Bitte zurückrufen' }));
    }
    const page = await inboxPage(browser, admin);
    await page.goto('/app/opportunities/new_customers');
    const list = page.getByRole('list', { name: 'Conversations' });
    // Newest first: Kurt, Kim, Kai. x ticks the focused row, ↓ moves on, Space ticks too.
    await list.getByRole('link', { name: /Kurt Kiste/ }).focus();
    await page.keyboard.press('x');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('x');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    const bar = page.getByRole('group', { name: 'Selected conversations' });
    await expect(bar.getByText('3 selected')).toBeVisible();
    for (const name of names)
      await expect(list.getByRole('checkbox', { name: `Select ${name}` })).toBeChecked();
    await expectAccessible(page);
    // The bar comes before the list: Shift+Tab from the row reaches its actions.
    await page.keyboard.press('Shift+Tab');
    await expect(bar.getByRole('button', { name: 'Label…' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(bar.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('3 conversations closed.')).toBeVisible();
    await expect(bar).toHaveCount(0);
    for (const name of names) await expect(list.getByRole('link', { name: new RegExp(name) })).toHaveCount(0);
    // Each is under Closed, its timeline saying who closed it.
    await page.goto(`/app/opportunities/closed/${injected[0]?.opportunity.id}`);
    await expect(actions(page).getByRole('button', { name: 'Reopen' })).toBeVisible();
    await expect(
      timeline(page, 'Kai Kiste').getByText(`${admin.name} closed the conversation`, { exact: true }),
    ).toBeVisible();
    await page.context().close();
  });
});
