// The production layout on one machine, for `npm run cluster` and the cluster's end-to-end tests:
// PostgreSQL and Redis (Debian's packages, installed when missing), the Auth Emulator, two server
// instances sharing them, and nginx in front on one address.
import { join } from 'node:path';
import { startNginx, startPostgres, startRedisServer } from './services.mjs';
import { startStack } from './stack.mjs';

/**
 * @param {{ port: number, dataDir: string, pgPort: number, redisPort: number, authPort: number,
 *   hubPort: number, loggingPort: number, quiet?: boolean, persistAuth?: boolean,
 *   extraEnv?: Record<string, string> }} options  the instances listen on port+1 and port+2
 * @returns the one address (`url`, `origin`), the PostgreSQL and Redis URLs, each instance's port,
 *   `stopInstance(i)` / `startInstance(i)` for one of them, every child process, and `stop()`.
 */
export async function startCluster(options) {
  const { port, dataDir } = options;
  const instancePorts = [port + 1, port + 2];
  const stops = [];
  const stop = async () => {
    for (const fn of stops.reverse()) {
      try {
        await fn();
      } catch {
        // the others still stop
      }
    }
  };
  try {
    const postgres = startPostgres({ dir: join(dataDir, 'postgres'), port: options.pgPort });
    if (!postgres)
      throw new Error("PostgreSQL could not be started here (install Debian's postgresql, or run as root).");
    stops.push(() => postgres.stop());
    const redis = startRedisServer({ port: options.redisPort });
    if (!redis)
      throw new Error("Redis could not be started here (install Debian's redis-server, or run as root).");
    stops.push(() => redis.stop());

    const stack = await startStack({
      port,
      instancePorts,
      authPort: options.authPort,
      hubPort: options.hubPort,
      loggingPort: options.loggingPort,
      dataDir,
      quiet: options.quiet,
      persistAuth: options.persistAuth,
      extraEnv: {
        DATABASE_URL: postgres.url,
        REDIS_URL: redis.url,
        TRUST_PROXY: '1',
        PUBLIC_URL: `http://localhost:${port}`,
        ...options.extraEnv,
      },
    });
    stops.push(() => stack.stop());

    const nginx = startNginx({
      dir: join(dataDir, 'nginx'),
      port,
      upstreams: instancePorts.map((instancePort) => `127.0.0.1:${instancePort}`),
    });
    if (!nginx)
      throw new Error("nginx could not be started here (install Debian's nginx-light, or run as root).");
    stops.push(() => nginx.stop());
    for (let attempt = 0; attempt < 40; attempt += 1) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break;
      } catch {
        // not up yet
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return {
      url: `http://localhost:${port}/app`,
      origin: `http://localhost:${port}`,
      postgresUrl: postgres.url,
      redisUrl: redis.url,
      instancePorts,
      startInstance: stack.startInstance,
      stopInstance: stack.stopInstance,
      children: [...stack.children, redis.child, nginx.child],
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
