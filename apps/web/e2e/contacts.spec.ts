import type { Page } from '@playwright/test';
import { admin, expect, expectAccessible, idTokenOf, SERVER, signIn, test } from './fixtures.ts';

/*
 * Contacts as a user works with them (spec 2, 4, 7): the lists own/all/team filtered by label and team
 * (pages merged by skip), a contact's page with its card (labels added, manual consent recorded and the
 * status changing), its conversations and tasks, and the same card beside an open conversation.
 * The demo seed labels James Smith and Lukas Schneider (the admin's, team Service) and one of the
 * user's contacts "Angebot gesendet"; none of them has consented.
 */

const SHOTS = '/tmp/parley-shots';

const rows = (page: Page, list: string) => page.getByRole('list', { name: list }).getByRole('link');

async function choose(page: Page, select: string, option: string) {
  // The trigger's name is its label and its value, in RAC's order.
  await page.getByRole('button', { name: new RegExp(`\\b${select}\\b`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function openContacts(page: Page) {
  await signIn(page, admin);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Contacts' })
    .click();
  await expect(page).toHaveURL(/\/app\/contacts\/own$/);
}

test.describe('contacts', () => {
  test.use({ viewport: { width: 1200, height: 900 } });

  test('filter by label and team, open one, add a label, record consent with its source and revoke it', async ({
    page,
  }) => {
    await openContacts(page);
    await expect(page).toHaveTitle('My contacts · Contacts - WebApp');
    await expect(rows(page, 'My contacts').first()).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('tab', { name: 'All contacts' }).click();
    await expect(page).toHaveURL(/\/app\/contacts\/all$/);
    await expect(rows(page, 'All contacts').first()).toBeVisible();

    await choose(page, 'Label', 'Angebot gesendet');
    await expect(page).toHaveURL(/label=/);
    await expect(rows(page, 'All contacts')).toHaveCount(3);
    await choose(page, 'Team', 'Service');
    await expect(page).toHaveURL(/team=/);
    await expect(rows(page, 'All contacts')).toHaveCount(2);
    await expect(rows(page, 'All contacts').filter({ hasText: 'James Smith' })).toBeVisible();
    await expect(rows(page, 'All contacts').filter({ hasText: 'Lukas Schneider' })).toBeVisible();
    await expectAccessible(page);

    await rows(page, 'All contacts').filter({ hasText: 'James Smith' }).click();
    await expect(page).toHaveURL(/\/app\/contacts\/all\/[0-9a-f-]{36}\?/);
    const card = page.getByRole('region', { name: 'James Smith' });
    await expect(card.getByRole('heading', { name: 'James Smith' })).toBeVisible();
    await expect(card.getByText('Smith & Sons Ltd')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Conversations' }).getByRole('link')).not.toHaveCount(0);

    // Add a label: it shows on the card and in the list row.
    const key = `Messe ${Date.now() % 100_000}`;
    await card.getByRole('textbox', { name: 'New label' }).fill(key);
    await card.getByRole('textbox', { name: 'New label' }).press('Enter');
    await expect(card.getByRole('button', { name: `Remove ${key}` })).toBeVisible();
    await expect(card.getByRole('textbox', { name: 'New label' })).toHaveValue('');
    await expect(rows(page, 'All contacts').filter({ hasText: key })).toBeVisible();

    // Manual consent, recorded with where it came from and the day: the card says both and who did
    // it, and offers to revoke it, which asks first.
    await expect(card.getByTestId('consent-status')).toHaveText('Consent unknown');
    await card.getByRole('button', { name: 'Record consent' }).click();
    const record = page.getByRole('dialog', { name: 'Record consent' });
    await record.getByRole('button', { name: 'Record consent' }).click();
    await expect(record.getByText('This field is required.')).toBeVisible();
    await record.getByRole('textbox', { name: 'Source' }).fill('Paper form at the fair');
    await expectAccessible(page);
    await record.getByRole('button', { name: 'Record consent' }).click();
    await expect(page.getByText('The consent of James Smith is recorded.')).toBeVisible();
    await expect(card.getByTestId('consent-status')).toHaveText('Consent given');
    await expect(card.getByTestId('consent-detail')).toContainText('Paper form at the fair');
    await expect(card.getByTestId('consent-detail')).toContainText('Ada Admin');
    await expect(card.getByRole('button', { name: 'Record consent' })).toHaveCount(0);
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/contacts-en.png` });
    await card.getByRole('button', { name: 'Revoke consent' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke consent' }).click();
    await expect(card.getByTestId('consent-status')).toHaveText('Consent revoked');
    await expect(card.getByTestId('consent-detail')).toContainText('Revoked');

    // Remove the label again.
    await card.getByRole('button', { name: `Remove ${key}` }).click();
    await expect(card.getByRole('button', { name: `Remove ${key}` })).toHaveCount(0);
  });

  test('German, and an unknown list opens own', async ({ page }) => {
    await openContacts(page);
    await page.evaluate(() => localStorage.setItem('parley.locale', 'de'));
    await page.goto('/app/contacts/everyone');
    await expect(page).toHaveURL(/\/app\/contacts\/own$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Kontakte' })).toBeVisible();
    await rows(page, 'Meine Kontakte').filter({ hasText: 'Erika Mustermann' }).click();
    const card = page.getByRole('region', { name: 'Erika Mustermann' });
    await expect(card.getByText('Geburtstag')).toBeVisible();
    await expect(card.getByText(/^\d\d\.\d\d\.\d{4} \(\d+ Jahre\)$/)).toBeVisible();
    await expect(card.getByText('Lindenstraße 1')).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/contacts-de.png` });
  });

  test('the card beside an open conversation links to the contact page', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, admin);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Opportunities' })
      .click();
    await page
      .getByRole('list', { name: 'Conversations' })
      .getByRole('link')
      .filter({ hasText: 'Erika Mustermann' })
      .click();
    // Closed at this width (the conversation keeps its room); the button opens it.
    const aside = page.getByRole('complementary', { name: 'Contact' });
    const card = aside.getByRole('region', { name: 'Erika Mustermann' });
    await expect(card).toHaveCount(0);
    await aside.getByRole('button', { name: 'Contact' }).click();
    await expect(card).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/contacts-inbox-en.png` });
    await aside.getByRole('button', { name: 'Hide contact' }).click();
    await expect(card).toHaveCount(0);
    await aside.getByRole('button', { name: 'Contact' }).click();
    await card.getByRole('link', { name: 'More information' }).click();
    await expect(page).toHaveURL(/\/app\/contacts\/own\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Erika Mustermann', exact: true })).toBeVisible();
  });
});

test('two duplicate contacts: the hint while typing, merged into one, then deleted', async ({
  page,
  restore,
}) => {
  const stamp = Date.now();
  const email = `dana.${stamp}@example.com`;
  const created: string[] = [];
  restore.add(async () => {
    const token = await idTokenOf(admin);
    for (const id of created)
      await fetch(`${SERVER}/api/core-service/customers/${id}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}` },
      });
  });
  await page.setViewportSize({ width: 1200, height: 900 });
  await openContacts(page);
  const dialog = page.getByRole('dialog');
  const field = (name: string) => dialog.getByRole('textbox', { name: new RegExp(`^${name}`) });

  // Neither email nor phone: refused next to the email field, and what was typed stays.
  await page.getByRole('button', { name: 'New contact' }).click();
  await field('First name').fill('Dana');
  await field('Last name').fill(`Dublette ${stamp}`);
  await dialog.getByRole('button', { name: 'Create contact' }).click();
  await expect(dialog.getByText('An email address or a phone number is required.')).toBeVisible();
  await expect(field('Last name')).toHaveValue(`Dublette ${stamp}`);
  await field('Email').fill(email);
  await dialog.getByRole('button', { name: 'Create contact' }).click();
  await expect(page.getByText('Contact created.')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/contacts\/own\/[0-9a-f-]{36}$/);
  created.push(page.url().split('/').pop() ?? '');

  // The same name again: the dialog says so while typing; created anyway, with a phone number.
  await page.getByRole('button', { name: 'New contact' }).click();
  await field('First name').fill('Dana');
  await field('Last name').fill(`Dublette ${stamp}`);
  const hints = dialog.getByRole('list', { name: 'Possible duplicates' });
  await expect(hints.getByRole('link', { name: `Dana Dublette ${stamp}` })).toBeVisible();
  await expect(hints).toContainText(email);
  await expectAccessible(page);
  await field('Phone').fill('+49 170 5551234');
  await dialog.getByRole('button', { name: 'Create contact' }).click();
  // The first contact's notice may still be on screen: the newest is the last.
  await expect(page.getByText('Contact created.').last()).toBeVisible();
  // The new contact's page opens (after the notice).
  await expect(page).not.toHaveURL(new RegExp(`${created[0]}$`));
  await expect(page).toHaveURL(/\/app\/contacts\/own\/[0-9a-f-]{36}$/);
  created.push(page.url().split('/').pop() ?? '');

  // Merge the first into the second: it takes the email; the first is gone.
  await page.getByRole('button', { name: 'Merge duplicate…' }).click();
  await dialog.getByText(email).click();
  await expect(dialog.getByRole('radio', { name: new RegExp(`Dublette ${stamp}`) })).toBeChecked();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Merge', exact: true }).click();
  await expect(page.getByText(`Dana Dublette ${stamp} is merged into Dana Dublette ${stamp}.`)).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'My contacts' }).getByRole('link', { name: /Dana Dublette/ }),
  ).toHaveCount(1);
  const token = await idTokenOf(admin);
  const kept = await fetch(`${SERVER}/api/core-service/customers/${created[1]}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(await kept.json()).toMatchObject({ email, phone: '+491705551234' });
  const gone = await fetch(`${SERVER}/api/core-service/customers/${created[0]}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(gone.status).toBe(404);

  // Delete it, after a confirmation.
  await page.getByRole('group', { name: 'Contact actions' }).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`Dana Dublette ${stamp} is deleted.`)).toBeVisible();
  await expect(page).toHaveURL(/\/app\/contacts\/own$/);
});

test('the contacts search finds a customer by part of the name or of the phone number', async ({ page }) => {
  await page.setViewportSize({ width: 1200, height: 900 });
  await openContacts(page);
  const box = page.getByRole('searchbox', { name: 'Search contacts' });
  await box.fill('muster');
  const found = page.getByRole('list', { name: 'Contacts found' });
  await expect(found.getByRole('link', { name: /Erika Mustermann/ })).toBeVisible();
  await box.fill('1511 000000');
  await expect(found.getByRole('link', { name: /Erika Mustermann/ })).toBeVisible();
  await expectAccessible(page);
  await box.fill('zzzz-nobody');
  await expect(page.getByText('No contact matches “zzzz-nobody”')).toBeVisible();
  await box.clear();
  await expect(page.getByRole('list', { name: 'My contacts' })).toBeVisible();
});
