import { readFile } from 'node:fs/promises';
import {
  AUTH_EMULATOR,
  admin,
  adminPage,
  expect,
  expectAccessible,
  expectRefused,
  graphqlAs,
  idTokenOf,
  passwordField,
  SERVER,
  shoot,
  signIn,
  test,
  user,
} from './fixtures.ts';

const USER_ID = '00000000-0000-4000-8000-00000000a002';

/*
 * The audit log (issue 29): an admin sees who signed in as whom, who was deactivated and which sign-ins
 * failed, page by page, and downloads it. What the test does to the stack is its own: the deactivated
 * user is one it invites, and reactivates.
 */
test.describe('the audit log', () => {
  test('an admin sees an impersonation, a deactivation and a failed sign-in, and downloads the log', async ({
    browser,
    page,
    request,
  }) => {
    // The portal signs the admin in as Uwe (impersonateToken), as its "sign in as" link does.
    const signedIn = await request.post(
      `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
      { data: { email: admin.email, password: admin.password, returnSecureToken: true } },
    );
    const { idToken } = (await signedIn.json()) as { idToken: string };
    const impersonation = await request.post(`${SERVER}/graphql`, {
      headers: { authorization: `Bearer ${idToken}` },
      data: { query: 'query ($id: ID!) { impersonateToken(id: $id) }', variables: { id: USER_ID } },
    });
    expect(impersonation.ok()).toBe(true);

    // Someone tries Uwe's account with a wrong password on the sign-in page.
    await page.goto('/app/login');
    await page.getByLabel('Email').fill(user.email);
    await passwordField(page, 'Password').fill('Not-Uwes-Password-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('The password is wrong.')).toBeVisible();

    // An admin deactivates a colleague (one this test invites) and lets them back in.
    const email = `dora-${Date.now()}@parley.test`;
    const { inviteUser } = await graphqlAs<{ inviteUser: { id: string } }>(
      await idTokenOf(admin),
      'mutation ($input: InviteUserInput!) { inviteUser(input: $input) { id } }',
      { input: { first_name: 'Dora', last_name: 'Deaktiviert', email, assign_role: 'COMPANY_USER' } },
    );
    const adminTab = await adminPage(browser);
    await adminTab.goto(`/app/settings/users/${inviteUser.id}`);
    await adminTab.getByRole('button', { name: 'Deactivate user' }).click();
    const dialog = adminTab.getByRole('alertdialog', { name: 'Deactivate Dora Deaktiviert?' });
    await expect(dialog).toContainText('signed out everywhere at once');
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await expect(adminTab.getByText('Dora Deaktiviert is deactivated and signed out.')).toBeVisible();
    await expect(adminTab.getByText('Inactive', { exact: true })).toBeVisible();
    await adminTab.getByRole('button', { name: 'Reactivate user' }).click();
    await expect(adminTab.getByText('Dora Deaktiviert can sign in again.')).toBeVisible();

    // Settings → Audit log, newest first.
    await adminTab.goto('/app/settings/users');
    await adminTab.getByRole('tab', { name: 'Audit log' }).click();
    await expect(adminTab).toHaveURL(/\/app\/settings\/audit-log$/);
    const log = adminTab.getByRole('grid', { name: 'Audit log' });
    const row = (action: string, concerning: string) =>
      log.getByRole('row').filter({ hasText: action }).filter({ hasText: concerning }).first();
    await expect(row('Signed in as user', 'Uwe User')).toContainText('Ada Admin');
    await expect(row('Failed sign-in', 'Uwe User')).toContainText('Wrong password at sign-in');
    await expect(row('User deactivated', 'Dora Deaktiviert')).toContainText('Ada Admin');
    await expect(row('User reactivated', 'Dora Deaktiviert')).toBeVisible();
    const rows = await log.getByRole('row').allInnerTexts();
    const reactivatedAt = rows.findIndex((text) => text.includes('User reactivated'));
    expect(reactivatedAt).toBeLessThan(rows.findIndex((text) => text.includes('User deactivated')));
    await expectAccessible(adminTab);
    await shoot(adminTab, 'audit-log-en');

    const [download] = await Promise.all([
      adminTab.waitForEvent('download'),
      adminTab.getByRole('button', { name: 'Download as CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path()) as string, 'utf8');
    expect(csv.split('\r\n')[0]).toBe('time,action,actor,target,address,detail');
    expect(csv).toMatch(/,IMPERSONATION,Ada Admin,Uwe User,/);
    expect(csv).toMatch(/,USER_DEACTIVATED,Ada Admin,Dora Deaktiviert,/);

    // In German, at the narrow width.
    await adminTab.evaluate(() => localStorage.setItem('parley.locale', 'de'));
    await adminTab.reload();
    await expect(adminTab.getByRole('grid', { name: 'Protokoll' })).toContainText('Als Benutzer angemeldet');
    await shoot(adminTab, 'audit-log-de');
    await adminTab.context().close();
  });

  test('is for admins only', async ({ page }) => {
    await signIn(page, user);
    await expectRefused(page, ['/app/settings/audit-log']);
  });
});
