import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIds } from '../src/db/demo.ts';
import { ADMIN, createTestApp, rest, type TestApp, token } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const companyPath = `/api/core-service/companies/${demoIds.companyDemo}`;

describe('REST core-service', () => {
  it('serves the caller’s brand with a private 10 minute cache', async () => {
    const res = await rest(t.app, 'GET', `/api/core-service/brands/${demoIds.brandParley}`, {
      token: token(ADMIN),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, max-age=600');
    expect(res.json).toMatchObject({
      id: demoIds.brandParley,
      appName: 'Parley',
      primaryColor: '#40929F',
      features: { appointments: true, reviews: true, analytics: true, gpt: true, office365: true },
    });
  });

  it('serves the own company and its channels without secrets', async () => {
    const company = await rest(t.app, 'GET', companyPath, { token: token(ADMIN) });
    expect(company.status).toBe(200);
    expect(company.json).toMatchObject({ id: demoIds.companyDemo, name: 'Demo GmbH', status: 'ACTIVE' });

    const channels = await rest(t.app, 'GET', `${companyPath}/channels`, { token: token(ADMIN) });
    expect(channels.status).toBe(200);
    expect(Array.isArray(channels.json)).toBe(true);
    // Three core demo channels, the unregistered WhatsApp number and the Facebook page (seed-channels.ts).
    expect((channels.json as unknown as unknown[]).length).toBe(5);
    expect(channels.text).not.toMatch(/never-returned|password|accessToken/);
  });

  it.each(['PATCH', 'PUT'])('%s updates the company for an admin', async (method) => {
    const res = await rest(t.app, method, companyPath, {
      token: token(ADMIN),
      body: {
        id: demoIds.companyDemo,
        name: `  Demo GmbH ${method} `,
        logo: 'https://cdn.test/l.png',
        reuseClosedOpportunities: true,
      },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      name: `Demo GmbH ${method}`,
      logo: 'https://cdn.test/l.png',
      small_logo: null,
      reuseClosedOpportunities: true,
    });
  });

  it.each([
    ['invalid JSON', { rawBody: '{"id":' }, 'BAD_REQUEST', undefined],
    ['an array', { body: [] }, 'BAD_REQUEST', undefined],
    ['a blank name', { body: { id: demoIds.companyDemo, name: '   ' } }, 'BAD_USER_INPUT', 'name'],
    ['a missing name', { body: { id: demoIds.companyDemo } }, 'BAD_USER_INPUT', 'name'],
    [
      'a wrong type',
      { body: { id: demoIds.companyDemo, name: 'X', reuseClosedOpportunities: 'yes' } },
      'BAD_USER_INPUT',
      'reuseClosedOpportunities',
    ],
    [
      'an id that is not the path id',
      { body: { id: demoIds.companyOther, name: 'X' } },
      'BAD_USER_INPUT',
      'id',
    ],
  ])('answers 400 with a message for %s', async (_name, body, code, field) => {
    const res = await rest(t.app, 'PATCH', companyPath, { token: token(ADMIN), ...body });
    expect(res.status).toBe(400);
    expect(res.json.error?.code).toBe(code);
    expect(res.json.error?.message).toEqual(expect.any(String));
    expect(res.json.error?.message.length).toBeGreaterThan(0);
    expect(res.json.error?.field).toBe(field);
  });

  it('answers unknown API routes with 404 JSON', async () => {
    const res = await rest(t.app, 'GET', '/api/core-service/nothing-here', { token: token(ADMIN) });
    expect(res.status).toBe(404);
    expect(res.json.error?.code).toBe('NOT_FOUND');
  });
});
