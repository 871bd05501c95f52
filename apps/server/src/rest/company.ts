import type { RestBrand, RestChannel, RestCompany, RestCompanyUpdate } from '@parley/api/rest';
import { companyFormSchema, messageKeys } from '@parley/domain';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { assertAdmin, isAdmin } from '../auth/access.ts';
import { presentChannel } from '../channels/present.ts';
import { listChannels } from '../channels/service.ts';
import { presentBrand, presentCompany } from '../company/present.ts';
import { assertOwnCompany, getCompany, getViewerBrand, updateCompany } from '../company/service.ts';
import type { DbDeps } from '../deps.ts';
import { parseInput } from '../errors.ts';
import { readJsonBody } from './respond.ts';
import type { Env } from './routes.ts';

/* The company account, its brand and its channels (src/company/service.ts documents the rules). */

const { general, required } = messageKeys;
const { name, logo, small_logo, reuseClosedOpportunities } = companyFormSchema.entries;

/** PATCH/PUT body (spec 7: id, name, logo, small_logo, reuseClosedOpportunities); omitted fields stay. */
const companyUpdateSchema = v.object({
  id: v.pipe(v.string(required), v.maxLength(128, general)),
  name,
  logo: v.optional(logo),
  small_logo: v.optional(small_logo),
  reuseClosedOpportunities: v.optional(reuseClosedOpportunities),
}) satisfies v.GenericSchema<unknown, RestCompanyUpdate>;

export function registerCompanyRoutes(api: Hono<Env>, deps: DbDeps) {
  api.get('/core-service/brands/:brandId', async (c) => {
    const { brand, preferences } = await getViewerBrand(deps, c.get('viewer'), c.req.param('brandId'));
    c.header('Cache-Control', 'private, max-age=600');
    return c.json(presentBrand(brand, preferences) satisfies RestBrand);
  });

  api.get('/core-service/companies/:id', async (c) =>
    c.json(presentCompany(await getCompany(deps, c.get('viewer'), c.req.param('id'))) satisfies RestCompany),
  );

  api.on(['PATCH', 'PUT'], '/core-service/companies/:id', async (c) => {
    const viewer = c.get('viewer');
    // Another company, or a company user, is refused before the body is read.
    assertOwnCompany(viewer, c.req.param('id'));
    assertAdmin(viewer);
    const body = parseInput(companyUpdateSchema, await readJsonBody(c.req));
    const row = await updateCompany(deps, viewer, c.req.param('id'), body);
    return c.json(presentCompany(row) satisfies RestCompany);
  });

  // Readable by everyone of the company (teams assign channels, QR codes name them); no secrets in it,
  // and the configuration (mail servers, user names) for admins only.
  api.get('/core-service/companies/:id/channels', async (c) => {
    const viewer = c.get('viewer');
    assertOwnCompany(viewer, c.req.param('id'));
    const withConfig = isAdmin(viewer);
    return c.json(
      (await listChannels(deps, viewer)).map((row) =>
        presentChannel(row, { withConfig }),
      ) satisfies RestChannel[],
    );
  });
}
