import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPglite } from '../src/db/client.ts';
import { cacheReads, type ReadCacheStats } from '../src/db/readCache.ts';

/*
 * The embedded database's read cache: a read is answered from memory until the next write, and only
 * a read whose answer depends on nothing but the data.
 */

let client: Awaited<ReturnType<typeof createPglite>>;
let stats: ReadCacheStats;
const names = async () =>
  (
    await client.query<{ name: string }>('select name from things where kind = $1 order by name', ['a'])
  ).rows.map((row) => row.name);

beforeAll(async () => {
  client = await createPglite();
  stats = cacheReads(client);
  await client.exec("create table things (name text, kind text); insert into things values ('one', 'a')");
  await client.exec('create schema pgboss; create table pgboss.job (id int)');
});
afterAll(() => client.close());

describe('read cache (embedded database)', () => {
  it('answers a repeated read from memory, and reads again after any write', async () => {
    expect(await names()).toEqual(['one']);
    const hits = stats.hits;
    expect(await names()).toEqual(['one']);
    expect(stats.hits).toBe(hits + 1);
    await client.query('insert into things values ($1, $2)', ['two', 'a']);
    expect(await names()).toEqual(['one', 'two']);
    await client.query("update things set name = 'three' where name = 'two'");
    expect(await names()).toEqual(['one', 'three']);
    await client.exec("delete from things where name = 'three'");
    expect(await names()).toEqual(['one']);
  });

  it('forgets at the end of a transaction, committed or rolled back', async () => {
    expect(await names()).toEqual(['one']);
    await client.transaction(async (tx) => {
      await tx.query("insert into things values ('four', 'a')");
    });
    expect(await names()).toEqual(['four', 'one']);
    await expect(
      client.transaction(async (tx) => {
        await tx.query("insert into things values ('five', 'a')");
        expect((await tx.query('select count(*)::int as n from things')).rows).toEqual([{ n: 3 }]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await names()).toEqual(['four', 'one']);
  });

  it('never keeps a read that depends on the clock, randomness or locks', async () => {
    for (const text of [
      'select now() as at',
      'select random() as r',
      'select name from things for update',
      'select current_timestamp as at',
    ]) {
      const misses = stats.misses;
      await client.query(text);
      await client.query(text);
      expect(stats.misses, text).toBe(misses);
    }
  });

  it('keeps answers apart from what a caller does with the rows it got', async () => {
    const first = await client.query<{ name: string }>("select name from things where name = 'one'");
    (first.rows[0] as { name: string }).name = 'changed';
    const again = await client.query<{ name: string }>("select name from things where name = 'one'");
    expect(again.rows).toEqual([{ name: 'one' }]);
  });

  it("lets the job queue's own statements pass without forgetting the app's reads", async () => {
    await names();
    const clears = stats.clears;
    await client.query('insert into pgboss.job values ($1)', [1]);
    await client.query('select id from pgboss.job');
    expect(stats.clears).toBe(clears);
    const hits = stats.hits;
    await names();
    expect(stats.hits).toBe(hits + 1);
  });
});
