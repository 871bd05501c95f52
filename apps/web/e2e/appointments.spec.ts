import type { Page } from '@playwright/test';
import { expect, expectAccessible, graphqlAs, idTokenOf, signIn, test, user } from './fixtures.ts';

/*
 * Appointments as a user books them (spec 2, 4, 5, 9): from a conversation into the week view, edited
 * and cancelled (the cancel icon goes); each spec 5 rule refused on its field before anything is sent
 * (past start, end on the next day, 401-character comment) and an overlap refused with its message; an
 * Outlook calendar linked through the OAuth stand-in shows its event without a cancel icon; the
 * availability saved in individual mode survives a reload with the same local times.
 */

test.use({ timezoneId: 'Europe/Berlin', viewport: { width: 1440, height: 1000 } });

/** YYYY-MM-DD of today + `offset` days in Berlin. */
const iso = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });

async function typeDate(page: Page, label: string, isoDate: string) {
  const [year, month, day] = isoDate.split('-');
  const group = page.getByRole('dialog').getByRole('group', { name: label, exact: true });
  await group.getByRole('spinbutton').first().click();
  await page.keyboard.type(`${day}${month}${year}`);
}

async function setTime(page: Page, label: string, value: string) {
  const field = page.getByRole('group', { name: label, exact: true });
  await field.locator('[role="spinbutton"][data-type="hour"]').click();
  await page.keyboard.type(value.replace(':', ''));
}

const fieldError = (page: Page, text: string) => page.getByRole('dialog').getByText(text, { exact: true });

