// Runs pnpm through corepack, pinned by the hash in package.json's packageManager field.
import { spawnSync } from 'node:child_process';

export const env = { ...process.env, COREPACK_ENABLE_DOWNLOAD_PROMPT: '0', TURBO_TELEMETRY_DISABLED: '1', STORYBOOK_DISABLE_TELEMETRY: '1', NO_UPDATE_NOTIFIER: '1' };

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
  return run('corepack', ['pnpm', ...args], options);
}

/** Makes sure corepack can provide the pinned pnpm, then installs the workspace from the lockfile. */
export function install() {
  const probe = spawnSync('corepack', ['--version'], { env });
  if (probe.error || probe.status !== 0) {
    throw new Error('corepack is missing. Install Node.js 20 (which ships corepack) and try again.');
  }
  pnpm(['install', '--frozen-lockfile', '--reporter=append-only']);
}
