import AxeBuilder from '@axe-core/playwright';
import { type Browser, test as base, expect, type Page } from '@playwright/test';

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

type Login = { email: string; password: string };

/** The Auth Emulator's admin credentials (any project, no key). */
const emulatorAdmin = { authorization: 'Bearer owner', 'content-type': 'application/json' };
const emulatorAccounts = `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts`;

/** An ID token of `who`, signed in through the emulator as the web app does. */
export async function idTokenOf(who: Login): Promise<string> {
  const response = await fetch(
    `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: who.email, password: who.password, returnSecureToken: true }),
    },
  );
  const json = (await response.json()) as { idToken?: string; error?: { message: string } };
  if (!json.idToken) throw new Error(`sign-in of ${who.email} failed: ${json.error?.message}`);
  return json.idToken;
}

/** Removes Demo GmbH's channels named `value` as its admin: the teardown of a test that adds one. */
export async function removeDemoChannelsNamed(value: string): Promise<void> {
  const token = await idTokenOf(admin);
  const response = await fetch(`${SERVER}/api/core-service/companies/${DEMO_COMPANY_ID}/channels`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const list = (await response.json()) as { id: string; value: string }[];
  for (const channel of list.filter((entry) => entry.value === value))
    await graphqlAs(token, 'mutation ($id: ID!) { removeChannel(id: $id) }', { id: channel.id });
}

/** A GraphQL call to the server as `token`; throws on an error. */
export async function graphqlAs<T>(token: string, query: string, variables: object = {}): Promise<T> {
  const response = await fetch(`${SERVER}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const json = (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
  if (!json.data || json.errors) throw new Error(`GraphQL failed: ${JSON.stringify(json.errors)}`);
  return json.data;
}

/** Sets `who`'s password to theirs, whatever it is now (the emulator's admin API needs no old one). */
async function resetPassword(who: Login) {
  const lookup = await fetch(`${emulatorAccounts}:lookup`, {
    method: 'POST',
    headers: emulatorAdmin,
    body: JSON.stringify({ email: [who.email] }),
  });
  const { users } = (await lookup.json()) as { users?: Array<{ localId: string }> };
  const localId = users?.[0]?.localId;
  if (!localId) throw new Error(`no account for ${who.email}`);
  const update = await fetch(`${emulatorAccounts}:update`, {
    method: 'POST',
    headers: emulatorAdmin,
    body: JSON.stringify({ localId, password: who.password }),
  });
  if (!update.ok) throw new Error(`password of ${who.email} not reset: ${update.status}`);
}

/**
 * Puts back what a test changes for everyone (a demo user's password or language, a company setting)
 * in the fixture's teardown, so a test that fails or times out half-way leaves the stack as the next
 * spec expects it (issue 27: a timed-out password change let no later test sign in). Register before
 * the change; the undos run after the test, the last registered first, all of them even if one fails.
 */
export type Restore = {
  /** `who` signs in with their own password again after the test. */
  password(who: Login): void;
  /** `who`'s language setting (profile/settings, on the server) is what it was before the test. */
  language(who: Login): Promise<void>;
  /** Demo GmbH's name and logos are the seeded ones again (settings/account). */
  company(who: Login): void;
  /** Any other undo. */
  add(undo: () => Promise<void>): void;
};

const DEMO_COMPANY_NAME = 'Demo GmbH';

/** Demo GmbH's seeded name, without logos, set by one of its admins. */
async function restoreCompany(who: Login) {
  const response = await fetch(`${SERVER}/api/core-service/companies/${DEMO_COMPANY_ID}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${await idTokenOf(who)}`, 'content-type': 'application/json' },
    body: JSON.stringify({ id: DEMO_COMPANY_ID, name: DEMO_COMPANY_NAME, logo: null, small_logo: null }),
  });
  if (!response.ok) throw new Error(`company not restored: ${response.status} ${await response.text()}`);
}

/** Every page starts in English unless a test switches language. */
export const test = base.extend<{ restore: Restore }>({
  page: async ({ page }, use) => {
    await page.addInitScript(() => {
      if (!localStorage.getItem('parley.locale')) localStorage.setItem('parley.locale', 'en');
    });
    await use(page);
  },
  restore: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies here; it has none.
    async ({}, use) => {
      const undos: Array<() => Promise<void>> = [];
      // Playwright goes on after `use` when the test has passed, failed or timed out alike.
      await use({
        password: (who) => undos.push(() => resetPassword(who)),
        language: async (who) => {
          const { me } = await graphqlAs<{
            me: { id: string; settings: { language: string | null } | null };
          }>(await idTokenOf(who), '{ me { id settings { language } } }');
          const language = me.settings?.language ?? null;
          undos.push(async () => {
            await graphqlAs(
              await idTokenOf(who),
              'mutation ($id: ID!, $payload: UpdateUserInput!) { updateUser(id: $id, payload: $payload) { id } }',
              { id: me.id, payload: { language } },
            );
          });
        },
        company: (who) => undos.push(() => restoreCompany(who)),
        add: (undo) => undos.push(undo),
      });
      const failures: unknown[] = [];
      for (const undo of undos.reverse()) {
        try {
          await undo();
        } catch (error) {
          failures.push(error);
        }
      }
      if (failures.length > 0) throw failures[0];
    },
    // Its own time, so the undos still run after a test that used up all of its own.
    { timeout: 60_000 },
  ],
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

/** A full-page screenshot named `name`, when PARLEY_SHOTS_DIR names a folder for them. */
export async function shoot(page: Page, name: string) {
  const shots = process.env.PARLEY_SHOTS_DIR;
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

/** A signed-in admin at 1200 px in a context of their own; signs in in English, then switches to `locale`. */
export async function adminPage(browser: Browser, locale: 'en' | 'de' = 'en'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
  await context.addInitScript(() => {
    if (!localStorage.getItem('parley.locale')) localStorage.setItem('parley.locale', 'en');
  });
  const page = await context.newPage();
  // Signed in in English (the sign-in helper reads English labels), then in the asked language.
  await signIn(page, admin);
  if (locale !== 'en') await page.evaluate((value) => localStorage.setItem('parley.locale', value), locale);
  return page;
}

/** Each of `paths`, opened by the signed-in `page`, ends on the forbidden page. */
export async function expectRefused(page: Page, paths: readonly string[]) {
  for (const path of paths) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/app\/forbidden$/);
  }
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
