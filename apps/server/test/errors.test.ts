import { messageKeys } from '@parley/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIds } from '../src/db/demo.ts';
import { inboxIds } from '../src/db/seed-inbox.ts';
import { AppError } from '../src/errors.ts';
import { graphQLErrorOf } from '../src/graphql/errors.ts';
import { restErrorResponse } from '../src/rest/respond.ts';
import { ADMIN, createTestApp, gql, rest, type TestApp, token } from './helpers.ts';

/*
 * One error shape: input the schemas refuse is 400 BAD_USER_INPUT naming the field (dot path) and a
 * message key, in REST `{error: {code, message, field, messageKey}}` and in GraphQL
 * `extensions {code, field, messageKey}`; no input, however odd or large, makes the server answer 500.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { required, general } = messageKeys;
const huge = 'x'.repeat(200_000);
const opportunityId = inboxIds.opportunity(1);

describe('REST', () => {
  const post = (path: string, body: unknown) =>
    rest(t.app, 'POST', `/api/core-service/${path}`, { token: token(ADMIN), body });

  it.each([
    { path: 'label', body: { key: 'k'.repeat(65), opportunityId }, field: 'key', messageKey: general },
    { path: 'label', body: { key: '   ', opportunityId }, field: 'key', messageKey: required },
    { path: 'label', body: { key: 'VIP' }, field: 'opportunityId', messageKey: required },
    { path: 'label', body: { key: 'VIP', customerId: huge }, field: 'customerId', messageKey: general },
    { path: 'label/delete', body: { id: 7, opportunityId }, field: 'id', messageKey: required },
    { path: 'customers/filter', body: { contactUserIds: 'x' }, field: 'contactUserIds', messageKey: general },
    { path: 'customers/filter', body: { teams: [1] }, field: 'teams.0', messageKey: required },
    {
      path: 'customers/filter',
      body: { selectedLabels: Array.from({ length: 501 }, (_, i) => `l${i}`) },
      field: 'selectedLabels',
      messageKey: general,
    },
  ])('POST $path is 400 naming the field $field', async ({ path, body, field, messageKey }) => {
    const res = await post(path, body);
    expect(res.status).toBe(400);
    expect(res.json.error).toEqual({
      code: 'BAD_USER_INPUT',
      message: expect.any(String),
      field,
      messageKey,
    });
  });

  it.each([
    { name: 'take=abc', query: 'take=abc', field: 'take', messageKey: general },
    { name: 'take=1e2', query: 'take=1e2&section=mine', field: 'take', messageKey: general },
    { name: 'a huge skip', query: 'section=mine&skip=99999999999', field: 'skip', messageKey: general },
    { name: 'nothing', query: '', field: 'section', messageKey: required },
    { name: '200 kB of ids', query: `ids=${huge}`, field: 'ids', messageKey: general },
  ])('GET paginated with $name is 400 naming the field', async ({ query, field, messageKey }) => {
    const res = await rest(t.app, 'GET', `/api/core-service/opportunity/paginated?${query}`, {
      token: token(ADMIN),
    });
    expect(res.status).toBe(400);
    expect(res.json.error).toMatchObject({ code: 'BAD_USER_INPUT', field, messageKey });
  });

  it('answers a body that is not a JSON object with BAD_REQUEST', async () => {
    for (const rawBody of ['{"key":', '[]', '"text"', 'null']) {
      const res = await rest(t.app, 'POST', '/api/core-service/label', { token: token(ADMIN), rawBody });
      expect(res.status, rawBody).toBe(400);
      expect(res.json.error?.code).toBe('BAD_REQUEST');
    }
  });

  it('never answers 500 for odd input', async () => {
    const odd: unknown[] = [
      {},
      { key: null, opportunityId: null },
      { key: ['VIP'], customerId: { id: 1 } },
      { key: huge, opportunityId: huge },
      { id: huge, customerId: huge },
      { contactUserIds: [huge], teams: [null], selectedLabels: {}, userId: 5, companyId: [] },
      { sectionType: 'team', userId: huge },
    ];
    for (const path of ['label', 'label/delete', 'customers/filter'])
      for (const body of odd) {
        const res = await post(path, body);
        expect(res.status, `${path} ${JSON.stringify(body).slice(0, 80)}`).toBeLessThan(500);
        expect(res.json, path).toBeDefined();
      }
    for (const query of [`userId=${huge}&section=mine`, `companyIds=${huge}`, 'section=mine&take=-0']) {
      for (const path of ['opportunity/paginated', 'label/company']) {
        const res = await rest(t.app, 'GET', `/api/core-service/${path}?${query}`, { token: token(ADMIN) });
        expect(res.status, `${path}?${query.slice(0, 40)}`).toBeLessThan(500);
      }
    }
  });

  it('renders the errors of the company PATCH route the same way', async () => {
    const res = await rest(t.app, 'PATCH', `/api/core-service/companies/${demoIds.companyDemo}`, {
      token: token(ADMIN),
      body: { id: demoIds.companyDemo, name: '  ' },
    });
    expect(res.status).toBe(400);
    expect(res.json.error).toMatchObject({ code: 'BAD_USER_INPUT', field: 'name', messageKey: required });
  });
});

describe('GraphQL', () => {
  it.each([
    [
      'a body over 4096 characters',
      'mutation ($o: ID!, $b: String) { sendMessage(opportunityId: $o, clientId: "e1", body: $b) { id } }',
      { o: opportunityId, b: 'a'.repeat(4097) },
      'body',
      general,
    ],
    [
      'a blank body',
      'mutation ($o: ID!) { sendMessage(opportunityId: $o, clientId: "e2", body: "  ") { id } }',
      { o: opportunityId },
      'body',
      required,
    ],
    [
      'take 0',
      'query ($o: ID!) { conversations(opportunityId: $o, take: 0) { hasOlder } }',
      { o: opportunityId },
      'take',
      general,
    ],
    [
      'no contacts',
      'mutation { setConsent(contactIds: [], type: DIGITAL) { id } }',
      {},
      'contactIds',
      required,
    ],
    [
      'a blank user to share with',
      'mutation ($o: ID!) { updateConversation(id: $o, input: { sharedToUserId: " " }) { id } }',
      { o: opportunityId },
      'input.sharedToUserId',
      required,
    ],
    ['an id of 200 kB', 'query ($o: ID!) { opportunity(id: $o) { id } }', { o: huge }, 'id', general],
  ])('answers %s with 400 naming the field and the message key', async (_n, query, variables, field, key) => {
    const res = await gql(t.app, query, { token: token(ADMIN), variables });
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', field, messageKey: key });
  });

  it('keeps the status of a conflict: ALREADY_CLAIMED is 409 with field and key', async () => {
    const res = await gql(t.app, 'mutation ($id: ID!) { claimOpportunity(id: $id) { id } }', {
      token: token(ADMIN),
      variables: { id: inboxIds.opportunity(0) },
    });
    expect(res.status).toBe(409);
    expect(res.body.errors?.[0]?.extensions).toEqual({
      code: 'ALREADY_CLAIMED',
      field: 'id',
      messageKey: general,
    });
  });

  it('presents the errors of the other resolvers the same way (NOT_FOUND without field)', async () => {
    const res = await gql(t.app, 'query ($id: ID!) { teamDetails(id: $id) { id } }', {
      token: token(ADMIN),
      variables: { id: demoIds.teamOther },
    });
    expect(res.status).toBe(404);
    expect(res.body.errors?.[0]?.extensions).toEqual({ code: 'NOT_FOUND' });
  });
});

describe('the adapters', () => {
  const limited = new AppError('TOO_MANY_REQUESTS', 'Slow down', {
    field: 'email',
    messageKey: 'FIREBASE_ERRORS.TOO_MANY_REQUESTS',
    headers: { 'Retry-After': '30' },
  });

  it('give GraphQL the code, field, key, status and headers', () => {
    expect(graphQLErrorOf(limited).extensions).toEqual({
      code: 'TOO_MANY_REQUESTS',
      field: 'email',
      messageKey: 'FIREBASE_ERRORS.TOO_MANY_REQUESTS',
      http: { status: 429, headers: { 'Retry-After': '30' } },
    });
  });

  it('give REST a RestErrorBody with the status and headers; a code REST lacks keeps its status', async () => {
    const response = restErrorResponse(limited);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(await response.json()).toEqual({
      error: {
        code: 'BAD_REQUEST',
        message: 'Slow down',
        field: 'email',
        messageKey: 'FIREBASE_ERRORS.TOO_MANY_REQUESTS',
      },
    });
  });
});
