import type {
  RestContact,
  RestLabel,
  RestOpportunityPage,
  RestSearchPage,
  RestSectionCounters,
} from '@parley/api/rest';
import {
  companyIdsQuerySchema,
  customerFilterSchema,
  labelAddInputSchema,
  labelRemoveInputSchema,
  opportunityPageQuerySchema,
  searchQuerySchema,
} from '@parley/domain';
import type { Hono } from 'hono';
import type { DbDeps } from '../deps.ts';
import { parseInput } from '../errors.ts';
import { presentContacts, presentOpportunities } from '../inbox/present.ts';
import { searchConversations } from '../inbox/search.ts';
import * as inbox from '../inbox/service.ts';
import type { Notifier } from '../realtime/socket.ts';
import { readJsonBody } from './respond.ts';
import type { Env } from './routes.ts';

/*
 * The inbox's REST routes: parse the query or body with the domain's schemas, call the inbox service
 * (src/inbox/service.ts, where the rules are documented), present. Errors are thrown as AppError and
 * rendered by the routes' onError (respond.ts).
 */
export function registerInboxRoutes(api: Hono<Env>, deps: DbDeps & { notifier: Notifier }) {
  const { db } = deps;

  api.get('/core-service/opportunity/section-counters', async (c) => {
    const counters = await inbox.sectionCounters(deps, c.get('viewer'));
    c.header('Cache-Control', 'no-store');
    return c.json(counters satisfies RestSectionCounters);
  });

  api.get('/core-service/opportunity/paginated', async (c) => {
    const query = parseInput(opportunityPageQuerySchema, c.req.query(), 'Invalid query');
    const page = await inbox.listOpportunities(deps, c.get('viewer'), query);
    c.header('Cache-Control', 'no-store');
    return c.json({
      items: await presentOpportunities(db, page.rows),
      total: page.total,
      skip: page.skip,
      take: page.take,
    } satisfies RestOpportunityPage);
  });

  api.get('/core-service/opportunity/search', async (c) => {
    const query = parseInput(searchQuerySchema, c.req.query(), 'Invalid query');
    const { hits, total, capped, more } = await searchConversations(db, c.get('viewer'), query);
    const presented = await presentOpportunities(
      db,
      hits.map((hit) => hit.row),
    );
    c.header('Cache-Control', 'no-store');
    return c.json({
      items: hits.map((hit, i) => ({
        opportunity: presented[i] as (typeof presented)[number],
        match: hit.match,
      })),
      total,
      capped,
      more,
      skip: query.skip,
      take: query.take,
    } satisfies RestSearchPage);
  });

  api.get('/core-service/label/company', async (c) => {
    const { companyIds } = parseInput(companyIdsQuerySchema, c.req.query(), 'Invalid query');
    return c.json((await inbox.listCompanyLabels(deps, c.get('viewer'), companyIds)) satisfies RestLabel[]);
  });

  api.post('/core-service/label', async (c) => {
    const input = parseInput(labelAddInputSchema, await readJsonBody(c.req));
    return c.json((await inbox.addLabel(deps, c.get('viewer'), input)) satisfies RestLabel, 201);
  });

  api.post('/core-service/label/delete', async (c) => {
    const input = parseInput(labelRemoveInputSchema, await readJsonBody(c.req));
    await inbox.removeLabel(deps, c.get('viewer'), input);
    return c.json({ ok: true });
  });

  api.post('/core-service/customers/filter', async (c) => {
    const filter = parseInput(customerFilterSchema, await readJsonBody(c.req));
    const rows = await inbox.filterCustomers(deps, c.get('viewer'), filter);
    return c.json((await presentContacts(db, rows)) satisfies RestContact[]);
  });
}
