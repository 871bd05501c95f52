import type { Page } from '@playwright/test';
import { admin, expect, expectAccessible, signIn, test } from './fixtures.ts';

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

  test('filter by label and team, open one, add a label, record consent', async ({ page }) => {
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

    // Manual consent: the status changes and the action goes away.
    await expect(card.getByTestId('consent-status')).toHaveText('Consent unknown');
    await card.getByRole('button', { name: 'Record consent' }).click();
    await expect(page.getByText('Saved successfully.')).toBeVisible();
    await expect(card.getByTestId('consent-status')).toHaveText('Consent given');
    await expect(card.getByRole('button', { name: 'Record consent' })).toHaveCount(0);
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/contacts-en.png` });

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
