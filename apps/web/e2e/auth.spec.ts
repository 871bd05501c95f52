import {
  AUTH_EMULATOR,
  admin,
  expect,
  expectAccessible,
  other,
  PROJECT_ID,
  passwordField,
  signIn,
  test,
  user,
} from './fixtures.ts';

test.describe('sign-in', () => {
  test('a signed-out visit to the dashboard lands on the login page', async ({ page }) => {
    await page.goto('/app/dashboard');
    await expect(page).toHaveURL(/\/app\/login/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page).toHaveTitle('Sign in - WebApp');
    await expectAccessible(page);
  });

  test('/ and unknown paths redirect to the dashboard, which asks signed-out users to sign in', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/app\/login/);
    await page.goto('/app/no-such-page');
    await expect(page).toHaveURL(/\/app\/login/);
  });

  test('empty fields show the not-empty message next to each field and keep what was typed', async ({
    page,
  }) => {
    await page.goto('/app/login');
    await page.getByLabel('Email').fill('ada@');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const password = passwordField(page, 'Password');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('This field must not be empty.')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue('ada@');
    await expectAccessible(page);
  });

  test('a wrong password shows the wrong-password message on the password field', async ({ page }) => {
    await page.goto('/app/login');
    await page.getByLabel('Email').fill(admin.email);
    await passwordField(page, 'Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('The password is wrong.')).toBeVisible();
    await expect(passwordField(page, 'Password')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Email')).toHaveValue(admin.email);
    await expect(page).toHaveURL(/\/app\/login/);
  });

  test('an unknown user gets the user-not-found message on the email field', async ({ page }) => {
    await page.goto('/app/login');
    await page.getByLabel('Email').fill('nobody@parley.test');
    await passwordField(page, 'Password').fill('whatever-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('There is no user with this email address.')).toBeVisible();
  });

  test('the admin signs in, sees name and app name, and the login page then redirects to the dashboard', async ({
    page,
  }) => {
    await signIn(page, admin);
    await expect(page.getByRole('heading', { name: `Welcome, ${admin.name}` })).toBeVisible();
    await expect(page.getByText('Parley', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Company admin')).toBeVisible();
    await expect(page).toHaveTitle('Dashboard - WebApp');
    const stored = await page.evaluate(() => [
      localStorage.getItem('parley.accessToken'),
      localStorage.getItem('parley.refreshToken'),
    ]);
    expect(stored[0]).toBeTruthy();
    expect(stored[1]).toBeTruthy();
    await expectAccessible(page);

    await page.goto('/app/login');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
  });

  test('logout clears the tokens and returns to the login page', async ({ page }) => {
    await signIn(page, user);
    await expect(page.getByText('Company user')).toBeVisible();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/app\/login/);
    const stored = await page.evaluate(() => localStorage.getItem('parley.accessToken'));
    expect(stored).toBeNull();
    await page.goto('/app/dashboard');
    await expect(page).toHaveURL(/\/app\/login/);
  });

  test("a cold visit shows a working sign-in form before any of the app's code has run", async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    // The app's entry arrives late, so the whole form is filled and sent before the app is there.
    await page.route(/\/app\/assets\/app-[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue();
    });
    await page.goto('/app/login');
    const rendered = page.locator('#prerendered-login');
    await expect(rendered.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page).toHaveTitle('Sign in - WebApp');
    expect(scripts.filter((path) => !/\/(config|assets\/login-boot-[^/]*)\.js$/.test(path))).toEqual([]);
    await expectAccessible(page);

    // The kit's focus ring shows before the app is there too.
    await page.keyboard.press('Tab');
    await expect(rendered.getByLabel('Email')).toBeFocused();
    await expect(rendered.getByLabel('Email')).toHaveAttribute('data-focus-visible', '');
    await expect(rendered.getByLabel('Email')).not.toHaveCSS('outline-style', 'none');

    await rendered.getByLabel('Email').fill(admin.email);
    await passwordField(page, 'Password').fill(admin.password);
    await passwordField(page, 'Password').press('Enter');
    // Still the rendered page: the app sends what was sent there once it has loaded.
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await expect(page.getByRole('heading', { name: `Welcome, ${admin.name}` })).toBeVisible();
    await expect(rendered).toHaveCount(0);
  });

  test('the app takes over the rendered form as the visitor types: the text, the caret, then its own checks', async ({
    page,
  }) => {
    await page.goto('/app/login');
    await page.getByLabel('Email').click();
    await page.keyboard.type('ada@', { delay: 30 });
    await expect(page.locator('#prerendered-login')).toHaveCount(0);
    const email = page.getByLabel('Email');
    await expect(email).toBeFocused();
    await page.keyboard.type('parley');
    await expect(email).toHaveValue('ada@parley');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('This field must not be empty.')).toBeVisible();
    await expect(email).toHaveValue('ada@parley');
  });

  test('the German login page is fully translated', async ({ page }) => {
    await page.goto('/app/login');
    await page.getByRole('button', { name: 'Change language to Deutsch' }).click();
    await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
    await expect(page).toHaveTitle('Anmelden - WebApp');
    await page.getByLabel('E-Mail').fill(admin.email);
    await passwordField(page, 'Passwort').fill('falsch-123');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByText('Das Passwort ist falsch.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
  });
});

test.describe('password reset', () => {
  test('an email without an account gets the no-account error on the email field', async ({ page }) => {
    await page.goto('/app/reset-password');
    await page.getByLabel('Email').fill('nobody@parley.test');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('There is no account with this email address.')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Email')).toHaveValue('nobody@parley.test');
  });

  test('request, resend, set a new password with the emailed code, and sign in with it', async ({
    page,
    request,
    restore,
  }) => {
    // Olga signs in with her own password again in the specs after this one.
    restore.password(other);
    await page.goto('/app/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    // The sign-in page has an Email field too: type only once the reset page is there.
    await expect(page.getByRole('heading', { name: 'Reset password' })).toBeVisible();
    await page.getByLabel('Email').fill(other.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    await page.getByRole('button', { name: 'Send again' }).click();
    await expect(page.getByText('We have sent the email again.')).toBeVisible();
    await expectAccessible(page);

    const codes = await request.get(`${AUTH_EMULATOR}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
    const { oobCodes } = (await codes.json()) as {
      oobCodes: Array<{ email: string; oobCode: string; requestType: string }>;
    };
    const code = oobCodes
      .filter((c) => c.email === other.email && c.requestType === 'PASSWORD_RESET')
      .at(-1)?.oobCode;
    expect(code).toBeTruthy();

    await page.goto(`/app/reset-password/${code}`);
    await passwordField(page, 'New password').fill('Brand-New-2026');
    await passwordField(page, 'Confirm new password').fill('Brand-New-2027');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('The passwords must match.')).toBeVisible();
    await passwordField(page, 'Confirm new password').fill('Brand-New-2026');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('Your new password is set.')).toBeVisible();

    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await signIn(page, { email: other.email, password: 'Brand-New-2026' });
    await expect(page.getByRole('heading', { name: `Welcome, ${other.name}` })).toBeVisible();
  });

  test('an unknown reset code says the link is invalid', async ({ page }) => {
    await page.goto('/app/reset-password/not-a-real-code');
    await passwordField(page, 'New password').fill('Brand-New-2026');
    await passwordField(page, 'Confirm new password').fill('Brand-New-2026');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('This reset link is invalid or has expired.')).toBeVisible();
  });

  test('the register route shows its heading', async ({ page }) => {
    await page.goto('/app/register');
    await expect(page.getByRole('heading', { name: 'Register' })).toBeVisible();
  });
});
