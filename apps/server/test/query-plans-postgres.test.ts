import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { getContact } from '../src/contacts/service.ts';
import { type Db, fromPgPool } from '../src/db/client.ts';
import { demoIds } from '../src/db/demo.ts';
import { seedDemo } from '../src/db/seed.ts';
import * as schema from '../src/db/tables.ts';
import { presentContacts, presentMessages, presentOpportunities } from '../src/inbox/present.ts';
import { searchConversations } from '../src/inbox/search.ts';
import * as inbox from '../src/inbox/service.ts';
import { withThrowawayDatabase } from './postgres.ts';

/*
 * Issue 30: at 100,000 conversations the inbox list, its counters, a thread and the contacts filter
 * answer from indexes, with a constant number of queries per call (no N+1). The real service and
 * presenter calls the API makes run on a database handle that records every query; each recorded query
 * is then explained with its parameters, and a sequential scan of one of the big tables fails the test.
 * Only with TEST_DATABASE_URL (a PostgreSQL user with CREATEDB): PGlite's planner is PostgreSQL's, but
 * what counts is the server the product runs on.
 */

const url = process.env.TEST_DATABASE_URL;
if (!url) {
  console.log(
    '[query-plans-postgres] skipped: set TEST_DATABASE_URL=postgres://user:pass@host:5432/db (user with CREATEDB) to check the query plans at 100,000 conversations',
  );
}

const CONVERSATIONS = 100_000;
/** A user for every slot below 20 of `g % 25` (the demo's users first), the pool for the other five. */
const USERS = 20;
const SLOTS = 25;
/** One conversation with a thread long enough to page. */
const LONG_THREAD = 150;

/** Tables that grow with the conversations: never read whole. Users, teams, brands… are small. */
const bigTables = new Set([
  'opportunities',
  'contacts',
  'messages',
  'labels',
  'opportunity_labels',
  'contact_labels',
  'consent_entries',
]);

type Recorded = { text: string; params: unknown[] };
type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
};
type Explained = { Plan: PlanNode; 'Execution Time'?: number };

const bulkId = (kind: string) => `md5('query-plans-${kind}-' || g)::uuid::text`;

