import type { RestContact, RestLabel, RestOpportunityPage, RestSectionCounters } from '@parley/api/rest';
import { and, asc, eq, exists, inArray, type SQL, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import * as v from 'valibot';
import type { Db } from '../db/client.ts';
import { findCompanyUser } from '../db/queries.ts';
import {
  contactLabels,
  contacts,
  labels,
  opportunities,
  opportunityLabels,
  teamUsers,
} from '../db/schema.ts';
import { presentContacts, presentOpportunities } from '../inbox/present.ts';
import {
  countWhere,
  listWhere,
  sectionCounters,
  sections,
  sectionWhere,
  visibleTo,
} from '../inbox/queries.ts';
import type { Notifier } from '../realtime/socket.ts';
import { fail, invalidInput, readJsonObject } from './respond.ts';
import type { Env } from './routes.ts';

const PAGE_SIZE = 30;
const MAX_TAKE = 100;

const intParam = (name: string, min: number, max: number) =>
  v.pipe(
    v.string(),
    v.regex(/^\d+$/, `${name} must be a whole number`),
    v.transform(Number),
    v.minValue(min, `${name} must be at least ${min}`),
    v.maxValue(max, `${name} must be at most ${max}`),
  );

const idList = v.pipe(
  v.string(),
  v.transform((value) => [
    ...new Set(
      value
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ]),
  v.minLength(1, 'ids must name at least one id'),
  v.maxLength(MAX_TAKE, `ids must name at most ${MAX_TAKE} ids`),
);

const paginatedQuery = v.object({
  skip: v.optional(intParam('skip', 0, 1_000_000), '0'),
  take: v.optional(intParam('take', 1, MAX_TAKE), String(PAGE_SIZE)),
  section: v.optional(v.picklist(sections, `section must be one of ${sections.join(', ')}`)),
  userId: v.optional(v.pipe(v.string(), v.nonEmpty('userId must not be empty'))),
  ids: v.optional(idList),
});

const labelKey = v.pipe(
  v.string('key must be a string'),
  v.trim(),
  v.nonEmpty('key must not be blank'),
  v.maxLength(64, 'key must be at most 64 characters'),
);
const targetId = (name: string) =>
  v.pipe(v.string(`${name} must be a string`), v.nonEmpty(`${name} must not be empty`));
const labelTarget = v.union(
  [v.object({ customerId: targetId('customerId') }), v.object({ opportunityId: targetId('opportunityId') })],
  'Give customerId or opportunityId',
);
const labelAddBody = v.intersect([v.object({ key: labelKey }), labelTarget]);
const labelRemoveBody = v.intersect([v.object({ id: targetId('id') }), labelTarget]);

const idArray = (name: string) =>
  v.optional(v.array(v.string(`${name} must hold strings`), `${name} must be an array of ids`));
const customerFilterBody = v.object({
  contactUserIds: idArray('contactUserIds'),
  teams: idArray('teams'),
  selectedLabels: idArray('selectedLabels'),
  userId: v.optional(v.string('userId must be a string')),
  companyId: v.optional(v.string('companyId must be a string')),
  sectionType: v.optional(v.picklist(['own', 'all', 'team'], 'sectionType must be own, all or team')),
});

function queryOf(url: string): Record<string, string> {
  const params = new URL(url).searchParams;
  const out: Record<string, string> = {};
  for (const [key, value] of params) out[key] = value;
  return out;
}

type Target = { kind: 'contact'; id: string } | { kind: 'opportunity'; id: string };
const targetOf = (body: { customerId: string } | { opportunityId: string }): Target =>
  'customerId' in body
    ? { kind: 'contact', id: body.customerId }
    : { kind: 'opportunity', id: body.opportunityId };

/** The target when it belongs to the company, with the opportunities whose rows show its labels. */
async function findTarget(db: Db, companyId: string, target: Target): Promise<string[] | null> {
  if (target.kind === 'opportunity') {
    const [row] = await db
      .select({ id: opportunities.id })
      .from(opportunities)
      .where(and(visibleTo(companyId), eq(opportunities.id, target.id)))
      .limit(1);
    return row ? [row.id] : null;
  }
  const [contact] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.companyId, companyId), eq(contacts.id, target.id)))
    .limit(1);
  if (!contact) return null;
  const rows = await db
    .select({ id: opportunities.id })
    .from(opportunities)
    .where(eq(opportunities.contactId, contact.id));
  return rows.map((row) => row.id);
}

