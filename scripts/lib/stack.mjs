// Starts the Firebase Auth Emulator and the reference server (which serves the built web app).
// Used by `npm start` and by the Playwright end-to-end tests.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { get as httpsGet } from 'node:https';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { env as baseEnv } from './pnpm.mjs';

export const root = resolve(import.meta.dirname, '..', '..');
export const PROJECT_ID = 'demo-parley';

export function portIsFree(port, host = '127.0.0.1') {
  return new Promise((resolvePort) => {
    const server = createServer();
    server.once('error', () => resolvePort(false));
    server.once('listening', () => server.close(() => resolvePort(true)));
    server.listen(port, host);
  });
}

/**
 * The status of a GET. Over HTTPS the certificate is not checked: this only asks whether our own child
 * process at 127.0.0.1 answers yet (its certificate may be self-signed, or name the public host).
 */
function statusOf(url) {
  if (!url.startsWith('https:'))
    return fetch(url, { signal: AbortSignal.timeout(2000) }).then((response) => response.status);
  return new Promise((resolve, reject) => {
    const req = httpsGet(url, { rejectUnauthorized: false, timeout: 2000 }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
  });
}

async function waitFor(url, { timeoutMs, child, name }) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${name} stopped while starting (exit code ${child.exitCode}).`);
    try {
      if ((await statusOf(url)) < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${name} did not answer at ${url} within ${timeoutMs / 1000} s.`);
}

function prefixOutput(child, prefix, quiet) {
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    let buffer = '';
    stream.on('data', (chunk) => {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) if (!quiet) process.stdout.write(`${prefix} ${line}\n`);
    });
  }
}

/**
 * @param {{ port: number, authPort: number, hubPort: number, loggingPort: number, dataDir: string,
 *   quiet?: boolean, persistAuth?: boolean, extraEnv?: Record<string, string>,
 *   tls?: { certFile: string, keyFile: string }, instancePorts?: number[] }} options  tls: the server
 *   speaks HTTPS and HTTP/2 with this certificate (scripts/lib/tls.mjs); TLS_CERT_FILE and TLS_KEY_FILE
 *   in the environment do the same. instancePorts: run one server instance per port (one after the
 *   other, so the first migrates and seeds alone) instead of one on `port` (a proxy then takes `port`)
 */
export async function startStack(options) {
  const { port, authPort, hubPort, loggingPort, dataDir, quiet = false, persistAuth = true } = options;
  const instancePorts = options.instancePorts ?? [port];
  for (const [name, p] of [
    ['PORT', port],
    ...instancePorts.filter((p) => p !== port).map((p) => ['a server instance port', p]),
    ['the Auth Emulator port', authPort],
    ['the emulator hub port', hubPort],
    ['the emulator logging port', loggingPort],
  ]) {
    if (!(await portIsFree(p))) {
      throw Object.assign(
        new Error(
          `Port ${p} (${name}) is already in use. Stop the other process (maybe an earlier \`npm start\`) or choose other ports, e.g. PORT=4200 npm start.`,
        ),
        { friendly: true },
      );
    }
  }

  mkdirSync(dataDir, { recursive: true });
  const firebaseConfig = join(dataDir, 'firebase.json');
  writeFileSync(
    firebaseConfig,
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port: authPort },
        hub: { host: '127.0.0.1', port: hubPort },
        logging: { host: '127.0.0.1', port: loggingPort },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const authExport = join(dataDir, 'auth-export');
  const args = ['emulators:start', '--only', 'auth', '--project', PROJECT_ID, '--config', firebaseConfig];
  if (persistAuth) {
    if (existsSync(join(authExport, 'firebase-export-metadata.json'))) args.push('--import', authExport);
    args.push('--export-on-exit', authExport);
  }
  const firebaseBin = join(root, 'apps', 'server', 'node_modules', '.bin', 'firebase');
  const children = [];
  const emulator = spawn(firebaseBin, args, {
    cwd: dataDir,
    env: { ...baseEnv, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: false,
  });
  children.push(emulator);
  prefixOutput(emulator, '[auth]', quiet);

  const serverEnv = {
    ...baseEnv,
    ...options.extraEnv,
    PORT: String(port),
    DATA_DIR: join(dataDir, 'pglite'),
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${authPort}`,
    FIREBASE_PROJECT_ID: PROJECT_ID,
    WEB_DIST: join(root, 'apps', 'web', 'dist'),
    ...(options.tls ? { TLS_CERT_FILE: options.tls.certFile, TLS_KEY_FILE: options.tls.keyFile } : {}),
  };
  const scheme = serverEnv.TLS_CERT_FILE ? 'https' : 'http';
  /** The running server process of each instance (index into instancePorts), null while stopped. */
  const instances = instancePorts.map(() => null);
  const instanceName = (index) => (instancePorts.length > 1 ? `Server instance ${index + 1}` : 'The server');

  /** Starts one instance and waits until it answers. */
  async function startInstance(index) {
    if (instances[index] && instances[index].exitCode === null) return;
    const instancePort = instancePorts[index];
    const instance = spawn(process.execPath, [join(root, 'apps', 'server', 'dist', 'main.js')], {
      cwd: root,
      env: { ...serverEnv, PORT: String(instancePort) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    instances[index] = instance;
    children.push(instance);
    prefixOutput(instance, instancePorts.length > 1 ? `[server ${index + 1}]` : '[server]', quiet);
    await waitFor(`${scheme}://127.0.0.1:${instancePort}/healthz`, {
      timeoutMs: 120_000,
      child: instance,
      name: instanceName(index),
    });
  }

  /** Stops one instance (the others and the emulator keep running), as a deploy or a crash would. */
  async function stopInstance(index, signal = 'SIGTERM') {
    const instance = instances[index];
    if (!instance || instance.exitCode !== null) return;
    const exited = new Promise((r) => instance.once('exit', r));
    instance.kill(signal);
    await exited;
    children.splice(children.indexOf(instance), 1);
    instances[index] = null;
  }

  /** Starts the reference server: each instance in turn, so the first migrates and seeds alone. */
  async function startServer() {
    for (const index of instancePorts.keys()) await startInstance(index);
  }

  /** Stops the (first) server alone (the emulator keeps running), as a deploy or a restart would. */
  const stopServer = () => stopInstance(0);

  const stop = async () => {
    for (const child of [...children].reverse()) {
      if (child.exitCode !== null) continue;
      child.kill('SIGINT');
      await Promise.race([
        new Promise((r) => child.once('exit', r)),
        new Promise((r) => setTimeout(r, 15000)),
      ]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  };

  try {
    await waitFor(`http://127.0.0.1:${authPort}/`, {
      timeoutMs: 120_000,
      child: emulator,
      name: 'The Auth Emulator',
    });
    await startServer();
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    url: `${scheme}://localhost:${port}/app`,
    stop,
    children,
    startServer,
    stopServer,
    startInstance,
    stopInstance,
  };
}
