import { readFile } from 'node:fs/promises';
import {
  adminPage,
  DEMO_COMPANY_ID,
  expect,
  expectAccessible,
  expectRefused,
  SERVER,
  shoot,
  signIn,
  test,
  user,
} from './fixtures.ts';

/*
 * Settings tools as a company admin: company quick replies (and using one in the composer without a
 * reload), the contacts CSV import with progress and per-row errors, the export download, the website
 * widget's settings and a QR code download. A company user is refused on every one of these screens.
 */

/** A contacts CSV of `count` rows whose rows 52, 202 and 402 (spreadsheet numbering) are bad. */
function contactsCsv(count: number, run: string): string {
  const lines = ['firstName,lastName,email,phone,city'];
  for (let i = 0; i < count; i += 1) {
    const row = i + 2;
    if (row === 52) lines.push(`Nora,,nolast-${run}@example.com,,Berlin`);
    else if (row === 202) lines.push(`Emil,Bad${i},not-an-email,,Hamburg`);
    else if (row === 402) lines.push(`Paul,Unreachable${i},,,"Köln, Altstadt"`);
    else
      lines.push(`"Imp ""${i}""",Import${run}x${i},imp-${run}-${i}@example.com,+49 30 ${100000 + i},Berlin`);
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

test.describe('settings tools', () => {
  test('a company quick reply is created in settings and offered in the composer at once', async ({
    browser,
    request,
  }) => {
    const injected = await request.post(`${SERVER}/api/dev/inject`, {
      data: {
        companyId: DEMO_COMPANY_ID,
        contact: { firstName: 'Quinn', lastName: 'Quick' },
        body: 'Wann habt ihr offen?',
      },
    });
    expect(injected.ok()).toBe(true);
    const { opportunity } = (await injected.json()) as { opportunity: { id: string } };
    const page = await adminPage(browser);
    await page.goto(`/app/opportunities/new_customers/${opportunity.id}`);
    await page.getByRole('button', { name: 'Take this customer' }).click();
    await expect(page.getByText('The conversation is yours now.')).toBeVisible();

    // In-app navigation keeps the composer's cached quick replies: the new one must still show up.
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('tab', { name: 'Quick replies' }).click();
    await expect(page).toHaveURL(/\/settings\/quick-replies$/);
    await expect(page.getByRole('grid', { name: 'Company quick replies' })).toBeVisible();
    await expectAccessible(page);
    await shoot(page, 'quick-replies-en');

    await page.getByRole('button', { name: 'Add quick reply' }).first().click();
    await page.getByRole('button', { name: 'Create quick reply' }).click();
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
      /This field is required\./,
    );
    const title = `Hours ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page.getByRole('textbox', { name: 'Text' }).fill('We are open Monday to Friday, 9 to 17.');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Create quick reply' }).click();
    await expect(page.getByText('Quick reply created.')).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(title) })).toBeVisible();

    await page.getByRole('row', { name: new RegExp(title) }).click();
    await expect(page).toHaveURL(/\/preview$/);
    await expect(page.getByText('We are open Monday to Friday, 9 to 17.')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Opportunities' }).click();
    await page.getByRole('link', { name: /Quinn Quick/ }).click();
    await expect(page).toHaveURL(new RegExp(`/opportunities/mine/${opportunity.id}$`));
    await page.getByRole('button', { name: 'Quick replies' }).click();
    await page.getByRole('menuitem', { name: title }).click();
    await expect(page.getByRole('textbox', { name: 'Message to Quinn Quick' })).toHaveValue(
      'We are open Monday to Friday, 9 to 17.',
    );
    await page.context().close();
  });

  test('imports 500 contacts with progress and names the 3 bad rows, then exports them', async ({
    browser,
  }) => {
    const page = await adminPage(browser);
    await page.goto('/app/settings/import-export');
    await expect(page.getByRole('heading', { name: 'Import contacts' })).toBeVisible();
    await expectAccessible(page);

    // The first batch's request is dropped once: the import carries on.
    let dropped = false;
    await page.route('**/api/core-service/customers/import', (route) => {
      if (!dropped) {
        dropped = true;
        return route.abort('failed');
      }
      return route.continue();
    });
    const run = String(Date.now());
    await page.locator('input[type="file"]').setInputFiles({
      name: 'contacts.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(contactsCsv(500, run)),
    });
    const bar = page.getByRole('progressbar', { name: 'Importing contacts.csv' });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('aria-valuetext', '500 of 500 rows');
    await expect(page.getByText('497 contacts imported, 3 rows not imported.')).toBeVisible();
    const errors = page.getByRole('region', { name: 'Rows not imported' });
    await expect(errors.getByRole('row')).toHaveCount(4);
    await expect(errors.getByRole('row', { name: /^52 / })).toContainText('Last name (lastName)');
    await expect(errors.getByRole('row', { name: /^52 / })).toContainText('This field is required.');
    await expect(errors.getByRole('row', { name: /^202 / })).toContainText(
      'Please enter a valid email address.',
    );
    await expect(errors.getByRole('row', { name: /^402 / })).toContainText(
      'An email address or a phone number is required.',
    );
    expect(dropped).toBe(true);
    await expectAccessible(page);
    await shoot(page, 'import-export-en');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download contacts (CSV)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^contacts-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await file.path(), 'utf8');
    expect(csv.split('\r\n')[0]).toBe(
      '\uFEFFfirstName,lastName,email,phone,companyName,street,streetNumber,zipCode,city',
    );
    expect(csv).toContain(`imp-${run}-0@example.com`);
    // Phone numbers start with +: exported with the formula guard.
    expect(csv).toContain(`"Imp ""0""",Import${run}x0,imp-${run}-0@example.com,'+4930100000,,,,,Berlin`);
    await expect(page.getByText('Contacts downloaded.')).toBeVisible();
    await page.context().close();
  });

  test('the website widget settings are saved and its snippet copied', async ({ browser }) => {
    const page = await adminPage(browser);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/app/settings/touchpoints-settings');
    // axe looks at the page once it is there (a busy machine may still be loading its route).
    await expect(page.getByRole('link', { name: 'Chat widget' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Chat widget' }).click();
    await expect(page.getByRole('heading', { name: 'Chat widget' })).toBeVisible();
    const greeting = page.getByRole('textbox', { name: 'Greeting' });
    await greeting.fill('');
    await page.getByRole('textbox', { name: 'Colour' }).fill('teal');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(greeting).toHaveAccessibleDescription(/This field is required\./);
    await expect(page.getByRole('textbox', { name: 'Colour' })).toHaveAccessibleDescription(
      /#RRGGBB, for example/,
    );
    await greeting.fill('Moin! Wie können wir helfen?');
    await page.getByRole('textbox', { name: 'Colour' }).fill('#1A7F8E');
    // The switch's input is visually hidden; a person presses its label.
    await page.locator('label', { hasText: 'Show on the website' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Settings saved.')).toBeVisible();
    await page.getByRole('button', { name: 'Copy code' }).click();
    await expect(page.getByText('Copied to the clipboard.')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('data-parley-type="chat-widget"');
    // The copied snippet on a company's own page: the widget shows the saved greeting and opens WhatsApp.
    const site = await page.context().newPage();
    await site.setContent(
      `<!doctype html><html lang="de"><head><title>Shop</title></head><body><main><h1>Shop</h1></main>${copied}</body></html>`,
    );
    await site.getByRole('button', { name: 'Chat with us' }).click();
    await expect(site.getByText('Moin! Wie können wir helfen?')).toBeVisible();
    await expect(site.getByRole('link', { name: 'Chat with us' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/\d+$/,
    );
    await site.close();
    await expectAccessible(page);
    await shoot(page, 'website-widget-en');
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Greeting' })).toHaveValue('Moin! Wie können wir helfen?');
    await expect(page.getByRole('switch', { name: 'Show on the website' })).toBeChecked();
    await page.context().close();
  });

  test('a WhatsApp QR code opens wa.me and downloads as SVG and PNG', async ({ browser }) => {
    const page = await adminPage(browser);
    await page.goto('/app/settings/touchpoints-settings');
    await page.getByRole('link', { name: 'WhatsApp QR code' }).click();
    await expect(page.getByRole('img', { name: 'QR code for +4930123456789' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'https://wa.me/4930123456789' })).toBeVisible();
    await expectAccessible(page);
    await shoot(page, 'qr-code-en');

    const svgDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download SVG' }).click();
    const svg = await svgDownload;
    expect(svg.suggestedFilename()).toBe('whatsapp-4930123456789.svg');
    expect(await readFile(await svg.path(), 'utf8')).toMatch(
      /^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/,
    );

    const pngDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PNG' }).click();
    const png = await pngDownload;
    expect(png.suggestedFilename()).toBe('whatsapp-4930123456789.png');
    const bytes = await readFile(await png.path());
    expect([...bytes.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    await page.context().close();
  });

  test('the screens read in German', async ({ browser }) => {
    const page = await adminPage(browser, 'de');
    await page.goto('/app/settings/import-export');
    await expect(page.getByRole('heading', { name: 'Kontakte importieren' })).toBeVisible();
    await expectAccessible(page);
    await shoot(page, 'import-export-de');
    await page.goto('/app/settings/quick-replies');
    await expect(page.getByRole('button', { name: 'Schnellantwort hinzufügen' }).first()).toBeVisible();
    await shoot(page, 'quick-replies-de');
    await page.goto('/app/settings/touchpoints-settings/website/contact-button');
    await expect(page.getByRole('heading', { name: 'Kontakt-Schaltfläche' })).toBeVisible();
    await shoot(page, 'website-widget-de');
    await page.goto('/app/settings/touchpoints-settings/qr-codes/messenger');
    await expect(page.getByRole('heading', { name: 'Noch kein Messenger-Kanal' })).toBeVisible();
    await expectAccessible(page);
    await shoot(page, 'qr-code-de');
    await page.context().close();
  });

  test('a company user is refused on every settings tool', async ({ page }) => {
    await signIn(page, user);
    await expectRefused(page, [
      '/app/settings/quick-replies',
      '/app/settings/quick-replies/add',
      '/app/settings/import-export',
      '/app/settings/touchpoints-settings',
      '/app/settings/touchpoints-settings/qr-codes/whatsapp',
    ]);
  });
});
