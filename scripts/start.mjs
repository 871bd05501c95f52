#!/usr/bin/env node
// `npm start`: installs, builds, starts the Auth Emulator and the reference server with the built web
// app on one port, seeds the embedded database on first run, and prints the URL and the demo logins.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildApp, install } from './lib/pnpm.mjs';
import { root, startStack } from './lib/stack.mjs';

const port = Number(process.env.PORT ?? 4100);
const authPort = Number(process.env.AUTH_EMULATOR_PORT ?? 9099);

async function main() {
  const started = Date.now();
  console.log('Parley: installing dependencies (pnpm through corepack)…');
  install();
  console.log('Parley: building the web app and the server…');
  buildApp();

  console.log('Parley: starting the Auth Emulator and the server…');
  const stack = await startStack({
    port,
    authPort,
    hubPort: Number(process.env.EMULATOR_HUB_PORT ?? 4400),
    loggingPort: Number(process.env.EMULATOR_LOGGING_PORT ?? 4500),
    dataDir: process.env.PARLEY_DATA ?? join(root, '.data'),
  });

  const { demoLogins } = await import(pathToFileURL(join(root, 'apps', 'server', 'dist', 'demo.js')).href);
  const seconds = Math.round((Date.now() - started) / 1000);
  const lines = [
    '',
    `Parley is running (ready in ${seconds} s): ${stack.url}`,
    '',
    'Demo logins:',
    ...demoLogins.map(
      (login) =>
        `  ${login.role === 'COMPANY_ADMIN' ? 'company admin' : 'company user '}  ${login.email.padEnd(20)} ${login.password.padEnd(20)} (${login.company})`,
    ),
    '',
    'Play the customer (a message appears live in the inbox):',
    `  corepack pnpm --filter @parley/server inject -- --port ${port} --text "Hallo, ist mein Auftrag schon raus?"`,
    `  corepack pnpm --filter @parley/server inject -- --port ${port} --new-customer "Erika Muster" --text "Guten Tag!"`,
    `  or send a mail to sales@demo-gmbh.test through the SMTP server at 127.0.0.1:${port + 25}`,
    '',
    'Data lives in .data/ (delete it to start afresh). Press Ctrl+C to stop.',
    '',
  ];
  console.log(lines.join('\n'));

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nParley: stopping…');
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  for (const child of stack.children) {
    child.on('exit', (code) => {
      if (stopping) return;
      console.error(`Parley: a process stopped unexpectedly (exit code ${code}); shutting down.`);
      void stack.stop().then(() => process.exit(1));
    });
  }
}

main().catch((error) => {
  console.error(`\nParley could not start: ${error.message}`);
  process.exit(error.exitCode ?? 1);
});
