import type { RestBrandBot, RestBrandBotDetail, RestCompanyBot } from '@parley/api/rest';
import { idSchema } from '@parley/domain';
import type { Hono, MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import { assertAdmin } from '../auth/access.ts';
import * as service from '../automation/service.ts';
import type { DbDeps } from '../deps.ts';
import { parseInput } from '../errors.ts';
import type { Env } from './routes.ts';

/*
 * The company's and the brand's bots over REST (spec 7: new-bots), company admins only (refused before
 * the input is read); rules in src/automation/service.ts.
 */

const BASE = '/core-service/new-bots';

export function registerAutomationRoutes(api: Hono<Env>, deps: DbDeps) {
  const adminsOnly: MiddlewareHandler<Env> = async (c, next) => {
    assertAdmin(c.get('viewer'));
    await next();
  };
  api.use(`${BASE}/*`, adminsOnly);
  const pathId = (name: string, value: string | undefined) =>
    parseInput(v.object({ [name]: idSchema }), { [name]: value }, 'Invalid path')[name] as string;

  api.get(`${BASE}/list/companies/:companyId`, async (c) => {
    c.header('Cache-Control', 'no-store');
    const companyId = pathId('companyId', c.req.param('companyId'));
    return c.json(
      (await service.listCompanyBots(deps, c.get('viewer'), companyId)) satisfies RestCompanyBot[],
    );
  });

  api.get(`${BASE}/list/brands/:brandId`, async (c) => {
    c.header('Cache-Control', 'no-store');
    const brandId = pathId('brandId', c.req.param('brandId'));
    return c.json((await service.listBrandBots(deps, c.get('viewer'), brandId)) satisfies RestBrandBot[]);
  });

  api.get(`${BASE}/brands/:botId`, async (c) => {
    c.header('Cache-Control', 'no-store');
    const botId = pathId('botId', c.req.param('botId'));
    return c.json((await service.brandBotDetail(deps, c.get('viewer'), botId)) satisfies RestBrandBotDetail);
  });
}
