import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';

/*
 * A Redis for the tests of several instances: TEST_REDIS_URL, or a redis-server binary on the machine
 * started on a free port (npm test installs Debian's redis-server when it can). Without either, those
 * tests say they were skipped.
 */

export const redisGiven = process.env.TEST_REDIS_URL;
export const redisAvailable = Boolean(redisGiven) || spawnSync('redis-server', ['--version']).status === 0;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export type TestRedis = { url: string; process?: ChildProcess; stop(): void };

/** A Redis that answers (`port` to restart one on the same address after stopping it). */
export async function startRedis(port?: number): Promise<TestRedis> {
  if (redisGiven) return { url: redisGiven, stop: () => {} };
  const chosen = port ?? (await freePort());
  const child = spawn('redis-server', ['--port', String(chosen), '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const url = `redis://127.0.0.1:${chosen}`;
  const { Redis } = await import('ioredis');
  const probe = new Redis(url, { lazyConnect: true, retryStrategy: () => 100 });
  probe.on('error', () => {});
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      await probe.connect();
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  probe.disconnect();
  return { url, process: child, stop: () => child.kill('SIGKILL') };
}
