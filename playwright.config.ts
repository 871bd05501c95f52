import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './scripts/lib/chromium.mjs';

// End-to-end tests run against the real stack (Auth Emulator + reference server + built web app),
// started once by the global setup on ports of their own, with a fresh database.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
/** The global setup's control port: tests stop and start the reference server through it. */
export const E2E_CONTROL_PORT = E2E_PORT + 10;

const browser = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1440, height: 900 },
  launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
};

export default defineConfig({
  testDir: 'apps/web/e2e',
  fullyParallel: false,
  // One spec file at a time: two at once saved about a minute but let a busy 2-core machine race the
  // pages' loading in some tests.
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  globalSetup: './apps/web/e2e/global-setup.ts',
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    // DOM snapshots, not screencast frames: traces of every test cost ~15 % of the suite's time with them.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true },
    screenshot: 'only-on-failure',
  },
  projects: [
    // The inbox spec stops and starts the server: it runs once the others are done.
    // The cluster's spec (e2e/cluster/) runs against its own stack: playwright.cluster.config.ts.
    { name: 'chromium', testIgnore: [/(inbox|profile)\.spec\.ts$/, /\/cluster\//], use: browser },
    { name: 'chromium-alone', testMatch: /inbox\.spec\.ts$/, dependencies: ['chromium'], use: browser },
    // The profile spec changes the demo user's password and language (and puts them back): last.
    {
      name: 'chromium-last',
      testMatch: /profile\.spec\.ts$/,
      dependencies: ['chromium-alone'],
      use: browser,
    },
  ],
});
