import type { APIRequestContext, Page } from '@playwright/test';
import {
  AUTH_EMULATOR,
  admin,
  expect,
  expectAccessible,
  expectRefused,
  graphqlAs,
  idTokenOf,
  PROJECT_ID,
  passwordField,
  SERVER,
  signIn,
  test,
  user,
} from './fixtures.ts';

// Opening hours are shown in local time and stored in UTC: run in a zone that is not UTC.
test.use({ timezoneId: 'Europe/Berlin' });

const SHOTS = '/tmp/parley-shots';
const ADMIN_ID = '00000000-0000-4000-8000-00000000a001';
const USER_ID = '00000000-0000-4000-8000-00000000a002';

async function shoot(page: Page, name: string) {
  await page.setViewportSize({ width: 1200, height: 900 });
  await page.screenshot({ path: `${SHOTS}/settings-${name}.png`, fullPage: true });
}

async function latestResetCode(request: APIRequestContext, email: string) {
  const response = await request.get(`${AUTH_EMULATOR}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes } = (await response.json()) as {
    oobCodes: Array<{ email: string; oobCode: string; requestType: string }>;
  };
  return oobCodes.filter((c) => c.email === email && c.requestType === 'PASSWORD_RESET').at(-1)?.oobCode;
}

async function idToken(request: APIRequestContext, who: { email: string; password: string }) {
  const response = await request.post(
    `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    { data: { email: who.email, password: who.password, returnSecureToken: true } },
  );
  return ((await response.json()) as { idToken: string }).idToken;
}

async function setTime(page: Page, label: string, value: string) {
  const field = page.getByRole('group', { name: label, exact: true });
  await field.locator('[role="spinbutton"][data-type="hour"]').click();
  await page.keyboard.type(value.replace(':', ''));
}

