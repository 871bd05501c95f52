import type { Page } from '@playwright/test';
import { admin, DEMO_COMPANY_ID, expect, SERVER, signIn, test, user } from './fixtures.ts';

/** Keys of the signed-in user's own work, by the prefixes the inbox stores them under. */
async function userKeys(page: Page): Promise<{ local: string[]; session: string[] }> {
  return page.evaluate(() => {
    const mine = (key: string) =>
      key.startsWith('parley.draft.') ||
      key.startsWith('parley.outbox') ||
      key.startsWith('parley.notified') ||
      key.startsWith('parley.notificationsAsked');
    return {
      local: Object.keys(localStorage).filter(mine),
      session: Object.keys(sessionStorage).filter(mine),
    };
  });
}

test.describe('logout at a shared desk', () => {
  test('asks before deleting an unsent message and a draft, then leaves nothing of them in the browser', async ({
    page,
    request,
  }) => {
    const injected = await request.post(`${SERVER}/api/dev/inject`, {
      data: { companyId: DEMO_COMPANY_ID, contact: { firstName: 'Lena', lastName: 'Logout' }, body: 'Hallo' },
    });
    expect(injected.ok(), await injected.text()).toBe(true);
    const { opportunity } = (await injected.json()) as { opportunity: { id: string } };

    await signIn(page, admin);
    await page.goto(`/app/opportunities/new_customers/${opportunity.id}`);
    await page.getByRole('button', { name: 'Take this customer' }).click();
    const composer = page.getByRole('textbox', { name: 'Message to Lena Logout' });
    await expect(composer).toBeEnabled();

    // The network drops the send: the message stays in the outbox as failed.
    await page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('SendMessage')) await route.abort('internetdisconnected');
      else await route.continue();
    });
    await composer.fill('Diese Nachricht kommt nie an');
    await composer.press('Enter');
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('parley.outbox') ?? '[]').length), {
        timeout: 20_000,
      })
      .toBe(1);
    // And a draft that was never sent.
    await composer.fill('Halb geschrieben');
    await page.evaluate(() => sessionStorage.setItem('parley.notificationsAsked', '1'));
    expect((await userKeys(page)).local).toEqual(
      expect.arrayContaining([`parley.draft.${opportunity.id}`, 'parley.outbox']),
    );

    // Logout says how many and asks; staying keeps everything.
    await page.getByRole('button', { name: 'Log out' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Log out and delete unsent work?' });
    await expect(dialog).toContainText('1 unsent message and 1 draft');
    await dialog.getByRole('button', { name: 'Stay signed in' }).click();
    await expect(dialog).toBeHidden();
    await expect(composer).toHaveValue('Halb geschrieben');
    expect((await userKeys(page)).local).toHaveLength(2);

    // Logging out deletes them, and reloads the page so nothing of the user stays in memory either.
    await page.getByRole('button', { name: 'Log out' }).click();
    const reloaded = page.waitForEvent('load');
    await dialog.getByRole('button', { name: 'Log out' }).click();
    await reloaded;
    await expect(page).toHaveURL(/\/app\/login/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(await userKeys(page)).toEqual({ local: [], session: [] });
    expect(await page.evaluate(() => localStorage.getItem('parley.accessToken'))).toBeNull();

    // The next person signing in at this desk finds none of it.
    await page.unroute('**/graphql');
    await signIn(page, user);
    expect(await userKeys(page)).toEqual({ local: [], session: [] });
  });

  test('logs out at once when nothing is unsent', async ({ page }) => {
    await signIn(page, user);
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/app\/login/);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
});
