import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIds } from '../src/db/demo.ts';
import { inboxIds } from '../src/db/seed-inbox.ts';
import { type RunningServer, startServer } from '../src/server.ts';
import { ADMIN, createTestApp, openInboxSocket, type TestApp } from './helpers.ts';
import { redisAvailable, startRedis, type TestRedis } from './redis.ts';

/*
 * Several instances behind one address (issue 30): with REDIS_URL, an inbox event emitted on one
 * instance reaches a browser connected to another (socket.io's Redis adapter), and an instance goes on
 * serving its own sockets while Redis is down, and everyone again once it is back.
 */

if (!redisAvailable)
  console.log('[socket-instances] skipped: set TEST_REDIS_URL=redis://host:6379 or install redis-server');

describe.skipIf(!redisAvailable)('socket events across instances (REDIS_URL)', () => {
  let redis: TestRedis;
  const apps: TestApp[] = [];
  const instances: RunningServer[] = [];
  const sockets: Socket[] = [];

  beforeAll(async () => {
    redis = await startRedis();
    for (let i = 0; i < 2; i += 1) {
      const t = await createTestApp({ redisUrl: redis.url });
      apps.push(t);
      instances.push(await startServer({ db: t.database.db, auth: t.auth, config: t.config }));
    }
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    for (const instance of instances) await instance.close();
    for (const t of apps) await t.close();
    redis?.stop();
  });

  const next = (socket: Socket, event: string) =>
    new Promise<unknown>((resolve) => socket.once(event, (payload: unknown) => resolve(payload)));

  it('delivers a customer message that arrives through instance A to a browser on instance B', async () => {
    const [a, b] = instances as [RunningServer, RunningServer];
    const onB = await openInboxSocket(b.url, ADMIN, sockets);
    const seenOnB = next(onB, 'new-inbound-message-notification');
    const injected = await fetch(`${a.url}/api/dev/inject`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ opportunityId: inboxIds.opportunity(0), body: 'Über Instanz A' }),
    });
    expect(injected.status).toBe(200);
    const { message } = (await injected.json()) as { message: { id: string } };
    expect(await seenOnB).toMatchObject({ notificationId: message.id, message: { body: 'Über Instanz A' } });
  });

  it('keeps serving its own sockets while Redis is down, and everyone again once it is back', async () => {
    const [a, b] = instances as [RunningServer, RunningServer];
    const payload = { reason: 'updated', ids: ['redis-outage'] };
    const port = Number(new URL(redis.url).port);
    redis.stop();
    const onA = await openInboxSocket(a.url, ADMIN, sockets);
    const seenOnA = next(onA, 'get-opportunities');
    a.notifier.toCompany(demoIds.companyDemo, 'get-opportunities', payload as never);
    await expect(seenOnA).resolves.toEqual(payload);

    redis = await startRedis(port);
    const onB = await openInboxSocket(b.url, ADMIN, sockets);
    // The subscriber is back once a broadcast from A reaches B; try until it does (events are not
    // queued across an outage: the clients' gap fill covers what was missed).
    let reached = false;
    onB.on('get-opportunities', () => {
      reached = true;
    });
    for (let attempt = 0; attempt < 50 && !reached; attempt += 1) {
      a.notifier.toCompany(demoIds.companyDemo, 'get-opportunities', payload as never);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(reached).toBe(true);
  });
});
