import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { fromPgPool } from '../src/db/client.ts';
import { demoIds } from '../src/db/demo.ts';
import { seedDemo } from '../src/db/seed.ts';
import { withThrowawayDatabase } from './postgres.ts';

const url = process.env.TEST_DATABASE_URL;
if (!url) {
  console.log(
    '[migrations-postgres] skipped: set TEST_DATABASE_URL=postgres://user:pass@host:5432/db (user with CREATEDB) to run the migrations on PostgreSQL',
  );
}

describe.skipIf(!url)('migrations on PostgreSQL (TEST_DATABASE_URL)', () => {
  it('applies the same migrations as PGlite, twice, and seeds idempotently', async () => {
    await withThrowawayDatabase(url ?? '', 'parley_test', async (pool, target) => {
      const database = fromPgPool(pool);
      await database.migrate();
      await database.migrate();
      await seedDemo(database.db);
      await seedDemo(database.db);
      const check = new pg.Client({ connectionString: target });
      await check.connect();
      try {
        const users = await check.query('select count(*)::int as count from users where company_id = $1', [
          demoIds.companyDemo,
        ]);
        // Demo GmbH has its admin, Uwe User and Ida Invited, once each after two seeds.
        expect(users.rows[0]?.count).toBe(3);
        const tables = await check.query(
          "select table_name from information_schema.tables where table_schema = 'public' order by 1",
        );
        expect(tables.rows.map((row: { table_name: string }) => row.table_name)).toEqual(
          expect.arrayContaining([
            'brands',
            'channels',
            'companies',
            'teams',
            'team_users',
            'users',
            'user_profiles',
          ]),
        );
      } finally {
        await check.end();
      }
    });
  });
});
