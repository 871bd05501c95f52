import type { RestContact, RestContactDetail } from '@parley/api/rest';
import { contactTagsInputSchema, idSchema } from '@parley/domain';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { presentContact, presentContactDetail } from '../contacts/present.ts';
import * as service from '../contacts/service.ts';
import type { DbDeps } from '../deps.ts';
import { parseInput } from '../errors.ts';
import { readJsonBody } from './respond.ts';
import type { Env } from './routes.ts';

/*
 * One contact and its tags (src/contacts/service.ts documents the rules). The list (POST
 * customers/filter), labels and consent are the inbox's routes (rest/inbox.ts, GraphQL setConsent).
 */

const pathSchema = v.object({ id: idSchema });

export function registerContactRoutes(api: Hono<Env>, deps: DbDeps) {
  api.get('/core-service/customers/:id', async (c) => {
    const { id } = parseInput(pathSchema, c.req.param(), 'Invalid path');
    const detail = await service.getContact(deps, c.get('viewer'), id);
    c.header('Cache-Control', 'no-store');
    return c.json((await presentContactDetail(deps.db, detail)) satisfies RestContactDetail);
  });

  api.put('/core-service/customers/:id/tags', async (c) => {
    const { id } = parseInput(pathSchema, c.req.param(), 'Invalid path');
    const input = parseInput(contactTagsInputSchema, await readJsonBody(c.req));
    const row = await service.setContactTags(deps, c.get('viewer'), id, input);
    return c.json((await presentContact(deps.db, row)) satisfies RestContact);
  });
}
