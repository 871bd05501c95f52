import { createServer } from 'node:net';
import type { Page } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import {
  admin,
  adminPage,
  expect,
  expectAccessible,
  expectRefused,
  other,
  passwordField,
  removeDemoChannelsNamed,
  shoot,
  signIn,
  test,
  user,
} from './fixtures.ts';

/*
 * Settings → account and channels as a company admin: the seeded unregistered WhatsApp number shows
 * its negative status and is reconnected; an SMTP channel is added against an SMTP server this test
 * starts (an unreachable port first, refused on the host field); the company is renamed with the
 * success message; the appointment widget's snippet and settings. A company user is refused.
 */

const SMTP_USER = 'mailer@demo-gmbh.test';
const SMTP_PASSWORD = 'Smtp-Test-Password-1';
const UNREGISTERED_NUMBER = '+4940987654321';
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=',
  'base64',
);

/** A local SMTP server (plain, AUTH required, one account) on a free port. */
async function startSmtp(): Promise<{ port: number; close: () => Promise<void> }> {
  const server = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (auth, _session, callback) =>
      auth.username === SMTP_USER && auth.password === SMTP_PASSWORD
        ? callback(null, { user: SMTP_USER })
        : callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 })),
  });
  const port = await new Promise<number>((resolve) => {
    const socket = server.listen(0, '127.0.0.1', () => {
      const address = socket.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
  return { port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 0;
}

function channelCard(page: Page, value: string) {
  return page.locator('article', { has: page.getByRole('link', { name: value, exact: true }) });
}

test.describe('settings: channels and company account', () => {
  test('shows the unregistered WhatsApp number negative and reconnects it', async ({ browser }) => {
    const page = await adminPage(browser);
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('tab', { name: 'Channels' }).click();
    await expect(page).toHaveURL(/\/app\/settings\/channels$/);
    await expect(page.getByRole('heading', { name: 'Channels', level: 2 })).toBeVisible();
    // Grouped by team: the sales mailbox under Sales, the number (in no team) under its own heading.
    await expect(
      page.getByRole('region', { name: 'Sales' }).getByRole('link', { name: 'sales@demo-gmbh.test' }),
    ).toBeVisible();
    const card = channelCard(page, UNREGISTERED_NUMBER);
    await expect(
      page.getByRole('region', { name: 'Without team' }).getByRole('link', { name: UNREGISTERED_NUMBER }),
    ).toBeVisible();
    await expect(card.getByText('Unregistered', { exact: true })).toBeVisible();
    await expect(channelCard(page, 'sales@demo-gmbh.test').getByText('Live', { exact: true })).toBeVisible();
    await expectAccessible(page);
    await shoot(page, 'channels-en');

    await card.getByRole('button', { name: `Reconnect ${UNREGISTERED_NUMBER}` }).click();
    await expect(page.getByText(`${UNREGISTERED_NUMBER} is connected again.`)).toBeVisible();
    await expect(card.getByText('Live', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: /Reconnect/ })).toHaveCount(0);
    await page.context().close();
  });

  test('adds an SMTP channel once the mail server accepts it', async ({ browser }) => {
    const smtp = await startSmtp();
    const unused = await closedPort();
    const address = `support-${Date.now()}@demo-gmbh.test`;
    try {
      const page = await adminPage(browser);
      await page.goto('/app/settings/channels');
      await page.getByRole('button', { name: 'Add channel' }).click();
      await expect(page.getByRole('menuitem', { name: 'Office 365 (not available)' })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
      await page.getByRole('menuitem', { name: 'Email (SMTP)' }).click();
      await expect(page).toHaveURL(/\/app\/settings\/channels\/add\/email$/);
      await expect(page.getByRole('heading', { name: 'Add an email channel (SMTP)' })).toBeVisible();

      await passwordField(page, 'Email address').fill(address);
      await passwordField(page, 'Host').fill('127.0.0.1');
      await passwordField(page, 'Port').fill(String(unused));
      await passwordField(page, 'User name').fill(SMTP_USER);
      await passwordField(page, 'Password').fill(SMTP_PASSWORD);
      await page.getByRole('button', { name: 'Add channel' }).click();
      const host = passwordField(page, 'Host');
      await expect(host).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText('The mail server could not be reached.', { exact: false })).toBeVisible();
      // Nothing typed is lost.
      await expect(passwordField(page, 'Email address')).toHaveValue(address);
      await expect(passwordField(page, 'Password')).toHaveValue(SMTP_PASSWORD);
      await expectAccessible(page);
      await shoot(page, 'channel-add-smtp-en');

      await passwordField(page, 'Port').fill(String(smtp.port));
      await page.getByRole('button', { name: 'Add channel' }).click();
      await expect(page).toHaveURL(/\/app\/settings\/channels$/);
      await expect(page.getByText(`Channel ${address} added.`)).toBeVisible();
      const card = channelCard(page, address);
      await expect(card.getByText('Live', { exact: true })).toBeVisible();

      // The detail shows the server, never the password.
      await card.getByRole('link', { name: address }).click();
      await expect(page.getByRole('heading', { name: address })).toBeVisible();
      await expect(page.getByText(`127.0.0.1:${smtp.port}`)).toBeVisible();
      await expect(page.getByText(SMTP_PASSWORD)).toHaveCount(0);
      await expectAccessible(page);

      // Remove asks first.
      await page.getByRole('button', { name: 'Remove channel' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Remove channel?' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Remove' }).click();
      await expect(page).toHaveURL(/\/app\/settings\/channels$/);
      await expect(page.getByText(`Channel ${address} removed.`)).toBeVisible();
      await expect(channelCard(page, address)).toHaveCount(0);
      await page.context().close();
    } finally {
      await smtp.close();
    }
  });

  test('adds a WhatsApp number once Meta accepts its token, and it is live', async ({ browser, restore }) => {
    // The Graph API stand-in's free number (apps/server/src/channels/graphStandin.ts).
    const number = '+4930555012345';
    restore.add(() => removeDemoChannelsNamed(number));
    const page = await adminPage(browser);
    await page.goto('/app/settings/channels');
    await page.getByRole('button', { name: 'Add channel' }).click();
    await page.getByRole('menuitem', { name: 'WhatsApp' }).click();
    await expect(page).toHaveURL(/\/app\/settings\/channels\/add\/whatsapp$/);
    await expect(page.getByText(/\/api\/webhooks\/whatsapp/)).toBeVisible();
    await passwordField(page, 'Phone number').fill('+49 30 555012345');
    await passwordField(page, 'Phone number ID').fill('106540352242999');
    await passwordField(page, 'WhatsApp Business Account ID').fill('102290129340398');
    await passwordField(page, 'Access token').fill('EAA-a-token-Meta-refuses');
    await page.getByRole('button', { name: 'Add channel' }).click();
    // Meta's refusal, next to the token; nothing typed is lost.
    await expect(passwordField(page, 'Access token')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Meta refused the access token', { exact: false })).toBeVisible();
    await expect(passwordField(page, 'Phone number ID')).toHaveValue('106540352242999');
    await expectAccessible(page);
    await shoot(page, 'channel-add-whatsapp-en');

    await passwordField(page, 'Access token').fill('parley-demo-graph-token');
    await page.getByRole('button', { name: 'Add channel' }).click();
    await expect(page).toHaveURL(/\/app\/settings\/channels$/);
    await expect(page.getByText(`Channel ${number} added.`)).toBeVisible();
    const card = channelCard(page, number);
    await expect(card.getByText('Live', { exact: true })).toBeVisible();
    // The detail keeps what Meta's webhook set-up needs: the callback URL and the verify token.
    const verifyToken = await test.step('read the filled verify token back', async () => {
      await card.getByRole('link', { name: number }).click();
      await expect(page.getByRole('heading', { name: number })).toBeVisible();
      return page.getByText(/^[0-9a-f]{32}$/).textContent();
    });
    expect(verifyToken).toMatch(/^[0-9a-f]{32}$/);
    await expect(page.getByText(/\/api\/webhooks\/whatsapp$/)).toBeVisible();
    await expect(page.getByText('102290129340398')).toBeVisible();
    await expect(page.getByText('parley-demo-graph-token')).toHaveCount(0);
    await expectAccessible(page);
    await page.context().close();
  });

  test('adds a Google reviews channel by signing in with Google and choosing a location', async ({
    browser,
    restore,
  }) => {
    // The Business Profile stand-in's second location (apps/server/src/reviews/standin.ts).
    const location = 'Demo GmbH Hamburg';
    restore.add(() => removeDemoChannelsNamed(location));
    const page = await adminPage(browser);
    await page.goto('/app/settings/channels');
    await page.getByRole('button', { name: 'Add channel' }).click();
    await page.getByRole('menuitem', { name: 'Google reviews' }).click();
    await expect(page).toHaveURL(/\/app\/settings\/channels\/add\/google_reviews$/);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    // Google's consent page (the OAuth stand-in), then back to the form with Google's code.
    await expect(page.getByRole('heading', { name: 'Sign in to Google' })).toBeVisible();
    await expect(page.getByText('reviews of your business locations')).toBeVisible();
    await page.getByRole('button', { name: 'Allow' }).click();
    await expect(page.getByText('Signed in with Google as reviews.demo@google.test.')).toBeVisible();
    await page.getByRole('button', { name: /Business location/ }).click();
    await page.getByRole('option', { name: /Demo GmbH Hamburg/ }).click();
    await expect(passwordField(page, 'Channel name')).toHaveValue(location);
    await expectAccessible(page);
    await shoot(page, 'channel-add-google-reviews-en');
    await page.getByRole('button', { name: 'Add channel' }).click();
    await expect(page).toHaveURL(/\/app\/settings\/channels$/);
    await expect(page.getByText(`Channel ${location} added.`)).toBeVisible();
    await expect(channelCard(page, location).getByText('Live', { exact: true })).toBeVisible();
    // Its reviews are read from Google at once: Hamburg's show on the reviews page.
    await page.goto('/app/reviews');
    await expect(page.getByRole('article', { name: 'Anna Lehmann' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Anna Lehmann' }).getByText(location)).toBeVisible();
    await page.context().close();
  });

  test('renames the company with the success message', async ({ browser, restore }) => {
    // The other specs know the company by its seeded name, even when this test stops half-way.
    restore.company(admin);
    const page = await adminPage(browser);
    await page.goto('/app/settings/account');
    const name = passwordField(page, 'Company name');
    await expect(name).toHaveValue('Demo GmbH');
    await expectAccessible(page);
    await shoot(page, 'account-en');

    await name.fill('   ');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('This field is required.')).toBeVisible();

    await name.fill('Demo GmbH & Co. KG');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Company saved.')).toBeVisible();
    await page.reload();
    await expect(passwordField(page, 'Company name')).toHaveValue('Demo GmbH & Co. KG');

    // A logo: the kit checks the file first, then it is uploaded and saved with the company.
    const logoInput = page.locator('input[type="file"]').first();
    await logoInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
    await expect(page.getByText('Choose a PNG, JPEG, WebP or SVG image.')).toBeVisible();
    await logoInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
    await expect(page.getByRole('img', { name: 'Logo, current' })).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Company saved.').first()).toBeVisible();
    await page.reload();
    await expect(page.getByRole('img', { name: 'Logo, current' })).toHaveAttribute(
      'src',
      /^\/api\/core-service\/attachments\//,
    );
    await page.getByRole('button', { name: 'Remove Logo' }).click();

    // Back to the seeded name (and no logo) through the form; the fixture makes sure of it.
    await passwordField(page, 'Company name').fill('Demo GmbH');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Company saved.').first()).toBeVisible();
    await expect(passwordField(page, 'Company name')).toHaveValue('Demo GmbH');
    await page.context().close();
  });

  test('stores the appointment widget settings and shows its snippet', async ({ browser }) => {
    const page = await adminPage(browser);
    await page.goto('/app/settings/channels/appointment-widget');
    await expect(page.getByRole('heading', { name: 'Appointment widget', level: 2 })).toBeVisible();
    await expect(page.getByText('data-parley-appointments=', { exact: false })).toBeVisible();
    await passwordField(page, 'Title').fill('Termin vereinbaren');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Appointment widget saved.')).toBeVisible();
    await page.reload();
    await expect(passwordField(page, 'Title')).toHaveValue('Termin vereinbaren');
    await expectAccessible(page);
    await shoot(page, 'appointment-widget-en');
    await page.context().close();
  });

  test('offers no appointment widget where the brand has no appointments', async ({ page }) => {
    // Olga is the admin of Other AG, whose brand (Nordlicht) has appointments off (issue 27).
    await signIn(page, other);
    await page.goto('/app/settings/channels');
    await expect(page.getByRole('heading', { name: 'Channels', level: 2 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Appointment widget' })).toHaveCount(0);
    await page.goto('/app/settings/channels/appointment-widget');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
  });

  test('shows the screens in German', async ({ browser }) => {
    const page = await adminPage(browser, 'de');
    await page.goto('/app/settings/channels');
    await expect(page.getByRole('heading', { name: 'Kanäle', level: 2 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Kanal hinzufügen' })).toBeVisible();
    await shoot(page, 'channels-de');
    await page.goto('/app/settings/channels/add/email');
    await expect(page.getByRole('heading', { name: 'E-Mail-Kanal (SMTP) hinzufügen' })).toBeVisible();
    await shoot(page, 'channel-add-smtp-de');
    await page.goto('/app/settings/account');
    await expect(page.getByRole('heading', { name: 'Firmenkonto' })).toBeVisible();
    await expectAccessible(page);
    await shoot(page, 'account-de');
    await page.context().close();
  });

  test('refuses a company user', async ({ page }) => {
    await signIn(page, user);
    await expectRefused(page, [
      '/app/settings/account',
      '/app/settings/channels',
      '/app/settings/channels/add/email',
      '/app/settings/channels/appointment-widget',
    ]);
  });
});
