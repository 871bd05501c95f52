import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPH_STANDIN_ACCOUNT, GRAPH_STANDIN_TOKEN } from '../src/channels/graphStandin.ts';
import { demoIds } from '../src/db/demo.ts';
import { ADMIN, createTestApp, gql, OTHER, type TestApp, token, USER } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const updateUser = `mutation ($id: ID!, $payload: UpdateUserInput!) {
  updateUser(id: $id, payload: $payload) {
    id email title externalId role { type } profile { firstName lastName phone } address { city }
  }
}`;

describe('updateUser', () => {
  it.each([
    [{ first_name: '   ' }, 'first_name', 'FORM_ERRORS.REQUIRED'],
    [{ last_name: '' }, 'last_name', 'FORM_ERRORS.REQUIRED'],
    [{ email: 'not-an-email' }, 'email', 'FORM_ERRORS.INVALID_EMAIL'],
    [{ phone: 'call me maybe' }, 'phone', 'FORM_ERRORS.INVALID_PHONE_NUMBER'],
    [{ externalId: 'has space' }, 'externalId', 'FORM_ERRORS.INVALID_EXTERNAL_ID'],
    [{ externalId: 'a/b' }, 'externalId', 'FORM_ERRORS.INVALID_EXTERNAL_ID'],
  ])('rejects %j with 400 BAD_USER_INPUT on the field', async (payload, field, messageKey) => {
    const { status, body } = await gql(t.app, updateUser, {
      token: token(ADMIN),
      variables: { id: demoIds.userUser, payload },
    });
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', field, messageKey });
  });

  it('lets a user update themselves and normalises the phone to E.164', async () => {
    const { status, body } = await gql<{ updateUser: Record<string, unknown> }>(t.app, updateUser, {
      token: token(USER),
      variables: {
        id: demoIds.userUser,
        payload: {
          first_name: ' Uwe ',
          title: 'Sales lead',
          phone: '0171 1234567',
          address: { city: 'Köln' },
        },
      },
    });
    expect(status).toBe(200);
    expect(body.data?.updateUser).toMatchObject({
      title: 'Sales lead',
      role: { type: 'COMPANY_USER' },
      profile: { firstName: 'Uwe', lastName: 'User', phone: '+491711234567' },
      address: { city: 'Köln' },
    });
  });

  it('lets an admin assign roles and external ids, and refuses a duplicate external id', async () => {
    const promoted = await gql<{ updateUser: { role: { type: string }; externalId: string } }>(
      t.app,
      updateUser,
      {
        token: token(ADMIN),
        variables: { id: demoIds.userUser, payload: { assign_role: 'COMPANY_ADMIN', externalId: 'EMP-7' } },
      },
    );
    expect(promoted.body.data?.updateUser).toMatchObject({
      role: { type: 'COMPANY_ADMIN' },
      externalId: 'EMP-7',
    });

    const duplicate = await gql(t.app, updateUser, {
      token: token(ADMIN),
      variables: { id: demoIds.userAdmin, payload: { externalId: 'EMP-7' } },
    });
    expect(duplicate.body.errors?.[0]?.extensions).toEqual({
      code: 'DUPLICATE_EXTERNAL_ID',
      field: 'externalId',
      messageKey: 'FORM_ERRORS.DUPLICATE_EXTERNAL_ID',
    });

    // The same external id in another company is fine.
    const elsewhere = await gql(t.app, updateUser, {
      token: token(OTHER),
      variables: { id: demoIds.userOther, payload: { externalId: 'EMP-7' } },
    });
    expect(elsewhere.body.errors).toBeUndefined();

    const demoted = await gql(t.app, updateUser, {
      token: token(ADMIN),
      variables: { id: demoIds.userUser, payload: { assign_role: 'COMPANY_USER' } },
    });
    expect(demoted.body.errors).toBeUndefined();
  });
});

describe('impersonateToken', () => {
  it('gives an admin a custom token for a user of the own company', async () => {
    const { body } = await gql<{ impersonateToken: string }>(
      t.app,
      'query ($id: ID!) { impersonateToken(id: $id) }',
      {
        token: token(ADMIN),
        variables: { id: demoIds.userUser },
      },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.impersonateToken.split('.')).toHaveLength(3);
  });
});

const addChannel = `mutation ($value: String!, $type: ChannelType!, $client_type: ChannelClientType!, $client_id: String, $teamId: ID, $config: ChannelConfigInput) {
  addChannel(value: $value, type: $type, client_type: $client_type, client_id: $client_id, teamId: $teamId, config: $config) {
    id type channelType value teamId created_by config { host port name }
  }
}`;

