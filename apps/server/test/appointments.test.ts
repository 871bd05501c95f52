import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIds } from '../src/db/demo.ts';
import { appointmentIds } from '../src/db/seed-appointments.ts';
import { inboxIds } from '../src/db/seed-inbox.ts';
import { settingsIds } from '../src/db/seed-settings.ts';
import { oauthStandinTokens } from '../src/db/tables.ts';
import { ADMIN, createTestApp, gql, OTHER, rest, type TestApp, token, USER } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ZONE = 'Europe/Berlin';
const today = Temporal.Now.zonedDateTimeISO(ZONE).toPlainDate();
/** An instant at a Berlin wall-clock time `days` from today. */
const at = (days: number, time: string) =>
  today
    .add({ days })
    .toZonedDateTime({ timeZone: ZONE, plainTime: Temporal.PlainTime.from(time) })
    .toInstant()
    .toString();

const FIELDS =
  'id name start end duration state originType contactId opportunityId teamId userMessage service { name } contact { id name } createdBy { firstName } team { name } links { webLink }';
type Appointment = {
  id: string;
  name: string;
  start: string;
  end: string;
  duration: number;
  state: string;
  originType: string;
  contactId: string | null;
  opportunityId: string | null;
  teamId: string | null;
  userMessage: string | null;
  links: { webLink: string | null };
};
const CREATE = `mutation ($input: AppointmentInput!) { createNewAppointmentByUser(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: AppointmentInput!) { updateAppointment(id: $id, input: $input) { ${FIELDS} } }`;
const CANCEL = 'mutation ($id: ID!) { cancelAppointment(appointmentId: $id) }';
const WEEK = `query ($s: DateTime!, $e: DateTime!) { calendarAppointments(startRange: $s, endRange: $e) { ${FIELDS} } }`;

const create = (who: string, input: Record<string, unknown>) =>
  gql<{ createNewAppointmentByUser: Appointment }>(t.app, CREATE, {
    token: token(who),
    variables: { input },
  });
const errorOf = (res: {
  body: { errors?: { extensions?: { code?: string; field?: string; messageKey?: string } }[] };
}) => res.body.errors?.[0]?.extensions;
const base = { teamId: demoIds.teamSales, timeZone: ZONE };

