/** The demo brand's company admin, as `npm start` prints it (apps/server's demo seed). */
export const demoAdmin = { email: 'admin@parley.test', password: 'Parley-Admin-2026' };

/**
 * Signs the demo admin in through the app's own sign-in page in English and waits for the dashboard:
 * the benchmarks' way in, as a user comes in.
 * @param {import('playwright').Page} page
 * @param {string} base the app's origin, e.g. http://127.0.0.1:4410
 */
export async function signInAsDemoAdmin(page, base) {
  await page.addInitScript(() => localStorage.setItem('parley.locale', 'en'));
  await page.goto(`${base}/app/login`);
  await page.getByLabel('Email').fill(demoAdmin.email);
  await page.getByLabel(/^Password\*?$/).fill(demoAdmin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/dashboard/);
}