test.describe('appointments', () => {
  test('book from a conversation, refuse each broken rule on its field, see it in the week, edit and cancel it', async ({
    page,
  }) => {
    const name = `Beratung ${Date.now()}`;
    // Next week's Wednesday-ish: a day without seeded appointments, not today.
    const day = iso(8);
    await signIn(page, user);
    await page.goto('/app/opportunities/mine');
    await page.getByRole('list', { name: 'Conversations' }).getByRole('link').first().click();
    // The dialog opens over the conversation: the user stays in it.
    const conversationUrl = page.url();
    await page
      .getByRole('group', { name: 'Conversation actions' })
      .getByRole('button', { name: 'Book appointment' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'New appointment' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/^For /)).toBeVisible();
    await expectAccessible(page);

    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    // A start in the past: refused on the date, nothing sent.
    await typeDate(page, 'Date', iso(-1));
    await typeDate(page, 'End date', iso(-1));
    await setTime(page, 'From', '10:00');
    await setTime(page, 'To', '11:00');
    await dialog.getByRole('button', { name: 'Book appointment' }).click();
    await expect(fieldError(page, 'The appointment must start in the future.')).toBeVisible();

    // An end on the next day: refused on the end date.
    await typeDate(page, 'Date', day);
    await typeDate(page, 'End date', iso(9));
    await expect(fieldError(page, 'The appointment must end on the day it starts.')).toBeVisible();
    await typeDate(page, 'End date', day);
    await expect(fieldError(page, 'The appointment must end on the day it starts.')).toBeHidden();

    // A 401-character comment: refused on the comment; what was typed stays.
    const comment = dialog.getByRole('textbox', { name: 'Comment' });
    await comment.fill('x'.repeat(401));
    await expect(fieldError(page, 'The comment can have at most 400 characters.')).toBeVisible();
    await comment.fill('Unterlagen zur Photovoltaik mitbringen');
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue(name);

    // The team is required when booking.
    await dialog.getByRole('button', { name: /Team/ }).click();
    await page.getByRole('option', { name: 'Sales' }).click();
    await dialog.getByRole('button', { name: 'Book appointment' }).click();
    await expect(page.getByText('Appointment booked.')).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(page.url()).toBe(conversationUrl);
    // The conversation's timeline says so.
    await expect(
      page.getByRole('log').getByText(new RegExp(`${user.name} booked an appointment: ${name}`)),
    ).toBeVisible();

    // The week of the appointment shows it.
    await page.goto(`/app/appointments/overview?date=${day}`);
    const event = page.getByRole('button', { name: new RegExp(`^${name}, .*10:00–11:00, Active`) });
    await expect(event).toBeVisible();

    // Booking the same time again: the overlap is refused on the start.
    await page.getByRole('button', { name: 'New appointment' }).first().click();
    const second = page.getByRole('dialog', { name: 'New appointment' });
    await typeDate(page, 'Date', day);
    await typeDate(page, 'End date', day);
    await setTime(page, 'From', '10:30');
    await setTime(page, 'To', '11:30');
    await second.getByRole('button', { name: /Team/ }).click();
    await page.getByRole('option', { name: 'Sales' }).click();
    await second.getByRole('button', { name: 'Book appointment' }).click();
    await expect(fieldError(page, 'You already have an appointment at this time.')).toBeVisible();
    await second.getByRole('button', { name: 'Cancel' }).click();
    await expect(second).toBeHidden();

    // Open it, edit it, cancel it.
    await event.click();
    await expect(page).toHaveURL(/\/app\/appointments\/overview\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await expect(page.getByText('Active', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Location' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Edit appointment' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit appointment' });
    await setTime(page, 'To', '11:30');
    await edit.getByRole('button', { name: 'Save appointment' }).click();
    await expect(page.getByText('Appointment saved.')).toBeVisible();
    await expect(page.getByText('10:00–11:30')).toBeVisible();

    await page.getByRole('button', { name: 'Cancel appointment' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel this appointment?' });
    await expect(confirm).toBeVisible();
    // It cannot be closed by clicking outside (spec 5).
    await page.mouse.click(5, 5);
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel appointment' }).click();
    await expect(page.getByText('The appointment was cancelled.')).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('button', { name: 'Cancel appointment' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Edit appointment' })).toBeHidden();
    await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();

    // Back in the calendar, the event shows cancelled.
    await page.getByRole('button', { name: 'Back to the calendar' }).click();
    await expect(page).toHaveURL(/\/app\/appointments\/overview$/);
    await page.goto(`/app/appointments/overview?date=${day}`);
    await expect(page.getByRole('button', { name: new RegExp(`^${name}, .*Cancelled`) })).toBeVisible();
  });

  test('booked from the calendar for a customer found while typing, it shows on the contact page', async ({
    page,
    restore,
  }) => {
    const name = `Vor-Ort-Termin ${Date.now()}`;
    const day = iso(10);
    await signIn(page, user);
    await page.goto('/app/appointments/overview');
    await page.getByRole('button', { name: 'New appointment' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New appointment' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    const customer = dialog.getByRole('combobox', { name: 'Customer' });
    await customer.fill('muster');
    await page.getByRole('option', { name: /Erika Mustermann/ }).click();
    await expect(customer).toHaveValue('Erika Mustermann');
    await expect(dialog.getByRole('button', { name: /Conversation/ })).toBeVisible();
    await expectAccessible(page);
    await typeDate(page, 'Date', day);
    await typeDate(page, 'End date', day);
    await setTime(page, 'From', '14:00');
    await setTime(page, 'To', '15:00');
    await dialog.getByRole('button', { name: /Team/ }).click();
    await page.getByRole('option', { name: 'Sales' }).click();
    await dialog.getByRole('button', { name: 'Book appointment' }).click();
    await expect(page.getByText('Appointment booked.')).toBeVisible();
    const event = page.getByRole('button', { name: new RegExp(`^${name}, .*14:00–15:00`) });
    await event.click();
    const id = /\/overview\/([0-9a-f-]{36})$/.exec(page.url())?.[1] ?? '';
    restore.add(async () => {
      await graphqlAs(
        await idTokenOf(user),
        'mutation ($id: ID!) { cancelAppointment(appointmentId: $id) }',
        {
          id,
        },
      ).catch(() => undefined);
    });
    // The appointment's page shows the contact card; its page lists the appointment.
    await page
      .getByRole('region', { name: /Erika Mustermann/ })
      .getByRole('link', { name: /More information/ })
      .click();
    await expect(page).toHaveURL(/\/app\/contacts\/(own|all)\/[0-9a-f-]{36}$/);
    const appointments = page.getByRole('list', { name: 'Appointments' });
    await expect(appointments.getByRole('link', { name })).toBeVisible();
    await expect(appointments).toContainText('14:00–15:00');
  });

  test('an Outlook calendar linked through OAuth shows its event, without a cancel icon', async ({
    page,
  }) => {
    await signIn(page, user);
    await page.goto('/app/profile/connections');
    await expect(page.getByRole('heading', { name: 'No calendar connected' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Connect Outlook (Office 365)' }).click();
    // The loopback authorization server's consent page.
    await expect(page.getByRole('heading', { name: 'Sign in to Outlook' })).toBeVisible();
    await page.getByLabel('Account').fill('uwe@outlook.test');
    await page.getByRole('button', { name: 'Allow' }).click();
    await expect(page).toHaveURL(/\/app\/profile\/connections\/[0-9a-f-]{36}$/);
    await expect(page.getByText('Outlook (Office 365) is connected.')).toBeVisible();
    await expect(page.getByText('uwe@outlook.test')).toBeVisible();
    await expect(page.getByText('3', { exact: true })).toBeVisible();
    await expectAccessible(page);

    await page.goto(`/app/appointments/overview?date=${iso(1)}`);
    await page.getByRole('button', { name: /^Quarterly review with the bank, / }).click();
    await expect(page.getByText('Office 365')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open in the calendar' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel appointment' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Edit appointment' })).toBeHidden();

    // Disconnect: the events leave the calendar.
    await page.goto('/app/profile/connections');
    await page.getByRole('link', { name: 'Details of uwe@outlook.test' }).click();
    await page.getByRole('button', { name: 'Disconnect' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Disconnect' }).click();
    await expect(page.getByText('Calendar disconnected.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No calendar connected' })).toBeVisible();
  });

  test('availability in individual mode survives a reload with the same local times; German', async ({
    page,
  }) => {
    await signIn(page, user);
    await page.goto('/app/appointments/overview');
    await page.getByRole('button', { name: 'Availability' }).click();
    const dialog = page.getByRole('dialog', { name: 'Availability' });
    await expect(dialog.getByRole('radio', { name: /Like the team's opening hours/ })).toBeChecked();
    await dialog.getByText('My own hours', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Edit hours' }).click();
    await dialog.getByRole('button', { name: 'Add time on Monday' }).click();
    await setTime(page, 'Monday from', '08:30');
    await setTime(page, 'Monday to', '12:00');
    // A slot without an end: the incomplete message, nothing saved.
    await dialog.getByRole('button', { name: 'Add time on Tuesday' }).click();
    await setTime(page, 'Tuesday from', '09:00');
    await dialog.getByRole('button', { name: 'Save availability' }).click();
    await expect(dialog.getByText('Every time slot needs a start and an end.')).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Remove Tuesday slot 1' }).click();
    await dialog.getByRole('button', { name: 'Save availability' }).click();
    await expect(page.getByText('Availability saved.')).toBeVisible();

    await page.reload();
    await page.getByRole('button', { name: 'Availability' }).click();
    await expect(dialog.getByRole('radio', { name: 'My own hours' })).toBeChecked();
    await expect(dialog.getByText('Mo 08:30–12:00')).toBeVisible();
    await dialog.getByRole('button', { name: 'Edit hours' }).click();
    await expect(page.getByRole('group', { name: 'Monday from', exact: true })).toContainText('08:30');
    await expect(page.getByRole('group', { name: 'Monday to', exact: true })).toContainText('12:00');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.evaluate(() => localStorage.setItem('parley.locale', 'de'));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Kalender' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Neuer Termin' }).first()).toBeVisible();
    await expectAccessible(page);
    await page.evaluate(() => localStorage.setItem('parley.locale', 'en'));
  });
});
