#!/usr/bin/env node
// `npm test`: installs what the tests need (pnpm, dependencies, Debian's chromium, a PostgreSQL for the
// migrations test when the machine can provide one) and runs every test: lint, type checks, unit,
// server integration, Storybook story tests with axe, the Storybook build, and Playwright end to end.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { env, install, pnpm, run } from './lib/pnpm.mjs';
import { ensurePackage, isRoot, startPostgres, which } from './lib/services.mjs';
import { root } from './lib/stack.mjs';

const timings = [];

function step(name, fn) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  fn();
  timings.push([name, Math.round((Date.now() - started) / 1000)]);
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
  if (process.env.TEST_REDIS_URL) return;
  ensurePackage('redis-server', () => which('redis-server') !== null);
}

/** A throwaway PostgreSQL for the migrations test; returns its URL and a stop function, or null. */
function startThrowawayPostgres() {
  if (process.env.TEST_DATABASE_URL) return { url: process.env.TEST_DATABASE_URL, stop: () => {} };
  const dir = mkdtempSync(join(tmpdir(), 'parley-pg-'));
  const postgres = startPostgres({ dir, port: 54329 });
  if (!postgres) {
    console.log(
      'PostgreSQL is not available here: the migrations test on PostgreSQL will say it was skipped.',
    );
    rmSync(dir, { recursive: true, force: true });
    return null;
  }
  return {
    url: postgres.url,
    stop: () => {
      postgres.stop();
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
  postgres = startThrowawayPostgres();
  if (postgres) env.TEST_DATABASE_URL = postgres.url;
  // Two cores: two turbo tasks at a time.
  step('lint of the root scripts and configs', () => pnpm(['run', 'lint:root'], { cwd: root }));
  step('dependency boundaries: every lint rule fires on its fixture', () =>
    pnpm(['run', 'test:boundaries'], { cwd: root }),
  );
  step("the benchmarks' helpers", () => pnpm(['run', 'test:scripts'], { cwd: root }));
  step('lint, typecheck, unit + integration + story tests, build', () =>
    pnpm(['turbo', 'run', 'lint', 'typecheck', 'test', 'build', '--concurrency=2', '--output-logs=new-only']),
  );
  step('storybook build', () => pnpm(['run', 'build-storybook', '--quiet'], { cwd: root }));
  step('end-to-end (Playwright, Chromium)', () => pnpm(['exec', 'playwright', 'test'], { cwd: root }));
  // The production layout: PostgreSQL, Redis, two instances and nginx (installed when missing).
  step('end-to-end on the cluster (two instances behind nginx, PostgreSQL, Redis)', () => {
    if (!ensurePackage('nginx-light', () => which('nginx') !== null) || !postgres) {
      console.log('nginx or PostgreSQL is not available here: the cluster test says it was skipped.');
      return;
    }
    pnpm(['exec', 'playwright', 'test', '-c', 'playwright.cluster.config.ts'], { cwd: root });
  });
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
