import type { APIRequestContext } from '@playwright/test';
import { admin, DEMO_COMPANY_ID, expect, expectAccessible, SERVER, shoot, signIn, test } from './fixtures.ts';

/*
 * WhatsApp's 24-hour window in the composer (issue 32): a customer who wrote 25 hours ago gets only a
 * template, whose cost is shown before it is sent; the typed draft stays; within 24 hours the countdown
 * shows how long free text may still be sent.
 */

type Injected = { opportunity: { id: string } };

async function customer(request: APIRequestContext, name: string, hoursAgo: number) {
  const response = await request.post(`${SERVER}/api/dev/inject`, {
    data: {
      companyId: DEMO_COMPANY_ID,
      contact: { firstName: name, lastName: 'Window' },
      body: 'Hallo?',
      hoursAgo,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as Injected).opportunity.id;
}

test.describe("WhatsApp's 24-hour window", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('outside the window only a template can be sent, at its cost, and the draft stays', async ({
    page,
    request,
  }) => {
    const run = Date.now().toString(36);
    const closed = await customer(request, `Late${run}`, 25);
    await signIn(page, admin);
    await page.goto(`/app/opportunities/new_customers/${closed}`);
    // Take the customer to reply.
    await page.getByRole('button', { name: 'Take this customer' }).click();
    const sender = page.getByRole('region', { name: /more than 24 hours ago/ });
    await expect(sender).toBeVisible();
    const composer = page.getByRole('textbox', { name: /Message to/ });
    await expect(composer).toBeDisabled();
    await expect(sender).toContainText('Sending it starts a paid conversation: €0.12.');
    await sender.getByRole('button', { name: /Template/ }).click();
    await page.getByRole('option', { name: 'Welcome back' }).click();
    await sender.getByRole('textbox', { name: 'Value for placeholder 1' }).fill(`Late${run}`);
    await sender.getByRole('textbox', { name: 'Value for placeholder 2' }).fill('deiner Bestellung');
    await expect(sender.getByRole('figure', { name: /Welcome back/ })).toContainText(`Hallo Late${run}`);
    await expectAccessible(page);
    await shoot(page, 'whatsapp-window-closed-en');
    await sender.getByRole('button', { name: 'Send template' }).click();
    await expect(page.getByRole('log').getByText(`Hallo Late${run}, wir haben dich vermisst`)).toBeVisible();
  });

  test('within the window the countdown shows and free text goes', async ({ page, request }) => {
    const run = Date.now().toString(36);
    const open = await customer(request, `Early${run}`, 20);
    await signIn(page, admin);
    await page.goto(`/app/opportunities/new_customers/${open}`);
    await page.getByRole('button', { name: 'Take this customer' }).click();
    await expect(page.getByText(/[34] h \d+ min left/)).toBeVisible();
    const composer = page.getByRole('textbox', { name: /Message to/ });
    await composer.fill('Gern, ich schaue nach.');
    await composer.press('Enter');
    await expect(page.getByRole('log').getByText('Gern, ich schaue nach.')).toBeVisible();
    await expectAccessible(page);
  });
});

test('a draft typed while the window was open is still there when it closes', async ({ page, request }) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  // The customer wrote 23 h 59 min 40 s ago: 20 seconds of the window are left.
  const closing = await customer(request, `Edge${run}`, 24 - 20 / 3600);
  await signIn(page, admin);
  await page.goto(`/app/opportunities/new_customers/${closing}`);
  await page.getByRole('button', { name: 'Take this customer' }).click();
  await expect(page.getByText(/0 h 1 min left/)).toBeVisible();
  const composer = page.getByRole('textbox', { name: /Message to/ });
  await composer.fill('Ich melde mich morgen bei dir.');
  // The countdown ends: the composer turns to templates and keeps the draft.
  await expect(page.getByRole('region', { name: /more than 24 hours ago/ })).toBeVisible({ timeout: 60_000 });
  await expect(composer).toBeDisabled();
  await expect(composer).toHaveValue('Ich melde mich morgen bei dir.');
});
