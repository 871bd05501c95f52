import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createPglite, type Database, fromPglite, fromPgPool } from '../src/db/client.ts';
import { type Jobs, startJobs } from '../src/jobs/queue.ts';

/*
 * The durable job queue (issue 30): a job scheduled before a restart runs once after it; across
 * several instances each job runs once; a job that keeps failing is retried and then kept as failed,
 * with its error. On the embedded PGlite (a data directory reopened) and, where the machine has one,
 * on PostgreSQL (TEST_DATABASE_URL, as npm test provides).
 */

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const until = async (check: () => boolean | Promise<boolean>, ms = 40_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const send = (n: number) => ({ messageId: `m-${n}` });

describe('jobs on the embedded database', () => {
  it('runs a job scheduled before a restart once, after it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-jobs-'));
    dirs.push(dir);
    const first = fromPglite(await createPglite({ dataDir: dir }));
    const before = await startJobs(first);
    expect(
      await before.send('whatsapp-send', send(1), { startAfter: new Date(Date.now() + 1500) }),
    ).toBeTruthy();
    await before.stop();
    await first.close();

    const second = fromPglite(await createPglite({ dataDir: dir }));
    const after = await startJobs(second);
    const ran: string[] = [];
    await after.work('whatsapp-send', async ({ messageId }) => {
      ran.push(messageId);
    });
    await until(() => ran.length > 0);
    await settle(1500);
    expect(ran).toEqual(['m-1']);
    await after.stop();
    await second.close();
    // Two embedded databases opened from disk and two queues started, each making its seven queues: on
    // a busy machine (npm test beside the other packages) that alone took more than the usual 20 s.
  }, 60_000);

  it('retries a failing job and then keeps it as failed, with its error', async () => {
    const database = fromPglite(await createPglite({ dataDir: 'memory://' }));
    const jobs = await startJobs(database, { retry: { retryLimit: 1, retryDelay: 1, retryBackoff: false } });
    let tries = 0;
    await jobs.work('whatsapp-send', async () => {
      tries += 1;
      throw new Error('the provider said no');
    });
    await jobs.send('whatsapp-send', send(2));
    await until(async () => (await jobs.failedJobs('whatsapp-send')).length > 0);
    expect(tries).toBe(2);
    const [failed] = await jobs.failedJobs('whatsapp-send');
    expect(failed).toMatchObject({ queue: 'whatsapp-send', data: send(2) });
    expect(JSON.stringify(failed?.error)).toContain('the provider said no');
    await jobs.stop();
    await database.close();
  });
});

const url = process.env.TEST_DATABASE_URL;
if (!url) console.log('[jobs] PostgreSQL part skipped: set TEST_DATABASE_URL (npm test starts one)');

describe.skipIf(!url)('jobs on PostgreSQL, two instances', () => {
  const opened: { database: Database; jobs: Jobs }[] = [];
  afterAll(async () => {
    for (const { database, jobs } of opened) {
      await jobs.stop();
      await database.close();
    }
  });
  const instance = async () => {
    const database = fromPgPool(new pg.Pool({ connectionString: url, max: 4 }));
    const jobs = await startJobs(database);
    opened.push({ database, jobs });
    return { database, jobs };
  };

  it('runs each job once across instances, also those scheduled before one of them restarted', async () => {
    const sender = await instance();
    // A fresh batch of ids, so jobs of an earlier run on the same database are not counted.
    const run = Date.now();
    const ids = Array.from({ length: 30 }, (_, n) => `m-${run}-${n}`);
    for (const messageId of ids)
      await sender.jobs.send('whatsapp-send', { messageId }, { startAfter: new Date(Date.now() + 1500) });
    // The sender goes away before anything is due (a restart); two others take the work.
    await sender.jobs.stop();
    const ran: string[] = [];
    for (let n = 0; n < 2; n += 1) {
      const { jobs } = await instance();
      await jobs.work('whatsapp-send', async ({ messageId }) => {
        if (messageId.startsWith(`m-${run}-`)) ran.push(messageId);
      });
    }
    await until(() => ran.length >= ids.length);
    await settle(1500);
    expect(ran.sort()).toEqual([...ids].sort());
    // Each ran once because each was taken once: none was failed and tried again.
    const { rows } = await sender.database.executeSql(
      `SELECT count(*)::int AS retried FROM pgboss.job WHERE data->>'messageId' LIKE $1 AND retry_count > 0`,
      [`m-${run}-%`],
    );
    expect(rows).toEqual([{ retried: 0 }]);
  });
});
