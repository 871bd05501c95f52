import { randomUUID } from 'node:crypto';
import { parseCsv } from '@parley/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIds } from '../src/db/demo.ts';
import { brands, contacts } from '../src/db/tables.ts';
import { ADMIN, createTestApp, gql, OTHER, rest, type TestApp, token, USER } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FIELDS = 'id title body scope';
const create = (who: string, input: Record<string, unknown>) =>
  gql<{ createCompanyQuickReply: { id: string; title: string; body: string; scope: string } }>(
    t.app,
    `mutation ($input: QuickReplyInput!) { createCompanyQuickReply(input: $input) { ${FIELDS} } }`,
    { token: token(who), variables: { input } },
  );
const composerReplies = async (who: string) =>
  (
    await gql<{ quickReplies: { id: string; title: string; scope: string }[] }>(
      t.app,
      '{ quickReplies { id title scope } }',
      { token: token(who) },
    )
  ).body.data?.quickReplies ?? [];

describe('company quick replies', () => {
  let id = '';

  it('lets an admin create one (trimmed) that every user of the company gets in the composer', async () => {
    const res = await create(ADMIN, { title: '  Opening hours ', body: ' We are open 9-17. ' });
    expect(res.status).toBe(200);
    expect(res.body.data?.createCompanyQuickReply).toMatchObject({
      title: 'Opening hours',
      body: 'We are open 9-17.',
      scope: 'COMPANY',
    });
    id = res.body.data?.createCompanyQuickReply.id ?? '';
    expect((await composerReplies(USER)).map((reply) => reply.id)).toContain(id);
    expect((await composerReplies(OTHER)).map((reply) => reply.id)).not.toContain(id);
  });

  it('lists, reads, updates and deletes it', async () => {
    const list = await gql<{ companyQuickReplies: { id: string; scope: string }[] }>(
      t.app,
      `{ companyQuickReplies { ${FIELDS} } }`,
      { token: token(ADMIN) },
    );
    const listed = list.body.data?.companyQuickReplies ?? [];
    expect(listed.map((reply) => reply.id)).toContain(id);
    expect(listed.every((reply) => reply.scope === 'COMPANY')).toBe(true);

    const updated = await gql<{ updateCompanyQuickReply: { title: string } }>(
      t.app,
      `mutation ($id: ID!, $input: QuickReplyInput!) { updateCompanyQuickReply(id: $id, input: $input) { ${FIELDS} } }`,
      { token: token(ADMIN), variables: { id, input: { title: 'Hours', body: 'Open 9-18.' } } },
    );
    expect(updated.body.data?.updateCompanyQuickReply.title).toBe('Hours');
    const read = await gql<{ companyQuickReply: { body: string } }>(
      t.app,
      `query ($id: ID!) { companyQuickReply(id: $id) { ${FIELDS} } }`,
      { token: token(ADMIN), variables: { id } },
    );
    expect(read.body.data?.companyQuickReply.body).toBe('Open 9-18.');

    const deleted = await gql<{ deleteCompanyQuickReply: string }>(
      t.app,
      'mutation ($id: ID!) { deleteCompanyQuickReply(id: $id) }',
      { token: token(ADMIN), variables: { id } },
    );
    expect(deleted.body.data?.deleteCompanyQuickReply).toBe(id);
    expect((await composerReplies(USER)).map((reply) => reply.id)).not.toContain(id);
  });

  it('names the field of a missing or too long title or body', async () => {
    const blank = await create(ADMIN, { title: ' ', body: 'x' });
    expect(blank.status).toBe(400);
    expect(blank.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'input.title',
      messageKey: 'FORM_ERRORS.REQUIRED',
    });
    const long = await create(ADMIN, { title: 'ok', body: 'b'.repeat(4097) });
    expect(long.body.errors?.[0]?.extensions).toMatchObject({
      field: 'input.body',
      messageKey: 'QUICK_REPLIES.BODY_TOO_LONG',
    });
  });

  it('refuses company users', async () => {
    const res = await create(USER, { title: 'Mine', body: 'Not allowed' });
    expect(res.status).toBe(403);
    expect(res.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const list = await gql(t.app, '{ companyQuickReplies { id } }', { token: token(USER) });
    expect(list.status).toBe(403);
  });

  it('keeps companies apart: another company admin gets NOT_FOUND for every id of ours', async () => {
    const ours = (await create(ADMIN, { title: 'Ours', body: 'Only ours' })).body.data
      ?.createCompanyQuickReply.id;
    const otherList = await gql<{ companyQuickReplies: { id: string }[] }>(
      t.app,
      '{ companyQuickReplies { id } }',
      {
        token: token(OTHER),
      },
    );
    expect(otherList.body.data?.companyQuickReplies.map((reply) => reply.id)).not.toContain(ours);
    for (const query of [
      `query ($id: ID!) { companyQuickReply(id: $id) { id } }`,
      `mutation ($id: ID!) { updateCompanyQuickReply(id: $id, input: { title: "x", body: "y" }) { id } }`,
      'mutation ($id: ID!) { deleteCompanyQuickReply(id: $id) }',
    ]) {
      const res = await gql(t.app, query, { token: token(OTHER), variables: { id: ours } });
      expect(res.status).toBe(404);
      expect(res.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    const stillThere = await gql<{ companyQuickReply: { title: string } }>(
      t.app,
      'query ($id: ID!) { companyQuickReply(id: $id) { title } }',
      { token: token(ADMIN), variables: { id: ours } },
    );
    expect(stillThere.body.data?.companyQuickReply.title).toBe('Ours');
  });

  it('is refused when the brand switches company quick replies off', async () => {
    await t.database.db
      .update(brands)
      .set({ featureCompanyQuickReplies: false })
      .where(eq(brands.id, demoIds.brandParley));
    try {
      const res = await gql(t.app, '{ companyQuickReplies { id } }', { token: token(ADMIN) });
      expect(res.status).toBe(403);
      expect((await composerReplies(USER)).every((reply) => reply.scope === 'USER')).toBe(true);
    } finally {
      await t.database.db
        .update(brands)
        .set({ featureCompanyQuickReplies: true })
        .where(eq(brands.id, demoIds.brandParley));
    }
  });
});

const IMPORT = '/api/core-service/customers/import';
const EXPORT = '/api/core-service/customers/export';

describe('contacts import', () => {
  it('stores valid rows and answers every bad row with its columns and message keys', async () => {
    const importId = randomUUID();
    const res = await rest(t.app, 'POST', IMPORT, {
      token: token(ADMIN),
      body: {
        importId,
        rows: [
          {
            row: 2,
            values: { firstName: 'Ina', lastName: 'Import', email: 'INA@example.com', phone: '030 1234567' },
          },
          { row: 3, values: { lastName: '', email: 'bad' } },
          { row: 4, values: { lastName: 'Phoneless' } },
        ],
      },
    });
    expect(res.status).toBe(200);
    const results = res.json.results as { row: number; status: string; contactId?: string }[];
    expect(results[0]).toMatchObject({ row: 2, status: 'created' });
    expect(results.slice(1)).toEqual([
      {
        row: 3,
        status: 'invalid',
        errors: [
          { column: 'lastName', messageKey: 'FORM_ERRORS.REQUIRED' },
          { column: 'email', messageKey: 'FORM_ERRORS.INVALID_EMAIL' },
        ],
      },
      {
        row: 4,
        status: 'invalid',
        errors: [{ column: 'email', messageKey: 'IMPORT.EMAIL_OR_PHONE_REQUIRED' }],
      },
    ]);
    const [stored] = await t.database.db
      .select()
      .from(contacts)
      .where(eq(contacts.id, results[0]?.contactId as string));
    expect(stored).toMatchObject({
      companyId: demoIds.companyDemo,
      lastName: 'Import',
      email: 'ina@example.com',
      phone: '+49301234567',
    });

    // The same batch again (its answer was lost): the row is answered with the same contact, not stored twice.
    const again = await rest(t.app, 'POST', IMPORT, {
      token: token(ADMIN),
      body: { importId, rows: [{ row: 2, values: { lastName: 'Import', email: 'ina@example.com' } }] },
    });
    expect((again.json.results as { contactId: string }[])[0]?.contactId).toBe(results[0]?.contactId);
    const inas = await t.database.db.select().from(contacts).where(eq(contacts.email, 'ina@example.com'));
    expect(inas).toHaveLength(1);
  });

  it('enforces the batch limits: at most 100 rows, distinct row numbers, bounded values', async () => {
    const rows = (count: number) =>
      Array.from({ length: count }, (_, i) => ({
        row: i + 2,
        values: { lastName: `L${i}`, phone: '0301234567' },
      }));
    const full = await rest(t.app, 'POST', IMPORT, {
      token: token(ADMIN),
      body: { importId: randomUUID(), rows: rows(100) },
    });
    expect(full.status).toBe(200);
    for (const body of [
      { importId: randomUUID(), rows: rows(101) },
      { importId: randomUUID(), rows: [] },
      { importId: 'not-a-uuid', rows: rows(1) },
      { importId: randomUUID(), rows: [{ row: 2, values: { lastName: 'x'.repeat(10_000) } }] },
      { importId: randomUUID(), rows: [...rows(1), ...rows(1)] },
    ]) {
      const res = await rest(t.app, 'POST', IMPORT, { token: token(ADMIN), body });
      expect(res.status).toBe(400);
      expect(['FORM_ERRORS.GENERAL', 'IMPORT.VALUE_TOO_LONG']).toContain(res.json.error?.messageKey);
    }
    const huge = await rest(t.app, 'POST', IMPORT, {
      token: token(ADMIN),
      rawBody: JSON.stringify({ importId: randomUUID(), rows: rows(1), pad: 'x'.repeat(3 * 1024 * 1024) }),
    });
    expect(huge.status).toBe(413);
  });

  it('refuses company users and anonymous callers', async () => {
    const body = {
      importId: randomUUID(),
      rows: [{ row: 2, values: { lastName: 'Nope', phone: '0301234567' } }],
    };
    expect((await rest(t.app, 'POST', IMPORT, { token: token(USER), body })).status).toBe(403);
    expect((await rest(t.app, 'POST', IMPORT, { body })).status).toBe(401);
    const nopes = await t.database.db.select().from(contacts).where(eq(contacts.lastName, 'Nope'));
    expect(nopes).toHaveLength(0);
  });
});

describe('contacts export', () => {
  /** One contact imported as the admin, to be found in the export. */
  const importContact = (values: Record<string, string>) =>
    rest(t.app, 'POST', IMPORT, {
      token: token(ADMIN),
      body: { importId: randomUUID(), rows: [{ row: 2, values }] },
    });

  it('downloads the company contacts as CSV with a file name, guarding formula cells', async () => {
    await importContact({
      firstName: '=HYPERLINK("http://evil")',
      lastName: 'Formula',
      phone: '+49 30 7654321',
    });
    const res = await rest(t.app, 'GET', EXPORT, { token: token(ADMIN) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="contacts-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('firstName,lastName,email,phone,companyName,street,streetNumber,zipCode,city');
    expect(lines).toContain(`"'=HYPERLINK(""http://evil"")",Formula,,'+49307654321,,,,,`);
    const [{ total } = { total: 0 }] = await t.database.db
      .select({ total: count() })
      .from(contacts)
      .where(eq(contacts.companyId, demoIds.companyDemo));
    expect(lines.filter((line) => line !== '').length - 1).toBe(total);
  });

  it('starts no formula when a spreadsheet opens the export with either separator', async () => {
    await importContact({
      firstName: 'Max;=1+1;',
      lastName: 'Semicolon',
      phone: '+49 30 1112223',
      companyName: 'x,@SUM(A1)',
    });
    const res = await rest(t.app, 'GET', EXPORT, { token: token(ADMIN) });
    const text = res.text.replace(/^\uFEFF/, '');
    expect(text).toContain(`"Max;'=1+1;",Semicolon,`);
    for (const separator of [',', ';'] as const) {
      const parsed = parseCsv(text, separator);
      const cells = parsed.ok ? parsed.records.flatMap((record) => record.fields) : [];
      expect(cells.length).toBeGreaterThan(0);
      expect(cells.filter((cell) => /^[\s"]*[=+\-@]/.test(cell))).toEqual([]);
    }
  });

  it('gives another company none of our contacts, and refuses company users', async () => {
    const other = await rest(t.app, 'GET', EXPORT, { token: token(OTHER) });
    expect(other.status).toBe(200);
    expect(other.text).not.toContain('Formula');
    expect(other.text).not.toContain('ina@example.com');
    expect((await rest(t.app, 'GET', EXPORT, { token: token(USER) })).status).toBe(403);
  });
});

describe('touchpoints settings', () => {
  const WIDGET =
    'query ($t: String!) { websiteWidget(websiteType: $t) { websiteType key enabled greeting buttonLabel position color updatedAt } }';
  const SAVE =
    'mutation ($t: String!, $input: WebsiteWidgetInput!) { updateWebsiteWidget(websiteType: $t, input: $input) { key enabled greeting position color updatedAt } }';
  const input = {
    enabled: true,
    greeting: ' Moin! ',
    buttonLabel: 'Chat',
    position: 'left',
    color: '#112233',
  };

  it('shows the defaults with a fixed key, then stores the settings per company', async () => {
    const first = await gql<{ websiteWidget: { key: string; enabled: boolean; updatedAt: string | null } }>(
      t.app,
      WIDGET,
      { token: token(ADMIN), variables: { t: 'chat-widget' } },
    );
    expect(first.body.data?.websiteWidget).toMatchObject({ enabled: false, updatedAt: null });
    const key = first.body.data?.websiteWidget.key;
    const saved = await gql<{ updateWebsiteWidget: Record<string, unknown> }>(t.app, SAVE, {
      token: token(ADMIN),
      variables: { t: 'chat-widget', input },
    });
    expect(saved.body.data?.updateWebsiteWidget).toMatchObject({
      key,
      enabled: true,
      greeting: 'Moin!',
      position: 'left',
    });
    const other = await gql<{ websiteWidget: { key: string; enabled: boolean } }>(t.app, WIDGET, {
      token: token(OTHER),
      variables: { t: 'chat-widget' },
    });
    expect(other.body.data?.websiteWidget.enabled).toBe(false);
    expect(other.body.data?.websiteWidget.key).not.toBe(key);
  });

  it('names the bad field, refuses unknown types and company users', async () => {
    const bad = await gql(t.app, SAVE, {
      token: token(ADMIN),
      variables: { t: 'chat-widget', input: { ...input, color: 'red' } },
    });
    expect(bad.body.errors?.[0]?.extensions).toMatchObject({
      field: 'input.color',
      messageKey: 'TOUCHPOINTS.INVALID_COLOR',
    });
    const unknown = await gql(t.app, WIDGET, { token: token(ADMIN), variables: { t: 'popup' } });
    expect(unknown.status).toBe(400);
    const user = await gql(t.app, SAVE, { token: token(USER), variables: { t: 'chat-widget', input } });
    expect(user.status).toBe(403);
  });

  it('serves the embedded widget its public settings by key, without an account, to any site', async () => {
    const saved = await gql<{ updateWebsiteWidget: { key: string } }>(t.app, SAVE, {
      token: token(ADMIN),
      variables: { t: 'contact-button', input: { ...input, greeting: 'Hallo!' } },
    });
    const key = saved.body.data?.updateWebsiteWidget.key as string;
    const res = await rest(t.app, 'GET', `/api/widget/${key}?type=contact-button`);
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.json).toEqual({
      enabled: true,
      greeting: 'Hallo!',
      buttonLabel: 'Chat',
      position: 'left',
      color: '#112233',
      chatLink: 'https://wa.me/4930123456789',
    });
    // Another type under the same key, a made-up key, or a malformed one: nothing.
    expect((await rest(t.app, 'GET', `/api/widget/${key}?type=chat-widget`)).status).toBe(404);
    expect((await rest(t.app, 'GET', `/api/widget/${'A'.repeat(22)}`)).status).toBe(404);
    expect((await rest(t.app, 'GET', `/api/widget/${'A'.repeat(5000)}`)).status).toBe(404);

    const script = await rest(t.app, 'GET', '/api/widget/v1.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
    expect(script.text).toContain("getAttribute('data-parley-key')");
    expect(script.text).not.toContain('innerHTML');
  });

  it('lists the WhatsApp channels with their wa.me links, only of the own company', async () => {
    const res = await gql<{ chatTouchpoints: { channelId: string; link: string }[] }>(
      t.app,
      'query ($q: String!) { chatTouchpoints(qrType: $q) { channelId channelType value link } }',
      { token: token(ADMIN), variables: { q: 'whatsapp' } },
    );
    expect(res.body.data?.chatTouchpoints).toContainEqual(
      expect.objectContaining({
        channelId: '00000000-0000-4000-8000-00000000e002',
        link: 'https://wa.me/4930123456789',
      }),
    );
    const other = await gql<{ chatTouchpoints: { channelId: string }[] }>(
      t.app,
      'query ($q: String!) { chatTouchpoints(qrType: $q) { channelId } }',
      { token: token(OTHER), variables: { q: 'whatsapp' } },
    );
    expect(other.body.data?.chatTouchpoints.map((c) => c.channelId)).not.toContain(
      '00000000-0000-4000-8000-00000000e002',
    );
    const user = await gql(t.app, 'query { chatTouchpoints(qrType: "whatsapp") { channelId } }', {
      token: token(USER),
    });
    expect(user.status).toBe(403);
  });
});
