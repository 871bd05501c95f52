// Runs pnpm through corepack, pinned by the hash in package.json's packageManager field.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..', '..');
/** corepack's pnpm shim lives here, so turbo and package scripts find `pnpm` on PATH. */
const shimDir = join(root, '.tools', 'bin');

export const env = {
  ...process.env,
  PATH: `${shimDir}${delimiter}${process.env.PATH ?? ''}`,
  COREPACK_ENABLE_DOWNLOAD_PROMPT: '0',
  TURBO_TELEMETRY_DISABLED: '1',
  DO_NOT_TRACK: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
  NO_UPDATE_NOTIFIER: '1',
};

export function run(command, args, options = {}) {
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env, ...options });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    const error = new Error(`${command} ${args.join(' ')} failed with exit code ${result.status}`);
    error.exitCode = result.status ?? 1;
    throw error;
  }
  return Date.now() - started;
}

export function pnpm(args, options) {
  return run('pnpm', args, options);
}

/** Makes sure corepack can provide the pinned pnpm, then installs the workspace from the lockfile. */
export function install() {
  const probe = spawnSync('corepack', ['--version'], { env });
  if (probe.error || probe.status !== 0) {
    throw new Error('corepack is missing. Install Node.js 20 (which ships corepack) and try again.');
  }
  mkdirSync(shimDir, { recursive: true });
  run('corepack', ['enable', '--install-directory', shimDir, 'pnpm']);
  pnpm(['install', '--frozen-lockfile', '--reporter=append-only']);
}

/** What the server runs: the built web app and the server bundle (npm start, npm run cluster). */
export function buildApp() {
  pnpm([
    'turbo',
    'run',
    'build',
    '--filter=@parley/web',
    '--filter=@parley/server',
    '--output-logs=errors-only',
  ]);
}
