import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, gql, type TestApp, token } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BRAND_FIELDS = '{ appName primaryColor brandColor internalColor logos { main small } }';

describe('brand fields on screen', () => {
  it('stores and returns every brand field of the second demo brand', async () => {
    const { body } = await gql<{ brandDetails: Record<string, unknown> }>(
      t.app,
      `{ brandDetails ${BRAND_FIELDS} }`,
      { token: token('nora@parley.test') },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.brandDetails).toMatchObject({
      appName: 'Nordlicht Connect',
      primaryColor: '#0B6E7F',
      brandColor: '#1B2A4A',
      internalColor: '#7C3AED',
      logos: {
        main: expect.stringMatching(/^data:image\/svg\+xml,/),
        small: expect.stringMatching(/^data:image\/svg\+xml,/),
      },
    });
  });

  it('returns the same brand through me.company.brand, which the web app reads before first paint', async () => {
    const { body } = await gql<{ me: { company: { brand: Record<string, unknown> } } }>(
      t.app,
      `{ me { company { brand ${BRAND_FIELDS} } } }`,
      { token: token('nora@parley.test') },
    );
    expect(body.data?.me.company.brand).toMatchObject({ brandColor: '#1B2A4A', internalColor: '#7C3AED' });
  });

  it('leaves the first demo brand without a brand colour (neutral sidebar)', async () => {
    const { body } = await gql<{ brandDetails: Record<string, unknown> }>(
      t.app,
      `{ brandDetails ${BRAND_FIELDS} }`,
      { token: token('admin@parley.test') },
    );
    expect(body.data?.brandDetails).toMatchObject({
      appName: 'Parley',
      primaryColor: '#40929F',
      brandColor: null,
    });
  });
});
