import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { channelKey, encryptSecrets } from '../src/channels/secrets.ts';
import { demoIds } from '../src/db/demo.ts';
import { auditEvents, reviewLinks } from '../src/db/tables.ts';
import { oobCodes, signIn } from './emulator.ts';
import { ADMIN, createTestApp, gql, newDemoUser, OTHER, rest, type TestApp, token, USER } from './helpers.ts';

/*
 * The audit log (issue 29): what is written for each audited action, who may read it, the CSV, and
 * that nothing rewrites it. Each file has its own database; accounts this file changes in the shared
 * identity emulator are its own sign-ups.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Event = {
  action: string;
  actorName: string | null;
  targetName: string | null;
  address: string | null;
  detail: Record<string, unknown> | null;
};
const AUDIT_LOG = `query ($page: Int!, $pageSize: Int) {
  auditLog(page: $page, pageSize: $pageSize) { total items { id at action actorName targetName address detail } }
}`;

async function auditLog(who = ADMIN, page = 1, pageSize = 100) {
  const { body } = await gql<{ auditLog: { total: number; items: Event[] } }>(t.app, AUDIT_LOG, {
    token: token(who),
    variables: { page, pageSize },
  });
  expect(body.errors).toBeUndefined();
  return body.data?.auditLog ?? { total: 0, items: [] };
}

/** The newest event of this action in the admin's company. */
async function latest(action: string) {
  return (await auditLog()).items.find((event) => event.action === action);
}

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

async function signedUpUser(password: string) {
  const email = `audit-${unique()}@parley.test`;
  const { uid, idToken, user } = await newDemoUser(t, { email, password, firstName: 'Aud', lastName: 'It' });
  return { uid, idToken, email, id: user.id };
}

const UPDATE = `mutation ($id: ID!, $payload: UpdateUserInput!) { updateUser(id: $id, payload: $payload) { id email } }`;