/** Demo GmbH at 100,000 conversations, in set-based statements (seconds, not minutes). */
async function seedBulk(client: pg.PoolClient, now: Date) {
  const company = demoIds.companyDemo;
  const known = await client.query<{ id: string }>(
    'select id from users where company_id = $1 order by id <> $2, id <> $3, id',
    [company, demoIds.userAdmin, demoIds.userUser],
  );
  await client.query(
    `insert into users (id, company_id, email, role_type)
     select ${bulkId('user')}, $1, 'query-plans-' || g || '@parley.test', 'COMPANY_USER'
     from generate_series(1, $2::int) g`,
    [company, USERS - known.rows.length],
  );
  await client.query(
    `insert into user_profiles (id, user_id, first_name, last_name)
     select ${bulkId('profile')}, ${bulkId('user')}, 'Kollege', 'Nummer ' || g
     from generate_series(1, $1::int) g`,
    [USERS - known.rows.length],
  );
  await client.query(
    `insert into team_users (team_id, user_id)
     select case when g % 2 = 0 then $1 else $2 end, ${bulkId('user')} from generate_series(1, $3::int) g`,
    [demoIds.teamSales, demoIds.teamService, USERS - known.rows.length],
  );
  const everyone = await client.query<{ id: string }>(
    'select id from users where company_id = $1 order by id <> $2, id <> $3, created_at, id',
    [company, demoIds.userAdmin, demoIds.userUser],
  );
  const userIds = everyone.rows.map((row) => row.id).slice(0, USERS);
  const products = await client.query<{ id: string }>(
    'select p.id from brand_products p join companies c on c.brand_id = p.brand_id where c.id = $1 order by p.id',
    [company],
  );
  // Five of the company's labels (the demo's), so a contact's label follows from g.
  const labelIds = await client.query<{ id: string }>(
    'select id from labels where company_id = $1 order by id limit 5',
    [company],
  );
  // The same expressions in every statement: whose it is, and when its last message came.
  const owner = `($2::text[])[1 + g % ${SLOTS}]`;
  const lastAt = `$3::timestamptz - ((g * 7919) % 86400) * interval '1 minute' - (g % 60) * interval '1 second'`;
  const lastSender = `case when g % 3 = 0 and ${owner} is not null then 'USER' else 'CUSTOMER' end`;
  // $1 how many, $2 the users, $3 now, $4 the company.
  const params = [CONVERSATIONS, userIds, now, company];

  await client.query(
    `insert into contacts (id, company_id, user_id, first_name, last_name, phone, email, contact_type, tags, created_at, updated_at)
     select ${bulkId('contact')}, $4, ${owner},
       (array['Anna','Ben','Clara','David','Eva','Felix','Greta','Hannes','Ines','Jonas'])[1 + g % 10],
       (array['Müller','Schmidt','Schneider','Fischer','Weber','Meyer','Wagner','Becker','Schulz','Hoffmann'])[1 + (g / 7) % 10] || ' ' || g,
       '+4917' || lpad(g::text, 9, '0'), 'kunde' || g || '@example.test', 'Private', array['query-plans'],
       ${lastAt} - interval '1 day', ${lastAt}
     from generate_series(1, $1::int) g`,
    params,
  );
  await client.query(
    `insert into opportunities (id, company_id, contact_id, channel_type, user_id, shared_to_user_id, status,
       is_in_pool, last_message, last_message_sender, last_message_at, last_customer_message_at, unread_count,
       brand_product_ids, created_at, updated_at)
     select ${bulkId('opportunity')}, $4, ${bulkId('contact')},
       (case when g % 5 = 0 then 'EMAIL' else 'WHATSAPP' end)::channel_type,
       ${owner},
       case when ${owner} is not null and g % 40 = 1 then
         case when ${owner} = ($2::text[])[2] then ($2::text[])[1] else ($2::text[])[2] end end,
       (case when (g / ${SLOTS}) % 10 = 3 then 'CLOSED' else 'OPEN' end)::opportunity_status,
       ${owner} is null,
       'Nachricht ' || g, (${lastSender})::message_sender_type, ${lastAt},
       ${lastAt} - case when ${lastSender} = 'USER' then interval '15 minutes' else interval '0' end,
       case when ${lastSender} = 'CUSTOMER' then 1 else 0 end,
       case when g % 4 = 1 and cardinality($5::text[]) > 0
         then array[($5::text[])[1 + g % greatest(cardinality($5::text[]), 1)]] else '{}'::text[] end,
       ${lastAt} - interval '1 day', ${lastAt}
     from generate_series(1, $1::int) g`,
    [...params, products.rows.map((row) => row.id)],
  );
  // 1–3 messages each (the long thread: LONG_THREAD), the last one as the opportunity says.
  await client.query(
    `insert into messages (id, opportunity_id, client_id, body, sender_type, sender_user_id, status, created_at)
     select md5('query-plans-message-' || g || '-' || m)::uuid::text, ${bulkId('opportunity')},
       case when s.sender = 'USER' then 'query-plans-' || g || '-' || m end,
       (array['Hallo, ist das noch verfügbar?','Können Sie mich zurückrufen?','Danke für das Angebot!','Wann passt es Ihnen?'])[1 + (g + m) % 4],
       s.sender::message_sender_type, case when s.sender = 'USER' then ${owner} end,
       (case when s.sender = 'USER' then 'DELIVERED' else 'RECEIVED' end)::message_status,
       ${lastAt} - (n - m) * interval '15 minutes'
     from generate_series(1, $1::int) g
     cross join lateral (select case when g = 1 then ${LONG_THREAD} else 1 + g % 3 end as n) c
     cross join lateral generate_series(1, c.n) m
     cross join lateral (select case
       when m = c.n then ${lastSender}
       when m % 2 = 0 and ${owner} is not null then 'USER' else 'CUSTOMER' end as sender) s`,
    params.slice(0, 3),
  );
  const labelParams = [CONVERSATIONS, labelIds.rows.map((row) => row.id)];
  if (labelIds.rows.length > 0) {
    // A fifth of the contacts and three tenths of the conversations carry one of the company's labels.
    await client.query(
      `insert into contact_labels (contact_id, label_id)
       select ${bulkId('contact')}, ($2::text[])[1 + (g / 10) % cardinality($2::text[])]
       from generate_series(1, $1::int) g where g % 10 < 2`,
      labelParams,
    );
    await client.query(
      `insert into opportunity_labels (opportunity_id, label_id)
       select ${bulkId('opportunity')}, ($2::text[])[1 + (g / 10) % cardinality($2::text[])]
       from generate_series(1, $1::int) g where g % 10 between 5 and 7`,
      labelParams,
    );
  }
  // The labels table holds every company's labels: a thousand other companies with ten each.
  await client.query(
    `insert into companies (id, brand_id, name)
     select ${bulkId('company')}, $1, 'Firma ' || g from generate_series(1, 1000) g`,
    [demoIds.brandParley],
  );
  await client.query(
    `insert into labels (id, company_id, key)
     select md5('query-plans-label-' || g || '-' || k)::uuid::text, ${bulkId('company')}, 'Label ' || k
     from generate_series(1, 1000) g cross join generate_series(1, 10) k`,
  );
  await client.query(
    `insert into consent_entries (id, contact_id, type, active)
     select ${bulkId('consent')}, ${bulkId('contact')}, 'DIGITAL', true
     from generate_series(1, $1::int) g where g % 3 = 0`,
    [CONVERSATIONS],
  );
  // What autovacuum does on a live database: statistics, and the visibility map index-only scans need.
  await client.query('vacuum analyze');
  return {
    userIds,
    labelIds: labelIds.rows.map((row) => row.id),
    longThread: (
      await client.query<{ id: string }>("select md5('query-plans-opportunity-1')::uuid::text as id")
    ).rows[0]?.id as string,
  };
}

