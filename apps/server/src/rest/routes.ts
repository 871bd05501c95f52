import type { RestBrand, RestChannel, RestCompany, RestCompanyUpdate } from '@parley/api/rest';
import { messageKeys } from '@parley/domain';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AuthService } from '../auth/firebase.ts';
import { bearerToken, type Viewer, viewerFromToken } from '../auth/viewer.ts';
import type { Db } from '../db/client.ts';
import { findBrandWithPreferences, findCompany, listCompanyChannels } from '../db/queries.ts';
import { companies } from '../db/schema.ts';
import { AppError, badUserInput, forbidden, notFound, parseInput, unauthenticated } from '../errors.ts';
import { presentBrand, presentChannel, presentCompany } from '../present.ts';
import type { Notifier } from '../realtime/socket.ts';
import { registerAttachmentDownload, registerAttachmentUpload } from './attachments.ts';
import { registerImportExportRoutes } from './importExport.ts';
import { registerInboxRoutes } from './inbox.ts';
import { readJsonBody, renderAppError } from './respond.ts';
import { registerTaskRoutes } from './tasks.ts';

export { restError } from './respond.ts';

export type Env = { Variables: { viewer: Viewer } };

const { required, general } = messageKeys;
const nullableUrl = v.nullable(v.pipe(v.string(general), v.maxLength(500_000, general)));

const companyUpdateSchema = v.object({
  id: v.pipe(v.string(required), v.maxLength(128, general)),
  name: v.pipe(
    v.string(required),
    v.maxLength(800, general),
    v.trim(),
    v.nonEmpty(required),
    v.maxLength(200, general),
  ),
  logo: v.optional(nullableUrl),
  small_logo: v.optional(nullableUrl),
  reuseClosedOpportunities: v.optional(v.boolean(general)),
}) satisfies v.GenericSchema<unknown, RestCompanyUpdate>;

export function createRestRoutes(deps: { db: Db; auth: AuthService; notifier: Notifier }) {
  const api = new Hono<Env>();
  api.onError(renderAppError);

  // Public on purpose, and before the auth middleware: attachment downloads are authorized by the
  // unguessable key in their URL (see attachments.ts), so <img src> and <audio src> work without a
  // header and no token ever travels in a URL.
  registerAttachmentDownload(api, deps);

  api.use('*', async (c, next) => {
    const viewer = await viewerFromToken(bearerToken(c.req.header('authorization')), deps);
    if (!viewer) throw unauthenticated();
    c.set('viewer', viewer);
    await next();
  });

  api.get('/core-service/brands/:brandId', async (c) => {
    const viewer = c.get('viewer');
    const company = await findCompany(deps.db, viewer.companyId);
    if (!company || company.brandId !== c.req.param('brandId')) throw forbidden('Not your brand');
    const found = await findBrandWithPreferences(deps.db, company.brandId);
    if (!found) throw notFound('Brand');
    c.header('Cache-Control', 'private, max-age=600');
    return c.json(presentBrand(found.brand, found.preferences) satisfies RestBrand);
  });

  api.get('/core-service/companies/:id', async (c) => {
    const viewer = c.get('viewer');
    if (c.req.param('id') !== viewer.companyId) throw forbidden('Not your company');
    const company = await findCompany(deps.db, viewer.companyId);
    if (!company) throw notFound('Company');
    return c.json(presentCompany(company) satisfies RestCompany);
  });

  api.on(['PATCH', 'PUT'], '/core-service/companies/:id', async (c) => {
    const viewer = c.get('viewer');
    if (c.req.param('id') !== viewer.companyId) throw forbidden('Not your company');
    if (!viewer.isAdmin) throw forbidden('Company admins only');
    const body = parseInput(companyUpdateSchema, await readJsonBody(c.req));
    if (body.id !== viewer.companyId)
      throw badUserInput('id', general, 'id must match the company in the path');
    const [updated] = await deps.db
      .update(companies)
      .set({
        name: body.name,
        ...(body.logo !== undefined ? { logo: body.logo } : {}),
        ...(body.small_logo !== undefined ? { smallLogo: body.small_logo } : {}),
        ...(body.reuseClosedOpportunities !== undefined
          ? { reuseClosedOpportunities: body.reuseClosedOpportunities }
          : {}),
        updatedAt: new Date(),
      })
      .where(eq(companies.id, viewer.companyId))
      .returning();
    if (!updated) throw notFound('Company');
    return c.json(presentCompany(updated) satisfies RestCompany);
  });

  api.get('/core-service/companies/:id/channels', async (c) => {
    const viewer = c.get('viewer');
    if (c.req.param('id') !== viewer.companyId) throw forbidden('Not your company');
    const rows = await listCompanyChannels(deps.db, viewer.companyId);
    return c.json(rows.map(presentChannel) satisfies RestChannel[]);
  });

  registerInboxRoutes(api, deps);
  registerImportExportRoutes(api, deps);
  registerAttachmentUpload(api, deps);
  registerTaskRoutes(api, deps);

  api.all('*', () => {
    throw new AppError('NOT_FOUND', 'No such API route');
  });

  return api;
}
