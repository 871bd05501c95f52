import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

import { E2E_CONTROL_PORT, E2E_PORT } from '../../../playwright.config.ts';

export const AUTH_EMULATOR = 'http://127.0.0.1:9299';
export const SERVER = `http://127.0.0.1:${E2E_PORT}`;
export const CONTROL_URL = `http://127.0.0.1:${E2E_CONTROL_PORT}`;
export const DEMO_COMPANY_ID = '00000000-0000-4000-8000-00000000c001';
export const PROJECT_ID = 'demo-parley';

export const admin = { email: 'admin@parley.test', password: 'Parley-Admin-2026', name: 'Ada Admin' };
export const user = { email: 'user@parley.test', password: 'Parley-User-2026', name: 'Uwe User' };
export const other = { email: 'other@parley.test', password: 'Parley-Other-2026', name: 'Olga Other' };
/** A user of the second brand (Nordlicht: appointments and analytics off). */
export const nora = { email: 'nora@parley.test', password: 'Parley-Nora-2026', name: 'Nora Nordlicht' };

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

/**
 * A password field by its label. The label's text ends in a decorative "*" for required fields, so an
 * exact match would miss it; the anchored pattern also keeps the "Show password" toggle out.
 */
export function passwordField(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${label}\\*?$`));
}

export async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto('/app/login');
  await page.getByLabel('Email').fill(who.email);
  await passwordField(page, 'Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  // The URL changes before the signed-in shell has loaded the user; wait for the page itself.
  await expect(page.locator('main h1')).toBeVisible();
}

/**
 * axe's violations on the page as it is this moment, the live announcer included: for scans right after
 * a navigation, while the route may still be loading (issue 13: a label the announcer pointed at had
 * been unmounted right after sign-in).
 */
export async function violationsNow(page: Page) {
  return describeViolations(await new AxeBuilder({ page }).analyze());
}

const describeViolations = ({ violations }: Awaited<ReturnType<AxeBuilder['analyze']>>) =>
  violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

/**
 * axe finds no violations on what the page shows now. react-aria's live announcer (a body-level
 * singleton whose messages point at controls that may have changed since) is left out, as in Storybook.
 */
export async function expectAccessible(page: Page) {
  // A page that is still loading its route has no <main> yet; axe looks once it is there (every page
  // that passes has one: landmark-one-main).
  await page.locator('main').first().waitFor();
  const results = await new AxeBuilder({ page }).exclude('[data-live-announcer]').analyze();
  expect(describeViolations(results)).toEqual([]);
}
