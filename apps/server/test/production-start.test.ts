import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { PRODUCTION_ORIGINS } from './helpers.ts';

/*
 * The production start, tested by starting it (issue 29): `src/main.ts` with NODE_ENV=production
 * refuses a config without its public URL, with a portal on this machine or without the channel key,
 * and a complete one serves none of the development routes (stand-ins, dev injection, the emulator
 * proxy, Storybook).
 */

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const running: ChildProcess[] = [];
afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
});

const production = {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  DATA_DIR: 'memory://',
  FIREBASE_API_KEY: 'production-key',
  FIREBASE_PROJECT_ID: 'parley-production-test',
  CHANNEL_SECRET_KEY: 'a'.repeat(64),
  ...PRODUCTION_ORIGINS,
};

function start(env: Record<string, string | undefined>) {
  const childEnv: Record<string, string> = {};
  for (const [name, value] of Object.entries({ ...process.env, ...env }))
    if (value !== undefined && name !== 'FIREBASE_AUTH_EMULATOR_HOST') childEnv[name] = value;
  const child = spawn(process.execPath, ['--import', 'tsx', join(serverDir, 'src', 'main.ts')], {
    cwd: serverDir,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return {
    child,
    output: () => output,
    exit: new Promise<number | null>((resolve) => child.once('exit', resolve)),
  };
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('the production start', () => {
  it.each([
    [{ PUBLIC_URL: undefined }, 'PUBLIC_URL'],
    [{ PORTAL_ORIGIN: 'http://localhost:4200' }, 'PORTAL_ORIGIN'],
    [{ CHANNEL_SECRET_KEY: undefined }, 'CHANNEL_SECRET_KEY'],
  ])(
    'refuses %j and says which setting',
    async (change, setting) => {
      const server = start({ ...production, PORT: String(await freePort()), ...change });
      expect(await server.exit).toBe(1);
      expect(server.output()).toContain(setting);
    },
    60_000,
  );

  it('serves the app’s API but no stand-in, dev route, emulator proxy or Storybook', async () => {
    const port = await freePort();
    const server = start({ ...production, PORT: String(port) });
    const base = `http://127.0.0.1:${port}`;
    await new Promise<void>((resolve, reject) => {
      const timer = setInterval(() => {
        if (server.output().includes('Parley server on')) {
          clearInterval(timer);
          resolve();
        }
      }, 100);
      server.exit.then(() => {
        clearInterval(timer);
        reject(new Error(`the server stopped: ${server.output()}`));
      });
    });
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    for (const path of [
      '/oauth-standin/google/authorize',
      '/calendar-standin/outlook/v1.0/me',
      '/emulator/v1/projects/x/oobCodes',
      '/storybook/',
    ])
      expect([path, (await fetch(`${base}${path}`)).status]).toEqual([path, 404]);
    const inject = await fetch(`${base}/api/dev/inject`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'Hallo' }),
    });
    expect(inject.status).toBe(404);
    server.child.kill('SIGTERM');
    expect(await server.exit).toBe(0);
    // A process started from source (tsx) on a busy 2-core machine beside the story tests.
  }, 90_000);
});
