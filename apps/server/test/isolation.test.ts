import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIds } from '../src/db/demo.ts';
import { ADMIN, createTestApp, gql, OTHER, rest, type TestApp, token, USER } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const otherChannel = '00000000-0000-4000-8000-00000000e004';

describe('company isolation over REST (Demo GmbH admin vs Other AG)', () => {
  it.each([
    ['GET', `/api/core-service/companies/${demoIds.companyOther}`],
    ['GET', `/api/core-service/companies/${demoIds.companyOther}/channels`],
    ['GET', `/api/core-service/brands/${demoIds.brandNordlicht}`],
    ['PATCH', `/api/core-service/companies/${demoIds.companyOther}`],
    ['PUT', `/api/core-service/companies/${demoIds.companyOther}`],
  ])('%s %s is 403', async (method, path) => {
    const body = method === 'GET' ? undefined : { id: demoIds.companyOther, name: 'Taken over' };
    const res = await rest(t.app, method, path, { token: token(ADMIN), body });
    expect(res.status).toBe(403);
    expect(res.json.error?.code).toBe('FORBIDDEN');
  });

  it('left Other AG untouched', async () => {
    const res = await rest(t.app, 'GET', `/api/core-service/companies/${demoIds.companyOther}`, {
      token: token(OTHER),
    });
    expect(res.status).toBe(200);
    expect(res.json.name).toBe('Other AG');
  });

  it('lets a COMPANY_USER read but not PATCH the company', async () => {
    const path = `/api/core-service/companies/${demoIds.companyDemo}`;
    expect((await rest(t.app, 'GET', path, { token: token(USER) })).status).toBe(200);
    const res = await rest(t.app, 'PATCH', path, {
      token: token(USER),
      body: { id: demoIds.companyDemo, name: 'Renamed by a user' },
    });
    expect(res.status).toBe(403);
    expect(res.json.error?.code).toBe('FORBIDDEN');
  });
});

describe('company isolation over GraphQL', () => {
  it('answers teamDetails of another company exactly like an unknown team (404 NOT_FOUND)', async () => {
    for (const id of [demoIds.teamOther, 'no-such-team']) {
      const { status, body } = await gql(t.app, 'query ($id: ID!) { teamDetails(id: $id) { id name } }', {
        token: token(ADMIN),
        variables: { id },
      });
      expect(status).toBe(404);
      expect(body.errors?.[0]).toMatchObject({
        message: 'Team not found',
        extensions: { code: 'NOT_FOUND' },
      });
    }
  });

  it('forbids users(companyId) of another company and hides other ids', async () => {
    const forbidden = await gql(t.app, 'query ($c: ID) { users(companyId: $c) { id } }', {
      token: token(ADMIN),
      variables: { c: demoIds.companyOther },
    });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const own = await gql<{ users: { id: string }[] }>(
      t.app,
      'query ($ids: [ID!]) { users(ids: $ids) { id } }',
      {
        token: token(ADMIN),
        variables: { ids: [demoIds.userOther, demoIds.userUser] },
      },
    );
    expect(own.body.data?.users).toEqual([{ id: demoIds.userUser }]);
  });

  it('refuses to update, impersonate or touch channels of another company', async () => {
    const update = await gql(
      t.app,
      'mutation ($id: ID!) { updateUser(id: $id, payload: { title: "x" }) { id } }',
      {
        token: token(ADMIN),
        variables: { id: demoIds.userOther },
      },
    );
    expect(update.status).toBe(404);
    expect(update.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const impersonate = await gql(t.app, 'query ($id: ID!) { impersonateToken(id: $id) }', {
      token: token(ADMIN),
      variables: { id: demoIds.userOther },
    });
    expect(impersonate.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const status = await gql<{ channelStatus: unknown[] }>(
      t.app,
      'query ($ids: [ID!]!) { channelStatus(ids: $ids) { id connected status } }',
      { token: token(ADMIN), variables: { ids: [otherChannel, '00000000-0000-4000-8000-00000000e001'] } },
    );
    expect(status.body.data?.channelStatus).toEqual([
      { id: '00000000-0000-4000-8000-00000000e001', connected: true, status: 'LIVE' },
    ]);

    const remove = await gql(t.app, 'mutation ($id: ID!) { removeChannel(id: $id) }', {
      token: token(ADMIN),
      variables: { id: otherChannel },
    });
    expect(remove.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('keeps a COMPANY_USER to their own record and role', async () => {
    const other = await gql(
      t.app,
      'mutation ($id: ID!) { updateUser(id: $id, payload: { title: "x" }) { id } }',
      {
        token: token(USER),
        variables: { id: demoIds.userAdmin },
      },
    );
    expect(other.status).toBe(403);
    expect(other.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const promote = await gql(
      t.app,
      'mutation ($id: ID!) { updateUser(id: $id, payload: { assign_role: COMPANY_ADMIN }) { id } }',
      { token: token(USER), variables: { id: demoIds.userUser } },
    );
    expect(promote.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    for (const query of [
      'query ($id: ID!) { impersonateToken(id: $id) }',
      'mutation ($id: ID!) { removeChannel(id: $id) }',
    ]) {
      const res = await gql(t.app, query, { token: token(USER), variables: { id: demoIds.userAdmin } });
      expect(res.status).toBe(403);
      expect(res.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });
});