describe('channels', () => {
  it('adds a channel and never returns its secrets', async () => {
    const { body } = await gql<{ addChannel: { id: string } }>(t.app, addChannel, {
      token: token(ADMIN),
      variables: {
        // SMTP channels sign in to their host first (settings-channels.test.ts); WhatsApp is checked at
        // the Graph API, here the stand-in's number (graph-standin.test.ts).
        value: '030 555012345',
        type: 'WHATSAPP',
        client_type: 'WHATSAPP',
        client_id: '106540352242999',
        teamId: demoIds.teamSales,
        config: {
          name: 'Support line',
          password: 's3cret',
          api_key: 'k',
          businessAccountId: GRAPH_STANDIN_ACCOUNT,
          accessToken: GRAPH_STANDIN_TOKEN,
          verifyToken: 'support-verify-token',
        },
      },
    });
    expect(body.errors).toBeUndefined();
    expect(body.data?.addChannel).toMatchObject({
      type: 'messenger',
      channelType: 'WHATSAPP',
      value: '+4930555012345',
      teamId: demoIds.teamSales,
      created_by: demoIds.userAdmin,
      config: { host: null, port: null, name: 'Support line' },
    });
    expect(JSON.stringify(body)).not.toContain('s3cret');
    expect(JSON.stringify(body)).not.toContain(GRAPH_STANDIN_TOKEN);

    const removed = await gql(t.app, 'mutation ($id: ID!) { removeChannel(id: $id) }', {
      token: token(ADMIN),
      variables: { id: body.data?.addChannel.id },
    });
    expect(removed.body.data).toEqual({ removeChannel: body.data?.addChannel.id });
  });

  it.each([
    [ADMIN, { value: 'x@demo.test', type: 'OFFICE365', client_type: 'OFFICE365' }, 'type'],
    [OTHER, { value: 'Other AG Hamburg', type: 'GOOGLE_REVIEWS', client_type: 'GOOGLE_BUSINESS' }, 'type'],
    [ADMIN, { value: 'not-an-email', type: 'EMAIL', client_type: 'SMTP' }, 'value'],
    [ADMIN, { value: 'x@demo.test', type: 'EMAIL', client_type: 'WHATSAPP' }, 'client_type'],
    [ADMIN, { value: 'hello', type: 'WHATSAPP', client_type: 'WHATSAPP' }, 'value'],
    [
      ADMIN,
      { value: 'x@demo.test', type: 'EMAIL', client_type: 'SMTP', teamId: demoIds.teamOther },
      'teamId',
    ],
  ])('refuses %s adding %j (field %s)', async (email, variables, field) => {
    const { status, body } = await gql(t.app, addChannel, { token: token(email), variables });
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
  });

  it('refuses addChannel to a COMPANY_USER', async () => {
    const { status } = await gql(t.app, addChannel, {
      token: token(USER),
      variables: { value: 'x@demo.test', type: 'EMAIL', client_type: 'SMTP' },
    });
    expect(status).toBe(403);
  });
});

describe('validateEmail and validatePhone', () => {
  it.each([
    [{ email: 'anna@firma.de' }, { valid: true, disposable: false, freemail: false, reason: null }],
    [{ email: 'nope' }, { valid: false, reason: 'VALIDATE.EMAIL_INVALID' }],
    [{ email: 'x@mailinator.com' }, { valid: false, disposable: true, reason: 'VALIDATE.EMAIL_DISPOSABLE' }],
    [
      { email: 'x@mailinator.com', disposable_allowed: true },
      { valid: true, disposable: true },
    ],
    [{ email: 'x@gmail.com' }, { valid: true, freemail: true }],
    [
      { email: 'x@gmail.com', freemail_allowed: false },
      { valid: false, freemail: true },
    ],
  ])('validateEmail(%j)', async (variables, expected) => {
    const { body } = await gql<{ validateEmail: unknown }>(
      t.app,
      'query ($email: String!, $disposable_allowed: Boolean, $freemail_allowed: Boolean) { validateEmail(email: $email, disposable_allowed: $disposable_allowed, freemail_allowed: $freemail_allowed) { valid disposable freemail reason } }',
      { token: token(USER), variables },
    );
    expect(body.data?.validateEmail).toMatchObject(expected);
  });

  it.each([
    ['030 1234567', 'DE', { valid: true, formatted: '+49301234567' }],
    ['+44 20 7946 0958', 'GB', { valid: true, formatted: '+442079460958' }],
    ['0171-1234567', 'GB', { valid: false, formatted: null }],
    ['abc', 'DE', { valid: false, formatted: null }],
  ])('validatePhone(%s, %s)', async (number, country_code, expected) => {
    const { body } = await gql<{ validatePhone: unknown }>(
      t.app,
      'query ($n: String!, $c: String!) { validatePhone(number: $n, country_code: $c) { valid formatted } }',
      { token: token(USER), variables: { n: number, c: country_code } },
    );
    expect(body.data?.validatePhone).toEqual(expected);
  });
});
