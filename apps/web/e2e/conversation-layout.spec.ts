import { admin, expect, expectAccessible, signIn, test } from './fixtures.ts';

/*
 * The conversation gets the height at a laptop's size (issue 27, defect 18): one bar of actions in
 * its header (the labels below), and the thread at least half of the viewport at 1200 × 800, with
 * the contact panel open too.
 */
test.describe('a conversation at 1200 × 800', () => {
  test.use({ viewport: { width: 1200, height: 800 } });

  for (const locale of ['en', 'de'] as const) {
    test(`gives its messages at least half the height, the contact open or not (${locale})`, async ({
      page,
    }) => {
      await signIn(page, admin);
      await page.evaluate((l) => localStorage.setItem('parley.locale', l), locale);
      await page.goto('/app/opportunities/mine');
      await page.locator('ul[aria-label] li a').first().click();
      const thread = page.getByRole('log');
      await expect(thread).toBeVisible();
      const actions = page.getByRole('group', {
        name: locale === 'en' ? 'Conversation actions' : 'Aktionen zum Gespräch',
      });
      await expect(actions.getByRole('button').first()).toBeVisible();

      const heightOf = async () => (await thread.boundingBox())?.height ?? 0;
      expect(await heightOf()).toBeGreaterThanOrEqual(400);
      // The header: the name, its consent and the actions on one row, the labels on the next.
      const header = page.locator('section header').filter({ has: actions });
      expect((await header.boundingBox())?.height ?? 0).toBeLessThanOrEqual(100);

      await page.getByRole('button', { name: locale === 'en' ? 'Contact' : 'Kontakt', exact: true }).click();
      await expect(
        page.getByRole('button', { name: locale === 'en' ? 'Hide contact' : 'Kontakt ausblenden' }),
      ).toBeVisible();
      expect(await heightOf()).toBeGreaterThanOrEqual(400);
      expect((await header.boundingBox())?.height ?? 0).toBeLessThanOrEqual(100);
      await expectAccessible(page);
    });
  }
});

/* The shell at the same size (issue 27, defect 5): the brand's mark in the collapsed sidebar, and
 * every item, Profile and Help center too, without scrolling. */
test('the collapsed sidebar at 1200 × 800 keeps the brand and shows every item', async ({ page }) => {
  await page.setViewportSize({ width: 1200, height: 800 });
  await signIn(page, admin);
  const sidebar = page
    .getByRole('complementary')
    .filter({ has: page.getByRole('navigation', { name: 'Main navigation' }) });
  await expect(
    sidebar.locator('[data-brand-logo] img, [data-brand-logo] [data-monogram]').first(),
  ).toBeVisible();
  for (const name of ['Profile', 'Help center']) {
    const box = await sidebar.getByRole('link', { name }).boundingBox();
    expect(box, name).not.toBeNull();
    expect((box?.y ?? 0) + (box?.height ?? 0), name).toBeLessThanOrEqual(800);
  }
});

// Issue 27, defect 19: the label dialog's search field and the labels below it do not touch.
test('the label dialog keeps the search field apart from the labels', async ({ page }) => {
  await page.setViewportSize({ width: 1200, height: 800 });
  await signIn(page, admin);
  await page.goto('/app/opportunities/mine');
  await page.locator('ul[aria-label] li a').first().click();
  await page.getByRole('button', { name: 'Label', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a label' });
  const field = dialog.getByRole('textbox', { name: 'Search labels' });
  const labels = dialog.getByRole('list', { name: 'Matching labels' });
  await expect(labels.getByRole('listitem').first()).toBeVisible();
  const fieldBox = await field.boundingBox();
  const labelsBox = await labels.boundingBox();
  expect((labelsBox?.y ?? 0) - ((fieldBox?.y ?? 0) + (fieldBox?.height ?? 0))).toBeGreaterThanOrEqual(8);
  await page.keyboard.press('Escape');
});