/** The plan's nodes, depth first: what reads a table, and what sorts (for the printed summary). */
function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)].filter(
    (n) => n['Relation Name'] || n['Node Type'].endsWith('Sort'),
  );
}

describe.skipIf(!url)('query plans at 100,000 conversations (TEST_DATABASE_URL)', () => {
  it('lists, counts, pages a thread and filters contacts from indexes, in a constant number of queries', async () => {
    const started = Date.now();
    await withThrowawayDatabase(url ?? '', 'parley_plans', async (pool) => {
      const database = fromPgPool(pool);
      await database.migrate();
      await seedDemo(database.db);
      const client = await pool.connect();
      let bulk: Awaited<ReturnType<typeof seedBulk>>;
      try {
        bulk = await seedBulk(client, new Date());
      } finally {
        client.release();
      }
      const seeded = Date.now();

      // The services' handle, recording each query as it is sent.
      let recorded: Recorded[] = [];
      const db = drizzle({
        client: pool,
        schema,
        logger: { logQuery: (text, params) => recorded.push({ text, params }) },
      }) as unknown as Db;
      const deps = { db };
      const viewerOf = async (userId: string): Promise<inbox.Viewer> => {
        const [user] = await database.db.select().from(schema.users).where(eq(schema.users.id, userId));
        if (!user) throw new Error(`no user ${userId}`);
        return { user, companyId: user.companyId };
      };
      const ada = await viewerOf(demoIds.userAdmin);
      const uwe = await viewerOf(demoIds.userUser);

      type Call = { name: string; family: string; run: () => Promise<unknown> };
      const calls: Call[] = [];
      const call = (family: string, name: string, run: () => Promise<unknown>) =>
        calls.push({ family, name, run });
      const listPage =
        (viewer: inbox.Viewer, query: Parameters<typeof inbox.listOpportunities>[2]) => async () =>
          presentOpportunities(db, (await inbox.listOpportunities(deps, viewer, query)).rows);
      const sections = ['mine', 'shared', 'new_customers', 'team'] as const;
      for (const [who, viewer] of [
        ['ada', ada],
        ['uwe', uwe],
      ] as const) {
        for (const section of sections) {
          const family = `list ${section} (${who})`;
          call(family, `${family} skip 0 take 10`, listPage(viewer, { section, skip: 0, take: 10 }));
          call(family, `${family} skip 0 take 100`, listPage(viewer, { section, skip: 0, take: 100 }));
          call(family, `${family} skip 300 take 30`, listPage(viewer, { section, skip: 300, take: 30 }));
        }
        call(`counters (${who})`, `counters (${who})`, () => inbox.sectionCounters(deps, viewer));
      }
      call(
        "list mine of a colleague (ada looks at uwe's)",
        'colleague take 30',
        listPage(ada, {
          section: 'mine',
          userId: demoIds.userUser,
          skip: 0,
          take: 30,
        }),
      );
      const someIds = (
        await database.db
          .select({ id: schema.opportunities.id })
          .from(schema.opportunities)
          .where(eq(schema.opportunities.userId, demoIds.userAdmin))
          .limit(30)
      ).map((row) => row.id);
      call(
        'list by ids (a socket refresh)',
        'ids 5',
        listPage(ada, { section: 'mine', ids: someIds.slice(0, 5), skip: 0, take: 30 }),
      );
      call(
        'list by ids (a socket refresh)',
        'ids 30',
        listPage(ada, { section: 'mine', ids: someIds, skip: 0, take: 30 }),
      );

      const thread = async (viewer: inbox.Viewer, take: number, before?: string) => {
        const page = await inbox.listMessages(deps, viewer, { opportunityId: bulk.longThread, take, before });
        return { page, items: await presentMessages(db, page.rows) };
      };
      for (const [who, viewer] of [
        ['ada', ada],
        ['uwe', uwe],
      ] as const) {
        call(`thread (${who})`, `thread (${who}) take 10`, () => thread(viewer, 10));
        call(`thread (${who})`, `thread (${who}) take 50`, () => thread(viewer, 50));
      }
      const newest = await thread(ada, 50);
      const cursor = newest.page.rows[0]?.id;
      expect(cursor).toBeDefined();
      call('thread, older page', 'older take 10', () => thread(ada, 10, cursor));
      call('thread, older page', 'older take 50', () => thread(ada, 50, cursor));

      const customers =
        (viewer: inbox.Viewer, filter: Parameters<typeof inbox.filterCustomers>[2]) => async () =>
          presentContacts(db, await inbox.filterCustomers(deps, viewer, filter));
      // Ada's and Uwe's labelled contacts (g % 50 = 0 or 1) all carry the first label, (g / 10) % 5 = 0.
      const label = bulk.labelIds[0];
      if (!label) throw new Error('the demo has no labels');
      for (const [who, viewer] of [
        ['ada', ada],
        ['uwe', uwe],
      ] as const) {
        const filters: [string, Parameters<typeof inbox.filterCustomers>[2]][] = [
          ['all', { sectionType: 'all' }],
          ['own', { sectionType: 'own' }],
          ['team', { sectionType: 'team' }],
          ['label', { sectionType: 'all', selectedLabels: [label] }],
          ['own + label', { sectionType: 'own', selectedLabels: [label] }],
        ];
        for (const [kind, filter] of filters) {
          const family = `contacts ${kind} (${who})`;
          call(family, `${family} take 10`, customers(viewer, { ...filter, skip: 0, take: 10 }));
          call(family, `${family} take 100`, customers(viewer, { ...filter, skip: 0, take: 100 }));
          // The third page of the contacts screen (CONTACT_PAGE_SIZE 50). Far deeper into a label that
          // 4% of the contacts carry (skip 1000), PostgreSQL's costs prefer reading the company's contacts
          // once to fetching the labelled ones one by one: no index changes that trade.
          call(family, `${family} skip 100 take 50`, customers(viewer, { ...filter, skip: 100, take: 50 }));
        }
      }
      const [someContact] = await database.db
        .select({ id: schema.contacts.id })
        .from(schema.contacts)
        .where(eq(schema.contacts.userId, demoIds.userUser))
        .limit(1);
      call('a contact (the contacts page)', 'contact', () =>
        getContact(deps, uwe, someContact?.id as string),
      );

      // The inbox search: a part of a phone number, of an email, and words no message has (the full
      // text index answers "none" without reading the messages).
      for (const [kind, q] of [
        ['phone digits', '170000047'],
        ['email part', 'kunde4711@'],
        ['message words', 'Dachrinne verstopft'],
        ['common word', 'Angebot'],
      ] as const)
        call(`search ${kind}`, `search ${kind}`, async () => {
          const { hits, total } = await searchConversations(db, ada, { q, skip: 0, take: 20 });
          return {
            hits: await presentOpportunities(
              db,
              hits.map((hit) => hit.row),
            ),
            total,
          };
        });

      // Run every call, keeping what it sent.
      const sent: { call: Call; queries: Recorded[] }[] = [];
      for (const c of calls) {
        recorded = [];
        const answer = await c.run();
        // A page that came back empty would prove nothing about reading one.
        if (Array.isArray(answer)) expect(answer.length, c.name).toBeGreaterThan(0);
        else expect(answer, c.name).toBeTruthy();
        sent.push({ call: c, queries: recorded });
      }

      // Explain each query with its parameters (ANALYZE: these are reads, and run in milliseconds).
      const offending: string[] = [];
      const report: string[] = [];
      const explainer = await pool.connect();
      try {
        for (const { call: c, queries } of sent) {
          for (const query of queries) {
            const result = await explainer.query(
              `EXPLAIN (ANALYZE, FORMAT JSON) ${query.text}`,
              query.params,
            );
            const [explained] = (result.rows[0] as { 'QUERY PLAN': Explained[] })['QUERY PLAN'];
            if (!explained) throw new Error(`no plan for ${query.text}`);
            const scans = nodesOf(explained.Plan);
            const seq = scans.filter(
              (n) => n['Node Type'] === 'Seq Scan' && bigTables.has(n['Relation Name'] ?? ''),
            );
            if (seq.length)
              offending.push(
                `${c.name}: sequential scan of ${seq.map((n) => n['Relation Name']).join(', ')}\n${query.text}\n${JSON.stringify(query.params)}\n${JSON.stringify(explained.Plan, null, 1)}`,
              );
            report.push(
              `${c.name}: ${scans.map((n) => `${n['Node Type']}${n['Relation Name'] ? ` ${n['Relation Name']}` : ''}${n['Index Name'] ? ` (${n['Index Name']})` : ''}`).join(', ')} — ${explained['Execution Time']?.toFixed(1)} ms`,
            );
          }
        }
      } finally {
        explainer.release();
      }
      console.log(`[query-plans-postgres] plans:\n${report.join('\n')}`);

      // N+1: calls of one family (other page sizes, later pages) send the same number of queries: a page's
      // total and rows, then one query per relation the presenters load. The bulk gives every page rows
      // with a product (g % 4 = 1) and with a user's last message (g % 3 = 0), whose queries are skipped
      // when no row needs them, so the count does not depend on which rows a page holds.
      const counts = new Map<string, number[]>();
      for (const { call: c, queries } of sent)
        counts.set(c.family, [...(counts.get(c.family) ?? []), queries.length]);
      console.log(
        `[query-plans-postgres] queries per call:\n${[...counts].map(([family, n]) => `${family}: ${n.join(', ')}`).join('\n')}`,
      );
      console.log(
        `[query-plans-postgres] seeding ${((seeded - started) / 1000).toFixed(1)} s, calls and plans ${((Date.now() - seeded) / 1000).toFixed(1)} s`,
      );
      expect(offending, offending.join('\n\n')).toEqual([]);
      for (const [family, n] of counts) {
        expect(new Set(n).size, `${family}: ${n.join(', ')}`).toBe(1);
        expect(Math.max(...n), family).toBeLessThanOrEqual(9);
      }
    });
  }, 240_000);
});
