import type { Database } from './client.ts';

/** How often the embedded database is vacuumed and analysed while the server runs. */
export const EMBEDDED_MAINTENANCE_MS = 60 * 60 * 1000;

/**
 * PGlite runs no autovacuum, so without this its planner has no statistics (it sorted a user's whole
 * section, 5,000 rows, for every page instead of reading 30 from the index: 15 ms instead of 1.7) and
 * every row written since is checked against the commit log on each read (fetching 30 contacts took
 * 11 ms instead of 1). At start, after the seeds, and then every hour the embedded database gets what
 * autovacuum gives PostgreSQL: VACUUM (ANALYZE). On PostgreSQL it does nothing: autovacuum runs there.
 * Returns a stop function for the shutdown.
 */
export async function maintainEmbeddedDatabase(
  database: Pick<Database, 'kind' | 'executeSql'>,
  { intervalMs = EMBEDDED_MAINTENANCE_MS, log = console.log } = {},
): Promise<() => void> {
  if (database.kind !== 'pglite') return () => {};
  const vacuum = async () => {
    const started = Date.now();
    try {
      await database.executeSql('VACUUM (ANALYZE)');
      log(`[db] embedded database vacuumed and analysed in ${Date.now() - started} ms`);
    } catch (error) {
      console.error(
        '[db] vacuum of the embedded database failed:',
        error instanceof Error ? error.message : error,
      );
    }
  };
  await vacuum();
  const timer = setInterval(() => void vacuum(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
