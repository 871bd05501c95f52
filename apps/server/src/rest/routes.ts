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
import { presentBrand, presentChannel, presentCompany } from '../graphql/models.ts';
import type { Notifier } from '../realtime/socket.ts';
import { registerAttachmentDownload, registerAttachmentUpload } from './attachments.ts';
import { registerInboxRoutes } from './inbox.ts';
import { fail, restError } from './respond.ts';

export { restError } from './respond.ts';

export type Env = { Variables: { viewer: Viewer } };

const nullableUrl = v.nullable(v.pipe(v.string('must be a string'), v.maxLength(500_000, 'is too long')));

const companyUpdateSchema = v.object({
  id: v.string('id must be a string'),
  name: v.pipe(
    v.string('name must be a string'),
    v.trim(),
    v.nonEmpty(messageKeys.required),
    v.maxLength(200, 'name is too long'),
  ),
  logo: v.optional(nullableUrl),
  small_logo: v.optional(nullableUrl),
  reuseClosedOpportunities: v.optional(v.boolean('reuseClosedOpportunities must be a boolean')),
}) satisfies v.GenericSchema<unknown, RestCompanyUpdate>;

export function createRestRoutes(deps: { db: Db; auth: AuthService; notifier: Notifier }) {
  const api = new Hono<Env>();

  // Public on purpose, and before the auth middleware: attachment downloads are authorized by the
  // unguessable key in their URL (see attachments.ts), so <img src> and <audio src> work without a
  // header and no token ever travels in a URL.
  registerAttachmentDownload(api, deps);

  api.use('*', async (c, next) => {
    const viewer = await viewerFromToken(bearerToken(c.req.header('authorization')), deps);
    if (!viewer) {
      const { body, status } = restError('UNAUTHENTICATED', 'Authentication required');
      return c.json(body, status);
    }
    c.set('viewer', viewer);
    await next();
  });

  api.get('/core-service/brands/:brandId', async (c) => {
    const viewer = c.get('viewer');
    const company = await findCompany(deps.db, viewer.companyId);
    if (!company || company.brandId !== c.req.param('brandId')) return fail('FORBIDDEN', 'Not your brand');
    const found = await findBrandWithPreferences(deps.db, company.brandId);
    if (!found) return fail('NOT_FOUND', 'Brand not found');
    c.header('Cache-Control', 'private, max-age=600');
    return c.json(presentBrand(found.brand, found.preferences) satisfies RestBrand);
  });

  api.get('/core-service/companies/:id', async (c) => {
    const viewer = c.get('viewer');
    if (c.req.param('id') !== viewer.companyId) return fail('FORBIDDEN', 'Not your company');
    const company = await findCompany(deps.db, viewer.companyId);
    if (!company) return fail('NOT_FOUND', 'Company not found');
    return c.json(presentCompany(company) satisfies RestCompany);
  });

  api.on(['PATCH', 'PUT'], '/core-service/companies/:id', async (c) => {
    const viewer = c.get('viewer');
    if (c.req.param('id') !== viewer.companyId) return fail('FORBIDDEN', 'Not your company');
    if (!viewer.isAdmin) return fail('FORBIDDEN', 'Company admins only');
    let json: unknown;
    try {
      json = await c.req.json();
    } catch {
      return fail('BAD_REQUEST', 'Body must be valid JSON');
    }
    if (typeof json !== 'object' || json === null || Array.isArray(json)) {
      return fail('BAD_REQUEST', 'Body must be a JSON object with id and name');
    }
    const parsed = v.safeParse(companyUpdateSchema, json, { abortPipeEarly: true });
    if (!parsed.success) {
      const issue = parsed.issues[0];
      const field = v.getDotPath(issue) ?? undefined;
      if (!field) return fail('BAD_REQUEST', 'Body must be a JSON object with id and name');
      const isKey = issue.message.startsWith('FORM_ERRORS.');
      return fail('BAD_USER_INPUT', isKey ? `${field} must not be blank` : issue.message, {
        field,
        ...(isKey ? { messageKey: issue.message } : {}),
      });
    }
    const body = parsed.output;
    if (body.id !== viewer.companyId) {
      return fail('BAD_USER_INPUT', 'id must match the company in the path', { field: 'id' });
    }
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
    if (!updated) return fail('NOT_FOUND', 'Company not found');
    return c.json(presentCompany(updated) satisfies RestCompany);
  });

  api.get('/core-service/companies/:id/channels', async (c) => {
    const viewer = c.get('viewer');
    if (c.req.param('id') !== viewer.companyId) return fail('FORBIDDEN', 'Not your company');
    const rows = await listCompanyChannels(deps.db, viewer.companyId);
    return c.json(rows.map(presentChannel) satisfies RestChannel[]);
  });

  registerInboxRoutes(api, deps);
  registerAttachmentUpload(api, deps);

  api.all('*', () => fail('NOT_FOUND', 'No such API route'));

  return api;
}
