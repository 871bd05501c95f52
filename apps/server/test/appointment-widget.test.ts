import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIds } from '../src/db/demo.ts';
import { appointments, contacts } from '../src/db/tables.ts';
import { ADMIN, createTestApp, gql, type TestApp, token, USER } from './helpers.ts';

/*
 * The appointment widget's public side: the script, the look and free slots by the widget's key, and
 * a booking that becomes a waiting appointment of a free member of the widget's team.
 */

let t: TestApp;
let key: string;
// Each test speaks from its own address (TRUST_PROXY), so the per-address limit is the test's own.
let address = 0;
const from = () => `203.0.113.${++address}`;

const widgetQuery = 'query { appointmentWidget { key } }';
const updateWidget = `mutation ($input: AppointmentWidgetInput!) { updateAppointmentWidget(input: $input) { key enabled } }`;
const settings = (enabled: boolean) => ({
  enabled,
  teamId: demoIds.teamSales,
  title: 'Termin buchen',
  buttonLabel: 'Jetzt buchen',
  position: 'left',
  color: '#123456',
});

type View = { title: string; timeZone: string; slots: { start: string; end: string }[] };

const view = (k = key) =>
  t.app.request(`/api/widget/appointments/${k}`, { headers: { 'x-forwarded-for': from() } });
