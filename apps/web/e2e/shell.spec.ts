import {
  admin,
  expect,
  expectAccessible,
  expectRefused,
  nora,
  passwordField,
  signIn,
  test,
  user,
  violationsNow,
} from './fixtures.ts';

const adminSections = ['Shop', 'Newsletter', 'Automation', 'Analytics', 'Settings'];
const everyoneSections = [
  'Dashboard',
  'Opportunities',
  'Appointments',
  'Tasks',
  'GPT assistant',
  'Brand documents',
  'Contacts',
  'Reviews',
  'News',
  'Help center',
  'Profile',
];
const builtSections = [
  'Dashboard',
  'Opportunities',
  'Appointments',
  'Tasks',
  'GPT assistant',
  'Brand documents',
  'Contacts',
  'Reviews',
  'News',
  'Shop',
  'Newsletter',
  'Automation',
  'Analytics',
  'Settings',
  'Help center',
  'Profile',
];

test.describe('app shell', () => {
  test('an admin sees the admin sections and can open each of them', async ({ page }) => {
    await signIn(page, admin);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    for (const name of [...everyoneSections, ...adminSections]) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    // Honest navigation (spec 2): every section is built now (automation was the last), so none shows
    // disabled, not even in the development environment this stack runs in.
    expect([...everyoneSections, ...adminSections].filter((n) => !builtSections.includes(n))).toEqual([]);
    for (const name of builtSections)
      await expect(nav.getByRole('link', { name, exact: true })).not.toHaveAttribute('aria-disabled', 'true');
    await page.goto('/app/settings/account');
    await expect(page).toHaveURL(/\/app\/settings\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveTitle('Account · Settings - WebApp');
    await expect(page.getByRole('heading', { name: 'Company account' })).toBeVisible();
    await expectAccessible(page);

    await page.goto('/app/newsletter/overview');
    await expect(page).toHaveURL(/\/app\/newsletter\/overview$/);
    await page.getByRole('tab', { name: 'Archive' }).click();
    await expect(page).toHaveURL(/\/app\/newsletter\/archive$/);
  });

  test('axe right after sign-in and right after each navigation, before the page settles', async ({
    page,
  }) => {
    // An axe scan for each built section (the settled pages are scanned by their own specs).
    test.setTimeout(90_000);
    await page.goto('/app/login');
    await page.getByLabel('Email').fill(admin.email);
    await passwordField(page, 'Password').fill(admin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/app\/dashboard$/);
    const found: string[] = [];
    const scan = async (where: string) => {
      for (const violation of await violationsNow(page)) found.push(`${where}: ${violation}`);
    };
    await scan('right after sign-in');
    await expect(page.locator('main h1')).toBeVisible();
    await scan('dashboard');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    for (const name of builtSections.filter((section) => section !== 'Help center')) {
      const link = nav.getByRole('link', { name, exact: true });
      const href = (await link.getAttribute('href')) ?? '';
      await link.click();
      // The section's own address (a section may redirect deeper: /appointments to its overview).
      await page.waitForURL((url) => url.pathname.startsWith(href));
      await scan(`right after opening ${name}`);
      await expect(page.locator('main h1')).toBeVisible();
    }
    expect(found).toEqual([]);
  });

  test('a company user does not see admin sections and gets /forbidden for an admin URL', async ({
    page,
  }) => {
    await signIn(page, user);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    for (const name of adminSections)
      await expect(nav.getByRole('link', { name, exact: true })).toHaveCount(0);

    await expectRefused(page, [
      '/app/shop/overview',
      '/app/newsletter/archive',
      '/app/settings/account',
      '/app/automation/autoresponder',
    ]);
    await expect(page.getByRole('heading', { name: 'You do not have access to this page.' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Back to dashboard' }).click();
    await expect(page).toHaveURL(/\/app\/dashboard$/);

    // Settings pages open to every user stay reachable.
    await page.goto('/app/settings');
    await expect(page).toHaveURL(/\/app\/settings\/teams$/);
  });

  test('a brand with appointments disabled has no appointments item or route', async ({ page }) => {
    await signIn(page, nora);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Tasks' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Appointments' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Analytics' })).toHaveCount(0);
    // Nordlicht has GPT and brand documents off too.
    await expect(nav.getByRole('link', { name: 'GPT assistant' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Brand documents' })).toHaveCount(0);
    await page.goto('/app/appointments/overview');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await expect(page.getByText('Nordlicht Connect').first()).toBeVisible();
  });

  test('the sidebar collapses at 1200 px and hides its collapse control there', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, admin);
    await expect(page.getByRole('button', { name: 'Collapse navigation' })).toBeVisible();
    const wide = await page.getByRole('navigation', { name: 'Main navigation' }).boundingBox();
    expect(Math.round(wide?.width ?? 0)).toBeGreaterThan(200);

    await page.setViewportSize({ width: 1200, height: 900 });
    await expect(page.getByRole('button', { name: /Collapse navigation|Expand navigation/ })).toHaveCount(0);
    await expect
      .poll(async () =>
        Math.round(
          (await page.getByRole('navigation', { name: 'Main navigation' }).boundingBox())?.width ?? 0,
        ),
      )
      .toBeLessThanOrEqual(80);
    // Still named and reachable by keyboard while collapsed.
    await expect(page.getByRole('link', { name: 'Opportunities' })).toBeVisible();
    await expectAccessible(page);
  });

  test('German and English render the shell without a missing key', async ({ page }) => {
    await signIn(page, admin);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Profile' })).toBeVisible();
    // The links' text without what is hidden from screen readers (the profile link's avatar initials).
    const shownNames = (links: ReturnType<typeof nav.getByRole>) =>
      links.evaluateAll((elements) =>
        elements.map((element) => {
          const copy = element.cloneNode(true) as HTMLElement;
          for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
          return (copy.textContent ?? '').trim();
        }),
      );
    const english = await shownNames(nav.getByRole('link'));
    await page.getByRole('button', { name: 'Change language to Deutsch' }).click();
    await expect(page.getByRole('heading', { name: `Willkommen, ${admin.name}` })).toBeVisible();
    const germanNav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(germanNav.getByRole('link', { name: 'Profil' })).toBeVisible();
    const german = await shownNames(germanNav.getByRole('link'));
    expect(german).toEqual(
      expect.arrayContaining([
        'Dashboard',
        'Vorgänge',
        'Termine',
        'Aufgaben',
        'Kontakte',
        'Einstellungen',
        'Hilfe-Center',
        'Profil',
      ]),
    );
    expect(german).toHaveLength(english.length);
    for (const [path, shown] of [
      ['/app/settings/account', 'Firmenkonto'],
      ['/app/shop/overview', 'Sortieren nach'],
      [
        '/app/newsletter/in-progress',
        'Newsletter, die noch gesendet werden. Die Zahlen aktualisieren sich während des Versands.',
      ],
    ] as const) {
      await page.goto(path);
      await expect(page.getByText(shown, { exact: true })).toBeVisible();
      const text = (await page.locator('body').textContent()) ?? '';
      // A message key without a translation shows as the key itself (FOO.BAR).
      expect(text).not.toMatch(/\b[A-Z_]{3,}\.[A-Z_]{3,}\b/);
    }
    await expect(page).toHaveTitle('In Bearbeitung · Newsletter - WebApp');
  });

  test('the subscription banner follows the host shell messages', async ({ page }) => {
    await page.addInitScript(() => {
      const seen: unknown[] = [];
      (window as unknown as { hostMessages: unknown[] }).hostMessages = seen;
      window.addEventListener('message', (event) => seen.push(event.data));
    });
    await signIn(page, admin);
    // After the user data loads the app broadcasts the company's real status (spec 4) ...
    await expect
      .poll(() =>
        page.evaluate(() => JSON.stringify((window as unknown as { hostMessages: unknown[] }).hostMessages)),
      )
      .toContain('"status":"ACTIVE"');
    await expect(page.getByText('Your subscription has been cancelled.', { exact: false })).toHaveCount(0);
    // ... and the host shell's later message about a cancelled subscription shows the banner.
    const deactivation = Date.UTC(2027, 2, 15, 12);
    await page.evaluate((ts) => {
      window.postMessage(
        { type: 'parley:company-status', status: 'SUBSCRIPTION_CANCELLED', deactivationTimestamp: ts },
        window.location.origin,
      );
    }, deactivation);
    await expect(page.getByText('Your account will be deactivated on 15.03.2027.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Renew subscription' })).toBeVisible();
    await expectAccessible(page);
    await page.evaluate(() =>
      window.postMessage({ type: 'parley:company-status-reset' }, window.location.origin),
    );
    await expect(page.getByText('Your subscription has been cancelled.', { exact: false })).toHaveCount(0);
  });

  test('the help center embeds the help page with the header hidden', async ({ page }) => {
    await signIn(page, user);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Help center' })
      .click();
    await expect(page).toHaveURL(/\/app\/help-center$/);
    const frame = page.frameLocator('iframe[title="Help center"]');
    await expect(frame.getByRole('heading', { name: 'Help center' })).toBeVisible();
    await expect(page).toHaveTitle('Help center - WebApp');
  });

  test("the help center shows the app's language only, at the article's full height", async ({ page }) => {
    await signIn(page, user);
    await page.evaluate(() => localStorage.setItem('parley.locale', 'de'));
    await page.goto('/app/help-center');
    const frame = page.frameLocator('iframe[title="Hilfe-Center"]');
    await expect(frame.getByRole('heading', { name: 'Hilfe-Center' })).toBeVisible();
    await expect(frame.getByRole('heading', { name: 'Help center' })).toBeHidden();
    // Nothing of the article is cut: the frame is as tall as the page inside it.
    const iframe = page.locator('iframe[title="Hilfe-Center"]');
    await expect
      .poll(async () => {
        const inner = await iframe.evaluate(
          (el) => (el as HTMLIFrameElement).contentDocument?.documentElement.scrollHeight ?? 0,
        );
        return ((await iframe.boundingBox())?.height ?? 0) >= inner;
      })
      .toBe(true);
  });
});
