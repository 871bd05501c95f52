import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PortInUseError, startServer } from '../src/server.ts';
import { createTestApp, type TestApp } from './helpers.ts';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');
let blocker: Server;
let port: number;
let t: TestApp;

beforeAll(async () => {
  blocker = createServer();
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
  port = (blocker.address() as { port: number }).port;
  t = await createTestApp();
});
afterAll(async () => {
  await new Promise((resolve) => blocker.close(resolve));
  await t.close();
});

describe('port in use', () => {
  it('rejects startServer with PortInUseError', async () => {
    await expect(
      startServer({ db: t.database.db, auth: t.auth, config: { ...t.config, port } }),
    ).rejects.toThrow(PortInUseError);
  });

  it('makes main print one clear line and exit 1', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(serverDir, 'src', 'main.ts')], {
      cwd: serverDir,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: 'memory://',
        SEED_DEMO: 'false',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(`Port ${port} is already in use. Stop the other process or set PORT=...`);
    expect(stdout).toBe('');
  });
});