describe('the audit log', () => {
  it('records an impersonation with the admin, the user and the address', async () => {
    const { body } = await gql(t.app, 'query ($id: ID!) { impersonateToken(id: $id) }', {
      token: token(ADMIN),
      variables: { id: demoIds.userUser },
    });
    expect(body.errors).toBeUndefined();
    expect(await latest('IMPERSONATION')).toMatchObject({
      actorName: 'Ada Admin',
      targetName: 'Uwe User',
      address: expect.any(String),
    });
  });

  it('is for the company’s admins only, and only their company’s events', async () => {
    const refused = await gql(t.app, AUDIT_LOG, { token: token(USER), variables: { page: 1 } });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const other = await auditLog(OTHER);
    expect(other.items.some((event) => event.targetName === 'Uwe User')).toBe(false);
  });

  it('pages newest first and refuses a page or size out of range on its field', async () => {
    const all = await auditLog();
    expect(all.total).toBeGreaterThan(0);
    const first = await auditLog(ADMIN, 1, 1);
    expect(first.items).toHaveLength(1);
    expect(first.items[0]).toEqual(all.items[0]);
    for (const [variables, field] of [
      [{ page: 0 }, 'page'],
      [{ page: 1, pageSize: 101 }, 'pageSize'],
      [{ page: 10_001 }, 'page'],
    ] as const) {
      const { status, body } = await gql(t.app, AUDIT_LOG, { token: token(ADMIN), variables });
      expect(status).toBe(400);
      expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }
  });

  it('records a role change with both roles, and the change back', async () => {
    const setRole = (role: string) =>
      gql(t.app, UPDATE, {
        token: token(ADMIN),
        variables: { id: demoIds.userUser, payload: { assign_role: role } },
      });
    expect((await setRole('COMPANY_ADMIN')).body.errors).toBeUndefined();
    expect((await setRole('COMPANY_USER')).body.errors).toBeUndefined();
    const changes = (await auditLog()).items.filter((event) => event.action === 'ROLE_CHANGED');
    expect(changes.slice(0, 2).map((event) => event.detail)).toEqual([
      { from: 'COMPANY_ADMIN', to: 'COMPANY_USER' },
      { from: 'COMPANY_USER', to: 'COMPANY_ADMIN' },
    ]);
  });

  it('records an invitation and its resending', async () => {
    const invited = await gql<{ inviteUser: { id: string } }>(
      t.app,
      'mutation ($input: InviteUserInput!) { inviteUser(input: $input) { id } }',
      {
        token: token(ADMIN),
        variables: {
          input: {
            first_name: 'Ines',
            last_name: 'Invited',
            email: `ines-${unique()}@parley.test`,
            assign_role: 'COMPANY_USER',
          },
        },
      },
    );
    expect(invited.body.errors).toBeUndefined();
    await gql(t.app, 'mutation ($id: ID!) { resendInvite(id: $id) { id } }', {
      token: token(ADMIN),
      variables: { id: invited.body.data?.inviteUser.id },
    });
    expect(await latest('USER_INVITED')).toMatchObject({
      targetName: 'Ines Invited',
      detail: { role: 'COMPANY_USER' },
    });
    expect(await latest('INVITE_RESENT')).toMatchObject({ targetName: 'Ines Invited' });
  });

  it('deactivates a user (their session ends at once), reactivates them, and records both', async () => {
    const { idToken, id } = await signedUpUser('Audit-Pass-2026');
    const me = () => gql(t.app, '{ me { id } }', { token: idToken });
    expect((await me()).body.errors).toBeUndefined();
    const SET =
      'mutation ($id: ID!, $active: Boolean!) { setUserActive(id: $id, active: $active) { id active status } }';
    const off = await gql(t.app, SET, { token: token(ADMIN), variables: { id, active: false } });
    expect(off.body.data?.setUserActive).toMatchObject({ active: false, status: 'DEACTIVATED' });
    expect((await me()).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const on = await gql(t.app, SET, { token: token(ADMIN), variables: { id, active: true } });
    expect(on.body.data?.setUserActive).toMatchObject({ active: true });
    expect((await me()).body.errors).toBeUndefined();
    const [reactivated, deactivated] = (await auditLog()).items.filter((event) =>
      ['USER_DEACTIVATED', 'USER_REACTIVATED'].includes(event.action),
    );
    expect([reactivated?.action, deactivated?.action]).toEqual(['USER_REACTIVATED', 'USER_DEACTIVATED']);
    expect(deactivated?.targetName).toBe('Aud It');

    // Only admins, never oneself, never another company's user.
    const byUser = await gql(t.app, SET, { token: token(USER), variables: { id, active: false } });
    expect(byUser.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const self = await gql(t.app, SET, {
      token: token(ADMIN),
      variables: { id: demoIds.userAdmin, active: false },
    });
    expect(self.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'id' });
    const foreign = await gql(t.app, SET, { token: token(OTHER), variables: { id, active: false } });
    expect(foreign.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('records a channel added and removed', async () => {
    // A Google reviews channel: a location of a Google sign-in (as completeReviewsLink leaves it).
    const linkId = crypto.randomUUID();
    await t.database.db.insert(reviewLinks).values({
      id: linkId,
      companyId: demoIds.companyDemo,
      userId: demoIds.userAdmin,
      state: `audit-${linkId}`,
      codeVerifier: 'v'.repeat(43),
      secrets: encryptSecrets(channelKey(t.config.channelSecretKey), linkId, { accessToken: 'a'.repeat(40) }),
      accountEmail: 'audit@google.test',
      accountName: 'accounts/4242',
      locations: [{ name: 'locations/42424242', title: 'Audit Location', address: null }],
      expiresAt: new Date(Date.now() + 60_000),
    });
    const added = await gql<{ addChannel: { id: string } }>(
      t.app,
      `mutation ($value: String!, $type: ChannelType!, $client_type: ChannelClientType!, $client_id: String, $linkId: ID) {
        addChannel(value: $value, type: $type, client_type: $client_type, client_id: $client_id,
          config: { reviewLinkId: $linkId }) { id }
      }`,
      {
        token: token(ADMIN),
        variables: {
          value: 'Audit Location',
          type: 'GOOGLE_REVIEWS',
          client_type: 'GOOGLE_BUSINESS',
          client_id: 'locations/42424242',
          linkId,
        },
      },
    );
    expect(added.body.errors).toBeUndefined();
    await gql(t.app, 'mutation ($id: ID!) { removeChannel(id: $id) }', {
      token: token(ADMIN),
      variables: { id: added.body.data?.addChannel.id },
    });
    expect(await latest('CHANNEL_ADDED')).toMatchObject({
      targetName: 'Audit Location',
      detail: { channelType: 'GOOGLE_REVIEWS' },
    });
    expect(await latest('CHANNEL_REMOVED')).toMatchObject({ targetName: 'Audit Location' });
  });

  it('records the contacts export and an import batch that stored contacts', async () => {
    const exported = await rest(t.app, 'GET', '/api/core-service/customers/export', { token: token(ADMIN) });
    expect(exported.status).toBe(200);
    expect(await latest('CONTACTS_EXPORTED')).toMatchObject({ actorName: 'Ada Admin' });
    const row = { firstName: 'Ida', lastName: 'Import', email: `ida-${unique()}@example.com` };
    const batch = { importId: crypto.randomUUID(), rows: [{ row: 2, values: row }] };
    const imported = await rest(t.app, 'POST', '/api/core-service/customers/import', {
      token: token(ADMIN),
      body: batch,
    });
    expect(imported.status).toBe(200);
    expect(await latest('CONTACTS_IMPORTED')).toMatchObject({ detail: { created: 1 } });
    // The same batch again stores nothing and writes nothing.
    const before = (await auditLog()).total;
    await rest(t.app, 'POST', '/api/core-service/customers/import', { token: token(ADMIN), body: batch });
    expect((await auditLog()).total).toBe(before);
  });

  it('records a password change and a wrong current password, and never the passwords', async () => {
    const { idToken, id } = await signedUpUser('Audit-Pass-2026');
    const change = (current: string) =>
      gql(t.app, UPDATE, {
        token: idToken,
        variables: {
          id,
          payload: {
            current_password: current,
            password: 'Audit-Neu-2027!',
            confirm_password: 'Audit-Neu-2027!',
          },
        },
      });
    expect((await change('Guessed-Wrong-1')).body.errors?.[0]?.extensions?.field).toBe('current_password');
    expect(await latest('SIGN_IN_FAILED')).toMatchObject({
      targetName: 'Aud It',
      detail: { via: 'password_check' },
    });
    expect((await change('Audit-Pass-2026')).body.errors).toBeUndefined();
    expect(await latest('PASSWORD_CHANGED')).toMatchObject({ actorName: 'Aud It', targetName: 'Aud It' });
    const everything = JSON.stringify(await t.database.db.select().from(auditEvents));
    for (const secret of ['Audit-Pass-2026', 'Audit-Neu-2027!', 'Guessed-Wrong-1'])
      expect(everything).not.toContain(secret);
  });

  it('moves one’s own email only with the current password, mails the old address a notice, and records it', async () => {
    const host = inject('emulatorHost');
    const { idToken, id, email } = await signedUpUser('Audit-Pass-2026');
    const moved = `moved-${unique()}@parley.test`;
    const move = (payload: Record<string, unknown>) =>
      gql(t.app, UPDATE, { token: idToken, variables: { id, payload: { email: moved, ...payload } } });
    // A session alone does not move the login to another mailbox (issue 29, finding 5).
    expect((await move({})).body.errors?.[0]?.extensions).toMatchObject({
      field: 'current_password',
      messageKey: 'FORM_ERRORS.REQUIRED',
    });
    expect((await move({ current_password: 'Guessed-Wrong-1' })).body.errors?.[0]?.extensions).toMatchObject({
      field: 'current_password',
      messageKey: 'FIREBASE_ERRORS.WRONG_PASSWORD',
    });
    expect((await move({ current_password: 'Audit-Pass-2026' })).body.errors).toBeUndefined();
    expect(await signIn(host, moved, 'Audit-Pass-2026')).toBeTruthy();
    // The identity provider's "your email was changed" mail, with its link to undo it, to the old one.
    const notices = (await oobCodes(host)).filter((code) => code.email === email);
    expect(notices.map((code) => code.requestType)).toContain('RECOVER_EMAIL');
    expect(await latest('EMAIL_CHANGED')).toMatchObject({ targetName: 'Aud It', detail: { from: email } });
  });

  it('lets an admin move a colleague’s email without the colleague’s password, with the notice', async () => {
    const host = inject('emulatorHost');
    const { id, email } = await signedUpUser('Audit-Pass-2026');
    const moved = `moved-${unique()}@parley.test`;
    const { body } = await gql(t.app, UPDATE, {
      token: token(ADMIN),
      variables: { id, payload: { email: moved } },
    });
    expect(body.errors).toBeUndefined();
    expect(
      (await oobCodes(host)).some((code) => code.email === email && code.requestType === 'RECOVER_EMAIL'),
    ).toBe(true);
    expect(await latest('EMAIL_CHANGED')).toMatchObject({ actorName: 'Ada Admin', detail: { from: email } });
  });

  it('takes a browser’s report of a refused password: JSON only, bounded, silent about unknown mailboxes', async () => {
    const report = (email: string) => rest(t.app, 'POST', '/api/auth/sign-in-failures', { body: { email } });
    expect((await report(USER)).status).toBe(204);
    expect(await latest('SIGN_IN_FAILED')).toMatchObject({
      actorName: null,
      targetName: 'Uwe User',
      detail: { via: 'sign_in' },
    });
    const before = (await auditLog()).total;
    expect((await report('nobody@parley.test')).status).toBe(204);
    expect((await auditLog()).total).toBe(before);
    expect((await report('not an email')).status).toBe(400);
    const form = await t.app.request('/api/auth/sign-in-failures', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ email: USER }),
    });
    expect(form.status).toBe(415);
    // 20 reports per address in 15 minutes; this test made 4 (the text/plain one is refused first).
    const statuses = [];
    for (let i = 0; i < 18; i += 1) statuses.push((await report(USER)).status);
    expect(statuses.slice(0, 17).every((status) => status === 204)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // One mailbox's log takes at most 10 of them an hour.
    const logged = (await auditLog()).items.filter(
      (event) =>
        event.action === 'SIGN_IN_FAILED' &&
        event.detail?.via === 'sign_in' &&
        event.targetName === 'Uwe User',
    );
    expect(logged).toHaveLength(10);
  });

  it('exports the log as CSV for admins, newest first, cells guarded', async () => {
    const csv = await rest(t.app, 'GET', '/api/core-service/audit-log/export', { token: token(ADMIN) });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toMatch(/filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe('time,action,actor,target,address,detail');
    expect(lines.length - 1).toBe((await auditLog()).total);
    expect(lines.some((line) => line.includes(',IMPERSONATION,Ada Admin,Uwe User,'))).toBe(true);
    expect(
      (await rest(t.app, 'GET', '/api/core-service/audit-log/export', { token: token(USER) })).status,
    ).toBe(403);
  });

  it('is append-only: the database refuses to change or remove an entry', async () => {
    const db = t.database.db;
    await expect(db.update(auditEvents).set({ actorName: 'Someone else' })).rejects.toThrow();
    await expect(
      db.delete(auditEvents).where(eq(auditEvents.companyId, demoIds.companyDemo)),
    ).rejects.toThrow();
    await expect(db.execute(sql`truncate audit_events`)).rejects.toThrow();
    expect((await auditLog()).total).toBeGreaterThan(0);
  });
});
