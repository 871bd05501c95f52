import {
  admin,
  DEMO_COMPANY_ID,
  expect,
  expectAccessible,
  expectRefused,
  idTokenOf,
  SERVER,
  shoot,
  signIn,
  test,
  user,
} from './fixtures.ts';

/*
 * The shop (issue 32): the brand's bots and links as cards, filtered by category and billing and sorted
 * (kept in the address); buying a bot asks first and puts it into the company's automation, once.
 * A company user is refused.
 */

test.describe('shop', () => {
  test.use({ viewport: { width: 1200, height: 900 } });

  test('an admin filters and sorts the cards and buys a bot, which lands in the automation', async ({
    page,
  }) => {
    await signIn(page, admin);
    await page.getByRole('link', { name: 'Shop' }).click();
    await expect(page).toHaveURL(/\/app\/shop\/overview$/);
    const bots = page.getByRole('list', { name: 'Bots' });
    await expect(bots.getByRole('article')).toHaveCount(4);
    await expectAccessible(page);
    await shoot(page, 'shop-en');

    await page.getByRole('button', { name: /Category/ }).click();
    await page.getByRole('option', { name: 'Grow' }).click();
    await expect(page).toHaveURL(/category=grow/);
    await page.getByRole('button', { name: /Sort by/ }).click();
    await page.getByRole('option', { name: 'Price' }).click();
    await expect(page).toHaveURL(/sort=price/);
    await expect(bots.getByRole('heading')).toHaveText(['Review request bot', 'Lead qualifier']);
    await expect(bots.getByRole('article', { name: 'Review request bot' })).toContainText('€29.00');
    await page.reload();
    await expect(bots.getByRole('heading')).toHaveText(['Review request bot', 'Lead qualifier']);

    await page.getByRole('button', { name: /Billing/ }).click();
    await page.getByRole('option', { name: 'Free', exact: true }).click();
    await expect(page.getByText('No bots match these filters')).toBeVisible();
    await page.getByRole('button', { name: /Billing/ }).click();
    await page.getByRole('option', { name: 'Free and paid' }).click();

    const lead = bots.getByRole('article', { name: 'Lead qualifier' });
    await lead.getByRole('button', { name: /Buy/ }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Buy Lead qualifier?' });
    await expect(confirm).toContainText('€79.00 is charged to your company.');
    await confirm.getByRole('button', { name: 'Buy for €79.00' }).click();
    await expect(
      page.getByText('Lead qualifier is now in your automation, switched off until you turn it on.'),
    ).toBeVisible();
    await expect(lead).toContainText('In your automation');
    await expect(lead.getByRole('button', { name: /Buy/ })).toHaveCount(0);

    const token = await idTokenOf(admin);
    const automation = await fetch(`${SERVER}/api/core-service/new-bots/list/companies/${DEMO_COMPANY_ID}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await automation.json()) as { name: string }[]).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'Lead qualifier', active: false })]),
    );

    // Links open where they lead, in a new tab.
    await page.getByRole('button', { name: /Category/ }).click();
    await page.getByRole('option', { name: 'All categories' }).click();
    const links = page.getByRole('list', { name: 'Links' });
    await expect(links.getByRole('link', { name: /Open/ }).first()).toHaveAttribute('target', '_blank');

    // German.
    await page.evaluate(() => localStorage.setItem('parley.locale', 'de'));
    await page.reload();
    await expect(page.getByRole('list', { name: 'Bots' }).getByText('Kostenlos').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /Kategorie/ })).toBeVisible();
    await expectAccessible(page);
    await shoot(page, 'shop-de');
    await page.evaluate(() => localStorage.setItem('parley.locale', 'en'));
  });

  test('a company user is refused the shop and its calls', async ({ page }) => {
    await signIn(page, user);
    await expect(page.getByRole('link', { name: 'Shop' })).toHaveCount(0);
    await expectRefused(page, ['/app/shop/overview']);
    const token = await idTokenOf(user);
    const response = await fetch(`${SERVER}/api/core-service/shop/products/bots`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(403);
  });
});