describe('appointments (spec 5 rules on the server)', () => {
  let created: Appointment;

  it("books from a conversation with state accepted and the conversation's contact", async () => {
    const res = await create(ADMIN, {
      ...base,
      name: '  Erstberatung  ',
      start: at(5, '10:00'),
      end: at(5, '11:00'),
      opportunityId: inboxIds.opportunity(0),
      serviceId: settingsIds.service(1),
      userMessage: 'Unterlagen mitbringen',
    });
    expect(res.body.errors).toBeUndefined();
    created = res.body.data?.createNewAppointmentByUser as Appointment;
    expect(created).toMatchObject({
      name: 'Erstberatung',
      duration: 60,
      state: 'accepted',
      originType: 'OWN',
      opportunityId: inboxIds.opportunity(0),
      contactId: inboxIds.contact(0),
      teamId: demoIds.teamSales,
    });
  });

  it('shows it in the calendar week of its day, not to anyone else', async () => {
    const day = today.add({ days: 5 });
    const monday = day.subtract({ days: day.dayOfWeek - 1 });
    const s = monday.toZonedDateTime(ZONE).toInstant().toString();
    const e = monday.add({ days: 7 }).toZonedDateTime(ZONE).toInstant().toString();
    const mine = await gql<{ calendarAppointments: Appointment[] }>(t.app, WEEK, {
      token: token(ADMIN),
      variables: { s, e },
      path: '/v2/graphql',
    });
    expect(mine.body.data?.calendarAppointments.map((a) => a.id)).toContain(created.id);
    const theirs = await gql<{ calendarAppointments: Appointment[] }>(t.app, WEEK, {
      token: token(USER),
      variables: { s, e },
    });
    expect(theirs.body.data?.calendarAppointments.map((a) => a.id)).not.toContain(created.id);
    const read = await gql(t.app, `{ appointment(id: "${created.id}") { id } }`, { token: token(USER) });
    expect(errorOf(read)?.code).toBe('NOT_FOUND');
  });

  it.each([
    [
      'a past start',
      { start: at(-1, '10:00'), end: at(-1, '11:00') },
      'start',
      'VALIDATE.APPOINTMENT_START_IN_PAST',
    ],
    [
      'an end on the next day',
      { start: at(6, '22:00'), end: at(7, '01:00') },
      'end',
      'VALIDATE.APPOINTMENT_SAME_DAY',
    ],
    [
      'an end before the start',
      { start: at(6, '10:00'), end: at(6, '09:00') },
      'end',
      'VALIDATE.APPOINTMENT_END_BEFORE_START',
    ],
    [
      'a 10-minute step',
      { start: at(6, '10:10'), end: at(6, '11:00') },
      'start',
      'VALIDATE.APPOINTMENT_MINUTE_STEP',
    ],
    [
      'seconds',
      { start: at(6, '10:00').replace(':00Z', ':30Z'), end: at(6, '11:00') },
      'start',
      'VALIDATE.APPOINTMENT_MINUTE_STEP',
    ],
    [
      'a 401-character comment',
      { start: at(6, '10:00'), end: at(6, '11:00'), userMessage: 'x'.repeat(401) },
      'userMessage',
      'VALIDATE.APPOINTMENT_COMMENT_TOO_LONG',
    ],
    [
      'no team',
      { start: at(6, '10:00'), end: at(6, '11:00'), teamId: null },
      'teamId',
      'FORM_ERRORS.REQUIRED',
    ],
    [
      'an unknown time zone',
      { start: at(6, '10:00'), end: at(6, '11:00'), timeZone: 'Mars/Olympus' },
      'timeZone',
      'FORM_ERRORS.GENERAL',
    ],
    [
      'an overlap with an own appointment',
      { start: at(5, '10:30'), end: at(5, '11:30') },
      'start',
      'VALIDATE.APPOINTMENT_OVERLAP',
    ],
  ])('refuses %s on its field', async (_name, input, field, messageKey) => {
    const res = await create(ADMIN, { ...base, ...input });
    expect(res.status).toBe(400);
    expect(errorOf(res)).toMatchObject({ code: 'BAD_USER_INPUT', field, messageKey });
  });

  it('refuses a team, contact or service of another company', async () => {
    const res = await create(ADMIN, {
      ...base,
      teamId: demoIds.teamOther,
      start: at(6, '10:00'),
      end: at(6, '11:00'),
    });
    expect(errorOf(res)).toMatchObject({ code: 'NOT_FOUND' });
    const service = await create(ADMIN, {
      ...base,
      serviceId: settingsIds.service(4),
      start: at(6, '10:00'),
      end: at(6, '11:00'),
    });
    expect(errorOf(service)).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('is free back to back, and another user may book the same time', async () => {
    const next = await create(ADMIN, { ...base, start: at(5, '11:00'), end: at(5, '11:30') });
    expect(next.body.errors).toBeUndefined();
    const other = await create(USER, { ...base, start: at(5, '10:00'), end: at(5, '11:00') });
    expect(other.body.errors).toBeUndefined();
  });

  it('edits with the same rules, then cancels once; cancelled and calendar events stay as they are', async () => {
    const edited = await gql<{ updateAppointment: Appointment }>(t.app, UPDATE, {
      token: token(ADMIN),
      variables: {
        id: created.id,
        input: { start: at(5, '09:00'), end: at(5, '10:30'), timeZone: ZONE, name: 'Erstberatung lang' },
      },
    });
    expect(edited.body.errors).toBeUndefined();
    expect(edited.body.data?.updateAppointment).toMatchObject({ duration: 90, name: 'Erstberatung lang' });
    const overlapping = await gql(t.app, UPDATE, {
      token: token(ADMIN),
      variables: { id: created.id, input: { start: at(5, '10:30'), end: at(5, '11:15'), timeZone: ZONE } },
    });
    expect(errorOf(overlapping)).toMatchObject({
      field: 'start',
      messageKey: 'VALIDATE.APPOINTMENT_OVERLAP',
    });
    const cancelled = await gql<{ cancelAppointment: string }>(t.app, CANCEL, {
      token: token(ADMIN),
      variables: { id: created.id },
      path: '/v2/graphql',
    });
    expect(cancelled.body.data?.cancelAppointment).toBe(created.id);
    const again = await gql(t.app, CANCEL, { token: token(ADMIN), variables: { id: created.id } });
    expect(errorOf(again)).toMatchObject({
      code: 'BAD_USER_INPUT',
      messageKey: 'VALIDATE.APPOINTMENT_NOT_EDITABLE',
    });
    const editCancelled = await gql(t.app, UPDATE, {
      token: token(ADMIN),
      variables: { id: created.id, input: { start: at(5, '09:00'), end: at(5, '10:00'), timeZone: ZONE } },
    });
    expect(errorOf(editCancelled)).toMatchObject({ messageKey: 'VALIDATE.APPOINTMENT_NOT_EDITABLE' });
    // Its time is free again.
    const free = await create(ADMIN, { ...base, start: at(5, '09:00'), end: at(5, '10:00') });
    expect(free.body.errors).toBeUndefined();
  });

  it('lists from an hour before now for the dashboard, soonest first', async () => {
    const res = await gql<{ appointments: { items: Appointment[]; total: number } }>(
      t.app,
      'query ($from: DateTime) { appointments(from: $from, take: 3) { total items { id start } } }',
      { token: token(ADMIN), variables: { from: Temporal.Now.instant().subtract({ hours: 1 }).toString() } },
    );
    const items = res.body.data?.appointments.items ?? [];
    expect(items[0]?.id).toBe(appointmentIds.appointment(0));
    expect(items.map((a) => a.start)).toEqual([...items.map((a) => a.start)].sort());
    expect(res.body.data?.appointments.total).toBeGreaterThanOrEqual(4);
    const bad = await gql(t.app, '{ appointments(take: 500) { total } }', { token: token(ADMIN) });
    expect(bad.status).toBe(400);
  });

  it('leaves cancelled appointments out of the next ones with activeOnly', async () => {
    const next = async (activeOnly: boolean) =>
      (
        await gql<{ appointments: { items: Appointment[] } }>(
          t.app,
          'query ($from: DateTime, $a: Boolean) { appointments(from: $from, take: 100, activeOnly: $a) { items { id state } } }',
          {
            token: token(ADMIN),
            variables: { from: Temporal.Now.instant().subtract({ hours: 1 }).toString(), a: activeOnly },
          },
        )
      ).body.data?.appointments.items ?? [];
    const created = (await create(ADMIN, { ...base, start: at(6, '09:00'), end: at(6, '10:00') })).body.data
      ?.createNewAppointmentByUser as Appointment;
    await gql(t.app, CANCEL, { token: token(ADMIN), variables: { id: created.id } });
    expect((await next(false)).map((a) => a.id)).toContain(created.id);
    const active = await next(true);
    expect(active.map((a) => a.id)).not.toContain(created.id);
    expect(active.every((a) => a.state !== 'cancelled' && a.state !== 'cancelled_not_confirmed')).toBe(true);
  });

  it("lists the user's appointments with one contact (the contact page)", async () => {
    const contactId = inboxIds.contact(3);
    const created = (await create(ADMIN, { ...base, contactId, start: at(7, '09:00'), end: at(7, '10:00') }))
      .body.data?.createNewAppointmentByUser as Appointment;
    const withContact = await gql<{ appointments: { items: Appointment[] } }>(
      t.app,
      'query ($c: ID!) { appointments(contactId: $c, take: 20) { items { id contactId } } }',
      { token: token(ADMIN), variables: { c: contactId } },
    );
    const items = withContact.body.data?.appointments.items ?? [];
    expect(items.map((a) => a.id)).toContain(created.id);
    expect(items.every((a) => a.contactId === contactId)).toBe(true);
  });

  it('answers the check-overlap call', async () => {
    const query = (s: string, e: string) =>
      `/api/appointments-service/appointments/check-overlap?user_id=${demoIds.userAdmin}&startTime=${encodeURIComponent(s)}&endTime=${encodeURIComponent(e)}`;
    const clash = await rest(t.app, 'GET', query(at(1, '10:30'), at(1, '11:30')), { token: token(ADMIN) });
    expect(clash.status).toBe(200);
    expect(clash.json).toMatchObject({
      overlap: true,
      appointments: [{ id: appointmentIds.appointment(0) }],
    });
    const free = await rest(t.app, 'GET', query(at(1, '11:00'), at(1, '12:00')), { token: token(ADMIN) });
    expect(free.json).toMatchObject({ overlap: false, appointments: [] });
    const forOther = await rest(t.app, 'GET', query(at(1, '10:30'), at(1, '11:30')), { token: token(USER) });
    expect(forOther.status).toBe(404);
    const bad = await rest(t.app, 'GET', query('yesterday', at(1, '11:30')), { token: token(ADMIN) });
    expect(bad.status).toBe(400);
  });

  it('is forbidden for a brand without appointments', async () => {
    const res = await gql(t.app, '{ appointments { total } }', { token: token(OTHER) });
    expect(errorOf(res)?.code).toBe('FORBIDDEN');
    const overlap = await rest(t.app, 'GET', '/api/appointments-service/appointments/check-overlap', {
      token: token(OTHER),
    });
    expect(overlap.status).toBe(403);
  });
});

describe('availability (spec 4 modes, 5 incomplete slots, 9 stored in UTC)', () => {
  const settingsPath = (userId: string, teamId: string) =>
    `/api/appointments-service/availabilities/user-team-settings?user_id=${userId}&team_id=${teamId}`;
  const AVAILABILITY = `query ($team: ID!, $user: ID) { getAvailability(team_id: $team, user_id: $user) { mode slots { day from to } teamSlots { day } effective { day from to } } }`;

  it('inherits the team hours until the user chooses', async () => {
    const res = await rest(t.app, 'GET', settingsPath(demoIds.userUser, demoIds.teamSales), {
      token: token(USER),
    });
    expect(res.json).toEqual({
      userId: demoIds.userUser,
      teamId: demoIds.teamSales,
      isUnavailable: false,
      inheritedFromTeam: true,
    });
    const availability = await gql<{
      getAvailability: { mode: string; effective: unknown[]; teamSlots: unknown[] };
    }>(t.app, AVAILABILITY, {
      token: token(USER),
      variables: { team: demoIds.teamSales },
    });
    expect(availability.body.data?.getAvailability.mode).toBe('inherited');
    expect(availability.body.data?.getAvailability.effective).toHaveLength(5);
  });

  it('keeps individual slots and mode; a slot without an end is the incomplete message', async () => {
    const incomplete = await gql(
      t.app,
      'mutation ($s: [AvailabilitySlotInput!]!) { setAvailability(teamId: "' +
        demoIds.teamSales +
        '", userId: "' +
        demoIds.userUser +
        '", slots: $s) { id } }',
      { token: token(USER), variables: { s: [{ day: 0, from: '07:00', to: null }] } },
    );
    expect(errorOf(incomplete)).toMatchObject({
      field: 'slots.0',
      messageKey: 'VALIDATE.INCOMPLETE_AVAILABILITIES',
    });
    const saved = await gql(
      t.app,
      'mutation ($s: [AvailabilitySlotInput!]!) { setAvailability(teamId: "' +
        demoIds.teamSales +
        '", userId: "' +
        demoIds.userUser +
        '", slots: $s) { id } }',
      { token: token(USER), variables: { s: [{ day: 1, from: '08:00', to: '12:00' }] } },
    );
    expect(saved.body.errors).toBeUndefined();
    const put = await rest(t.app, 'PUT', '/api/appointments-service/availabilities/user-team-settings', {
      token: token(USER),
      body: {
        userId: demoIds.userUser,
        teamId: demoIds.teamSales,
        isUnavailable: false,
        inheritedFromTeam: false,
      },
    });
    expect(put.status).toBe(200);
    const availability = await gql<{ getAvailability: { mode: string; effective: unknown[] } }>(
      t.app,
      AVAILABILITY,
      {
        token: token(USER),
        variables: { team: demoIds.teamSales },
      },
    );
    expect(availability.body.data?.getAvailability).toMatchObject({
      mode: 'individual',
      effective: [{ day: 1, from: '08:00', to: '12:00' }],
    });
    const aggregated = await gql<{ getAvailabilityAggregated: { teamId: string; mode: string }[] }>(
      t.app,
      '{ getAvailabilityAggregated { teamId mode } }',
      { token: token(USER) },
    );
    expect(aggregated.body.data?.getAvailabilityAggregated).toEqual([
      { teamId: demoIds.teamSales, mode: 'individual' },
    ]);
  });

  it('lets admins set anyone of their company, users only themselves, members only', async () => {
    const byAdmin = await rest(t.app, 'POST', '/api/appointments-service/availabilities/user-team-settings', {
      token: token(ADMIN),
      body: {
        userId: demoIds.userUser,
        teamId: demoIds.teamSales,
        isUnavailable: true,
        inheritedFromTeam: false,
      },
    });
    expect(byAdmin.json).toMatchObject({ isUnavailable: true });
    const byUser = await rest(t.app, 'GET', settingsPath(demoIds.userAdmin, demoIds.teamSales), {
      token: token(USER),
    });
    expect(byUser.status).toBe(404);
    const notMember = await rest(t.app, 'GET', settingsPath(demoIds.userUser, demoIds.teamService), {
      token: token(USER),
    });
    expect(notMember.status).toBe(404);
    const otherCompany = await rest(t.app, 'GET', settingsPath(demoIds.userOther, demoIds.teamOther), {
      token: token(ADMIN),
    });
    expect(otherCompany.status).toBe(404);
    const badBody = await rest(t.app, 'PUT', '/api/appointments-service/availabilities/user-team-settings', {
      token: token(USER),
      body: { userId: demoIds.userUser, teamId: demoIds.teamSales, isUnavailable: 'yes' },
    });
    expect(badBody.status).toBe(400);
  });
});

describe('calendar linking through the loopback authorization server (OAuth 2.0 code + PKCE)', () => {
  const local = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };
  const START = 'mutation ($p: CalendarProvider!) { startCalendarLink(provider: $p) { authorizationUrl } }';
  const COMPLETE =
    'mutation ($p: CalendarProvider!, $code: String!, $state: String!) { completeCalendarLink(provider: $p, code: $code, state: $state) { id provider accountEmail status eventCount lastSyncAt } }';

  /** The browser's part: open the consent page and allow, as the user would. */
  async function consent(authorizationUrl: string, decision = 'allow') {
    const url = new URL(authorizationUrl);
    const page = await t.app.request(url.pathname + url.search, {}, local);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Parley asks to read your calendar.');
    const form = new URLSearchParams(url.searchParams);
    form.set('email', 'ada@outlook.test');
    form.set('decision', decision);
    const answer = await t.app.request(url.pathname, { method: 'POST', body: form }, local);
    expect(answer.status).toBe(302);
    return new URL(answer.headers.get('location') ?? '');
  }

  let connectionId = '';
  let state = '';
  let code = '';

  it('links Outlook and shows its events as Outlook appointments', async () => {
    const started = await gql<{ startCalendarLink: { authorizationUrl: string } }>(t.app, START, {
      token: token(ADMIN),
      variables: { p: 'OUTLOOK' },
    });
    const authorizationUrl = started.body.data?.startCalendarLink.authorizationUrl ?? '';
    expect(new URL(authorizationUrl).searchParams.get('code_challenge_method')).toBe('S256');
    const back = await consent(authorizationUrl);
    expect(back.pathname).toBe('/app/outlook/oauth/redirect');
    state = back.searchParams.get('state') ?? '';
    code = back.searchParams.get('code') ?? '';
    const linked = await gql<{
      completeCalendarLink: { id: string; status: string; eventCount: number; accountEmail: string };
    }>(t.app, COMPLETE, { token: token(ADMIN), variables: { p: 'OUTLOOK', code, state } });
    expect(linked.body.errors).toBeUndefined();
    expect(linked.body.data?.completeCalendarLink).toMatchObject({
      status: 'ACTIVE',
      eventCount: 3,
      accountEmail: 'ada@outlook.test',
    });
    connectionId = linked.body.data?.completeCalendarLink.id ?? '';

    const s = Temporal.Now.instant().toString();
    const e = Temporal.Now.instant()
      .add({ hours: 24 * 5 })
      .toString();
    const week = await gql<{ calendarAppointments: Appointment[] }>(t.app, WEEK, {
      token: token(ADMIN),
      variables: { s, e },
    });
    const review = week.body.data?.calendarAppointments.find(
      (a) => a.name === 'Quarterly review with the bank',
    );
    expect(review).toMatchObject({ originType: 'OUTLOOK', state: 'accepted' });
    expect(review?.links.webLink).toMatch(/^http:\/\/localhost:\d*\/?.*calendar-standin\/outlook\/event\//);
    const cancel = await gql(t.app, CANCEL, { token: token(ADMIN), variables: { id: review?.id } });
    expect(errorOf(cancel)).toMatchObject({ messageKey: 'VALIDATE.APPOINTMENT_NOT_EDITABLE' });
  });

  it('uses a state once, and only for the user who started it', async () => {
    const reused = await gql(t.app, COMPLETE, {
      token: token(ADMIN),
      variables: { p: 'OUTLOOK', code, state },
    });
    expect(errorOf(reused)).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'code',
      messageKey: 'CALENDAR.LINK_FAILED',
    });
    const started = await gql<{ startCalendarLink: { authorizationUrl: string } }>(t.app, START, {
      token: token(ADMIN),
      variables: { p: 'GOOGLE' },
    });
    const back = await consent(started.body.data?.startCalendarLink.authorizationUrl ?? '');
    const stolen = await gql(t.app, COMPLETE, {
      token: token(USER),
      variables: { p: 'GOOGLE', code: back.searchParams.get('code'), state: back.searchParams.get('state') },
    });
    expect(errorOf(stolen)).toMatchObject({ messageKey: 'CALENDAR.LINK_FAILED' });
  });

  it('refuses a code without the right PKCE verifier at the token endpoint', async () => {
    const started = await gql<{ startCalendarLink: { authorizationUrl: string } }>(t.app, START, {
      token: token(USER),
      variables: { p: 'OUTLOOK' },
    });
    const back = await consent(started.body.data?.startCalendarLink.authorizationUrl ?? '');
    const res = await t.app.request('/oauth-standin/outlook/token', {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: 'parley-standin',
        code: back.searchParams.get('code') ?? '',
        redirect_uri: `${back.origin}${back.pathname}`,
        code_verifier: 'x'.repeat(43),
      }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('limits how often one user starts links or syncs (issue 29: each call reaches the provider)', async () => {
    const own = await createTestApp();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 20; i++)
        statuses.push(
          (await gql(own.app, START, { token: token(USER), variables: { p: 'OUTLOOK' } })).status,
        );
      expect(statuses.every((status) => status === 200)).toBe(true);
      const refused = await gql(own.app, START, { token: token(USER), variables: { p: 'OUTLOOK' } });
      expect(refused.status).toBe(429);
      expect(refused.body.errors?.[0]?.extensions).toMatchObject({
        code: 'TOO_MANY_REQUESTS',
        messageKey: 'FIREBASE_ERRORS.TOO_MANY_REQUESTS',
      });
      // Another user has their own allowance.
      expect((await gql(own.app, START, { token: token(ADMIN), variables: { p: 'OUTLOOK' } })).status).toBe(
        200,
      );
    } finally {
      await own.close();
    }
  });

  it('answers the consent page only on the local machine', async () => {
    const started = await gql<{ startCalendarLink: { authorizationUrl: string } }>(t.app, START, {
      token: token(ADMIN),
      variables: { p: 'OUTLOOK' },
    });
    const url = new URL(started.body.data?.startCalendarLink.authorizationUrl ?? '');
    const remote = await t.app.request(
      url.pathname + url.search,
      {},
      { incoming: { socket: { remoteAddress: '203.0.113.9' } } },
    );
    expect(remote.status).toBe(403);
  });

  it('syncs, lists and disconnects; the events go with the link', async () => {
    const list = await gql<{ calendarConnections: { id: string }[] }>(
      t.app,
      '{ calendarConnections { id } }',
      { token: token(ADMIN) },
    );
    expect(list.body.data?.calendarConnections.map((c) => c.id)).toEqual([connectionId]);
    const synced = await gql<{ syncCalendarConnection: { lastSyncAt: string } }>(
      t.app,
      `mutation { syncCalendarConnection(id: "${connectionId}") { lastSyncAt eventCount } }`,
      { token: token(ADMIN) },
    );
    expect(synced.body.data?.syncCalendarConnection.lastSyncAt).toBeTruthy();
    const notMine = await gql(t.app, `{ calendarConnection(id: "${connectionId}") { id } }`, {
      token: token(USER),
    });
    expect(errorOf(notMine)?.code).toBe('NOT_FOUND');
    const gone = await gql(t.app, `mutation { disconnectCalendar(id: "${connectionId}") }`, {
      token: token(ADMIN),
    });
    expect(gone.body.errors).toBeUndefined();
    const s = Temporal.Now.instant().toString();
    const e = Temporal.Now.instant()
      .add({ hours: 24 * 5 })
      .toString();
    const week = await gql<{ calendarAppointments: Appointment[] }>(t.app, WEEK, {
      token: token(ADMIN),
      variables: { s, e },
    });
    expect(week.body.data?.calendarAppointments.filter((a) => a.originType === 'OUTLOOK')).toEqual([]);
  });

  it('revokes a Google link’s tokens at the provider when it is disconnected (issue 29)', async () => {
    const started = await gql<{ startCalendarLink: { authorizationUrl: string } }>(t.app, START, {
      token: token(USER),
      variables: { p: 'GOOGLE' },
    });
    const back = await consent(started.body.data?.startCalendarLink.authorizationUrl ?? '');
    const linked = await gql<{ completeCalendarLink: { id: string; accountEmail: string } }>(
      t.app,
      COMPLETE,
      {
        token: token(USER),
        variables: {
          p: 'GOOGLE',
          code: back.searchParams.get('code'),
          state: back.searchParams.get('state'),
        },
      },
    );
    expect(linked.body.errors).toBeUndefined();
    const account = linked.body.data?.completeCalendarLink.accountEmail ?? '';
    const tokensAtProvider = async () =>
      (await t.database.db.select().from(oauthStandinTokens)).filter(
        (row) => row.provider === 'GOOGLE' && row.accountEmail === account,
      );
    expect((await tokensAtProvider()).map((row) => row.kind).sort()).toEqual(['access', 'refresh']);
    const gone = await gql(t.app, 'mutation ($id: ID!) { disconnectCalendar(id: $id) }', {
      token: token(USER),
      variables: { id: linked.body.data?.completeCalendarLink.id },
    });
    expect(gone.body.errors).toBeUndefined();
    expect(await tokensAtProvider()).toEqual([]);
  });
});
