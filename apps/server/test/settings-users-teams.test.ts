import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { demoIds } from '../src/db/demo.ts';
import { channels, teamAvailability, userProfiles, users } from '../src/db/schema.ts';
import { oobCodes, signIn, signInWithCustomToken } from './emulator.ts';
import { ADMIN, createTestApp, gql, OTHER, type TestApp, token, USER } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

const inviteUser = `mutation ($input: InviteUserInput!) {
  inviteUser(input: $input) { id email externalId lastInviteSent role { type } profile { firstName lastName phone } }
}`;
const updateUser = `mutation ($id: ID!, $payload: UpdateUserInput!) {
  updateUser(id: $id, payload: $payload) { id email profile { phone } phoneChannelsOutOfSync }
}`;
const createTeam = `mutation ($input: CreateTeamInput!) {
  createTeam(input: $input) { id name usersCount channelsCount address { street streetNumber zipCode city } }
}`;
const updateTeam = `mutation ($id: ID!, $input: CreateTeamInput!) {
  updateTeam(id: $id, input: $input) { id name externalId address { street streetNumber zipCode city } }
}`;
const deleteTeam = `mutation ($id: ID!) { deleteTeam(id: $id) }`;
const setUserTeams = `mutation ($userId: ID!, $teamIds: [ID!]!) {
  setUserTeams(userId: $userId, teamIds: $teamIds) { id teams { id } }
}`;
const setChannelTeam = `mutation ($channelId: ID!, $teamId: ID) { setChannelTeam(channelId: $channelId, teamId: $teamId) { id teamId } }`;
const setAvailability = `mutation ($teamId: ID!, $slots: [AvailabilitySlotInput!]!) {
  setAvailability(teamId: $teamId, slots: $slots) { id userTeamAvailability { day from to } }
}`;

const invite = (overrides: Record<string, unknown> = {}) => ({
  first_name: ' Ina ',
  last_name: 'Invite',
  email: `ina-${unique()}@parley.test`,
  assign_role: 'COMPANY_USER',
  ...overrides,
});

const forbidden = { code: 'FORBIDDEN', messageKey: 'FORBIDDEN.TITLE' };

