import { defineConfig } from '@lingui/conf';

// de and en catalogs of the web app. `lingui compile --strict` fails the build when a message lacks a translation.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de'],
  catalogs: [
    {
      path: '<rootDir>/apps/web/src/locales/{locale}/messages',
      include: ['<rootDir>/apps/web/src'],
      exclude: ['**/node_modules/**', '**/*.test.*', '**/routeTree.gen.ts'],
    },
  ],
  format: 'po',
  orderBy: 'messageId',
});
