/// <reference types="vitest/config" />
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the reference server (npm start, port 4100) answers the API, the runtime config and
// the Auth Emulator proxy; Vite serves the app with hot reload on 5173.
const server = process.env.PARLEY_SERVER ?? 'http://127.0.0.1:4100';
const proxied = [
  '/graphql',
  '/v2/graphql',
  '/api',
  '/app/config.js',
  '/identitytoolkit.googleapis.com',
  '/securetoken.googleapis.com',
  '/emulator',
];

export default defineConfig({
  base: '/app/',
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui({ configPath: '../../lingui.config.ts' }),
    vanillaExtractPlugin(),
  ],
  server: {
    port: 5173,
    proxy: {
      ...Object.fromEntries(proxied.map((path) => [path, { target: server, changeOrigin: true }])),
      '/socket.io': { target: server, ws: true, changeOrigin: true },
    },
  },
  build: { sourcemap: true, assetsDir: 'assets', manifest: true },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
