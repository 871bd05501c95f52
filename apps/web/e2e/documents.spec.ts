import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test, user } from './fixtures.ts';

/* Brand documents of the Parley demo brand (apps/server/src/db/seed-documents.ts). */

const SHOTS = '/tmp/parley-shots';

async function openDocuments(page: Page) {
  await page.setViewportSize({ width: 1200, height: 900 });
  await signIn(page, user);
  await page.getByRole('navigation').getByRole('link', { name: 'Brand documents' }).click();
  await expect(page).toHaveURL(/\/app\/documents$/);
}

test.describe('brand documents', () => {
  test('browses folders with breadcrumbs and downloads a file', async ({ page }) => {
    await openDocuments(page);
    const list = page.getByRole('list', { name: /^Contents of/ });
    await expect(list.getByRole('button', { name: 'Folder Marketing' })).toBeVisible();
    await expect(list.getByRole('button', { name: 'Folder Price lists' })).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/documents-top-en.png` });

    await list.getByRole('button', { name: 'Folder Marketing' }).click();
    await list.getByRole('button', { name: 'Folder Logos' }).click();
    const crumbs = page.getByRole('navigation', { name: 'Folders' });
    await expect(crumbs.getByText('Logos')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('button', { name: 'Download Logo teal.svg' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/documents-folder-en.png` });

    // Back up through the breadcrumbs, and with the browser's back button.
    await crumbs.getByRole('button', { name: 'Marketing' }).click();
    await expect(page.getByRole('button', { name: 'Open Brand guidelines.pdf' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('button', { name: 'Download Logo dark.svg' })).toBeVisible();
    await crumbs.getByRole('button', { name: 'Brand documents' }).click();
    await page.getByRole('button', { name: 'Folder Price lists' }).click();

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Price list 2026.csv' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('Price list 2026.csv');
    const path = await download.path();
    const { readFile } = await import('node:fs/promises');
    expect(await readFile(path, 'utf8')).toContain('Business;49');
    await expectAccessible(page);
  });

  test('a failed download shows the general error', async ({ page }) => {
    await openDocuments(page);
    await page.getByRole('button', { name: 'Folder Guides' }).click();
    await page.route('**/api/brand-documents/files/**', (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'NOT_FOUND', message: 'File not found' } }),
      }),
    );
    await page.getByRole('button', { name: 'Download Welcome.txt' }).click();
    await expect(page.getByRole('alert')).toContainText('Something went wrong. Please try again.');
    await expect(page.getByRole('alert')).toContainText('Welcome.txt');
    await expectAccessible(page);
  });

  test('German', async ({ page }) => {
    await openDocuments(page);
    await page.evaluate(() => localStorage.setItem('parley.locale', 'de'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Markendokumente' })).toBeVisible();
    await page.getByRole('button', { name: 'Ordner Marketing' }).click();
    await expect(page.getByRole('button', { name: 'Brand guidelines.pdf herunterladen' })).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/documents-de.png` });
  });
});
