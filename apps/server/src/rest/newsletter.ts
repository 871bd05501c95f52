import type {
  RestNewsletterInProgress,
  RestNewsletterSchedule,
  RestNewsletterStats,
  RestOdTemplateList,
} from '@parley/api/rest';
import {
  idSchema,
  newsletterPreviewInputSchema,
  newsletterStatsQuerySchema,
  odTemplateQuerySchema,
} from '@parley/domain';
import type { Hono, MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import { assertAdmin } from '../auth/access.ts';
import { parseInput } from '../errors.ts';
import { presentStats, presentTemplate } from '../newsletter/present.ts';
import * as service from '../newsletter/service.ts';
import { readJsonBody } from './respond.ts';
import type { Env } from './routes.ts';

/*
 * Newsletters over REST (spec 7): templates, the dispatch schedule, the in-progress list and the
 * statistics. Company admins only (the service refuses everyone else with 403); rules in
 * src/newsletter/service.ts.
 */

const BASE = '/core-service';

export function registerNewsletterRoutes(api: Hono<Env>, deps: service.NewsletterDeps) {
  const { db } = deps;
  // Refused before the input is read, so a company user learns nothing from its errors.
  const adminsOnly: MiddlewareHandler<Env> = async (c, next) => {
    assertAdmin(c.get('viewer'));
    await next();
  };
  api.use(`${BASE}/od-template`, adminsOnly);
  api.use(`${BASE}/newsletter/*`, adminsOnly);

  api.get(`${BASE}/od-template`, async (c) => {
    const query = parseInput(odTemplateQuerySchema, c.req.query(), 'Invalid query');
    const rows = await service.listTemplates(deps, c.get('viewer'), {
      brandId: query.brandId,
      companyId: query.companyId,
      channelIds: query.channelIds ?? [],
    });
    c.header('Cache-Control', 'no-store');
    return c.json(rows.map(presentTemplate) satisfies RestOdTemplateList);
  });

  api.post(`${BASE}/newsletter/preview-schedule`, async (c) => {
    const input = parseInput(newsletterPreviewInputSchema, await readJsonBody(c.req));
    const schedule = await service.previewSchedule(deps, c.get('viewer'), input);
    return c.json(schedule satisfies RestNewsletterSchedule);
  });

  api.get(`${BASE}/newsletter/contact-types`, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await service.audienceContactTypes(deps, c.get('viewer')));
  });

  api.get(`${BASE}/newsletter/in-progress`, async (c) => {
    const rows = await service.listInProgress(deps, c.get('viewer'));
    c.header('Cache-Control', 'no-store');
    return c.json(rows satisfies RestNewsletterInProgress[]);
  });

  api.get(`${BASE}/newsletter/stats`, async (c) => {
    const { year } = parseInput(newsletterStatsQuerySchema, c.req.query(), 'Invalid query');
    const rows = await service.newsletterStats(deps, c.get('viewer'), { year });
    c.header('Cache-Control', 'no-store');
    return c.json((await presentStats(db, rows)) satisfies RestNewsletterStats);
  });

  api.get(`${BASE}/newsletter/stats/:id`, async (c) => {
    const { id } = parseInput(v.object({ id: idSchema }), c.req.param(), 'Invalid path');
    const rows = await service.newsletterStats(deps, c.get('viewer'), { id });
    c.header('Cache-Control', 'no-store');
    const [stat] = await presentStats(db, rows);
    return c.json(stat);
  });
}