const book = (body: unknown, ip = from(), k = key) =>
  t.app.request(`/api/widget/appointments/${k}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': ip },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
/**
 * Open slots where neither member of the team has an appointment: the demo seed puts some on the days
 * ahead (relative to today), and a slot that meets one would go to the other member, or be taken.
 */
async function freeSlots(): Promise<View['slots']> {
  const { slots } = (await (await view()).json()) as View;
  const busy: { start: number; end: number }[] = [];
  for (const who of [ADMIN, USER]) {
    const res = await gql<{ appointments: { items: { start: string; end: string }[] } }>(
      t.app,
      'query ($s: DateTime!, $e: DateTime!) { appointments(startRange: $s, endRange: $e) { items { start end } } }',
      { token: token(who), variables: { s: slots[0]?.start, e: slots.at(-1)?.end } },
    );
    for (const a of res.body.data?.appointments.items ?? [])
      busy.push({ start: Date.parse(a.start), end: Date.parse(a.end) });
  }
  return slots.filter(
    (slot) => !busy.some((b) => b.start < Date.parse(slot.end) && Date.parse(slot.start) < b.end),
  );
}

const visitor = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'Grace@Example.com',
  comment: 'About the offer',
};

beforeAll(async () => {
  t = await createTestApp({ trustProxy: true });
  const first = await gql<{ appointmentWidget: { key: string } }>(t.app, widgetQuery, {
    token: token(ADMIN),
  });
  key = first.body.data?.appointmentWidget.key ?? '';
});
afterAll(() => t.close());

describe('appointment widget (public)', () => {
  it('serves its script to any site', async () => {
    const response = await t.app.request('/api/widget/appointments-v1.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('javascript');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.text()).toContain('data-parley-appointments');
  });

  it('answers nothing while the widget is disabled, or for a key that does not exist', async () => {
    const disabled = await view();
    expect(disabled.status).toBe(404);
    expect(disabled.headers.get('access-control-allow-origin')).toBe('*');
    expect((await view('x'.repeat(24))).status).toBe(404);
    expect((await view('short')).status).toBe(404);
    expect((await book(visitor, from(), 'x'.repeat(24))).status).toBe(404);
  });

  it('offers half-hour slots of the team’s opening hours, from an hour ahead, for two weeks', async () => {
    await gql(t.app, updateWidget, { token: token(ADMIN), variables: { input: settings(true) } });
    const response = await view();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as View;
    expect(body).toMatchObject({ title: 'Termin buchen', timeZone: 'Europe/Berlin' });
    expect(body.slots.length).toBeGreaterThan(100);
    const first = body.slots[0];
    expect(Date.parse(first?.start ?? '')).toBeGreaterThanOrEqual(Date.now() + 59 * 60_000);
    for (const slot of body.slots) {
      expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(30 * 60_000);
      // The seeded opening hours: every day 07:00-16:00 UTC.
      expect(slot.start.slice(11, 16) >= '07:00' && slot.end.slice(11, 16) <= '16:00').toBe(true);
      expect(['00', '30']).toContain(slot.start.slice(14, 16));
    }
    const last = body.slots.at(-1);
    expect(Date.parse(last?.start ?? '')).toBeLessThanOrEqual(Date.now() + 14 * 24 * 3_600_000);
  });

  it('books a slot as a waiting appointment of a team member, with the visitor as its contact', async () => {
    const slot = (await freeSlots())[5];
    const response = await book({ ...visitor, start: slot?.start });
    expect(response.status).toBe(201);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.json()).toEqual({ start: slot?.start, end: slot?.end, state: 'waiting' });

    const week = `query ($s: DateTime!, $e: DateTime!) { appointments(startRange: $s, endRange: $e) { items { name start state teamId contact { name } } } }`;
    const found = [];
    for (const who of [ADMIN, USER]) {
      const res = await gql<{ appointments: { items: Record<string, unknown>[] } }>(t.app, week, {
        token: token(who),
        variables: { s: slot?.start, e: slot?.end },
      });
      found.push(...(res.body.data?.appointments.items ?? []).filter((a) => a.start === slot?.start));
    }
    expect(found).toEqual([
      {
        name: 'Grace Hopper',
        start: slot?.start,
        state: 'waiting',
        teamId: demoIds.teamSales,
        contact: { name: 'Grace Hopper' },
      },
    ]);

    // A request holds no time until its member confirms it (issue 29, finding 4: anyone can fill a
    // public form): the slot is still offered, and the next request goes to the other free member.
    expect((await (await view()).json()) as View).toMatchObject({
      slots: expect.arrayContaining([expect.objectContaining({ start: slot?.start })]),
    });
    expect((await book({ ...visitor, start: slot?.start })).status).toBe(201);
    const owners = await t.database.db
      .select({ userId: appointments.userId })
      .from(appointments)
      .where(and(eq(appointments.startAt, new Date(slot?.start ?? '')), eq(appointments.state, 'waiting')));
    expect(new Set(owners.map((o) => o.userId)).size).toBe(2);
  });

  it('holds the time once confirmed: the slot is no longer offered when every member confirmed one', async () => {
    const slot = (await freeSlots())[7];
    const list = `query ($s: DateTime!, $e: DateTime!) { appointments(startRange: $s, endRange: $e) { items { id start state } } }`;
    const CONFIRM = 'mutation ($id: ID!) { confirmAppointment(appointmentId: $id) { id state } }';
    for (let i = 0; i < 3; i += 1) expect((await book({ ...visitor, start: slot?.start })).status).toBe(201);
    for (const who of [ADMIN, USER]) {
      const mine = await gql<{ appointments: { items: { id: string; start: string; state: string }[] } }>(
        t.app,
        list,
        { token: token(who), variables: { s: slot?.start, e: slot?.end } },
      );
      const requests = (mine.body.data?.appointments.items ?? []).filter((a) => a.start === slot?.start);
      const [first, second] = requests;
      expect(first?.state).toBe('waiting');
      const confirmed = await gql(t.app, CONFIRM, { token: token(who), variables: { id: first?.id } });
      expect(confirmed.body.errors).toBeUndefined();
      // A second request of the same time cannot be confirmed any more: the time is taken.
      if (second) {
        const clash = await gql(t.app, CONFIRM, { token: token(who), variables: { id: second.id } });
        expect(clash.body.errors?.[0]?.extensions).toMatchObject({
          field: 'appointmentId',
          messageKey: 'VALIDATE.APPOINTMENT_OVERLAP',
        });
      }
    }
    const after = (await (await view()).json()) as View;
    expect(after.slots.map((s) => s.start)).not.toContain(slot?.start);
    const late = await book({ ...visitor, start: slot?.start });
    expect(late.status).toBe(409);
    expect(await late.json()).toEqual({
      error: expect.objectContaining({ field: 'start', messageKey: 'WIDGET.SLOT_TAKEN' }),
    });
  });

  it('is confirmed by its member only, once: it becomes accepted', async () => {
    const slot = (await freeSlots())[20];
    expect((await book({ ...visitor, start: slot?.start })).status).toBe(201);
    const list = `query ($s: DateTime!, $e: DateTime!) { appointments(startRange: $s, endRange: $e) { items { id start state } } }`;
    // The first free member in order: the seeded admin.
    const mine = await gql<{ appointments: { items: { id: string; start: string; state: string }[] } }>(
      t.app,
      list,
      { token: token(ADMIN), variables: { s: slot?.start, e: slot?.end } },
    );
    const booking = mine.body.data?.appointments.items.find((a) => a.start === slot?.start);
    expect(booking?.state).toBe('waiting');
    const CONFIRM = 'mutation ($id: ID!) { confirmAppointment(appointmentId: $id) { id state } }';
    const byOther = await gql(t.app, CONFIRM, { token: token(USER), variables: { id: booking?.id } });
    expect(byOther.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const confirmed = await gql<{ confirmAppointment: { state: string } }>(t.app, CONFIRM, {
      token: token(ADMIN),
      variables: { id: booking?.id },
    });
    expect(confirmed.body.data?.confirmAppointment.state).toBe('accepted');
    const again = await gql(t.app, CONFIRM, { token: token(ADMIN), variables: { id: booking?.id } });
    expect(again.status).toBe(400);
    expect(again.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'appointmentId',
      messageKey: 'VALIDATE.APPOINTMENT_NOT_EDITABLE',
    });
  });

  it.each([
    [{ email: 'not-an-email' }, 'email', 'FORM_ERRORS.INVALID_EMAIL'],
    [{ firstName: '   ' }, 'firstName', 'FORM_ERRORS.REQUIRED'],
    [{ comment: 'x'.repeat(401) }, 'comment', 'VALIDATE.APPOINTMENT_COMMENT_TOO_LONG'],
    [{ start: '2020-01-01T09:00:00.000Z' }, 'start', 'WIDGET.SLOT_TAKEN'],
    [{ start: 'soon' }, 'start', 'WIDGET.SLOT_TAKEN'],
  ])('refuses %j on its field', async (change, field, messageKey) => {
    const { slots } = (await (await view()).json()) as View;
    const response = await book({ ...visitor, start: slots[10]?.start, ...change });
    expect([400, 409]).toContain(response.status);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(((await response.json()) as { error: unknown }).error).toMatchObject({ field, messageKey });
  });

  it('answers a body that is not JSON with a 400', async () => {
    const response = await book('{not json');
    expect(response.status).toBe(400);
  });

  it('never attaches a booking to the customer who has that email, nor renames them', async () => {
    const [customer] = await t.database.db
      .select()
      .from(contacts)
      .where(and(eq(contacts.companyId, demoIds.companyDemo), isNotNull(contacts.email)))
      .limit(1);
    if (!customer?.email) throw new Error('the seed has a contact with an email');
    const slot = (await freeSlots())[7];
    const response = await book({
      firstName: 'Mallory',
      lastName: 'Spoof',
      email: customer.email.toUpperCase(),
      start: slot?.start,
    });
    expect(response.status).toBe(201);
    const [after] = await t.database.db.select().from(contacts).where(eq(contacts.id, customer.id));
    expect(after).toEqual(customer);
    const [booked] = await t.database.db
      .select({ contactId: appointments.contactId })
      .from(appointments)
      .where(and(eq(appointments.name, 'Mallory Spoof'), eq(appointments.companyId, demoIds.companyDemo)));
    expect(booked?.contactId).toBeTruthy();
    expect(booked?.contactId).not.toBe(customer.id);
  });

  it('counts an IPv6 visitor by its /64, and only valid bookings toward the widget', async () => {
    const statuses = [];
    for (let i = 1; i <= 6; i++)
      statuses.push((await book({ ...visitor, email: 'bad' }, `2001:db8:1:2::${i.toString(16)}`)).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    // Invalid bodies from many addresses leave the widget's own budget (60 an hour) untouched.
    for (let i = 0; i < 70; i++) expect((await book({ ...visitor, email: 'bad' })).status).toBe(400);
    const slot = (await freeSlots())[9];
    expect((await book({ ...visitor, start: slot?.start })).status).toBe(201);
  });

  it('limits how often one address looks at the free slots (issue 29: never cached, so throttled)', async () => {
    const ip = from();
    const statuses = [];
    for (let i = 0; i < 61; i++)
      statuses.push(
        (await t.app.request(`/api/widget/appointments/${key}`, { headers: { 'x-forwarded-for': ip } }))
          .status,
      );
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
    // Another visitor still sees them.
    expect(
      (await t.app.request(`/api/widget/appointments/${key}`, { headers: { 'x-forwarded-for': from() } }))
        .status,
    ).toBe(200);
  });

  it('limits the requests of one address', async () => {
    const ip = from();
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await book({ ...visitor, email: 'bad' }, ip)).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });
});
