import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { demoIds } from '../src/db/demo.ts';
import { maintainEmbeddedDatabase } from '../src/db/maintenance.ts';
import { restoreTestDatabase } from './helpers.ts';

/*
 * PGlite has no autovacuum. After thousands of conversations are written, a user's section page must
 * still be read from the section's ordered index (30 rows), not sorted whole: that needs the planner's
 * statistics, which the embedded database gets from maintainEmbeddedDatabase at start and every hour.
 */

const sectionPage = `explain (format json)
  select * from opportunities where company_id = $1 and status = 'OPEN' and user_id = $2
  order by last_message_at desc nulls last, id desc limit 30`;

function nodeTypes(plan: unknown): string[] {
  const node = plan as { 'Node Type': string; Plans?: unknown[] };
  return [node['Node Type'], ...(node.Plans ?? []).flatMap(nodeTypes)];
}

describe('maintenance of the embedded database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await restoreTestDatabase();
  });
  afterAll(() => database.close());

  it('gives the planner statistics, so a big section is paged from its index, and repeats hourly', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const contact = (
        (await database.executeSql('select id from contacts where company_id = $1 limit 1', [
          demoIds.companyDemo,
        ])) as { rows: { id: string }[] }
      ).rows[0]?.id;
      await database.executeSql(
        `insert into opportunities (id, company_id, contact_id, user_id, is_in_pool, last_message_sender, last_message_at)
         select md5('maintenance-' || g)::uuid::text, $1, $2, $3, false, 'CUSTOMER', now() - g * interval '1 minute'
         from generate_series(1, 4000) g`,
        [demoIds.companyDemo, contact, demoIds.userAdmin],
      );
      const plan = async () =>
        nodeTypes(
          (
            (await database.executeSql(sectionPage, [demoIds.companyDemo, demoIds.userAdmin])) as {
              rows: { 'QUERY PLAN': [{ Plan: unknown }] }[];
            }
          ).rows[0]?.['QUERY PLAN'][0].Plan,
        );

      // What the planner believes the table holds: nothing of the 4,000 rows until it is analysed.
      const believed = async () =>
        Number(
          (
            (await database.executeSql("select reltuples from pg_class where relname = 'opportunities'")) as {
              rows: { reltuples: number }[];
            }
          ).rows[0]?.reltuples,
        );
      expect(await believed()).toBeLessThan(4000);
      const logged: string[] = [];
      const stop = await maintainEmbeddedDatabase(database, { log: (line) => logged.push(line) });
      expect(logged).toHaveLength(1);
      expect(await believed()).toBeGreaterThanOrEqual(4000);
      expect(await plan()).not.toContain('Sort');

      await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
      await vi.waitFor(() => expect(logged).toHaveLength(2));
      stop();
      await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
      expect(logged).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves PostgreSQL to its autovacuum', async () => {
    const executeSql = vi.fn();
    const stop = await maintainEmbeddedDatabase({ kind: 'postgres', executeSql });
    stop();
    expect(executeSql).not.toHaveBeenCalled();
  });
});
