import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test';
import {
  admin,
  CONTROL_URL,
  DEMO_COMPANY_ID,
  expect,
  expectAccessible,
  expectRefused,
  graphqlAs,
  idTokenOf,
  SERVER,
  shoot,
  signIn,
  test,
  user,
} from './fixtures.ts';

/*
 * Automation that runs (issue 33): what an admin switches on, the server executes on the next inbound
 * message. An autoresponder answers (outside the teams' opening hours the out-of-office reply instead),
 * the consent bot records a customer's answer, a seeded flow with labels and a pause runs and shows its
 * steps on the conversation; the flow viewer draws the seeded flows, a node edited there is saved; a
 * company user is refused on every screen and call. Every switch a test turns on is turned off again in
 * its teardown (the stack is shared), and opening hours are put back.
 */

const TEAMS = ['00000000-0000-4000-8000-00000000d001', '00000000-0000-4000-8000-00000000d002'];
const WELCOME_BOT = '00000000-0000-4000-8602-000000000001';
const EVERY_NODE_BOT = '00000000-0000-4000-8602-000000000002';

type Injected = { opportunity: { id: string } };

async function customerWrites(
  request: APIRequestContext,
  body: string,
  opportunityId?: string,
  name?: string,
) {
  const response = await request.post(`${SERVER}/api/dev/inject`, {
    data: {
      companyId: DEMO_COMPANY_ID,
      channelType: 'WHATSAPP',
      body,
      ...(opportunityId ? { opportunityId } : { contact: { firstName: name ?? 'Auto', lastName: 'Mation' } }),
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as Injected).opportunity.id;
}

/** Every autoresponder, the consent bot and the seeded bots off again, as the seed has them. */
async function switchAllOff() {
  const token = await idTokenOf(admin);
  const { autoresponders } = await graphqlAs<{
    autoresponders: { id: string; locked: boolean; active: boolean }[];
  }>(token, '{ autoresponders { id locked active } }');
  for (const responder of autoresponders)
    if (responder.active && !responder.locked)
      await graphqlAs(token, 'mutation ($id: ID!) { autoresponderUpdate(id: $id, active: false) { id } }', {
        id: responder.id,
      });
  await graphqlAs(token, 'mutation { consentBotUpdate(active: false) { active } }');
  for (const id of [WELCOME_BOT, EVERY_NODE_BOT])
    await graphqlAs(token, 'mutation ($id: ID!) { updateBotConfig(id: $id, active: false) { id } }', { id });
}

async function switchOn(page: Page, name: string) {
  const toggle = page.getByRole('switch', { name });
  await expect(toggle).not.toBeChecked();
  // A kit switch's input sits under its track: the click goes to it as a person's would.
  await toggle.click({ force: true });
  await expect(toggle).toBeChecked();
}

const thread = (page: Page) => page.getByRole('log');

test.describe('automation', () => {
  test.use({ viewport: { width: 1440, height: 900 }, timezoneId: 'Europe/Berlin' });

  test('an autoresponder switched on answers the next message; outside opening hours the out-of-office reply goes instead', async ({
    page,
    request,
    restore,
  }) => {
    test.setTimeout(120_000);
    restore.add(switchAllOff);
    await signIn(page, admin);
    await page.goto('/app/automation/autoresponder');
    await expect(page.getByRole('heading', { name: 'Incoming messages' })).toBeVisible();
    await expectAccessible(page);
    await shoot(page, 'automation-autoresponders-en');
    await switchOn(page, 'Welcome active');
    // The revoke confirmation is always on, and cannot be switched off.
    await expect(page.getByRole('switch', { name: 'Revoke confirmation active' })).toBeDisabled();

    const run = Date.now().toString(36);
    const welcomed = await customerWrites(request, 'Hallo, ist jemand da?', undefined, `Welcome${run}`);
    await page.goto(`/app/opportunities/new_customers/${welcomed}`);
    await expect(
      thread(page).getByText('Hello! Thanks for your message. One of us will answer you shortly.'),
    ).toBeVisible();

    // Closed now: both teams open only on another day of the week.
    const token = await idTokenOf(admin);
    for (const teamId of TEAMS) {
      const { getAvailability } = await graphqlAs<{
        getAvailability: { teamSlots: { day: number; from: string; to: string }[] };
      }>(token, 'query ($teamId: ID!) { getAvailability(team_id: $teamId) { teamSlots { day from to } } }', {
        teamId,
      });
      const slots = getAvailability.teamSlots;
      restore.add(async () => {
        await graphqlAs(
          await idTokenOf(admin),
          'mutation ($teamId: ID!, $slots: [AvailabilitySlotInput!]!) { setAvailability(teamId: $teamId, slots: $slots) { id } }',
          { teamId, slots },
        );
      });
      const otherDay = (((new Date().getUTCDay() + 6) % 7) + 3) % 7;
      await graphqlAs(
        token,
        'mutation ($teamId: ID!, $slots: [AvailabilitySlotInput!]!) { setAvailability(teamId: $teamId, slots: $slots) { id } }',
        { teamId, slots: [{ day: otherDay, from: '08:00', to: '09:00' }] },
      );
    }
    await page.goto('/app/automation/autoresponder');
    await switchOn(page, 'Out of office active');
    const late = await customerWrites(request, 'Seid ihr noch da?', undefined, `Late${run}`);
    await page.goto(`/app/opportunities/new_customers/${late}`);
    await expect(thread(page).getByText(/We are closed right now/)).toBeVisible();
    await expect(
      thread(page).getByText('Hello! Thanks for your message. One of us will answer you shortly.'),
    ).toHaveCount(0);
  });

  test('the consent bot asks, and the customer’s answer changes the contact’s consent', async ({
    page,
    request,
    restore,
  }) => {
    test.setTimeout(120_000);
    restore.add(switchAllOff);
    await signIn(page, admin);
    await page.goto('/app/automation/autoresponder/consent-bot');
    await switchOn(page, 'Active');
    await expectAccessible(page);
    const run = Date.now().toString(36);
    const id = await customerWrites(request, 'Guten Tag', undefined, `Consent${run}`);
    await page.goto(`/app/opportunities/new_customers/${id}`);
    await expect(thread(page).getByText(/May we send you news and offers here/)).toBeVisible();
    await expect(page.getByText('Consent unknown')).toBeVisible();
    await customerWrites(request, 'Yes', id);
    await expect(page.getByText('Consent given')).toBeVisible({ timeout: 20_000 });
    await expect(thread(page).getByText('Bot "Consent bot" recorded the consent')).toBeVisible();
  });

  test('a seeded flow with labels and a pause runs, its steps show on the conversation, and the pause outlives a restart', async ({
    page,
    request,
    restore,
  }) => {
    test.setTimeout(180_000);
    restore.add(switchAllOff);
    // A pause long enough to stop and start the server inside it (the seed has 5 s).
    const setPause = async (rawDuration: string) =>
      graphqlAs(
        await idTokenOf(admin),
        'mutation ($id: ID!, $payload: BotConfigPayload) { updateBotConfig(id: $id, payload: $payload) { id } }',
        {
          id: WELCOME_BOT,
          payload: {
            node: {
              id: 'wait',
              type: 'pause',
              name: 'Wait a moment',
              position: { x: 0, y: 330 },
              data: { pauseType: 'DURATION', rawDuration, resumeDate: '' },
            },
          },
        },
      );
    restore.add(async () => {
      await setPause('5s');
    });
    await setPause('20s');
    await signIn(page, admin);
    await page.goto('/app/settings/bot');
    await switchOn(page, 'Welcome active');
    const run = Date.now().toString(36);
    const id = await customerWrites(request, 'Hallo #welcome', undefined, `Flow${run}`);
    await page.goto(`/app/opportunities/new_customers/${id}`);
    const log = thread(page);
    await expect(log.getByText('Bot "Welcome" set label VIP')).toBeVisible();
    await expect(log.getByText('Welcome! We are glad you are here.')).toBeVisible();
    await expect(log.getByText('Bot "Welcome" paused')).toBeVisible();
    const pausedAt = Date.now();
    await expectAccessible(page);
    await shoot(page, 'automation-flow-events-en');

    // The server goes away during the pause; what resumes the run is a job in the database.
    const control = await playwrightRequest.newContext();
    expect((await control.post(`${CONTROL_URL}/server/stop`)).status()).toBe(204);
    try {
      await expect(log.getByText('Bot "Welcome" went on after its pause')).toHaveCount(0);
      await page.waitForTimeout(Math.max(0, 21_000 - (Date.now() - pausedAt)));
    } finally {
      expect((await control.post(`${CONTROL_URL}/server/start`)).status()).toBe(204);
      await control.dispose();
    }
    // The page's socket gave up while the server was away longer than its five retries: open it again.
    await expect(async () => {
      await page.reload();
      await expect(log.getByText('Bot "Welcome" went on after its pause')).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 60_000 });
    await expect(log.getByText('Bot "Welcome" set contact label Stammkunde')).toBeVisible();
  });

  test('the viewer draws the seeded flows; a node is reached by keyboard, edited, and saved', async ({
    page,
    restore,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, admin);
    await page.goto(`/app/automation/bot-system/details/${EVERY_NODE_BOT}`);
    const flow = page.getByRole('application').or(page.locator('.react-flow')).first();
    await expect(flow).toBeVisible();
    const nodes = page.getByRole('button', { name: /^(Start|Internal note|Send message|Pause|Set label): / });
    await expect(nodes.first()).toBeVisible();
    await expect(page.getByText('23 nodes')).toBeVisible();
    // A node without a name says so.
    await expect(
      page.getByRole('button', { name: /Remove contact's customer type: This node has no name yet/ }),
    ).toBeVisible();
    await expectAccessible(page);
    await shoot(page, 'automation-flow-en');

    // Keyboard: Tab to the first node, Enter opens its editor.
    const start = page.getByRole('button', { name: /^Start: Start on #alles/ });
    await start.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/start\/start$/);
    await expect(page.getByRole('form', { name: /Edit node Start on #alles/ })).toBeVisible();

    // Edit the pause node: a bad duration is refused beside its field, a good one saved.
    restore.add(async () => {
      const token = await idTokenOf(admin);
      const { bots } = await graphqlAs<{ bots: { config: { nodes: { id: string }[] } }[] }>(
        token,
        'query ($ids: [ID!]) { bots(ids: $ids) { config { nodes } } }',
        { ids: [EVERY_NODE_BOT] },
      );
      const pause = bots[0]?.config.nodes.find((node) => node.id === 'pause');
      if (pause)
        await graphqlAs(
          token,
          'mutation ($id: ID!, $payload: BotConfigPayload) { updateBotConfig(id: $id, payload: $payload) { id } }',
          {
            id: EVERY_NODE_BOT,
            payload: {
              node: {
                ...pause,
                name: 'Wait a day',
                data: { pauseType: 'DURATION', rawDuration: '1d', resumeDate: '' },
              },
            },
          },
        );
    });
    await page.goto(`/app/automation/bot-system/details/${EVERY_NODE_BOT}/pause/pause`);
    const form = page.getByRole('form', { name: /Edit node Wait a day/ });
    await form.getByRole('textbox', { name: 'Duration' }).fill('soon');
    await form.getByRole('button', { name: 'Save node' }).click();
    await expect(
      form.getByText('Enter a number and a unit, e.g. 30s, 15m, 2h or 3d (at most a year).'),
    ).toBeVisible();
    await form.getByRole('textbox', { name: 'Duration' }).fill('2h');
    await form.getByRole('textbox', { name: 'Name' }).fill('Wait two hours');
    await form.getByRole('button', { name: 'Save node' }).click();
    await expect(page.getByText('Node saved.')).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('form', { name: /Edit node Wait two hours/ }).getByRole('textbox', { name: 'Duration' }),
    ).toHaveValue('2h');
    // Until a moment instead: a date and a time in the user's time zone (Europe/Berlin here), stored in UTC.
    const edited = page.getByRole('form', { name: /Edit node Wait two hours/ });
    await edited.getByRole('button', { name: /Pause$/ }).click();
    await page.getByRole('option', { name: 'Until a date' }).click();
    await edited.getByRole('group', { name: 'Until', exact: true }).getByRole('spinbutton').first().click();
    await page.keyboard.type('24122030');
    await edited
      .getByRole('group', { name: 'Time', exact: true })
      .locator('[role="spinbutton"][data-type="hour"]')
      .click();
    await page.keyboard.type('0930');
    await edited.getByRole('button', { name: 'Save node' }).click();
    await expect(page.getByText('Node saved.').last()).toBeVisible();
    const { bots } = await graphqlAs<{
      bots: { config: { nodes: { id: string; data: { resumeDate?: string } }[] } }[];
    }>(await idTokenOf(admin), 'query ($ids: [ID!]) { bots(ids: $ids) { config { nodes } } }', {
      ids: [EVERY_NODE_BOT],
    });
    expect(bots[0]?.config.nodes.find((node) => node.id === 'pause')?.data.resumeDate).toBe(
      '2030-12-24T08:30:00.000Z',
    );
    await expect(page.getByRole('button', { name: /^Pause: Wait two hours/ })).toBeVisible();
  });

  test('an admin installs a brand bot under a name of its own, sets what it does at start, and switches it on', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const run = Date.now().toString(36);
    const name = `Leads ${run}`;
    await signIn(page, admin);
    await page.goto('/app/settings/bot/add');
    const form = page.getByRole('form', { name: 'Add bot' });
    // Nothing chosen yet: the form says what is missing, beside the field.
    await form.getByRole('button', { name: 'Add bot' }).click();
    await expect(form.getByText('This field is required.').first()).toBeVisible();
    await form.getByRole('button', { name: /Brand bot/ }).click();
    await page.getByRole('option', { name: 'Lead qualification' }).click();
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Lead qualification');
    await form.getByRole('textbox', { name: 'Name' }).fill(name);
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Add bot' }).click();
    await expect(page.getByText(`${name} added, switched off until you turn it on.`)).toBeVisible();
    await expect(page).toHaveURL(/\/app\/settings\/bot\/[0-9a-f-]{36}$/);
    const settings = page.getByRole('form', { name: `Settings of ${name}` });
    await settings.getByRole('button', { name: /When the bot starts/ }).click();
    await page.getByRole('option', { name: 'Give the conversation to the user below' }).click();
    await settings.getByRole('button', { name: / User$/ }).click();
    await page.getByRole('option', { name: 'Uwe User' }).click();
    await settings.getByRole('switch', { name: 'Active' }).click({ force: true });
    await settings.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Bot saved.')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/settings\/bot$/);
    await expect(page.getByRole('switch', { name: `${name} active` })).toBeChecked();
    // Off again: the stack is shared, and an active bot answers every #angebot.
    await page.getByRole('switch', { name: `${name} active` }).click({ force: true });
    await expect(page.getByRole('switch', { name: `${name} active` })).not.toBeChecked();
    await page.goto('/app/automation/bot-system/overview');
    await expect(page.getByRole('rowheader', { name })).toHaveCount(0);
  });

  test('a company user is refused on every automation screen and call', async ({ page }) => {
    await signIn(page, user);
    await expectRefused(page, [
      '/app/automation/bot-system/overview',
      '/app/automation/autoresponder',
      '/app/automation/autoresponder/consent-bot',
      '/app/automation/autoresponder/WELCOME',
      `/app/automation/bot-system/details/${WELCOME_BOT}`,
      `/app/automation/bot-system/details/${WELCOME_BOT}/pause/wait`,
      '/app/settings/bot',
      '/app/settings/bot/add',
      `/app/settings/bot/${WELCOME_BOT}`,
    ]);
    await expect(page.getByRole('link', { name: 'Automation' })).toHaveCount(0);
    const token = await idTokenOf(user);
    for (const query of ['{ autoresponders { id } }', '{ bots { id } }', '{ consentBot { active } }'])
      await expect(graphqlAs(token, query)).rejects.toThrow(/FORBIDDEN|Forbidden|admin/i);
    const rest = await fetch(`${SERVER}/api/core-service/new-bots/list/companies/${DEMO_COMPANY_ID}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(rest.status).toBe(403);
  });
});
