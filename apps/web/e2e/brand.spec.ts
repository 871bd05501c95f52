import type { Page } from '@playwright/test';
import { expect, expectAccessible, nora, SERVER, signIn, test } from './fixtures.ts';

/** The demo's second brand (apps/server/src/db/seed.ts): every on-screen brand field set. */
const NORDLICHT = {
  appName: 'Nordlicht Connect',
  companyId: '00000000-0000-4000-8000-00000000c002',
  /** brandColor #1B2A4A: the sidebar. */
  sidebar: 'rgb(27, 42, 74)',
  /** primaryColor #0B6E7F: filled buttons (white text reaches AA on it, so it is used as given). */
  primary: 'rgb(11, 110, 127)',
  onPrimary: 'rgb(255, 255, 255)',
};

type Frame = { sidebar: string | null; shell: boolean };

/**
 * Records, from before the app's first script runs, what every painted frame shows: a
 * MutationObserver notes the sidebar's colour the moment it is inserted (before the frame that
 * first paints it), and a requestAnimationFrame loop samples it before every later paint.
 */
async function recordFrames(page: Page) {
  await page.addInitScript(() => {
    const frames: Frame[] = [];
    (window as unknown as { brandFrames: Frame[] }).brandFrames = frames;
    const sample = () => {
      const aside = document.querySelector('aside');
      frames.push({ sidebar: aside ? getComputedStyle(aside).backgroundColor : null, shell: !!aside });
    };
    new MutationObserver(sample).observe(document, { childList: true, subtree: true });
    const started = performance.now();
    const loop = () => {
      sample();
      if (performance.now() - started < 10_000) requestAnimationFrame(loop);
    };
    requestAnimationFrame(loop);
  });
}

const sidebarColoursSeen = async (page: Page) => {
  const frames = await page.evaluate(() => (window as unknown as { brandFrames: Frame[] }).brandFrames);
  return [...new Set(frames.filter((f) => f.shell).map((f) => f.sidebar))];
};

test.describe('a brand with its own colours, logos and app name (Nordlicht Connect)', () => {
  test('the sidebar shows its logo and app name in its brand colour, from the first frame on', async ({
    page,
  }) => {
    await recordFrames(page);
    await signIn(page, nora);

    const sidebar = page.locator('aside', { has: page.getByRole('navigation', { name: 'Main navigation' }) });
    await expect(sidebar.getByText(NORDLICHT.appName, { exact: true })).toBeVisible();
    const logo = sidebar.locator('[data-brand-logo] img');
    await expect(logo).toBeVisible();
    await expect(logo).toHaveAttribute('src', /^data:image\/svg\+xml,/);
    expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(sidebar).toHaveCSS('background-color', NORDLICHT.sidebar);
    await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toHaveCSS('color', NORDLICHT.onPrimary);
    // The favicon is the brand's small logo.
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /^data:image\/svg\+xml,/);
    // First sign-in (nothing cached yet): the shell's very first frame already had the brand.
    expect(await sidebarColoursSeen(page)).toEqual([NORDLICHT.sidebar]);
    await expectAccessible(page);

    // A returning visit paints the cached brand before the user is even loaded: no default flash.
    await page.reload();
    await expect(sidebar).toHaveCSS('background-color', NORDLICHT.sidebar);
    expect(await sidebarColoursSeen(page)).toEqual([NORDLICHT.sidebar]);

    // Collapsed at 1200 px: the square logo, the app name kept for screen readers.
    await page.setViewportSize({ width: 1200, height: 900 });
    await expect(sidebar.locator('[data-brand-logo] img')).toBeVisible();
    await expect(sidebar.getByText(NORDLICHT.appName, { exact: true })).toBeAttached();
  });

  test('primary buttons carry its primary colour, in the app and on its sign-in page', async ({
    page,
    request,
  }) => {
    const injected = await request.post(`${SERVER}/api/dev/inject`, {
      data: {
        companyId: NORDLICHT.companyId,
        contact: { firstName: 'Britt', lastName: 'Brand' },
        body: 'Moin!',
      },
    });
    expect(injected.ok(), await injected.text()).toBe(true);
    const { opportunity } = (await injected.json()) as { opportunity: { id: string } };

    await signIn(page, nora);
    await page.goto(`/app/opportunities/new_customers/${opportunity.id}`);
    const take = page.getByRole('button', { name: 'Take this customer' });
    await expect(take).toHaveCSS('background-color', NORDLICHT.primary);
    await expect(take).toHaveCSS('color', NORDLICHT.onPrimary);

    // Signed out, the sign-in page keeps the brand of the last sign-in: logo, app name, colours.
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/app\/login/);
    await expect(page.getByText(NORDLICHT.appName, { exact: true })).toBeVisible();
    await expect(page.locator('main img').first()).toHaveAttribute('src', /^data:image\/svg\+xml,/);
    await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCSS(
      'background-color',
      NORDLICHT.primary,
    );
    await expectAccessible(page);

    // So does the page the server renders ahead of time, before any of the app has loaded.
    await page.reload();
    const rendered = page.locator('#prerendered-login');
    await expect(rendered.getByText(NORDLICHT.appName, { exact: true })).toBeVisible();
    await expect(rendered.locator('main img').first()).toHaveAttribute('src', /^data:image\/svg\+xml,/);
    await expect(rendered.getByRole('button', { name: 'Sign in' })).toHaveCSS(
      'background-color',
      NORDLICHT.primary,
    );
    await expect(page.getByText('Parley', { exact: true })).toHaveCount(0);
    await expectAccessible(page);
  });
});