describe('inviteUser', () => {
  it('bounds how often another company’s addresses are refused (issue 29: they cannot be probed)', async () => {
    const own = await createTestApp();
    try {
      const tryInvite = (email: string) =>
        gql(own.app, inviteUser, { token: token(ADMIN), variables: { input: invite({ email }) } });
      for (let i = 0; i < 20; i += 1) {
        const refused = await tryInvite(OTHER);
        expect(refused.body.errors?.[0]?.extensions).toMatchObject({ messageKey: 'VALIDATE.EMAIL_IN_USE' });
      }
      const stopped = await tryInvite(OTHER);
      expect(stopped.status).toBe(429);
      expect(stopped.body.errors?.[0]?.extensions).toMatchObject({
        code: 'TOO_MANY_REQUESTS',
        field: 'email',
      });
      // The company's own addresses are not what the budget guards: still simply in use.
      const ownAddress = await tryInvite(USER);
      expect(ownAddress.body.errors?.[0]?.extensions).toMatchObject({ messageKey: 'VALIDATE.EMAIL_IN_USE' });
    } finally {
      await own.close();
    }
  });

  it.each([
    [{ first_name: '  ' }, 'first_name', 'FORM_ERRORS.REQUIRED'],
    [{ last_name: '' }, 'last_name', 'FORM_ERRORS.REQUIRED'],
    [{ email: 'nope' }, 'email', 'FORM_ERRORS.INVALID_EMAIL'],
    [{ email: 'someone@mailinator.com' }, 'email', 'VALIDATE.EMAIL_DISPOSABLE'],
    [{ email: 'admin@parley.test' }, 'email', 'VALIDATE.EMAIL_IN_USE'],
    [{ phone: '12ab' }, 'phone', 'FORM_ERRORS.INVALID_PHONE_NUMBER'],
    [{ externalId: 'a?b' }, 'externalId', 'FORM_ERRORS.INVALID_EXTERNAL_ID'],
    [{ externalId: 'a=b' }, 'externalId', 'FORM_ERRORS.INVALID_EXTERNAL_ID'],
    [{ externalId: 'a\\b' }, 'externalId', 'FORM_ERRORS.INVALID_EXTERNAL_ID'],
    [{ first_name: 'x'.repeat(101) }, 'first_name', 'VALIDATE.TOO_LONG'],
  ])('refuses %j with 400 on the field', async (change, field, messageKey) => {
    const { status, body } = await gql(t.app, inviteUser, {
      token: token(ADMIN),
      variables: { input: invite(change) },
    });
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', field, messageKey });
  });

  it('allows free mail and refuses a duplicate external id of the company', async () => {
    const first = await gql(t.app, inviteUser, {
      token: token(ADMIN),
      variables: { input: invite({ email: `ina.${unique()}@gmail.com`, externalId: `X-${unique()}` }) },
    });
    expect(first.body.errors).toBeUndefined();
    const externalId = (first.body.data?.inviteUser as { externalId: string } | undefined)?.externalId;
    const second = await gql(t.app, inviteUser, {
      token: token(ADMIN),
      variables: { input: invite({ externalId }) },
    });
    expect(second.status).toBe(409);
    expect(second.body.errors?.[0]?.extensions).toEqual({
      code: 'DUPLICATE_EXTERNAL_ID',
      field: 'externalId',
      messageKey: 'FORM_ERRORS.DUPLICATE_EXTERNAL_ID',
    });
  });

  it('creates the emulator account and sends an invite the new user signs in with', async () => {
    const host = inject('emulatorHost');
    const input = invite({
      phone: '0171 7654321',
      externalId: `EMP-${unique()}`,
      assign_role: 'COMPANY_ADMIN',
    });
    const { body } = await gql<{ inviteUser: { id: string; lastInviteSent: string | null } }>(
      t.app,
      inviteUser,
      {
        token: token(ADMIN),
        variables: { input },
      },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.inviteUser).toMatchObject({
      email: input.email,
      role: { type: 'COMPANY_ADMIN' },
      profile: { firstName: 'Ina', lastName: 'Invite', phone: '+491717654321' },
    });
    expect(body.data?.inviteUser.lastInviteSent).toBeTruthy();

    const code = (await oobCodes(host))
      .filter((c) => c.email === input.email && c.requestType === 'PASSWORD_RESET')
      .at(-1);
    expect(code?.oobCode).toBeTruthy();
    const reset = await gql(
      t.app,
      'mutation ($token: String!, $p: String!) { resetPassword(token: $token, password: $p, confirm_password: $p) }',
      { variables: { token: code?.oobCode, p: 'Invited-Pass-1' } },
    );
    expect(reset.body.errors).toBeUndefined();
    const idToken = await signIn(host, input.email, 'Invited-Pass-1');
    const me = await gql<{ me: { id: string; company: { id: string } } }>(
      t.app,
      '{ me { id company { id } } }',
      {
        token: idToken,
      },
    );
    expect(me.body.data?.me).toEqual({ id: body.data?.inviteUser.id, company: { id: demoIds.companyDemo } });
  });

  it('shows an invited user as INVITED until they sign in themselves (issue 27)', async () => {
    const host = inject('emulatorHost');
    const input = invite();
    const invited = await gql<{ inviteUser: { id: string } }>(t.app, inviteUser, {
      token: token(ADMIN),
      variables: { input },
    });
    const id = invited.body.data?.inviteUser.id ?? '';
    const statusOf = async (userId: string) => {
      const list = await gql<{ users: Array<{ id: string; status: string; active: boolean }> }>(
        t.app,
        '{ users { id status active } }',
        { token: token(ADMIN) },
      );
      return list.body.data?.users.find((user) => user.id === userId);
    };
    expect(await statusOf(id)).toEqual({ id, status: 'INVITED', active: true });
    // The seed has one who never signed in, beside the demo's sign-ins.
    expect((await statusOf(demoIds.userInvited))?.status).toBe('INVITED');
    expect((await statusOf(demoIds.userUser))?.status).toBe('ACTIVE');

    // An admin looking through their eyes is not their sign-in.
    const custom = await gql<{ impersonateToken: string }>(
      t.app,
      'query ($id: ID!) { impersonateToken(id: $id) }',
      {
        token: token(ADMIN),
        variables: { id },
      },
    );
    const asThem = await signInWithCustomToken(host, custom.body.data?.impersonateToken ?? '');
    const looked = await gql<{ me: { status: string } }>(t.app, '{ me { status } }', { token: asThem });
    expect(looked.body.data?.me.status).toBe('INVITED');

    const code = (await oobCodes(host))
      .filter((c) => c.email === input.email && c.requestType === 'PASSWORD_RESET')
      .at(-1);
    await gql(
      t.app,
      'mutation ($token: String!, $p: String!) { resetPassword(token: $token, password: $p, confirm_password: $p) }',
      { variables: { token: code?.oobCode, p: 'Invited-Pass-2' } },
    );
    const signedIn = await gql<{ me: { status: string } }>(t.app, '{ me { status } }', {
      token: await signIn(host, input.email, 'Invited-Pass-2'),
    });
    expect(signedIn.body.data?.me.status).toBe('ACTIVE');
    expect((await statusOf(id))?.status).toBe('ACTIVE');
  });

  it('sends the invite again', async () => {
    const { body } = await gql<{ resendInvite: { lastInviteSent: string } }>(
      t.app,
      'mutation ($id: ID!) { resendInvite(id: $id) { lastInviteSent } }',
      { token: token(ADMIN), variables: { id: demoIds.userUser } },
    );
    expect(body.errors).toBeUndefined();
    expect(Date.parse(body.data?.resendInvite.lastInviteSent ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('sends one mailbox at most 3 invitation mails in 15 minutes, the reset mails included', async () => {
    const input = invite();
    const invited = await gql<{ inviteUser: { id: string } }>(t.app, inviteUser, {
      token: token(ADMIN),
      variables: { input },
    });
    const id = invited.body.data?.inviteUser.id;
    expect(id).toBeTruthy();
    const resend = () =>
      gql(t.app, 'mutation ($id: ID!) { resendInvite(id: $id) { id } }', {
        token: token(ADMIN),
        variables: { id },
      });
    expect((await resend()).body.errors).toBeUndefined();
    expect((await resend()).body.errors).toBeUndefined();
    const refused = await resend();
    expect(refused.status).toBe(429);
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      field: 'email',
      messageKey: 'FIREBASE_ERRORS.TOO_MANY_REQUESTS',
    });
    const reset = await gql(t.app, 'query ($e: String!) { requestResetPassword(email: $e) }', {
      variables: { e: input.email },
    });
    expect(reset.body.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
  });
});

describe('updateUser (settings rules)', () => {
  it('refuses a disposable email on the email field', async () => {
    const { status, body } = await gql(t.app, updateUser, {
      token: token(ADMIN),
      variables: { id: demoIds.userUser, payload: { email: 'uwe@yopmail.com' } },
    });
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'email',
      messageKey: 'VALIDATE.EMAIL_DISPOSABLE',
    });
  });

  it('moves the private WhatsApp channels to a new phone, except live ones (the update warning)', async () => {
    const db = t.database.db;
    const [draft] = await db
      .insert(channels)
      .values({
        companyId: demoIds.companyDemo,
        type: 'messenger',
        channelType: 'WHATSAPP',
        clientType: 'WHATSAPP',
        value: '+49100000001',
        private: true,
        createdBy: demoIds.userUser,
        status: 'DRAFT',
      })
      .returning();
    const first = await gql<{ updateUser: { phoneChannelsOutOfSync: string[] } }>(t.app, updateUser, {
      token: token(USER),
      variables: { id: demoIds.userUser, payload: { phone: '0171 1111111' } },
    });
    expect(first.body.data?.updateUser.phoneChannelsOutOfSync).toEqual([]);
    const [moved] = await db
      .select()
      .from(channels)
      .where(eq(channels.id, draft?.id ?? ''));
    expect(moved?.value).toBe('+491711111111');

    await db
      .update(channels)
      .set({ status: 'LIVE' })
      .where(eq(channels.id, draft?.id ?? ''));
    const second = await gql<{ updateUser: { phoneChannelsOutOfSync: string[] } }>(t.app, updateUser, {
      token: token(USER),
      variables: { id: demoIds.userUser, payload: { phone: '0171 2222222' } },
    });
    expect(second.body.errors).toBeUndefined();
    expect(second.body.data?.updateUser.phoneChannelsOutOfSync).toEqual([draft?.id]);
    await db.delete(channels).where(eq(channels.id, draft?.id ?? ''));
  });
});

describe('teams', () => {
  it('requires the name, and for the address variant street, number, zip code and city on their fields', async () => {
    const cases = [
      [{ type: 'STANDARD', name: ' ' }, 'name'],
      [
        { type: 'ADDRESS', name: 'Store', address: { street: 'Main', streetNumber: '1', city: 'Köln' } },
        'zipCode',
      ],
      [
        { type: 'ADDRESS', name: 'Store', address: { streetNumber: '1', zipCode: '50667', city: 'Köln' } },
        'street',
      ],
      [
        { type: 'ADDRESS', name: 'Store', address: { street: 'Main', zipCode: '50667', city: 'Köln' } },
        'streetNumber',
      ],
      [
        { type: 'ADDRESS', name: 'Store', address: { street: 'Main', streetNumber: '1', zipCode: '50667' } },
        'city',
      ],
    ] as const;
    for (const [input, field] of cases) {
      const { status, body } = await gql(t.app, createTeam, { token: token(ADMIN), variables: { input } });
      expect(status).toBe(400);
      expect(body.errors?.[0]?.extensions).toEqual({
        code: 'BAD_USER_INPUT',
        field,
        messageKey: 'FORM_ERRORS.REQUIRED',
      });
    }
  });

  it('creates an address team, assigns a user and a channel, and stores opening hours', async () => {
    const created = await gql<{ createTeam: { id: string } }>(t.app, createTeam, {
      token: token(ADMIN),
      variables: {
        input: {
          type: 'ADDRESS',
          name: ' Store Köln ',
          address: { street: 'Hohe Straße', streetNumber: '1', zipCode: '50667', city: 'Köln' },
        },
      },
    });
    expect(created.body.errors).toBeUndefined();
    const teamId = created.body.data?.createTeam.id ?? '';
    expect(created.body.data?.createTeam).toMatchObject({
      name: 'Store Köln',
      usersCount: 0,
      address: { street: 'Hohe Straße', streetNumber: '1', zipCode: '50667', city: 'Köln' },
    });

    const assigned = await gql<{ setUserTeams: { teams: { id: string }[] } }>(t.app, setUserTeams, {
      token: token(ADMIN),
      variables: { userId: demoIds.userUser, teamIds: [demoIds.teamSales, teamId] },
    });
    expect(assigned.body.data?.setUserTeams.teams.map((team) => team.id).sort()).toEqual(
      [demoIds.teamSales, teamId].sort(),
    );

    const [channel] = await t.database.db
      .select({ id: channels.id })
      .from(channels)
      .where(eq(channels.companyId, demoIds.companyDemo))
      .limit(1);
    const moved = await gql(t.app, setChannelTeam, {
      token: token(ADMIN),
      variables: { channelId: channel?.id, teamId },
    });
    expect(moved.body.data?.setChannelTeam).toEqual({ id: channel?.id, teamId });

    const hours = await gql(t.app, setAvailability, {
      token: token(ADMIN),
      variables: {
        teamId,
        slots: [
          { day: 0, from: '07:00', to: '11:00' },
          { day: 6, from: '22:30', to: '01:00' },
        ],
      },
    });
    expect(hours.body.errors).toBeUndefined();
    const details = await gql<{ teamDetails: Record<string, unknown> }>(
      t.app,
      'query ($id: ID!) { teamDetails(id: $id) { usersCount channelsCount userTeamAvailability { day from to } } }',
      { token: token(USER), variables: { id: teamId } },
    );
    expect(details.body.data?.teamDetails).toEqual({
      usersCount: 1,
      channelsCount: 1,
      userTeamAvailability: [
        { day: 0, from: '07:00', to: '11:00' },
        { day: 6, from: '22:30', to: '01:00' },
      ],
    });
  });

  it('renames a team and changes its address with the same rules, and deletes one only without channels', async () => {
    const created = await gql<{ createTeam: { id: string } }>(t.app, createTeam, {
      token: token(ADMIN),
      variables: { input: { type: 'STANDARD', name: `Umzug ${unique()}` } },
    });
    const teamId = created.body.data?.createTeam.id ?? '';

    // The address variant needs its four fields, each error on its own field; nothing is changed.
    const incomplete = await gql(t.app, updateTeam, {
      token: token(ADMIN),
      variables: { id: teamId, input: { type: 'ADDRESS', name: 'Laden Bonn', address: { street: 'Markt' } } },
    });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'streetNumber',
      messageKey: 'FORM_ERRORS.REQUIRED',
    });
    const renamed = await gql<{ updateTeam: Record<string, unknown> }>(t.app, updateTeam, {
      token: token(ADMIN),
      variables: {
        id: teamId,
        input: {
          type: 'ADDRESS',
          name: ' Laden Bonn ',
          externalId: 'BN-1',
          address: { street: 'Markt', streetNumber: '2', zipCode: '53111', city: 'Bonn' },
        },
      },
    });
    expect(renamed.body.data?.updateTeam).toEqual({
      id: teamId,
      name: 'Laden Bonn',
      externalId: 'BN-1',
      address: { street: 'Markt', streetNumber: '2', zipCode: '53111', city: 'Bonn' },
    });

    // Its members and opening hours go with it; a team holding a channel is refused, with the reason.
    await gql(t.app, setUserTeams, {
      token: token(ADMIN),
      variables: { userId: demoIds.userUser, teamIds: [demoIds.teamSales, teamId] },
    });
    await gql(t.app, setAvailability, {
      token: token(ADMIN),
      variables: { teamId, slots: [{ day: 1, from: '08:00', to: '12:00' }] },
    });
    const [channel] = await t.database.db
      .select({ id: channels.id, teamId: channels.teamId })
      .from(channels)
      .where(eq(channels.companyId, demoIds.companyDemo))
      .limit(1);
    await gql(t.app, setChannelTeam, { token: token(ADMIN), variables: { channelId: channel?.id, teamId } });
    const refused = await gql(t.app, deleteTeam, { token: token(ADMIN), variables: { id: teamId } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'id',
      messageKey: 'SETTINGS.TEAM_HAS_CHANNELS',
    });
    await gql(t.app, setChannelTeam, {
      token: token(ADMIN),
      variables: { channelId: channel?.id, teamId: channel?.teamId ?? null },
    });
    const deleted = await gql(t.app, deleteTeam, { token: token(ADMIN), variables: { id: teamId } });
    expect(deleted.body).toEqual({ data: { deleteTeam: teamId } });
    const user = await gql<{ users: { id: string; teams: { id: string }[] }[] }>(
      t.app,
      '{ users { id teams { id } } }',
      { token: token(ADMIN) },
    );
    expect(
      user.body.data?.users.find((u) => u.id === demoIds.userUser)?.teams.map((team) => team.id),
    ).toEqual([demoIds.teamSales]);
    expect(
      await t.database.db.select().from(teamAvailability).where(eq(teamAvailability.teamId, teamId)),
    ).toEqual([]);
    const again = await gql(t.app, deleteTeam, { token: token(ADMIN), variables: { id: teamId } });
    expect(again.status).toBe(404);
  });

  it('refuses an incomplete or malformed slot on its index', async () => {
    const incomplete = await gql(t.app, setAvailability, {
      token: token(ADMIN),
      variables: {
        teamId: demoIds.teamSales,
        slots: [
          { day: 0, from: '08:00', to: '12:00' },
          { day: 1, from: '08:00' },
        ],
      },
    });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'slots.1',
      messageKey: 'VALIDATE.INCOMPLETE_AVAILABILITIES',
    });
    const malformed = await gql(t.app, setAvailability, {
      token: token(ADMIN),
      variables: { teamId: demoIds.teamSales, slots: [{ day: 9, from: '08:00', to: '12:00' }] },
    });
    expect(malformed.body.errors?.[0]?.extensions).toMatchObject({
      field: 'slots.0',
      messageKey: 'FORM_ERRORS.GENERAL',
    });
    const tooMany = await gql(t.app, setAvailability, {
      token: token(ADMIN),
      variables: {
        teamId: demoIds.teamSales,
        slots: Array.from({ length: 51 }, () => ({ day: 0, from: '08:00', to: '09:00' })),
      },
    });
    expect(tooMany.status).toBe(400);
  });
});

