import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { createRateLimiter, type RateLimiter } from '../src/security/rateLimit.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/*
 * The server runs as several instances behind one address: rate-limit counters must be shared.
 * With TEST_REDIS_URL, or a redis-server binary on the machine (started here on a free port), two
 * app instances count password-reset requests from one address together.
 */

const hasBinary = spawnSync('redis-server', ['--version']).status === 0;
const given = process.env.TEST_REDIS_URL;
if (!given && !hasBinary)
  console.log('[security-redis] skipped: set TEST_REDIS_URL=redis://host:6379 or install redis-server');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startRedis(): Promise<{ url: string; process?: ChildProcess }> {
  if (given) return { url: given };
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const url = `redis://127.0.0.1:${port}`;
  const { Redis } = await import('ioredis');
  const probe = new Redis(url, { lazyConnect: true, retryStrategy: () => 100 });
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      await probe.connect();
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await probe.quit();
  return { url, process: child };
}

describe.skipIf(!given && !hasBinary)('rate limits shared through Redis (REDIS_URL)', () => {
  let redis: { url: string; process?: ChildProcess };
  let t: TestApp;
  const limiters: RateLimiter[] = [];
  /** Two instances of the app over one database, each with its own connection to Redis. */
  const instances: ReturnType<typeof createApp>[] = [];

  beforeAll(async () => {
    redis = await startRedis();
    t = await createTestApp({ redisUrl: redis.url });
    for (let i = 0; i < 2; i += 1) {
      const rateLimiter = createRateLimiter(t.config);
      limiters.push(rateLimiter);
      instances.push(createApp({ db: t.database.db, auth: t.auth, config: t.config, rateLimiter }));
    }
  });
  afterAll(async () => {
    for (const limiter of limiters) await limiter.close();
    await t?.close();
    redis?.process?.kill();
  });

  it('counts requests from one address on two instances together', async () => {
    const address = `203.0.113.${Math.floor(Math.random() * 200) + 20}`;
    const ask = (app: ReturnType<typeof createApp>, i: number) =>
      app.request(
        '/graphql',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            query: 'query ($email: String!) { requestResetPassword(email: $email) }',
            variables: { email: `nobody-redis-${i}@parley.test` },
          }),
        },
        { incoming: { socket: { remoteAddress: address } } },
      );
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await ask(instances[i % 2] as ReturnType<typeof createApp>, i)).status);
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
  });
});
