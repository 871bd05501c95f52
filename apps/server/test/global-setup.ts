import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { createFirebaseAuth } from '../src/auth/firebase.ts';
import { createPglite, fromPglite } from '../src/db/client.ts';
import { demoLogins } from '../src/db/demo.ts';
import { seedDemo } from '../src/db/seed.ts';
import { EMULATOR_PROJECT, isEmulatorUp, signIn, TEST_EMULATOR_HOST } from './emulator.ts';

declare module 'vitest' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: module augmentation needs an interface
  export interface ProvidedContext {
    snapshotPath: string;
    emulatorHost: string;
    tokens: Record<string, string>;
  }
}

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const emulatorLog = join(tmpdir(), 'parley-auth-emulator-test.log');
let stopping = false;

async function startEmulator(): Promise<ChildProcess | undefined> {
  if (await isEmulatorUp(TEST_EMULATOR_HOST)) {
    console.log(`[setup] reusing the Auth Emulator already on ${TEST_EMULATOR_HOST}`);
    return undefined;
  }
  const started = Date.now();
  // Output goes to a file, not a pipe: nothing in this process has to keep draining it.
  const log = openSync(emulatorLog, 'w');
  const child = spawn(
    join(serverDir, 'node_modules', '.bin', 'firebase'),
    ['emulators:start', '--only', 'auth', '--project', EMULATOR_PROJECT, '--config', 'firebase.json'],
    { cwd: serverDir, detached: true, stdio: ['ignore', log, log], env: { ...process.env, CI: '1' } },
  );
  closeSync(log);
  const output = () => readFileSync(emulatorLog, 'utf8');
  while (!(await isEmulatorUp(TEST_EMULATOR_HOST))) {
    if (child.exitCode !== null)
      throw new Error(`The Auth Emulator exited (${child.exitCode}):\n${output()}`);
    if (Date.now() - started > 90_000) {
      stopEmulator(child);
      throw new Error(`The Auth Emulator did not start within 90 s:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.log(
    `[setup] Auth Emulator up on ${TEST_EMULATOR_HOST} after ${Date.now() - started} ms (log: ${emulatorLog})`,
  );
  child.once('exit', (code, signal) => {
    if (!stopping)
      console.error(`[setup] the Auth Emulator exited early (${code ?? signal}); see ${emulatorLog}`);
  });
  return child;
}

function stopEmulator(child: ChildProcess) {
  stopping = true;
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
}

/** Once per run: the Auth Emulator with the demo accounts, and a PGlite snapshot with the demo data. */
export default async function setup(project: TestProject) {
  const emulatorStarting = startEmulator();

  const snapshotStarted = Date.now();
  const database = fromPglite(await createPglite());
  await database.migrate();
  await seedDemo(database.db);
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const dir = await mkdtemp(join(tmpdir(), 'parley-server-test-'));
  const snapshotPath = join(dir, 'pglite.tar');
  await writeFile(snapshotPath, Buffer.from(await dump.arrayBuffer()));
  console.log(`[setup] PGlite snapshot ready after ${Date.now() - snapshotStarted} ms`);

  let emulator: ChildProcess | undefined;
  try {
    emulator = await emulatorStarting;
    const auth = createFirebaseAuth({
      firebaseProjectId: EMULATOR_PROJECT,
      firebaseAuthEmulatorHost: TEST_EMULATOR_HOST,
      firebaseApiKey: 'demo-api-key',
    });
    await auth.ensureAccounts(
      demoLogins.map((login) => ({ uid: login.firebaseUid, email: login.email, password: login.password })),
    );
    await auth.close();
    const tokens: Record<string, string> = {};
    for (const login of demoLogins)
      tokens[login.email] = await signIn(TEST_EMULATOR_HOST, login.email, login.password);

    project.provide('snapshotPath', snapshotPath);
    project.provide('emulatorHost', TEST_EMULATOR_HOST);
    project.provide('tokens', tokens);
  } catch (error) {
    if (emulator) stopEmulator(emulator);
    await rm(dir, { recursive: true, force: true });
    throw error;
  }

  return async () => {
    if (emulator) {
      const exited = new Promise((resolve) => emulator?.once('exit', resolve));
      stopEmulator(emulator);
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    }
    await rm(dir, { recursive: true, force: true });
  };
}
