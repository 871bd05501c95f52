import { randomUUID } from 'node:crypto';
import pg from 'pg';

/**
 * A throw-away database on the server of TEST_DATABASE_URL (a user with CREATEDB) for one test: made,
 * handed to `run` as a pool of `max` connections and its URL, then dropped whatever happened. A
 * database, not a schema: the migrations name the public schema, so a schema per run would not isolate.
 */
export async function withThrowawayDatabase<T>(
  url: string,
  prefix: string,
  run: (pool: pg.Pool, url: string) => Promise<T>,
  max = 2,
): Promise<T> {
  const name = `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const pool = new pg.Pool({ connectionString: target.toString(), max });
    // Dropping the database ends connections the pool may still hold: they are told so, nobody listens.
    pool.on('error', () => {});
    try {
      return await run(pool, target.toString());
    } finally {
      await pool.end();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  } finally {
    await admin.end();
  }
}