test('a company admin invites a user, builds a team with address, members, a channel and opening hours', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const first = 'Inga';
  const last = `Neu${stamp}`;
  const email = `inga-${stamp}@parley.test`;
  const teamName = `Store ${stamp}`;

  await signIn(page, admin);
  await page.goto('/app/settings/users');
  await expect(page.getByRole('rowheader', { name: admin.name })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'users-en');
  // What the company offers of the brand's portfolio (updateCompanyBrandCustomerTypes).
  const portfolio = page.getByRole('region', { name: 'Customer types, products and services' });
  const landlord = portfolio.getByRole('checkbox', { name: 'Vermieter' });
  const wasChecked = await landlord.isChecked();
  await landlord.setChecked(!wasChecked, { force: true });
  await portfolio.getByRole('button', { name: 'Save portfolio' }).click();
  await expect(page.getByText('Customer types, products and services saved.')).toBeVisible();
  await page.reload();
  await expect(portfolio.getByRole('checkbox', { name: 'Vermieter' })).toBeChecked({ checked: !wasChecked });

  // Invite: an external id with "?" is refused on its field, then fixed and saved.
  await page.getByRole('button', { name: 'Invite user' }).click();
  await expect(page).toHaveURL(/\/app\/settings\/users\/add$/);
  await page.getByLabel('First name').fill(first);
  await page.getByLabel('Last name').fill(last);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('External ID').fill(`EMP?${stamp}`);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  const externalId = page.getByLabel('External ID');
  await expect(externalId).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('The external ID must not contain spaces or & ? # / : % = + \\')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'user-add-en');
  // Leaving with unsaved changes asks first.
  await page.getByRole('tab', { name: 'Teams' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Leave without saving?' })).toBeVisible();
  await page.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page).toHaveURL(/\/app\/settings\/users\/add$/);
  await expect(page.getByLabel('First name')).toHaveValue(first);

  await externalId.fill(`EMP-${stamp}`);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
  await expect(page).toHaveURL(/\/app\/settings\/users$/);
  await expect(page.getByRole('row', { name: new RegExp(`${first} ${last}`) })).toBeVisible();

  // Team with address: a missing zip code is refused on its field.
  await page.goto('/app/settings/teams');
  await expect(page.getByRole('grid', { name: 'Teams', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Add team with address' }).click();
  await page.getByLabel('Name').fill(teamName);
  await page.getByLabel(/^Street\*?$/).fill('Hohe Straße');
  await page.getByLabel('Street number').fill('12');
  await page.getByLabel('City').fill('Köln');
  await page.getByRole('button', { name: 'Create team' }).click();
  const zip = page.getByLabel('Zip code');
  await expect(zip).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('This field is required.')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'team-add-en');
  await zip.fill('50667');
  await page.getByRole('button', { name: 'Create team' }).click();
  await expect(page.getByText('Team created.')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/settings\/teams$/);
  const teamRow = page.getByRole('row', { name: new RegExp(teamName) });
  await expect(teamRow).toContainText('Hohe Straße 12, 50667 Köln');

  // Assign the new user.
  await page
    .getByRole('grid', { name: 'Team members' })
    .getByRole('row', { name: new RegExp(last) })
    .click();
  await expect(page).toHaveURL(/\/app\/settings\/teams\/users\//);
  await page.getByRole('checkbox', { name: teamName }).check({ force: true });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/app\/settings\/teams$/);

  // Assign a channel.
  await page.getByRole('grid', { name: 'Channels of the teams' }).getByRole('row').nth(1).click();
  await expect(page).toHaveURL(/\/app\/settings\/teams\/channels\//);
  await page.getByRole('radio', { name: teamName }).check({ force: true });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/app\/settings\/teams$/);
  await expect(teamRow.getByRole('gridcell').nth(1)).toHaveText('1');
  await expect(teamRow.getByRole('gridcell').nth(2)).toHaveText('1');

  // Opening hours in local time; an incomplete slot is refused.
  await teamRow.getByRole('button', { name: /Opening hours of/ }).click();
  const dialog = page.getByRole('dialog', { name: `Opening hours of ${teamName}` });
  await dialog.getByRole('button', { name: 'Add time on Monday' }).click();
  await setTime(page, 'Monday from', '08:30');
  await dialog.getByRole('button', { name: 'Save opening hours' }).click();
  await expect(dialog.getByText('Every time slot needs a start and an end.')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'opening-hours-en');
  await setTime(page, 'Monday to', '17:00');
  await dialog.getByRole('button', { name: 'Add time on Saturday' }).click();
  await setTime(page, 'Saturday from', '00:30');
  await setTime(page, 'Saturday to', '02:00');
  await dialog.getByRole('button', { name: 'Save opening hours' }).click();
  await expect(page.getByText('Opening hours saved.')).toBeVisible();
  await page.reload();
  const summary = 'Mon 08:30–17:00, Sat 00:30–02:00';
  await expect(page.getByRole('row', { name: new RegExp(teamName) })).toContainText(summary);
  await page
    .getByRole('row', { name: new RegExp(teamName) })
    .getByRole('button', { name: /Opening hours of/ })
    .click();
  await expect(page.getByRole('group', { name: 'Monday from', exact: true })).toContainText('08:30');
  await expect(page.getByRole('group', { name: 'Saturday to', exact: true })).toContainText('02:00');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await shoot(page, 'teams-en');

  // The same screens in German.
  await page.evaluate(() => localStorage.setItem('parley.locale', 'de'));
  await page.goto('/app/settings/teams');
  await expect(page.getByRole('grid', { name: 'Teams', exact: true })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'teams-de');
  await page.goto('/app/settings/users');
  await expect(page.getByRole('grid', { name: 'Benutzer', exact: true })).toBeVisible();
  await shoot(page, 'users-de');
  await page.goto('/app/settings/users/add');
  await page.getByRole('button', { name: 'Einladung senden' }).click();
  await expect(page.getByText('Dieses Feld ist erforderlich.').first()).toBeVisible();
  await shoot(page, 'user-add-de');
  await page.evaluate(() => localStorage.setItem('parley.locale', 'en'));

  // The invited user gets the mail in the emulator, sets a password and signs in.
  const code = await latestResetCode(request, email);
  expect(code).toBeTruthy();
  const context = await browser.newContext({ timezoneId: 'Europe/Berlin' });
  const invited = await context.newPage();
  await invited.addInitScript(() => localStorage.setItem('parley.locale', 'en'));
  await invited.goto(`/app/reset-password/${code}`);
  await passwordField(invited, 'New password').fill('Invited-2026');
  await passwordField(invited, 'Confirm new password').fill('Invited-2026');
  await invited.getByRole('button', { name: 'Save new password' }).click();
  await expect(invited.getByText('Your new password is set.')).toBeVisible();
  await signIn(invited, { email, password: 'Invited-2026' });
  await expect(invited.getByRole('heading', { name: `Welcome, ${first} ${last}` })).toBeVisible();
  await context.close();
});

test('an admin renames a team, is told why one with a channel cannot go, and deletes it once empty', async ({
  page,
  restore,
}) => {
  const token = await idTokenOf(admin);
  const name = `Filiale ${Date.now()}`;
  await signIn(page, admin);
  await page.goto('/app/settings/teams');
  await page.getByRole('button', { name: 'Add team', exact: true }).click();
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Create team' }).click();
  await expect(page).toHaveURL(/\/app\/settings\/teams$/);

  // The row opens the team; an empty name is refused on its field and nothing else typed is lost.
  await page.getByRole('row', { name: new RegExp(name) }).click();
  await expect(page.getByRole('heading', { name: `Edit team ${name}` })).toBeVisible();
  const nameField = page.getByLabel('Name');
  await nameField.fill('');
  await page.getByLabel('External ID').fill('F-7');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(nameField).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('This field is required.')).toBeVisible();
  await expect(page.getByLabel('External ID')).toHaveValue('F-7');
  await expectAccessible(page);
  const renamed = `${name} Nord`;
  await nameField.fill(renamed);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Team saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/settings\/teams$/);
  const row = page.getByRole('row', { name: new RegExp(renamed) });
  await expect(row).toBeVisible();

  // With a channel in it, deleting is refused and the reason is shown. The channel goes back after.
  const { teams } = await graphqlAs<{ teams: { id: string; name: string; channels: { id: string }[] }[] }>(
    token,
    '{ teams { id name channels { id } } }',
  );
  const holder = teams.find((team) => team.channels.length > 0);
  const teamId = teams.find((team) => team.name === renamed)?.id;
  const channelId = holder?.channels[0]?.id;
  if (!holder || !teamId || !channelId) throw new Error('no channel in a team, or the new team is missing');
  const moveChannel = (to: string) =>
    graphqlAs(token, 'mutation ($c: ID!, $t: ID) { setChannelTeam(channelId: $c, teamId: $t) { id } }', {
      c: channelId,
      t: to,
    });
  restore.add(async () => {
    await moveChannel(holder.id);
  });
  await moveChannel(teamId);
  await row.click();
  await page.getByRole('button', { name: 'Delete team' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete team?' });
  await expect(confirm).toContainText(`“${renamed}” is removed with its members and opening hours.`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(
    page.getByText('This team still has channels. Put them into another team first, then delete it.'),
  ).toBeVisible();
  await expect(confirm).toHaveCount(0);
  await shoot(page, 'team-edit-refused-en');

  // Once the channel is back in its team, the team goes.
  await moveChannel(holder.id);
  await page.getByRole('button', { name: 'Delete team' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`Team “${renamed}” deleted.`)).toBeVisible();
  await expect(page).toHaveURL(/\/app\/settings\/teams$/);
  await expect(page.getByRole('row', { name: new RegExp(renamed) })).toHaveCount(0);
});

test('an admin edits a user: the duplicate external id shows on its field', async ({ page }) => {
  await signIn(page, admin);
  await page.goto(`/app/settings/users/${ADMIN_ID}`);
  await page.getByLabel('External ID').fill('ADA-1');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User saved.')).toBeVisible();
  await page.goto(`/app/settings/users/${USER_ID}`);
  await expect(page.getByLabel('First name')).not.toHaveValue('');
  await page.getByLabel('External ID').fill('ADA-1');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This external ID is already in use.')).toBeVisible();
  await expect(page.getByLabel('External ID')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Email').fill('uwe@yopmail.com');
  await page.getByLabel('External ID').fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Disposable email addresses are not allowed.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('uwe@yopmail.com');
  await shoot(page, 'user-edit-en');
  await expectAccessible(page);
});

test('a company user sees the lists but every admin screen and call is refused', async ({
  page,
  request,
}) => {
  await signIn(page, user);
  await page.goto('/app/settings/users');
  await expect(page.getByRole('rowheader', { name: admin.name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Invite user' })).toHaveCount(0);
  await expectAccessible(page);
  // Their own row opens their profile, as the list says (issue 27: it did nothing).
  await expect(page.getByText(/Your own row opens your profile/)).toBeVisible();
  await page.getByRole('row', { name: new RegExp(user.name) }).click();
  await expect(page).toHaveURL(/\/app\/profile\/information$/);
  await page.goto('/app/settings/users');
  await expect(page.getByRole('rowheader', { name: admin.name })).toBeVisible();
  await page.goto('/app/settings/teams');
  await expect(page.getByRole('grid', { name: 'Teams', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add team' })).toHaveCount(0);
  await expect(page.getByRole('grid', { name: 'Channels of the teams' })).toHaveCount(0);
  await expectRefused(page, [
    '/app/settings/users/add',
    `/app/settings/users/${ADMIN_ID}`,
    '/app/settings/teams/add/address',
    // The sales team (its page renames and deletes it).
    '/app/settings/teams/00000000-0000-4000-8000-00000000d001',
    `/app/settings/teams/users/${USER_ID}`,
    '/app/settings/teams/channels/any',
    '/app/settings/account',
  ]);
  // Their own user stays editable, without the role.
  await page.goto(`/app/settings/users/${USER_ID}`);
  await expect(page.getByLabel('First name')).toBeVisible();
  await expect(page.getByText('Role')).toHaveCount(0);

  const token = await idToken(request, user);
  for (const query of [
    'mutation { inviteUser(input: { first_name: "A", last_name: "B", email: "ab@parley.test", assign_role: COMPANY_USER }) { id } }',
    'mutation { createTeam(input: { type: STANDARD, name: "Mine" }) { id } }',
    `mutation { setUserTeams(userId: "${USER_ID}", teamIds: []) { id } }`,
    'mutation { setAvailability(teamId: "00000000-0000-4000-8000-00000000d001", slots: []) { id } }',
    `mutation { resendInvite(id: "${ADMIN_ID}") { id } }`,
  ]) {
    const response = await request.post(`${SERVER}/graphql`, {
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      data: { query },
    });
    expect(response.status()).toBe(403);
    const body = (await response.json()) as { errors: Array<{ extensions: Record<string, string> }> };
    expect(body.errors[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', messageKey: 'FORBIDDEN.TITLE' });
  }
});
