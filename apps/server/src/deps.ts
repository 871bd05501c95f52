import type { Db } from './db/client.ts';

/**
 * The database handle as the adapters (GraphQL resolvers, REST handlers) see it: they carry it to the
 * services and never query it. Lint keeps `db/` and drizzle out of `graphql/` and `rest/`, so they
 * name the handle through this type instead.
 */
export type DbDeps = { db: Db };
