#!/usr/bin/env node
// `npm run cluster`: the production layout on one machine. PostgreSQL and Redis (Debian's packages,
// installed when missing), the Auth Emulator, two server instances sharing them, and nginx in front on
// one address; prints that address and the demo logins. Data lives in .data/cluster/ (delete it to
// start afresh).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startCluster } from './lib/cluster.mjs';
import { buildApp, install } from './lib/pnpm.mjs';
import { root } from './lib/stack.mjs';

const port = Number(process.env.PORT ?? 4100);
const instancePorts = [port + 1, port + 2];
const dataDir = process.env.PARLEY_DATA ?? join(root, '.data', 'cluster');
const stops = [];

async function stopAll() {
  for (const stop of stops.reverse()) {
    try {
      await stop();
    } catch {
      // the others still stop
    }
  }
}

async function main() {
  const started = Date.now();
  console.log('Parley cluster: installing dependencies and building…');
  install();
  buildApp();

  console.log(
    `Parley cluster: starting PostgreSQL, Redis, the Auth Emulator, two server instances (${instancePorts.join(', ')}) and nginx in front…`,
  );
  const cluster = await startCluster({
    port,
    dataDir,
    pgPort: Number(process.env.PG_PORT ?? 54330),
    redisPort: Number(process.env.REDIS_PORT ?? 6390),
    authPort: Number(process.env.AUTH_EMULATOR_PORT ?? 9099),
    hubPort: Number(process.env.EMULATOR_HUB_PORT ?? 4400),
    loggingPort: Number(process.env.EMULATOR_LOGGING_PORT ?? 4500),
  });
  stops.push(() => cluster.stop());

  const { demoLogins } = await import(pathToFileURL(join(root, 'apps', 'server', 'dist', 'demo.js')).href);
  console.log(
    [
      '',
      `Parley cluster is running (ready in ${Math.round((Date.now() - started) / 1000)} s): http://localhost:${port}/app`,
      `  nginx on :${port} → server instances on :${instancePorts.join(' and :')} (socket.io sticky by client address, the rest to the least busy)`,
      `  PostgreSQL ${cluster.postgresUrl}, Redis ${cluster.redisUrl}`,
      '',
      'Demo logins:',
      ...demoLogins.map(
        (login) => `  ${login.email.padEnd(20)} ${login.password.padEnd(20)} (${login.company})`,
      ),
      '',
      'Press Ctrl+C to stop.',
      '',
    ].join('\n'),
  );

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nParley cluster: stopping…');
    await stopAll();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  for (const child of cluster.children) {
    child.on('exit', (code) => {
      if (stopping) return;
      console.error(`Parley cluster: a process stopped unexpectedly (exit code ${code}); shutting down.`);
      stopping = true;
      void stopAll().then(() => process.exit(1));
    });
  }
}

main().catch(async (error) => {
  console.error(`\nParley cluster could not start: ${error.message}`);
  await stopAll();
  process.exit(1);
});