describe('roles and isolation', () => {
  it('refuses every admin call to a company user with 403 FORBIDDEN and a message key', async () => {
    const calls: Array<[string, Record<string, unknown>]> = [
      [inviteUser, { input: invite() }],
      ['mutation ($id: ID!) { resendInvite(id: $id) { id } }', { id: demoIds.userAdmin }],
      [createTeam, { input: { type: 'STANDARD', name: 'Mine' } }],
      [updateTeam, { id: demoIds.teamSales, input: { type: 'STANDARD', name: 'Mine' } }],
      [deleteTeam, { id: demoIds.teamService }],
      [setUserTeams, { userId: demoIds.userUser, teamIds: [] }],
      [setChannelTeam, { channelId: 'x', teamId: null }],
      [setAvailability, { teamId: demoIds.teamSales, slots: [] }],
    ];
    for (const [query, variables] of calls) {
      const { status, body } = await gql(t.app, query, { token: token(USER), variables });
      expect(status).toBe(403);
      expect(body.errors?.[0]?.extensions).toMatchObject(forbidden);
    }
    const [sales] = await t.database.db
      .select()
      .from(teamAvailability)
      .where(eq(teamAvailability.teamId, demoIds.teamSales));
    expect(sales).toBeDefined();
  });

  it('lets a company user read the users and teams lists but not edit another user', async () => {
    const list = await gql<{ users: unknown[]; teams: unknown[] }>(t.app, '{ users { id } teams { id } }', {
      token: token(USER),
    });
    expect(list.body.data?.users.length).toBeGreaterThan(1);
    const other = await gql(t.app, updateUser, {
      token: token(USER),
      variables: { id: demoIds.userAdmin, payload: { first_name: 'X' } },
    });
    expect(other.status).toBe(403);
  });

  it("gives an admin of another company nothing of this company's users, teams and channels", async () => {
    const [channel] = await t.database.db
      .select({ id: channels.id })
      .from(channels)
      .where(eq(channels.companyId, demoIds.companyDemo))
      .limit(1);
    const calls: Array<[string, Record<string, unknown>]> = [
      ['mutation ($id: ID!) { resendInvite(id: $id) { id } }', { id: demoIds.userUser }],
      [setUserTeams, { userId: demoIds.userUser, teamIds: [] }],
      [setUserTeams, { userId: demoIds.userOther, teamIds: [demoIds.teamSales] }],
      [setChannelTeam, { channelId: channel?.id, teamId: null }],
      [setChannelTeam, { channelId: channel?.id, teamId: demoIds.teamOther }],
      [setAvailability, { teamId: demoIds.teamSales, slots: [] }],
      [updateTeam, { id: demoIds.teamSales, input: { type: 'STANDARD', name: 'Übernommen' } }],
      [deleteTeam, { id: demoIds.teamService }],
    ];
    for (const [query, variables] of calls) {
      const { status, body } = await gql(t.app, query, { token: token(OTHER), variables });
      expect(status).toBe(404);
      expect(body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    const users_ = await gql<{ users: { id: string }[] }>(t.app, '{ users { id } }', { token: token(OTHER) });
    expect(users_.body.data?.users.map((u) => u.id)).not.toContain(demoIds.userUser);
    // The invited user lands in the inviting admin's company, never in the other one.
    const input = invite();
    await gql(t.app, inviteUser, { token: token(OTHER), variables: { input } });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, input.email));
    expect(row?.companyId).toBe(demoIds.companyOther);
    const [profile] = await t.database.db
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.userId, row?.id ?? ''));
    expect(profile?.firstName).toBe('Ina');
  });
});

