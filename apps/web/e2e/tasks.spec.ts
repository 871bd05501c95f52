import type { Page } from '@playwright/test';
import { admin, expect, expectAccessible, idTokenOf, SERVER, signIn, test, user } from './fixtures.ts';
import { inboxPage } from './inboxHelpers.ts';

/*
 * Tasks as a user works with them (spec 2, 5, 9): create one (a blank title is refused on the field),
 * see it due today, mark it important and done (it moves to done), delete it. Done and important act at
 * once and come back with a message when the server refuses.
 */

const openList = (page: Page) => page.getByRole('list', { name: 'Open tasks' });
const doneList = (page: Page) => page.getByRole('list', { name: 'Done tasks' });
const row = (list: ReturnType<typeof openList>, title: string) =>
  list.getByRole('listitem').filter({ has: list.page().getByRole('link', { name: title, exact: true }) });

async function createTask(page: Page, title: string) {
  await page.getByRole('button', { name: 'New task' }).click();
  await expect(page).toHaveURL(/\/app\/tasks\/mine\/new$/);
  await page.getByRole('textbox', { name: /^Title/ }).fill(title);
  await page.getByRole('button', { name: 'Create task' }).click();
  await expect(page.getByText('Task created.')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/tasks\/mine\/[0-9a-f-]{36}$/);
}

const ADMIN_ID = '00000000-0000-4000-8000-00000000a001';
const USER_ID = '00000000-0000-4000-8000-00000000a002';

/** Deletes a task of the admin's through the API (teardown). */
async function deleteTask(id: string) {
  await fetch(`${SERVER}/api/tasks-service/v1/tasks/${ADMIN_ID}/${id}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${await idTokenOf(admin)}` },
  });
}

