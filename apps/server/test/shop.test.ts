import { SHOP_ALREADY_PURCHASED } from '@parley/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIds } from '../src/db/demo.ts';
import { shopIds } from '../src/db/seed-shop.ts';
import { ADMIN, createTestApp, OTHER, rest, type TestApp, token, USER } from './helpers.ts';

/*
 * The shop (issue 32): the brand's bots and links on sale, a bot bought once per company and then in
 * its automation; admins only, each brand and company its own.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Product = {
  _id: string;
  name: string;
  price: number;
  purchased: boolean;
  type: string;
  link: string | null;
};

describe('shop', () => {
  it('lists the brand bots and links on sale, with prices in euro', async () => {
    const bots = await rest(t.app, 'GET', '/api/core-service/shop/products/bots?status=ACTIVE', {
      token: token(ADMIN),
    });
    expect(bots.status).toBe(200);
    const list = bots.json as unknown as Product[];
    expect(list.map((p) => p.name)).toEqual([
      'Lead qualifier',
      'Review request bot',
      'Appointment booking bot',
      'Opt-in consent bot',
    ]);
    expect(list.find((p) => p.name === 'Review request bot')).toMatchObject({
      price: 29,
      type: 'BOT',
      purchased: false,
    });
    const links = await rest(t.app, 'GET', '/api/core-service/shop/products/links', { token: token(ADMIN) });
    expect((links.json as unknown as Product[]).map((p) => [p.name, p.link])).toEqual([
      ['Review guide', 'https://parley.example/resources/review-guide'],
      ['WhatsApp QR code poster', 'https://parley.example/resources/qr-poster'],
    ]);
    // Nordlicht's shop is Nordlicht's.
    const other = await rest(t.app, 'GET', '/api/core-service/shop/products/bots', { token: token(OTHER) });
    expect((other.json as unknown as Product[]).map((p) => p.name)).toEqual(['Nordlicht welcome bot']);
  });

  it('a bought bot appears in the company automation, once', async () => {
    const bought = await rest(t.app, 'POST', '/api/core-service/shop/purchase', {
      token: token(ADMIN),
      body: { productId: shopIds.product(2), companyId: demoIds.companyDemo },
    });
    expect(bought.status).toBe(201);
    expect(bought.json).toMatchObject({ price: 29, bot: { name: 'Review request bot', active: false } });
    const bots = await rest(
      t.app,
      'GET',
      `/api/core-service/new-bots/list/companies/${demoIds.companyDemo}`,
      {
        token: token(ADMIN),
      },
    );
    // Beside the demo's own bots (seed-automation.ts), newest first.
    const companyBots = bots.json as unknown as { name: string; productId: string | null }[];
    expect(companyBots[0]).toEqual(
      expect.objectContaining({ name: 'Review request bot', active: false, productId: shopIds.product(2) }),
    );
    expect(companyBots.filter((bot) => bot.productId === shopIds.product(2))).toHaveLength(1);
    const again = await rest(t.app, 'POST', '/api/core-service/shop/purchase', {
      token: token(ADMIN),
      body: { productId: shopIds.product(2) },
    });
    expect(again.status).toBe(409);
    expect(again.json.error?.messageKey).toBe(SHOP_ALREADY_PURCHASED);
    const listed = await rest(t.app, 'GET', '/api/core-service/shop/products/bots', { token: token(ADMIN) });
    expect((listed.json as unknown as Product[]).find((p) => p._id === shopIds.product(2))?.purchased).toBe(
      true,
    );
  });

  it('refuses links, other brands, other companies and company users', async () => {
    const post = (email: string, body: unknown) =>
      rest(t.app, 'POST', '/api/core-service/shop/purchase', { token: token(email), body });
    expect((await post(ADMIN, { productId: shopIds.product(5) })).status).toBe(404);
    expect((await post(ADMIN, { productId: shopIds.product(11) })).status).toBe(404);
    expect(
      (await post(ADMIN, { productId: shopIds.product(1), companyId: demoIds.companyOther })).status,
    ).toBe(403);
    expect((await post(USER, { productId: shopIds.product(1) })).status).toBe(403);
    expect((await post(ADMIN, {})).status).toBe(400);
    expect(
      (
        await rest(t.app, 'GET', `/api/core-service/new-bots/list/companies/${demoIds.companyOther}`, {
          token: token(ADMIN),
        })
      ).status,
    ).toBe(403);
    expect(
      (await rest(t.app, 'GET', '/api/core-service/shop/products/bots', { token: token(USER) })).status,
    ).toBe(403);
  });
});
