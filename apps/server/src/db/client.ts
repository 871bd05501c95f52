import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './tables.ts';

export type Schema = typeof schema;
/** The drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies drizzle/ migrations; `migrationsSchema` (default `drizzle`) holds the bookkeeping table. */
  migrate(options?: { migrationsSchema?: string }): Promise<void>;
  close(): Promise<void>;
};

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
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: (options) => migratePglite(db, { migrationsFolder: migrationsFolder(), ...options }),
    close: () => client.close(),
  };
}

export function fromPgPool(pool: pg.Pool): Database {
  const db = drizzleNodePg({ client: pool, schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: (options) => migrateNodePg(db, { migrationsFolder: migrationsFolder(), ...options }),
    close: () => pool.end(),
  };
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
  const client = await PGlite.create(options.dataDir);
  return fromPglite(client);
}
