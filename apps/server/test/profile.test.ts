import type { RestAttachment } from '@parley/api/rest';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { demoIds } from '../src/db/demo.ts';
import { inboxIds } from '../src/db/seed-inbox.ts';
import { settingsIds } from '../src/db/seed-settings.ts';
import { opportunities, users } from '../src/db/tables.ts';
import { signIn } from './emulator.ts';
import { ADMIN, createTestApp, gql, newDemoUser, OTHER, type TestApp, token, USER } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const UPDATE = `mutation ($id: ID!, $payload: UpdateUserInput!) {
  updateUser(id: $id, payload: $payload) { id customerTypes products services settings { language browserNotifications } profile { avatar { url } } }
}`;
type Updated = {
  updateUser: {
    customerTypes: string[];
    products: string[];
    services: string[];
    settings: { language: string | null; browserNotifications: boolean } | null;
    profile: { avatar: { url: string } | null };
  };
};
const update = (who: string, id: string, payload: Record<string, unknown>) =>
  gql<Updated>(t.app, UPDATE, { token: token(who), variables: { id, payload } });
const errorOf = (res: { body: { errors?: { extensions?: unknown }[] } }) => res.body.errors?.[0]?.extensions;

const [privat, gewerbe] = [1, 2].map(settingsIds.customerType);
const [photovoltaik, waermepumpe, wallbox] = [1, 2, 3].map(inboxIds.product);
const [beratung, video] = [1, 2].map(settingsIds.service);

describe('service portfolio (spec 5)', () => {
  it('offers products with their customer types and services with their products', async () => {
    const res = await gql<{
      companyPortfolio: {
        products: { id: string; parentIds: string[] }[];
        services: { id: string; parentIds: string[] }[];
      };
    }>(t.app, '{ companyPortfolio { products { id parentIds } services { id parentIds } } }', {
      token: token(USER),
    });
    const products = res.body.data?.companyPortfolio.products ?? [];
    expect(products.find((p) => p.id === wallbox)?.parentIds).toEqual([privat]);
    const services = res.body.data?.companyPortfolio.services ?? [];
    expect(services.find((s) => s.id === video)?.parentIds).toEqual([photovoltaik, wallbox].sort());
  });

  it('drops a product of a deselected customer type and its services on save', async () => {
    const saved = await update(USER, demoIds.userUser, {
      customerTypes: [privat, gewerbe],
      products: [wallbox, photovoltaik],
      services: [video, beratung],
    });
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data?.updateUser.products.sort()).toEqual([photovoltaik, wallbox].sort());

    const narrowed = await update(USER, demoIds.userUser, { customerTypes: [gewerbe] });
    expect(narrowed.body.data?.updateUser).toMatchObject({
      customerTypes: [gewerbe],
      products: [photovoltaik],
    });
    expect(narrowed.body.data?.updateUser.services.sort()).toEqual([beratung, video].sort());
  });

  it('refuses an entry the company does not offer, and changing a colleague as a company user', async () => {
    const notOffered = await update(USER, demoIds.userUser, { products: [waermepumpe] });
    expect(errorOf(notOffered)).toMatchObject({ code: 'NOT_FOUND' });
    const colleague = await update(USER, demoIds.userAdmin, { customerTypes: [privat] });
    expect(errorOf(colleague)).toMatchObject({ code: 'FORBIDDEN' });
    const otherCompany = await update(OTHER, demoIds.userUser, { customerTypes: [privat] });
    expect(errorOf(otherCompany)).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('avatar', () => {
  async function upload(who: string) {
    const form = new FormData();
    form.append(
      'file',
      new Blob([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0])], { type: 'image/png' }),
      'me.png',
    );
    const response = await t.app.request('/api/core-service/attachments', {
      method: 'POST',
      headers: { authorization: `Bearer ${token(who)}` },
      body: form,
    });
    return (await response.json()) as RestAttachment;
  }

  it("sets an upload of the user's company as avatar, shown on the user's messages too", async () => {
    const file = await upload(USER);
    const res = await update(USER, demoIds.userUser, { avatar: { url: file.url, name: 'me.png' } });
    expect(res.body.data?.updateUser.profile.avatar?.url).toBe(file.url);
    const sent = await gql<{ sendMessage: { sender: { avatarUrl: string | null } } }>(
      t.app,
      'mutation ($o: ID!, $c: String!) { sendMessage(opportunityId: $o, clientId: $c, body: "Hallo") { sender { avatarUrl } } }',
      { token: token(USER), variables: { o: inboxIds.opportunity(1), c: crypto.randomUUID() } },
    );
    expect(sent.body.errors).toBeUndefined();
    expect(sent.body.data?.sendMessage.sender.avatarUrl).toBe(file.url);
  });

  it('stores its own address for the upload, never the host the request named (issue 29)', async () => {
    const file = await upload(USER);
    const res = await update(USER, demoIds.userUser, {
      avatar: { url: `https://tracker.example${file.url}`, name: 'me.png' },
    });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.updateUser.profile.avatar?.url).toBe(file.url);
  });

  it("refuses another company's upload", async () => {
    const foreign = await upload(OTHER);
    const res = await update(USER, demoIds.userUser, { avatar: { url: foreign.url } });
    expect(errorOf(res)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'avatar' });
  });
});