export function registerInboxRoutes(api: Hono<Env>, deps: { db: Db; notifier: Notifier }) {
  const { db } = deps;

  api.get('/core-service/opportunity/section-counters', async (c) => {
    const viewer = c.get('viewer');
    const counters = await sectionCounters(db, viewer.companyId, viewer.user.id);
    c.header('Cache-Control', 'no-store');
    return c.json(counters satisfies RestSectionCounters);
  });

  /*
   * Sections as in src/inbox/queries.ts. `userId` (default: the caller) must be a user of the
   * caller's company (404 otherwise): every company user may look at a colleague's sections (team
   * visibility). With `ids`, the rows of those ids the caller may see are returned, filtered by
   * `section` when one is given — an id missing from `items` is not (or no longer) in that section,
   * and ids of another company are simply absent. `skip`/`take` apply to the ids too.
   */
  api.get('/core-service/opportunity/paginated', async (c) => {
    const viewer = c.get('viewer');
    const parsed = v.safeParse(paginatedQuery, queryOf(c.req.url), { abortPipeEarly: true });
    if (!parsed.success) return invalidInput(parsed.issues, 'Invalid query');
    const { skip, take, section, userId, ids } = parsed.output;
    if (!section && !ids) return fail('BAD_USER_INPUT', 'section or ids is required', { field: 'section' });
    const subject = userId ?? viewer.user.id;
    if (subject !== viewer.user.id && !(await findCompanyUser(db, viewer.companyId, subject)))
      return fail('NOT_FOUND', 'User not found', { field: 'userId' });

    const conditions: SQL[] = [
      section ? sectionWhere(viewer.companyId, section, subject) : visibleTo(viewer.companyId),
    ];
    if (ids) conditions.push(inArray(opportunities.id, ids));
    const where = and(...conditions) as SQL;
    const [total, rows] = await Promise.all([countWhere(db, where), listWhere(db, where, skip, take)]);
    c.header('Cache-Control', 'no-store');
    return c.json({
      items: await presentOpportunities(db, rows),
      total,
      skip,
      take,
    } satisfies RestOpportunityPage);
  });

  // Only the caller's own company: any other id in companyIds is 403 (like the company routes).
  api.get('/core-service/label/company', async (c) => {
    const viewer = c.get('viewer');
    const requested = (c.req.query('companyIds') ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean);
    if (requested.some((id) => id !== viewer.companyId))
      return fail('FORBIDDEN', 'Labels of another company');
    const rows = await db
      .select({ id: labels.id, key: labels.key })
      .from(labels)
      .where(eq(labels.companyId, viewer.companyId))
      .orderBy(asc(labels.key));
    return c.json(rows satisfies RestLabel[]);
  });

  /*
   * Attaches the label with this key (trimmed; created for the company when new, matched exactly
   * otherwise) to the customer or opportunity and answers the label. Attaching twice is a no-op. An
   * id of another company is 404. Rows showing the label get `get-opportunities` {reason: 'updated'}.
   */
  api.post('/core-service/label', async (c) => {
    const viewer = c.get('viewer');
    const json = await readJsonObject(c.req);
    if (json instanceof Response) return json;
    const parsed = v.safeParse(labelAddBody, json, { abortPipeEarly: true });
    if (!parsed.success) return invalidInput(parsed.issues, 'Give key and customerId or opportunityId');
    const target = targetOf(parsed.output);
    const affected = await findTarget(db, viewer.companyId, target);
    if (!affected)
      return fail('NOT_FOUND', `${target.kind === 'contact' ? 'Customer' : 'Opportunity'} not found`);
    const key = parsed.output.key;
    const label = await db.transaction(async (tx) => {
      await tx.insert(labels).values({ companyId: viewer.companyId, key }).onConflictDoNothing();
      const [row] = await tx
        .select({ id: labels.id, key: labels.key })
        .from(labels)
        .where(and(eq(labels.companyId, viewer.companyId), eq(labels.key, key)));
      if (!row) throw new Error('label vanished');
      if (target.kind === 'contact')
        await tx
          .insert(contactLabels)
          .values({ contactId: target.id, labelId: row.id })
          .onConflictDoNothing();
      else
        await tx
          .insert(opportunityLabels)
          .values({ opportunityId: target.id, labelId: row.id })
          .onConflictDoNothing();
      return row;
    });
    if (affected.length)
      deps.notifier.toCompany(viewer.companyId, 'get-opportunities', {
        opportunityIds: affected,
        reason: 'updated',
      });
    return c.json(label satisfies RestLabel, 201);
  });

  /** Detaches label `id`; the label itself stays in the company. Detaching twice is fine. */
  api.post('/core-service/label/delete', async (c) => {
    const viewer = c.get('viewer');
    const json = await readJsonObject(c.req);
    if (json instanceof Response) return json;
    const parsed = v.safeParse(labelRemoveBody, json, { abortPipeEarly: true });
    if (!parsed.success) return invalidInput(parsed.issues, 'Give id and customerId or opportunityId');
    const target = targetOf(parsed.output);
    const affected = await findTarget(db, viewer.companyId, target);
    if (!affected)
      return fail('NOT_FOUND', `${target.kind === 'contact' ? 'Customer' : 'Opportunity'} not found`);
    const [label] = await db
      .select({ id: labels.id })
      .from(labels)
      .where(and(eq(labels.companyId, viewer.companyId), eq(labels.id, parsed.output.id)))
      .limit(1);
    if (!label) return fail('NOT_FOUND', 'Label not found');
    if (target.kind === 'contact')
      await db
        .delete(contactLabels)
        .where(and(eq(contactLabels.contactId, target.id), eq(contactLabels.labelId, label.id)));
    else
      await db
        .delete(opportunityLabels)
        .where(and(eq(opportunityLabels.opportunityId, target.id), eq(opportunityLabels.labelId, label.id)));
    if (affected.length)
      deps.notifier.toCompany(viewer.companyId, 'get-opportunities', {
        opportunityIds: affected,
        reason: 'updated',
      });
    return c.json({ ok: true });
  });

  /*
   * Customers of the caller's company (companyId of another company is 403). All filters combine
   * with AND; an empty list is no filter (nothing selected): contactUserIds = the customer's primary user is one of them; teams = the primary user
   * is in one of these teams; selectedLabels = label ids, the customer has at least one of them;
   * sectionType own = primary user is `userId` (default the caller), team = primary user shares a
   * team with the caller, all (default) = no restriction. Sorted by last name, first name.
   */
  api.post('/core-service/customers/filter', async (c) => {
    const viewer = c.get('viewer');
    const json = await readJsonObject(c.req);
    if (json instanceof Response) return json;
    const parsed = v.safeParse(customerFilterBody, json, { abortPipeEarly: true });
    if (!parsed.success) return invalidInput(parsed.issues, 'Invalid filter');
    const filter = parsed.output;
    if (filter.companyId && filter.companyId !== viewer.companyId)
      return fail('FORBIDDEN', 'Customers of another company');
    const conditions: SQL[] = [eq(contacts.companyId, viewer.companyId)];
    if (filter.contactUserIds?.length) conditions.push(inArray(contacts.userId, filter.contactUserIds));
    if (filter.teams?.length)
      conditions.push(
        exists(
          db
            .select({ one: sql`1` })
            .from(teamUsers)
            .where(and(eq(teamUsers.userId, contacts.userId), inArray(teamUsers.teamId, filter.teams))),
        ),
      );
    if (filter.selectedLabels?.length)
      conditions.push(
        exists(
          db
            .select({ one: sql`1` })
            .from(contactLabels)
            .where(
              and(
                eq(contactLabels.contactId, contacts.id),
                inArray(contactLabels.labelId, filter.selectedLabels),
              ),
            ),
        ),
      );
    if (filter.sectionType === 'own') conditions.push(eq(contacts.userId, filter.userId || viewer.user.id));
    if (filter.sectionType === 'team')
      conditions.push(
        sql`${contacts.userId} in (select tu2.user_id from team_users tu1 join team_users tu2 on tu2.team_id = tu1.team_id where tu1.user_id = ${viewer.user.id})`,
      );
    const rows = await db
      .select()
      .from(contacts)
      .where(and(...conditions))
      .orderBy(asc(contacts.lastName), asc(contacts.firstName), asc(contacts.id));
    return c.json((await presentContacts(db, rows)) satisfies RestContact[]);
  });
}
