import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { cacheReads } from './readCache.ts';
import * as schema from './tables.ts';

export type Schema = typeof schema;
/** The drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The transaction `db.transaction` hands its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies drizzle/ migrations; `migrationsSchema` (default `drizzle`) holds the bookkeeping table. */
  migrate(options?: { migrationsSchema?: string }): Promise<void>;
  /** Plain SQL on the same database, for the job queue (jobs/queue.ts): pg-boss's `db` interface. */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
};

/**
 * pg-boss on PGlite: a statement with values runs as one extended-protocol query (as `pg` would run
 * it); one without may be several (pg-boss's migrations and maintenance), run as one simple query,
 * which PostgreSQL makes one implicit transaction. pg-boss wraps such batches in `BEGIN; … COMMIT;`:
 * those are dropped, because an explicit transaction that failed would leave PGlite's one shared
 * session aborted, and every later query of the app with it.
 */
async function pgliteSql(client: PGlite, text: string, values?: unknown[]) {
  if (values && values.length > 0) return client.query(text, values);
  const batch = /^\s*BEGIN;([\s\S]*);\s*COMMIT;\s*$/i.exec(text);
  const results = await client.exec(batch ? (batch[1] as string) : text);
  return { rows: results.at(-1)?.rows ?? [] };
}

/**
 * The migrations folder: `drizzle/` next to the bundle (dist/main.js, copied by build.mjs) or at the
 * package root when running from source.
 */
export function migrationsFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(here, 'drizzle'), join(here, '..', '..', 'drizzle'), join(here, '..', 'drizzle')];
  const found = candidates.find((dir) => existsSync(join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`Migrations not found (looked in ${candidates.join(', ')})`);
  return found;
}

export function fromPglite(client: PGlite): Database {
  // Before drizzle and pg-boss hold the client: every query goes through the read cache.
  cacheReads(client);
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: (options) => migratePglite(db, { migrationsFolder: migrationsFolder(), ...options }),
    executeSql: (text, values) => pgliteSql(client, text, values),
    close: () => client.close(),
  };
}

export function fromPgPool(pool: pg.Pool): Database {
  const db = drizzleNodePg({ client: pool, schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: (options) => migrateNodePg(db, { migrationsFolder: migrationsFolder(), ...options }),
    executeSql: (text, values) => pool.query(text, values),
    close: () => pool.end(),
  };
}

/**
 * An embedded database with the extensions the migrations create (pg_trgm for the inbox search), the
 * one way to open PGlite: the server, its tests and their snapshot.
 */
export function createPglite(options: PGliteOptions = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { ...options.extensions, pg_trgm } });
}

/** PostgreSQL when `databaseUrl` is set, otherwise PGlite in `dataDir` (one process per data dir). */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    pool.on('error', (error) => console.error('[db] idle client error:', error.message));
    return fromPgPool(pool);
  }
  if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true });
  const client = await createPglite({ dataDir: options.dataDir });
  return fromPglite(client);
}
