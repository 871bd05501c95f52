import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { admin, expect, expectAccessible, signIn, test } from './fixtures.ts';

/*
 * The appointment widget end to end: an admin switches it on for the Sales team and copies the
 * snippet; a visitor of the company's website (another origin, served here by Playwright) opens the
 * widget, is told about a missing and a broken field without losing what they typed, and books the
 * last slot offered; the booking shows in the admin's calendar as waiting, with the visitor as contact.
 */

const SHOTS = process.env.PARLEY_SHOTS_DIR;

test.use({ timezoneId: 'Europe/Berlin', viewport: { width: 1440, height: 1000 } });

/**
 * The company's website with the snippet pasted in: a server of its own on this machine (another
 * origin than the app; on the loopback address, so Chromium's local network rules let it load the
 * widget from the local Parley server).
 */
async function startWebsite(snippet: string): Promise<{ url: string; server: Server }> {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Demo GmbH</title></head>
    <body><main><h1>Demo GmbH</h1><p>Solar for your roof.</p></main>${snippet}</body></html>`;
  const server = createServer((_, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}

test('a visitor books through the website widget and the booking waits in the calendar', async ({ page }) => {
  await signIn(page, admin);
  await page.goto('/app/settings/channels/appointment-widget');
  await expect(page.getByRole('heading', { name: 'Appointment widget', level: 2 })).toBeVisible();
  const takeBookings = page.getByRole('switch', { name: 'Take bookings on the website' });
  if (!(await takeBookings.isChecked())) await takeBookings.click({ force: true });
  await page.getByRole('button', { name: /Team$/ }).click();
  await page.getByRole('option', { name: 'Sales' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Appointment widget saved.')).toBeVisible();
  const snippet = (await page.getByText('data-parley-appointments=', { exact: false }).textContent()) ?? '';
  const buttonLabel = await page.getByRole('textbox', { name: 'Button label' }).inputValue();
  expect(snippet).toContain('/api/widget/appointments-v1.js');

  // The company's own website, on another origin, with the snippet pasted in.
  const site = await startWebsite(snippet);
  const website = await page.context().newPage();
  await website.goto(site.url);
  const open = website.getByRole('button', { name: buttonLabel });
  await open.click();
  const dialog = website.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectAccessible(website);

  // The last day and time offered: clear of the seeded appointments.
  const day = dialog.getByRole('combobox', { name: 'Day' });
  const days = await day.locator('option').allTextContents();
  await day.selectOption({ label: days.at(-1) ?? '' });
  const time = dialog.getByRole('combobox', { name: 'Time' });
  const times = await time.locator('option').allTextContents();
  await time.selectOption({ label: times.at(-1) ?? '' });

  // A missing last name and a broken email: said beside each field, nothing typed is lost.
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Grace');
  await dialog.getByRole('textbox', { name: 'Email' }).fill('grace@');
  await dialog.getByRole('button', { name: 'Request appointment' }).click();
  await expect(dialog.getByText('Please fill in this field.')).toBeVisible();
  await expect(dialog.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Last name' })).toBeFocused();
  await expect(dialog.getByRole('textbox', { name: 'First name' })).toHaveValue('Grace');
  await expectAccessible(website);
  if (SHOTS) await website.screenshot({ path: `${SHOTS}/appointment-widget-website.png` });

  await dialog.getByRole('textbox', { name: 'Last name' }).fill('Hopper');
  await dialog.getByRole('textbox', { name: 'Email' }).fill('grace.hopper@example.com');
  await dialog.getByRole('textbox', { name: 'Comment (optional)' }).fill('About the roof on the barn');
  await dialog.getByRole('button', { name: 'Request appointment' }).click();
  await expect(dialog.getByRole('status')).toContainText('Thank you! Your request was sent');
  if (SHOTS) await website.screenshot({ path: `${SHOTS}/appointment-widget-booked.png` });
  // Escape closes it and gives the focus back to the button.
  await website.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  // In the calendar: the week of that day shows the booking, waiting for the staff's confirmation.
  const [, dd, mm, yyyy] = /(\d\d)\.(\d\d)\.(\d{4})/.exec(days.at(-1) ?? '') ?? [];
  await page.goto(`/app/appointments/overview?date=${yyyy}-${mm}-${dd}`);
  const event = page.getByRole('button', { name: /^Grace Hopper, .*Waiting/ });
  await expect(event).toBeVisible();
  await event.click();
  await expect(page.getByRole('heading', { name: 'Grace Hopper' }).first()).toBeVisible();
  await expect(page.getByText('About the roof on the barn')).toBeVisible();
  await expectAccessible(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/appointment-widget-detail.png` });

  // The staff confirm it: it is Active, and there is nothing left to confirm.
  await page.getByRole('button', { name: 'Confirm appointment' }).click();
  await expect(page.getByText('Appointment confirmed.')).toBeVisible();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm appointment' })).toBeHidden();
  site.server.close();
});