describe('company portfolio (customer types, products, services)', () => {
  const portfolio = `{ companyPortfolio { customerTypes { id name active } products { id active } services { id duration active } } }`;
  const update = (name: string) => `mutation ($payload: [PortfolioActiveInput!]!) {
    ${name}(payload: $payload) { customerTypes { id active } products { id active } services { id active } }
  }`;
  type Portfolio = Record<'customerTypes' | 'products' | 'services', { id: string; active: boolean }[]>;

  it("lists the brand's entries with the company's choice, and lets an admin change each kind", async () => {
    const before = await gql<{ companyPortfolio: Portfolio }>(t.app, portfolio, { token: token(USER) });
    expect(before.body.errors).toBeUndefined();
    const current = before.body.data?.companyPortfolio as Portfolio;
    expect(current.customerTypes.length).toBeGreaterThan(1);
    expect(current.services.length).toBeGreaterThan(1);

    for (const [name, kind] of [
      ['updateCompanyBrandCustomerTypes', 'customerTypes'],
      ['updateCompanyBrandProducts', 'products'],
      ['updateCompanyBrandServices', 'services'],
    ] as const) {
      const entry = current[kind][0];
      const { body } = await gql<Record<string, Portfolio>>(t.app, update(name), {
        token: token(ADMIN),
        variables: { payload: [{ id: entry?.id, active: !entry?.active }] },
      });
      expect(body.errors).toBeUndefined();
      expect(body.data?.[name]?.[kind].find((e) => e.id === entry?.id)?.active).toBe(!entry?.active);
    }
  });

  it('refuses a company user, and another brand or company never sees or changes these entries', async () => {
    const current = (await gql<{ companyPortfolio: Portfolio }>(t.app, portfolio, { token: token(ADMIN) }))
      .body.data?.companyPortfolio as Portfolio;
    const id = current.customerTypes[0]?.id;
    const refused = await gql(t.app, update('updateCompanyBrandCustomerTypes'), {
      token: token(USER),
      variables: { payload: [{ id, active: false }] },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.errors?.[0]?.extensions).toMatchObject(forbidden);

    // Other AG belongs to another brand: it sees its brand's entries, and Demo GmbH's brand's entries
    // answer NOT_FOUND to it (and stay unchanged).
    const other = await gql<{ companyPortfolio: Portfolio }>(t.app, portfolio, { token: token(OTHER) });
    expect(other.body.data?.companyPortfolio.customerTypes.map((e) => e.id)).not.toContain(id);
    const foreign = await gql(t.app, update('updateCompanyBrandCustomerTypes'), {
      token: token(OTHER),
      variables: { payload: [{ id, active: !current.customerTypes[0]?.active }] },
    });
    expect(foreign.status).toBe(404);
    const mine = (await gql<{ companyPortfolio: Portfolio }>(t.app, portfolio, { token: token(ADMIN) })).body
      .data?.companyPortfolio as Portfolio;
    expect(mine.customerTypes.find((e) => e.id === id)?.active).toBe(current.customerTypes[0]?.active);

    const unknown = await gql(t.app, update('updateCompanyBrandServices'), {
      token: token(ADMIN),
      variables: { payload: [{ id: 'not-a-service', active: true }] },
    });
    expect(unknown.status).toBe(404);
    const tooMany = await gql(t.app, update('updateCompanyBrandServices'), {
      token: token(ADMIN),
      variables: { payload: Array.from({ length: 201 }, (_, i) => ({ id: `s${i}`, active: true })) },
    });
    expect(tooMany.status).toBe(400);
  });
});