test.describe('tasks', () => {
  test.use({ viewport: { width: 1200, height: 900 } });

  test('create, see it due today, mark it important and done, delete it', async ({ page }) => {
    const title = `Call Erika about the offer ${Date.now()}`;
    await signIn(page, admin);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Tasks' })
      .click();
    await expect(page).toHaveURL(/\/app\/tasks\/mine$/);
    await expect(page).toHaveTitle('My tasks · Tasks - WebApp');
    await expect(row(openList(page), 'Angebot Photovoltaik nachfassen')).toBeVisible();
    await expectAccessible(page);

    // A blank title is refused on the field; nothing is sent.
    await page.getByRole('button', { name: 'New task' }).click();
    const titleField = page.getByRole('textbox', { name: /^Title/ });
    await titleField.fill('   ');
    await page.getByRole('button', { name: 'Create task' }).click();
    await expect(titleField).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('This field must not be empty.')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/tasks\/mine\/new$/);
    // The due date starts at the end of today.
    await expect(page.getByRole('group', { name: /^Time/ })).toContainText('23');
    await expect(page.getByRole('group', { name: /^Time/ })).toContainText('59');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Discard changes' }).click();

    await createTask(page, title);
    const created = row(openList(page), title);
    await expect(created).toContainText('Today');
    await expect(created).toContainText('23:59');
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expectAccessible(page);

    // Important shows at once and is saved.
    const star = created.getByRole('button', { name: `Important: ${title}` });
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(row(openList(page), title).getByRole('button', { name: /^Important/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // Done: it leaves the open tasks and shows among the done ones.
    // The box the user sees is the checkbox's label (the input itself is visually hidden).
    await row(openList(page), title)
      .getByRole('checkbox', { name: `Done: ${title}` })
      .locator('xpath=ancestor::label[1]')
      .click();
    await expect(row(openList(page), title)).toHaveCount(0);
    await page.getByRole('tab', { name: 'Done' }).click();
    await expect(page).toHaveURL(/\/app\/tasks\/done$/);
    const done = row(doneList(page), title);
    await expect(done.getByRole('checkbox')).toBeChecked();
    await expectAccessible(page);

    // Delete it from the done list.
    await done.getByRole('link', { name: title }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Delete this task?');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Task deleted.')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/tasks\/done$/);
    await expect(row(doneList(page), title)).toHaveCount(0);
  });

  test('a refused change comes back with a message', async ({ page }) => {
    await signIn(page, admin);
    await page.goto('/app/tasks/mine');
    const seeded = row(openList(page), 'Quartalsbericht vorbereiten');
    const star = seeded.getByRole('button', { name: /^Important/ });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await page.route('**/api/tasks-service/v1/tasks/*/*/important', (route) =>
      route.fulfill({
        status: 400,
        json: { error: { code: 'BAD_REQUEST', message: 'Refused by the test' } },
      }),
    );
    await star.click();
    await expect(page.getByText('Changes not saved.')).toBeVisible();
    await expect(star).toHaveAttribute('aria-pressed', 'false');
  });

  test('attach a file to a task and find it after saving', async ({ page }) => {
    await signIn(page, admin);
    await page.goto('/app/tasks/mine');
    await row(openList(page), 'Quartalsbericht vorbereiten').getByRole('link').click();
    await page.locator('input[type="file"]').setInputFiles({
      name: 'bericht.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
    await expect(page.getByRole('list', { name: 'Attached files' })).toContainText('bericht.pdf');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Task saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('link', { name: 'bericht.pdf' })).toHaveAttribute(
      'href',
      /\/api\/core-service\/attachments\/.+\/bericht\.pdf$/,
    );
    await expectAccessible(page);
  });

  test('screens at 1200 px in English and German', async ({ page }) => {
    await signIn(page, admin);
    for (const locale of ['en', 'de'] as const) {
      await page.evaluate((value) => localStorage.setItem('parley.locale', value), locale);
      await page.goto('/app/tasks/mine');
      const list = locale === 'en' ? openList(page) : page.getByRole('list', { name: 'Offene Aufgaben' });
      await list.getByRole('link', { name: 'Angebot Photovoltaik nachfassen' }).click();
      await expect(
        page.getByRole('heading', { level: 2, name: 'Angebot Photovoltaik nachfassen' }),
      ).toBeVisible();
      await expectAccessible(page);
      await page.screenshot({ path: `/tmp/parley-shots/tasks-detail-${locale}.png`, fullPage: true });
      await page.goto('/app/tasks/mine/new');
      await expect(page.getByRole('textbox', { name: locale === 'en' ? /^Title/ : /^Titel/ })).toBeVisible();
      await page.screenshot({ path: `/tmp/parley-shots/tasks-new-${locale}.png`, fullPage: true });
      const text = (await page.locator('body').textContent()) ?? '';
      // A message key without a translation shows as the key itself (FOO.BAR).
      expect(text).not.toMatch(/\b[A-Z_]{3,}\.[A-Z_]{3,}\b/);
    }
  });
  test('a task given to a colleague is on their dashboard, and reminds them when it falls due', async ({
    page,
    browser,
    restore,
  }) => {
    const title = `Prepare the offer for Erika ${Date.now()}`;
    await signIn(page, admin);
    await page.goto('/app/tasks/mine/new');
    await page.getByRole('textbox', { name: /^Title/ }).fill(title);
    await page.getByRole('button', { name: /Assigned to/ }).click();
    await page.getByRole('option', { name: user.name }).click();
    await page.getByRole('button', { name: 'Create task' }).click();
    await expect(page.getByText('Task created.')).toBeVisible();
    const id = /\/tasks\/mine\/([0-9a-f-]{36})$/.exec(page.url())?.[1] ?? '';
    restore.add(() => deleteTask(id));
    await expect(page.getByText(`For ${user.name}`).first()).toBeVisible();
    // The team view of what Ada waits for: her open tasks given to colleagues.
    await page.getByRole('tab', { name: 'Given to colleagues' }).click();
    await expect(page).toHaveURL(/\/tasks\/delegated$/);
    const given = page.getByRole('list', { name: 'Given to colleagues' });
    await expect(given.getByText(title)).toBeVisible();
    await expect(given.getByText(`For ${user.name}`).first()).toBeVisible();

    // Due today: on the colleague's dashboard.
    const colleague = await inboxPage(browser, user);
    await colleague.goto('/app/dashboard');
    const dueToday = colleague.getByRole('region', { name: 'Due today' });
    await expect(dueToday.getByRole('link', { name: title })).toBeVisible();

    // One falling due in a few seconds reminds them live, in the app and by a browser notification.
    const soon = `Call Erika back ${Date.now()}`;
    const response = await fetch(`${SERVER}/api/tasks-service/v1/tasks/${ADMIN_ID}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await idTokenOf(admin)}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: soon,
        dueDate: new Date(Date.now() + 4000).toISOString(),
        assigneeId: USER_ID,
      }),
    });
    expect(response.status).toBe(201);
    const created = (await response.json()) as { _id: string };
    restore.add(() => deleteTask(created._id));
    await expect(colleague.getByText('A task is due now')).toBeVisible({ timeout: 20_000 });
    await expect(colleague.getByText(soon).first()).toBeVisible();
    await expect
      .poll(() =>
        colleague.evaluate(
          () => (window as unknown as { shownNotifications: { title: string }[] }).shownNotifications,
        ),
      )
      .toContainEqual(expect.objectContaining({ title: 'A task is due now', body: soon }));
    await expect(dueToday.getByRole('link', { name: soon })).toBeVisible();
    await colleague.context().close();
  });
  test('a task created beside a conversation: the user stays in it, its timeline says so', async ({
    browser,
  }) => {
    const title = `Angebot nachreichen ${Date.now()}`;
    const page = await inboxPage(browser, admin);
    await page.goto('/app/opportunities/mine');
    await page.getByRole('list', { name: 'Conversations' }).getByRole('link').first().click();
    const conversationUrl = page.url();
    await page
      .getByRole('group', { name: 'Conversation actions' })
      .getByRole('button', { name: 'Create task' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'New task' });
    await dialog.getByRole('textbox', { name: /^Title/ }).fill(title);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Create task' }).click();
    await expect(page.getByText('Task created.')).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(page.url()).toBe(conversationUrl);
    await expect(page.getByRole('log').getByText(`${admin.name} created the task ${title}`)).toBeVisible();
    // Linked to the conversation, it is among the user's open tasks.
    await page.goto('/app/tasks/mine');
    await expect(row(openList(page), title)).toBeVisible();
    await row(openList(page), title).getByRole('link', { name: title, exact: true }).click();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Task deleted.')).toBeVisible();
    await page.context().close();
  });
});
