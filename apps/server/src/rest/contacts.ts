import type { RestContact, RestContactDetail } from '@parley/api/rest';
import {
  contactDuplicatesQuerySchema,
  contactFormSchema,
  contactMergeInputSchema,
  contactSearchQuerySchema,
  contactTagsInputSchema,
  idSchema,
} from '@parley/domain';
import type { Hono } from 'hono';
import * as v from 'valibot';
import * as manage from '../contacts/manage.ts';
import { presentContact, presentContactDetail } from '../contacts/present.ts';
import * as service from '../contacts/service.ts';
import type { DbDeps } from '../deps.ts';
import { parseInput } from '../errors.ts';
import type { Notifier } from '../realtime/socket.ts';
import { readJsonBody } from './respond.ts';
import type { Env } from './routes.ts';

/*
 * One contact and its tags (src/contacts/service.ts documents the rules), and writing contacts
 * (src/contacts/manage.ts): create, edit, delete, merge, and the duplicate check. The list (POST
 * customers/filter), labels and consent are the inbox's routes (rest/inbox.ts, GraphQL setConsent).
 */

const pathSchema = v.object({ id: idSchema });

export function registerContactRoutes(api: Hono<Env>, deps: DbDeps & { notifier?: Notifier | undefined }) {
  // Before customers/:id: paths of their own, not contact ids.
  api.post('/core-service/customers/duplicates', async (c) => {
    const query = parseInput(contactDuplicatesQuerySchema, await readJsonBody(c.req));
    const rows = await manage.findDuplicates(deps, c.get('viewer'), query);
    return c.json(
      (await Promise.all(rows.map((row) => presentContact(deps.db, row)))) satisfies RestContact[],
    );
  });

  api.post('/core-service/customers/search', async (c) => {
    const { q } = parseInput(contactSearchQuerySchema, await readJsonBody(c.req));
    const rows = await manage.searchContacts(deps, c.get('viewer'), q);
    return c.json(
      (await Promise.all(rows.map((row) => presentContact(deps.db, row)))) satisfies RestContact[],
    );
  });

  api.post('/core-service/customers', async (c) => {
    const values = parseInput(contactFormSchema, await readJsonBody(c.req));
    const row = await manage.createContact(deps, c.get('viewer'), values);
    return c.json((await presentContact(deps.db, row)) satisfies RestContact, 201);
  });

  api.put('/core-service/customers/:id', async (c) => {
    const { id } = parseInput(pathSchema, c.req.param(), 'Invalid path');
    const values = parseInput(contactFormSchema, await readJsonBody(c.req));
    const row = await manage.updateContact(deps, c.get('viewer'), id, values);
    return c.json((await presentContact(deps.db, row)) satisfies RestContact);
  });

  api.delete('/core-service/customers/:id', async (c) => {
    const { id } = parseInput(pathSchema, c.req.param(), 'Invalid path');
    await manage.deleteContact(deps, c.get('viewer'), id);
    return c.json({ ok: true });
  });

  api.post('/core-service/customers/:id/merge', async (c) => {
    const { id } = parseInput(pathSchema, c.req.param(), 'Invalid path');
    const { duplicateId } = parseInput(contactMergeInputSchema, await readJsonBody(c.req));
    const row = await manage.mergeContacts(deps, c.get('viewer'), id, duplicateId);
    const detail = await service.getContact(deps, c.get('viewer'), row.id);
    return c.json((await presentContactDetail(deps.db, detail)) satisfies RestContactDetail);
  });

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
