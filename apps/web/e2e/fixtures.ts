import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export const AUTH_EMULATOR = 'http://127.0.0.1:9299';
export const PROJECT_ID = 'demo-parley';

export const admin = { email: 'admin@parley.test', password: 'Parley-Admin-2026', name: 'Ada Admin' };
export const user = { email: 'user@parley.test', password: 'Parley-User-2026', name: 'Uwe User' };
export const other = { email: 'other@parley.test', password: 'Parley-Other-2026', name: 'Olga Other' };

/** Every page starts in English unless a test switches language. */
export const test = base.extend({
  page: async ({ page }, use) => {
    await page.addInitScript(() => {
      if (!localStorage.getItem('parley.locale')) localStorage.setItem('parley.locale', 'en');
    });
    await use(page);
  },
});

export { expect };

export async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto('/app/login');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
}

/** axe finds no violations on what the page shows now. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}
