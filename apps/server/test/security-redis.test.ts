import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { createRateLimiter, type RateLimiter } from '../src/security/rateLimit.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { redisAvailable, startRedis, type TestRedis } from './redis.ts';

/*
 * The server runs as several instances behind one address: rate-limit counters must be shared.
 * With TEST_REDIS_URL, or a redis-server binary on the machine (started here on a free port), two
 * app instances count password-reset requests from one address together.
 */

if (!redisAvailable)
  console.log('[security-redis] skipped: set TEST_REDIS_URL=redis://host:6379 or install redis-server');

describe.skipIf(!redisAvailable)('rate limits shared through Redis (REDIS_URL)', () => {
  let redis: TestRedis;
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
    redis?.stop();
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
