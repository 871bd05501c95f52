/// <reference types="vitest/config" />
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const storybookConfigDir = path.join(dirname, '../../.storybook');

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.{ts,tsx}'],
        },
      },
      // Story tests (play functions + axe) once per brand, so contrast is checked for a dark and a
      // very light primary too. Vite plugins (React, vanilla-extract) come from .storybook/main.ts.
      ...(['default', 'dark', 'light'] as const).map((brand) => ({
        plugins: [storybookTest({ configDir: storybookConfigDir, initialGlobals: { brand } })],
        test: {
          name: brand === 'default' ? 'storybook' : `storybook-${brand}`,
          // One page per brand for all story files (Storybook unmounts each story): 100 s instead of
          // 455 s for the whole kit on two cores, with the same results.
          isolate: false,
          // Room for a busy machine: a story with an overlay and axe takes up to ~3 s on two cores
          // beside the server tests; vitest's default of 5 s per test is close to that.
          testTimeout: 20_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: '/usr/bin/chromium',
                args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
              },
            }),
            instances: [{ browser: 'chromium' as const }],
          },
        },
      })),
    ],
  },
});
