import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './scripts/lib/chromium.mjs';

// End-to-end tests against the production layout (`npm run cluster`): PostgreSQL, Redis, two server
// instances and nginx in front, started once by the cluster's global setup on ports of their own.
// A step of its own in `npm test`, after the other end-to-end tests.
export const CLUSTER_PORT = 4340;
/** The instances listen on the next two ports; the global setup's control port follows them. */
export const CLUSTER_INSTANCE_PORTS = [CLUSTER_PORT + 1, CLUSTER_PORT + 2];
export const CLUSTER_CONTROL_PORT = CLUSTER_PORT + 10;

export default defineConfig({
  testDir: 'apps/web/e2e/cluster',
  workers: 1,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report-cluster' }]],
  globalSetup: './apps/web/e2e/cluster/global-setup.ts',
  use: {
    baseURL: `http://localhost:${CLUSTER_PORT}`,
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true },
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'cluster',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
      },
    },
  ],
});
