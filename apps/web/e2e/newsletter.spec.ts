import type { APIRequestContext } from '@playwright/test';
import {
  admin,
  DEMO_COMPANY_ID,
  expect,
  expectAccessible,
  expectRefused,
  graphqlAs,
  idTokenOf,
  SERVER,
  shoot,
  signIn,
  test,
  user,
} from './fixtures.ts';

/*
 * Newsletters and credits as a company admin (issue 32): an audience of its own (three new customers
 * with a label of this run, two of them with consent) gets the "Welcome back" template; the review
 * step says who is left out; the consent confirmation is asked; the in-progress list counts up to
 * "delivered of total"; the messages are in the recipients' conversations; the archive and the
 * statistics page show it; a top-up raises the balance. A company user is refused everywhere.
 */

type Injected = { opportunity: { id: string; contact: { id: string } } };

async function newCustomer(request: APIRequestContext, firstName: string): Promise<Injected['opportunity']> {
  const response = await request.post(`${SERVER}/api/dev/inject`, {
    data: { companyId: DEMO_COMPANY_ID, contact: { firstName, lastName: 'Newsletter' }, body: 'Hallo!' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as Injected).opportunity;
}

test.describe('newsletter', () => {
  test.use({ viewport: { width: 1200, height: 900 } });

  test('an admin sends a template to a labelled audience; only contacts with consent receive it', async ({
    page,
    request,
  }) => {
    const run = Date.now().toString(36);
    const label = `nl-${run}`;
    const token = await idTokenOf(admin);
    const customers = await Promise.all(
      ['Anna', 'Bert', 'Cleo'].map((name) => newCustomer(request, `${name}${run}`)),
    );
    for (const customer of customers) {
      const labelled = await request.post(`${SERVER}/api/core-service/label`, {
        headers: { authorization: `Bearer ${token}` },
        data: { customerId: customer.contact.id, key: label },
      });
      expect(labelled.ok(), await labelled.text()).toBe(true);
    }
    // Anna and Bert agreed; Cleo did not.
    await graphqlAs(token, 'mutation ($ids: [ID!]!) { setConsent(contactIds: $ids, type: MANUAL) { id } }', {
      ids: customers.slice(0, 2).map((customer) => customer.contact.id),
    });

    await signIn(page, admin);
    await page.getByRole('link', { name: 'Newsletter' }).click();
    await expect(page).toHaveURL(/\/app\/newsletter\/overview/);
    const balanceBefore = Number(
      (
        (await page
          .getByRole('region', { name: 'Conversation credit' })
          .locator('dd')
          .first()
          .textContent()) ?? ''
      ).replace(/\D/g, ''),
    );
    await expect(page.getByRole('figure', { name: /Service reminder/ })).toContainText(
      "Waiting for WhatsApp's review",
    );
    await expectAccessible(page);
    await shoot(page, 'newsletter-overview-en');

    // Step 1: the recipients, by this run's label.
    await page
      .getByRole('listitem')
      .filter({ has: page.getByRole('figure', { name: /Welcome back/ }) })
      .getByRole('link', { name: 'Use this template' })
      .click();
    await expect(page).toHaveURL(/\/app\/newsletter\/overview\/[\w-]+/);
    await page.getByRole('checkbox', { name: label }).check({ force: true });
    await expect(page.getByText('2 contacts will receive it')).toBeVisible();
    await expect(page.getByText('1 without consent will not receive it.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Value for placeholder 1' }).fill('liebe Kundin');
    await page.getByRole('textbox', { name: 'Value for placeholder 2' }).fill('deinem Auto');
    await page.getByRole('textbox', { name: 'Name of the newsletter' }).fill(`Welcome ${run}`);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 2: review, the schedule, the cost and what remains.
    await expect(page.getByRole('heading', { name: 'Dispatch schedule' })).toBeVisible();
    await expect(page.getByText(/This send costs €0\.24 \(2 conversations × €0\.12\)/)).toBeVisible();
    await expect(page.getByRole('figure', { name: /Welcome back/ })).toContainText('Hallo liebe Kundin');
    await expectAccessible(page);
    await shoot(page, 'newsletter-review-en');
    await page.getByRole('button', { name: 'Send newsletter' }).click();

    // The brand asks for a confirmation first; sending without it is refused on the checkbox.
    const consent = page.getByRole('dialog', { name: 'Stay in touch' });
    await expect(consent).toBeVisible();
    await consent.getByRole('button', { name: 'Send newsletter' }).click();
    await expect(consent.getByText('Please confirm to send the newsletter.')).toBeVisible();
    await consent.getByRole('checkbox', { name: 'Yes, send me news' }).check({ force: true });
    await consent.getByRole('button', { name: 'Send newsletter' }).click();
    await expect(page.getByRole('heading', { name: 'Your newsletter is on its way' })).toBeVisible();
    await expect(page.getByText('2 contacts will receive it, in 1 dispatch.')).toBeVisible();

    // In progress: counts up to "delivered of total".
    await page.getByRole('link', { name: 'Follow it in progress' }).click();
    const row = page.getByRole('row', { name: new RegExp(`Welcome ${run}`) });
    await expect(row).toContainText('2 of 2', { timeout: 20_000 });
    await expectAccessible(page);

    // The messages are in Anna's and Bert's conversations, not in Cleo's.
    for (const [index, customer] of customers.entries()) {
      const thread = await graphqlAs<{ conversations: { items: { body: string | null }[] } }>(
        token,
        'query ($id: ID!) { conversations(opportunityId: $id) { items { body } } }',
        { id: customer.id },
      );
      const received = thread.conversations.items.some((message) =>
        message.body?.includes('Hallo liebe Kundin'),
      );
      expect(received, customer.contact.id).toBe(index < 2);
    }
    await page.goto(`/app/opportunities/new_customers/${customers[0]?.id}`);
    await expect(
      page.getByRole('log').getByText(/Hallo liebe Kundin, wir haben dich vermisst/),
    ).toBeVisible();

    // The archive and the statistics with their chart.
    await page.goto('/app/newsletter/archive');
    const archived = page.getByRole('row', { name: new RegExp(`Welcome ${run}`) });
    await archived.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByRole('dialog').getByRole('figure', { name: /Welcome back/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await archived.getByRole('link', { name: 'Statistics' }).click();
    await expect(page.getByRole('heading', { name: `Statistics: Welcome ${run}` })).toBeVisible();
    const chart = page.getByRole('figure', { name: 'Per dispatch' });
    await expect(chart.locator('canvas')).toBeVisible();
    await expect(page.locator('dl')).toContainText('Without consent1');
    await expectAccessible(page);
    await shoot(page, 'newsletter-stats-en');

    // The credit went down by two.
    await page.goto('/app/newsletter/overview');
    const credit = page.getByRole('region', { name: 'Conversation credit' });
    await expect(credit.locator('dd').first()).toHaveText(
      new Intl.NumberFormat('en').format(balanceBefore - 2),
    );
  });

  test('a top-up raises the balance and closes the dialog; both boxes must be ticked', async ({ page }) => {
    await signIn(page, admin);
    await page.goto('/app/newsletter/overview');
    const credit = page.getByRole('region', { name: 'Conversation credit' });
    const before = Number(((await credit.locator('dd').first().textContent()) ?? '').replace(/\D/g, ''));
    await credit.getByRole('button', { name: 'Top up' }).click();
    const dialog = page.getByRole('dialog', { name: 'Top up conversations' });
    await expect(dialog.getByRole('radio', { name: /1,000 conversations · €120\.00/ })).toBeChecked();
    await dialog.getByRole('radio', { name: /^500 conversations/ }).check({ force: true });
    await dialog.getByRole('checkbox', { name: 'I accept the terms and conditions.' }).check({ force: true });
    await dialog.getByRole('button', { name: 'Order for €60.00' }).click();
    await expect(dialog.getByText('Please accept the terms and the privacy policy.')).toBeVisible();
    await dialog.getByRole('checkbox', { name: 'I have read the privacy policy.' }).check({ force: true });
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Order for €60.00' }).click();
    await expect(
      dialog.getByText('Waiting for the payment to be confirmed. This can take a moment.'),
    ).toBeVisible();
    // The provider confirms a few seconds later; the dialog reads the balance every 5 s.
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    await expect(credit.locator('dd').first()).toHaveText(new Intl.NumberFormat('en').format(before + 500));
  });

  test('in German, the overview and the wizard speak German', async ({ page }) => {
    await signIn(page, admin);
    await page.evaluate(() => localStorage.setItem('parley.locale', 'de'));
    await page.goto('/app/newsletter/wizard');
    await expect(page.getByRole('radiogroup', { name: /Vorlage/ })).toContainText('Von WhatsApp abgelehnt');
    await page.getByRole('radio', { name: 'Spring offer' }).check({ force: true });
    await expect(page.getByRole('figure', { name: /Spring offer/ })).toBeVisible();
    await page.getByRole('button', { name: 'Weiter' }).click();
    await expect(page.getByText(/Kontakte erhalten ihn/)).toBeVisible();
    await expectAccessible(page);
    await shoot(page, 'newsletter-recipients-de');
    await page.evaluate(() => localStorage.setItem('parley.locale', 'en'));
  });

  test('a company user is refused every newsletter screen and call', async ({ page }) => {
    await signIn(page, user);
    await expect(page.getByRole('link', { name: 'Newsletter' })).toHaveCount(0);
    await expectRefused(page, [
      '/app/newsletter/overview',
      '/app/newsletter/wizard',
      '/app/newsletter/in-progress',
      '/app/newsletter/archive',
      '/app/newsletter/stats/some-id',
    ]);
    const token = await idTokenOf(user);
    for (const path of ['od-template', 'newsletter/in-progress', 'newsletter/stats?year=2026']) {
      const response = await fetch(`${SERVER}/api/core-service/${path}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status, path).toBe(403);
    }
    const credits = await fetch(`${SERVER}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ conversationCredits { balance } }' }),
    });
    expect(JSON.stringify(await credits.json())).toContain('FORBIDDEN');
  });
});
