import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 2,
    // Each worker keeps its modules between files (every file builds its own app and database):
    // 40 s instead of 75 s for the whole suite.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
