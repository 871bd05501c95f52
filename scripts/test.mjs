#!/usr/bin/env node
// `npm test`: installs what the tests need (pnpm, dependencies, Debian's chromium, a PostgreSQL for the
// migrations test when the machine can provide one) and runs every test: lint, type checks, unit,
// server integration, Storybook story tests with axe, the Storybook build, and Playwright end to end.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { env, install, pnpm, run } from './lib/pnpm.mjs';
import { root } from './lib/stack.mjs';

const isRoot = process.getuid?.() === 0;
const timings = [];

function step(name, fn) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  fn();
  timings.push([name, Math.round((Date.now() - started) / 1000)]);
}

function which(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).stdout.trim() || null;
}

function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return;
  if (!isRoot)
    throw new Error("Chromium is missing: install Debian's chromium package (apt-get install chromium).");
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium']);
}

/**
 * redis-server for the tests of several instances (shared rate limits, socket events across
 * instances), which start their own on a free port; without it they say they were skipped.
 */
function ensureRedis() {
  if (process.env.TEST_REDIS_URL || which('redis-server') || !isRoot) return;
  spawnSync('apt-get', ['install', '-y', '-qq', 'redis-server'], { stdio: 'inherit', env });
}

/** A throwaway PostgreSQL for the migrations test; returns its URL and a stop function, or null. */
function startPostgres() {
  if (process.env.TEST_DATABASE_URL) return { url: process.env.TEST_DATABASE_URL, stop: () => {} };
  let bin = which('initdb') ? '' : null;
  if (bin === null) {
    const candidates = [
      '/usr/lib/postgresql/17/bin',
      '/usr/lib/postgresql/16/bin',
      '/usr/lib/postgresql/15/bin',
    ];
    bin = candidates.find((dir) => existsSync(join(dir, 'initdb'))) ?? null;
    if (bin === null && isRoot) {
      spawnSync('apt-get', ['install', '-y', '-qq', 'postgresql'], { stdio: 'inherit', env });
      bin = candidates.find((dir) => existsSync(join(dir, 'initdb'))) ?? null;
    }
    if (bin === null) {
      console.log(
        'PostgreSQL is not available here: the migrations test on PostgreSQL will say it was skipped.',
      );
      return null;
    }
  }
  const tool = (name) => (bin ? join(bin, name) : name);
  const dir = mkdtempSync(join(tmpdir(), 'parley-pg-'));
  // PostgreSQL refuses to run as root: run it as an unprivileged user.
  const asUser = (args) => (isRoot ? ['runuser', ['-u', 'nobody', '--', ...args]] : [args[0], args.slice(1)]);
  if (isRoot) spawnSync('chown', ['nobody', dir]);
  const port = 54329;
  const sh = (args) => {
    const [cmd, rest] = asUser(args);
    return spawnSync(cmd, rest, { stdio: 'inherit', env, cwd: dir });
  };
  if (
    sh([tool('initdb'), '-D', join(dir, 'data'), '-U', 'parley', '--auth=trust', '-E', 'UTF8']).status !== 0
  ) {
    console.log('initdb failed: the migrations test on PostgreSQL will say it was skipped.');
    return null;
  }
  const started = sh([
    tool('pg_ctl'),
    '-D',
    join(dir, 'data'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
    '-l',
    join(dir, 'log'),
    '-w',
    'start',
  ]);
  if (started.status !== 0) {
    console.log('PostgreSQL did not start: the migrations test on PostgreSQL will say it was skipped.');
    return null;
  }
  return {
    url: `postgres://parley@127.0.0.1:${port}/postgres`,
    stop: () => {
      sh([tool('pg_ctl'), '-D', join(dir, 'data'), '-m', 'fast', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

let postgres = null;
try {
  step('install', () => {
    install();
    ensureChromium();
    ensureRedis();
  });
  postgres = startPostgres();
  if (postgres) env.TEST_DATABASE_URL = postgres.url;
  // Two cores: two turbo tasks at a time.
  step('lint of the root scripts and configs', () => pnpm(['run', 'lint:root'], { cwd: root }));
  step('dependency boundaries: every lint rule fires on its fixture', () =>
    pnpm(['run', 'test:boundaries'], { cwd: root }),
  );
  step('lint, typecheck, unit + integration + story tests, build', () =>
    pnpm(['turbo', 'run', 'lint', 'typecheck', 'test', 'build', '--concurrency=2', '--output-logs=new-only']),
  );
  step('storybook build', () => pnpm(['run', 'build-storybook', '--quiet'], { cwd: root }));
  step('end-to-end (Playwright, Chromium)', () => pnpm(['exec', 'playwright', 'test'], { cwd: root }));
  // A report: one cold mobile run per page. It fails only past gates that do not move with the machine's
  // speed (accessibility, bytes, script evaluation normalised by the CPU benchmark index), never on a
  // speed score (scripts/lighthouse.mjs, gates).
  step('Lighthouse report (login, dashboard, inbox; mobile, cold)', () =>
    pnpm(['run', 'lighthouse', '--check'], { cwd: root }),
  );
  console.log('\nAll test steps passed:');
  for (const [name, seconds] of timings) console.log(`  ${name}: ${seconds} s`);
} catch (error) {
  console.error(`\nnpm test failed: ${error.message}`);
  process.exitCode = error.exitCode ?? 1;
} finally {
  postgres?.stop();
}
