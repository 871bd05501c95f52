import type { RestShopProducts, RestShopPurchase } from '@parley/api/rest';
import { shopProductsQuerySchema, shopPurchaseInputSchema } from '@parley/domain';
import type { Hono, MiddlewareHandler } from 'hono';
import { assertAdmin } from '../auth/access.ts';
import type { DbDeps } from '../deps.ts';
import { parseInput } from '../errors.ts';
import * as service from '../shop/service.ts';
import { readJsonBody } from './respond.ts';
import type { Env } from './routes.ts';

/*
 * The shop over REST (spec 7), company admins only (refused before the input is
 * read); rules in src/shop/service.ts.
 */

const BASE = '/core-service';

export function registerShopRoutes(api: Hono<Env>, deps: DbDeps) {
  const adminsOnly: MiddlewareHandler<Env> = async (c, next) => {
    assertAdmin(c.get('viewer'));
    await next();
  };
  api.use(`${BASE}/shop/*`, adminsOnly);

  for (const [path, type] of [
    ['bots', 'BOT'],
    ['links', 'LINK'],
  ] as const)
    api.get(`${BASE}/shop/products/${path}`, async (c) => {
      const query = parseInput(shopProductsQuerySchema, c.req.query(), 'Invalid query');
      c.header('Cache-Control', 'no-store');
      return c.json(
        (await service.listProducts(deps, c.get('viewer'), type, query)) satisfies RestShopProducts,
      );
    });

  api.post(`${BASE}/shop/purchase`, async (c) => {
    const input = parseInput(shopPurchaseInputSchema, await readJsonBody(c.req));
    return c.json((await service.purchase(deps, c.get('viewer'), input)) satisfies RestShopPurchase, 201);
  });
}
