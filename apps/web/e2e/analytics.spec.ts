import { readFile } from 'node:fs/promises';
import { admin, expect, expectAccessible, signIn, test, user } from './fixtures.ts';

/*
 * Analytics as a company admin (issue 15): the seeded year 2025 (78 conversations: month m has
 * 5 + (m mod 4), a third each by the autoresponder, the consent bot and no automation, half each by
 * Ada and Uwe), as charts with their numbers, totals and a CSV export with the same numbers. A company
 * user is refused.
 */

const SHOTS = process.env.PARLEY_SHOTS_DIR;

test.describe('analytics', () => {
  test.use({ viewport: { width: 1200, height: 900 } });

  test('an admin sees the seeded year as charts and totals, and exports the same numbers', async ({
    page,
  }) => {
    await signIn(page, admin);
    await page.getByRole('link', { name: 'Analytics' }).click();
    await expect(page).toHaveURL(/\/app\/analytics/);
    await page.getByRole('button', { name: /Year/ }).click();
    await page.getByRole('option', { name: '2025' }).click();
    await expect(page).toHaveURL(/year=2025/);

    const totals = page.getByRole('region', { name: 'Totals' });
    await expect(totals.locator('[data-total="conversations"]')).toContainText('78');
    await expect(totals.locator('[data-total="automation:Autoresponder"]')).toContainText('26');
    const perUser = page.getByRole('figure', { name: 'Conversations per user' });
    await expect(perUser.locator('canvas')).toBeVisible();
    await perUser.getByText('Show the numbers').click();
    const table = perUser.getByRole('table', { name: 'Conversations per user' });
    // March: 8 conversations, Ada and Uwe in turn.
    await expect(table.getByRole('row', { name: /^Mar/ })).toHaveText(/Mar\D*4\D*4/);
    await expectAccessible(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/analytics-2025-en.png`, fullPage: true });

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await (await download).path();
    const lines = (await readFile(file, 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(14);
    expect(lines[0]).toBe(
      'Period,Conversations,Autoresponder,Consent bot,Without automation,Ada Admin,Uwe User',
    );
    expect(lines[3]).toBe('2025-03,8,2,3,3,4,4');
    expect(lines[13]).toBe('Total,78,26,26,26,39,39');

    // One month, by day.
    await page.getByRole('button', { name: /Month/ }).click();
    await page.getByRole('option', { name: 'February' }).click();
    await expect(totals.locator('[data-total="conversations"]')).toContainText('7');

    // German.
    await page.evaluate(() => localStorage.setItem('parley.locale', 'de'));
    await page.reload();
    await expect(page.getByRole('region', { name: 'Summen' })).toContainText('7');
    await expectAccessible(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/analytics-2025-02-de.png`, fullPage: true });
  });

  test('a company user is refused', async ({ page }) => {
    await signIn(page, user);
    await expect(page.getByRole('link', { name: 'Analytics' })).toHaveCount(0);
    await page.goto('/app/analytics?year=2025');
    await expect(page).toHaveURL(/\/app\/forbidden$/);
  });
});
