import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLUSTER_CONTROL_PORT, CLUSTER_PORT } from '../../../../playwright.cluster.config.ts';
// @ts-expect-error: plain ESM script without types, shared with `npm run cluster`
import { startCluster } from '../../../../scripts/lib/cluster.mjs';

/** Starts the cluster once for the run (fresh PostgreSQL, Redis, emulator); returns the teardown. */
export default async function globalSetup() {
  const dataDir = mkdtempSync(join(tmpdir(), 'parley-e2e-cluster-'));
  // PostgreSQL runs as an unprivileged user when the tests run as root: it must reach its folder inside.
  chmodSync(dataDir, 0o755);
  const cluster = await startCluster({
    port: CLUSTER_PORT,
    dataDir,
    pgPort: 54349,
    redisPort: 6399,
    authPort: 9289,
    hubPort: 4689,
    loggingPort: 4789,
    quiet: !process.env.E2E_VERBOSE,
    persistAuth: false,
  });
  // Tests stop (kill) and start one instance through this control port: POST /instances/{1|2}/kill|start.
  const control = createServer(async (request, response) => {
    const match = request.url?.match(/^\/instances\/([12])\/(kill|start)$/);
    if (request.method !== 'POST' || !match) {
      response.writeHead(404).end();
      return;
    }
    try {
      const index = Number(match[1]) - 1;
      if (match[2] === 'kill') await cluster.stopInstance(index, 'SIGKILL');
      else await cluster.startInstance(index);
      response.writeHead(204).end();
    } catch (error) {
      response.writeHead(500).end(String(error));
    }
  });
  await new Promise<void>((resolve) => control.listen(CLUSTER_CONTROL_PORT, '127.0.0.1', resolve));

  return async () => {
    control.close();
    await cluster.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