describe('settings and password', () => {
  it('keeps the language and notifications, visible to the user only', async () => {
    const res = await update(USER, demoIds.userUser, { language: 'de', browserNotifications: false });
    expect(res.body.data?.updateUser.settings).toEqual({ language: 'de', browserNotifications: false });
    const bad = await update(USER, demoIds.userUser, { language: 'fr' });
    expect(errorOf(bad)).toMatchObject({ field: 'language' });
    const asAdmin = await gql<{ users: { id: string; settings: unknown }[] }>(
      t.app,
      '{ users { id settings { language } } }',
      { token: token(ADMIN) },
    );
    expect(asAdmin.body.data?.users.find((u) => u.id === demoIds.userUser)?.settings).toBeNull();
    const forSomeoneElse = await update(ADMIN, demoIds.userUser, { language: 'en' });
    expect(errorOf(forSomeoneElse)).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('changes the password in the identity provider with the dialog rules on the server', async () => {
    const host = inject('emulatorHost');
    const email = `profile-${Date.now()}@parley.test`;
    const { uid, idToken, user } = await newDemoUser(t, {
      email,
      password: 'Initial-Pass-1',
      firstName: 'Pia',
    });
    const change = (payload: Record<string, unknown>) =>
      gql<Updated>(t.app, UPDATE, { token: idToken, variables: { id: user?.id, payload } });

    const current = { current_password: 'Initial-Pass-1' };
    expect(
      errorOf(await change({ ...current, password: 'Neu-Kennwort-2', confirm_password: 'Neu-Kennwort-3' })),
    ).toMatchObject({
      field: 'confirm_password',
      messageKey: 'FORM_ERRORS.PASSWORDS_MUST_MATCH',
    });
    expect(errorOf(await change({ ...current, password: '123', confirm_password: '123' }))).toMatchObject({
      field: 'password',
      messageKey: 'FORM_ERRORS.PASSWORD_TOO_SHORT',
    });
    expect(
      errorOf(await change({ ...current, password: 'password1234', confirm_password: 'password1234' })),
    ).toMatchObject({ field: 'password', messageKey: 'FORM_ERRORS.PASSWORD_TOO_COMMON' });
    // The session alone is not enough (issue 29, finding 5): the current password, and the right one.
    expect(
      errorOf(await change({ password: 'Neu-Kennwort-2', confirm_password: 'Neu-Kennwort-2' })),
    ).toMatchObject({
      field: 'current_password',
      messageKey: 'FORM_ERRORS.REQUIRED',
    });
    expect(
      errorOf(
        await change({
          current_password: 'Guessed-1',
          password: 'Neu-Kennwort-2',
          confirm_password: 'Neu-Kennwort-2',
        }),
      ),
    ).toMatchObject({ field: 'current_password', messageKey: 'FIREBASE_ERRORS.WRONG_PASSWORD' });
    expect(await signIn(host, email, 'Initial-Pass-1')).toBeTruthy();
    const changedAt = Date.now() - 1000;
    expect(
      (await change({ ...current, password: 'Neu-Kennwort-2', confirm_password: 'Neu-Kennwort-2' })).body
        .errors,
    ).toBeUndefined();
    await expect(signIn(host, email, 'Initial-Pass-1')).rejects.toThrow();
    expect(await signIn(host, email, 'Neu-Kennwort-2')).toBeTruthy();
    // The other sessions end: the account's tokens are valid only from the change on (the emulator
    // records the revocation but, unlike the real service, still refreshes old tokens).
    expect(Number(await validSince(host, uid))).toBeGreaterThanOrEqual(Math.floor(changedAt / 1000));
    // An admin cannot set someone else's password.
    const byAdmin = await update(ADMIN, user?.id ?? '', {
      password: 'Neu-Kennwort-4',
      confirm_password: 'Neu-Kennwort-4',
    });
    expect(errorOf(byAdmin)).toMatchObject({ code: 'FORBIDDEN' });
  });
});

/** When the account's tokens start to count (seconds), from the emulator's admin lookup. */
async function validSince(host: string, uid: string): Promise<string | undefined> {
  const response = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/projects/demo-parley/accounts:lookup`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: [uid] }),
    },
  );
  const json = (await response.json()) as { users?: { validSince?: string }[] };
  return json.users?.[0]?.validSince;
}

describe('absences', () => {
  const CREATE =
    'mutation ($input: AbsenceInput!) { createAbsence(input: $input) { id startDate endDate note } }';
  const create = (who: string, input: Record<string, unknown>) =>
    gql<{ createAbsence: { id: string } }>(t.app, CREATE, { token: token(who), variables: { input } });

  it('stores absences, refuses an overlap and bad dates on their fields, and shows the current one', async () => {
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });
    const ok = await create(USER, { startDate: day(0), endDate: day(10), note: ' Urlaub ' });
    expect(ok.body.errors).toBeUndefined();
    const id = ok.body.data?.createAbsence.id ?? '';
    expect(errorOf(await create(USER, { startDate: day(10), endDate: day(12) }))).toMatchObject({
      field: 'startDate',
      messageKey: 'ABSENCES.OVERLAP',
    });
    expect(errorOf(await create(USER, { startDate: '2100-01-05', endDate: '2100-01-04' }))).toMatchObject({
      field: 'endDate',
      messageKey: 'ABSENCES.END_BEFORE_START',
    });
    // A colleague's absences do not clash with mine, and are not theirs to read.
    expect((await create(ADMIN, { startDate: day(5), endDate: day(5) })).body.errors).toBeUndefined();
    const foreign = await gql(t.app, 'query ($id: ID!) { myAbsence(id: $id) { id } }', {
      token: token(ADMIN),
      variables: { id },
    });
    expect(errorOf(foreign)).toMatchObject({ code: 'NOT_FOUND' });

    const me = await gql<{ me: { currentAbsence: { id: string } | null } }>(
      t.app,
      '{ me { currentAbsence { id } } }',
      {
        token: token(USER),
      },
    );
    expect(me.body.data?.me.currentAbsence?.id).toBe(id);

    // While absent, a customer of the pool is not given to the user.
    const [pool] = await t.database.db
      .select({ id: opportunities.id })
      .from(opportunities)
      .where(and(eq(opportunities.companyId, demoIds.companyDemo), isNull(opportunities.userId)))
      .limit(1);
    const poolId = pool?.id;
    expect(poolId).toBeTruthy();
    {
      const assigned = await gql(
        t.app,
        'mutation ($id: ID!, $u: ID) { updateConversation(id: $id, input: { userId: $u }) { id } }',
        { token: token(ADMIN), variables: { id: poolId, u: demoIds.userUser } },
      );
      expect(errorOf(assigned)).toMatchObject({ field: 'input.userId', messageKey: 'ABSENCES.USER_ABSENT' });
    }

    const removed = await gql(t.app, 'mutation ($id: ID!) { deleteAbsence(id: $id) }', {
      token: token(USER),
      variables: { id },
    });
    expect(removed.body.errors).toBeUndefined();
  });
});

describe('personal quick replies', () => {
  it('are the user’s own: created, listed only for them, in their composer only', async () => {
    const created = await gql<{ createUserQuickReply: { id: string; scope: string } }>(
      t.app,
      'mutation { createUserQuickReply(input: { title: "Mein Gruß", body: "Viele Grüße, Uwe" }) { id scope } }',
      { token: token(USER) },
    );
    expect(created.body.data?.createUserQuickReply.scope).toBe('USER');
    const id = created.body.data?.createUserQuickReply.id;
    const listed = async (who: string) =>
      (
        await gql<{ userQuickReplies: { id: string }[] }>(t.app, '{ userQuickReplies { id } }', {
          token: token(who),
        })
      ).body.data?.userQuickReplies.map((reply) => reply.id) ?? [];
    expect(await listed(USER)).toContain(id);
    expect(await listed(ADMIN)).not.toContain(id);
    const composer = async (who: string) =>
      (
        await gql<{ quickReplies: { id: string }[] }>(t.app, '{ quickReplies { id } }', { token: token(who) })
      ).body.data?.quickReplies.map((reply) => reply.id) ?? [];
    expect(await composer(USER)).toContain(id);
    expect(await composer(ADMIN)).not.toContain(id);
    const stolen = await gql(t.app, 'mutation ($id: ID!) { deleteUserQuickReply(id: $id) }', {
      token: token(ADMIN),
      variables: { id },
    });
    expect(errorOf(stolen)).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe("the user's own touchpoints", () => {
  const WIDGET = `query ($type: String!, $mine: Boolean) { websiteWidget(websiteType: $type, mine: $mine) { key enabled greeting } }`;
  const SAVE = `mutation ($type: String!, $input: WebsiteWidgetInput!, $mine: Boolean) {
    updateWebsiteWidget(websiteType: $type, input: $input, mine: $mine) { key enabled greeting }
  }`;
  const input = {
    enabled: true,
    greeting: 'Hallo, hier ist Uwe!',
    buttonLabel: 'Chat',
    position: 'left',
    color: '#123456',
  };

  it('are every user’s own, kept apart from the company’s, and served to the website by their key', async () => {
    const mine = await gql<{ websiteWidget: { key: string } }>(t.app, WIDGET, {
      token: token(USER),
      variables: { type: 'chat-widget', mine: true },
    });
    expect(mine.body.errors).toBeUndefined();
    const key = mine.body.data?.websiteWidget.key ?? '';
    const saved = await gql<{ updateWebsiteWidget: { greeting: string } }>(t.app, SAVE, {
      token: token(USER),
      variables: { type: 'chat-widget', input, mine: true },
    });
    expect(saved.body.data?.updateWebsiteWidget.greeting).toBe('Hallo, hier ist Uwe!');
    // The company's stay admin-only, and an admin's own one is another widget.
    const company = await gql(t.app, WIDGET, { token: token(USER), variables: { type: 'chat-widget' } });
    expect(company.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const adminsOwn = await gql<{ websiteWidget: { key: string } }>(t.app, WIDGET, {
      token: token(ADMIN),
      variables: { type: 'chat-widget', mine: true },
    });
    expect(adminsOwn.body.data?.websiteWidget.key).not.toBe(key);

    const served = await t.app.request(`/api/widget/${key}?type=chat-widget`);
    expect(served.status).toBe(200);
    expect(await served.json()).toMatchObject({ greeting: 'Hallo, hier ist Uwe!', position: 'left' });

    const qr = await gql<{ chatTouchpoints: unknown[] }>(
      t.app,
      '{ chatTouchpoints(qrType: "whatsapp", mine: true) { channelId link } }',
      { token: token(USER) },
    );
    expect(qr.body.errors).toBeUndefined();
  });

  it('answers nothing for a switched-off widget or a deactivated user’s (issue 29)', async () => {
    const { idToken, user } = await newDemoUser(t, {
      email: `widget-${Date.now()}@parley.test`,
      password: 'Widget-Pass-1',
      firstName: 'Wanda',
    });
    const save = (enabled: boolean) =>
      gql<{ updateWebsiteWidget: { key: string } }>(t.app, SAVE, {
        token: idToken,
        variables: { type: 'chat-widget', input: { ...input, enabled }, mine: true },
      });
    const key = (await save(false)).body.data?.updateWebsiteWidget.key ?? '';
    const served = () => t.app.request(`/api/widget/${key}?type=chat-widget`);
    expect((await served()).status).toBe(404);
    await save(true);
    expect((await served()).status).toBe(200);
    await t.database.db
      .update(users)
      .set({ active: false })
      .where(eq(users.id, user?.id ?? ''));
    expect((await served()).status).toBe(404);
  });
});
