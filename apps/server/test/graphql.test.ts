import { eq } from 'drizzle-orm';
import { buildSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { typeDefs } from '../src/generated/typeDefs.ts';
import { resolvers } from '../src/graphql/resolvers/index.ts';
import { ADMIN, createTestApp, gql, rest, type TestApp, token, USER } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('authentication', () => {
  it('answers the public ping without a token', async () => {
    const { status, body } = await gql(t.app, '{ ping }');
    expect(status).toBe(200);
    expect(body.data).toEqual({ ping: 'pong' });
  });

  it.each([
    ['no token', undefined],
    ['a garbage token', 'not-a-jwt'],
    ['a forged token', 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.'],
  ])('answers GraphQL with 401 UNAUTHENTICATED for %s, on v1 and v2', async (_name, bad) => {
    for (const path of ['/graphql', '/v2/graphql']) {
      const { status, body } = await gql(t.app, '{ me { id } }', { token: bad, path });
      expect(status).toBe(401);
      expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });

  it.each([
    ['no token', undefined],
    ['a garbage token', 'garbage'],
  ])('answers REST with 401 JSON for %s', async (_name, bad) => {
    const res = await rest(t.app, 'GET', '/api/core-service/companies/x', { token: bad });
    expect(res.status).toBe(401);
    expect(res.json.error).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('serves a signed-in user on both endpoints', async () => {
    for (const path of ['/graphql', '/v2/graphql']) {
      const { status, body } = await gql<{ me: { email: string; role: { type: string } } }>(
        t.app,
        '{ me { email role { type } } }',
        { token: token(ADMIN), path },
      );
      expect(status).toBe(200);
      expect(body.data?.me).toEqual({ email: ADMIN, role: { type: 'COMPANY_ADMIN' } });
    }
  });
});

describe('inactive users and unexpected failures', () => {
  it('treats a deactivated user as unauthenticated', async () => {
    const other = await createTestApp();
    try {
      await other.database.db.update(users).set({ active: false }).where(eq(users.email, USER));
      const { status, body } = await gql(other.app, '{ me { id } }', { token: token(USER) });
      expect(status).toBe(401);
      expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    } finally {
      await other.close();
    }
  });

  it('masks an unexpected exception as 500 "Internal server error" and keeps serving', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const quiet = console.error;
    console.error = () => {};
    try {
      const graphql = await gql(broken.app, '{ me { id } }', { token: token(ADMIN) });
      expect(graphql.status).toBe(500);
      expect(graphql.body.errors).toEqual([
        expect.objectContaining({
          message: 'Internal server error',
          extensions: { code: 'INTERNAL_SERVER_ERROR' },
        }),
      ]);
      const restResponse = await rest(broken.app, 'GET', '/api/core-service/companies/x', {
        token: token(ADMIN),
      });
      expect(restResponse.status).toBe(500);
      expect(restResponse.json.error).toEqual({
        code: 'INTERNAL_SERVER_ERROR',
        message: 'Internal server error',
      });
      expect((await gql(broken.app, '{ ping }')).body.data).toEqual({ ping: 'pong' });
    } finally {
      console.error = quiet;
      await broken.auth.close();
    }
  });
});

describe('malformed requests', () => {
  it.each([
    ['a syntax error', '{ me { id ', undefined],
    ['an unknown field', '{ me { shoeSize } }', undefined],
    ['a variable of the wrong type', 'query ($id: ID!) { teamDetails(id: $id) { id } }', { id: { a: 1 } }],
    ['a missing variable', 'query ($id: ID!) { teamDetails(id: $id) { id } }', {}],
  ])('answers 400 for %s', async (_name, query, variables) => {
    const { status, body } = await gql(t.app, query, { token: token(ADMIN), variables });
    expect(status).toBe(400);
    expect(body.errors?.length).toBeGreaterThan(0);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await t.app.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{nope',
    });
    expect(response.status).toBe(400);
  });
});

describe('schema coverage', () => {
  it('has a resolver for every Query and Mutation field', () => {
    const schema = buildSchema(typeDefs);
    const queryFields = Object.keys(schema.getQueryType()?.getFields() ?? {});
    const mutationFields = Object.keys(schema.getMutationType()?.getFields() ?? {});
    expect(queryFields.filter((name) => !(name in (resolvers.Query ?? {})))).toEqual([]);
    expect(mutationFields.filter((name) => !(name in (resolvers.Mutation ?? {})))).toEqual([]);
  });

  it('answers the brand, teams and roles of the caller', async () => {
    const { body } = await gql<{
      brandDetails: { name: string; primaryColor: string; features: Record<string, boolean> };
      teams: { name: string; usersCount: number; channelsCount: number; userTeamAvailability: unknown[] }[];
      usersRoles: { type: string }[];
    }>(
      t.app,
      `{ brandDetails { name primaryColor features { appointments gpt office365 analytics } }
         teams { name usersCount channelsCount userTeamAvailability { day from to } }
         usersRoles { type } }`,
      { token: token(ADMIN) },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.brandDetails).toEqual({
      name: 'Parley Demo',
      primaryColor: '#40929F',
      features: { appointments: true, gpt: true, office365: true, analytics: true },
    });
    expect(body.data?.teams.map((team) => [team.name, team.usersCount, team.channelsCount])).toEqual([
      ['Sales', 2, 1],
      ['Service', 1, 2],
    ]);
    expect(body.data?.teams[0]?.userTeamAvailability).toHaveLength(5);
    expect(body.data?.usersRoles.map((r) => r.type)).toEqual(['COMPANY_USER', 'COMPANY_ADMIN']);
  });
});
