import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { createFirebaseAuth } from './auth/firebase.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { demoInvited, demoLogins } from './db/demo.ts';
import { maintainEmbeddedDatabase } from './db/maintenance.ts';
import { isEmpty, seedDemo } from './db/seed.ts';
import { seedAutomation } from './db/seed-automation.ts';
import { seedInbox, seedLargeInbox } from './db/seed-inbox.ts';
import { seedNewsletter } from './db/seed-newsletter.ts';
import { seedShop } from './db/seed-shop.ts';
import { devRoutesEnabled } from './dev/inject.ts';
import { startJobs } from './jobs/queue.ts';
import { logError } from './security/safeLog.ts';
import { PortInUseError, startServer } from './server.ts';

function portIsFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}

async function main() {
  const config = loadConfig();
  // Fail before opening the database (PGlite allows one process per data dir).
  if (config.port !== 0 && !(await portIsFree(config.port, config.host)))
    throw new PortInUseError(config.port);

  const database = await openDatabase(config);
  await database.migrate();
  if (config.seedDemo && (await isEmpty(database.db))) {
    await seedDemo(database.db);
    console.log('[db] demo data seeded');
  } else if (config.seedDemo) {
    // A database seeded before the inbox existed gets the demo inbox once.
    if (await seedInbox(database.db)) console.log('[db] demo inbox seeded');
    // And one seeded before newsletters, the shop and automation their demo rows (idempotent: stored rows stay).
    await seedNewsletter(database.db);
    await seedShop(database.db);
    await seedAutomation(database.db);
  }
  if (config.seedDemo && config.seedLargeInbox) {
    const started = Date.now();
    const created = await seedLargeInbox(database.db, config.seedLargeInbox);
    console.log(
      `[db] large inbox seed: ${config.seedLargeInbox} opportunities wanted, ${created} created in ${Date.now() - started} ms`,
    );
  }
  const stopMaintenance = await maintainEmbeddedDatabase(database);
  const auth = createFirebaseAuth(config);
  if (config.firebaseAuthEmulatorHost && config.seedDemo) {
    try {
      await auth.ensureAccounts([
        ...demoLogins.map((login) => ({
          uid: login.firebaseUid,
          email: login.email,
          password: login.password,
          displayName: `${login.firstName} ${login.lastName}`,
        })),
        {
          uid: demoInvited.firebaseUid,
          email: demoInvited.email,
          // A password nobody knows, as an invitation's: she sets her own through the mail's link.
          password: randomBytes(24).toString('base64url'),
          displayName: `${demoInvited.firstName} ${demoInvited.lastName}`,
        },
      ]);
    } catch (error) {
      console.warn(
        `[auth] could not create the demo accounts in the Auth Emulator at ${config.firebaseAuthEmulatorHost}:`,
        error instanceof Error ? error.message : error,
      );
    }
  }

  let running: Awaited<ReturnType<typeof startServer>>;
  try {
    // Everything that happens later (receipts, dispatches, pauses) runs from the database's job queue.
    const jobs = await startJobs(database);
    running = await startServer({ db: database.db, auth, config, jobs });
  } catch (error) {
    await database.close();
    await auth.close();
    throw error;
  }
  console.log(
    `Parley server on ${running.url} (${database.kind === 'pglite' ? `PGlite ${config.dataDir}` : 'PostgreSQL'}` +
      `${config.firebaseAuthEmulatorHost ? `, Auth Emulator ${config.firebaseAuthEmulatorHost}` : ''})`,
  );

  if (devRoutesEnabled(config)) {
    console.log(
      `Play the customer: corepack pnpm --filter @parley/server inject -- --text "Hallo!" [--opportunity <id>] [--new-customer "Erika Muster"] [--attach image|pdf|audio|video] --port ${running.port}`,
    );
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[server] ${signal}: shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      stopMaintenance();
      await running.close();
      await database.close();
      await auth.close();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

process.on('unhandledRejection', (reason) => logError('[server] unhandled rejection:', reason));

main().catch((error: unknown) => {
  if (error instanceof PortInUseError) {
    console.error(error.message);
  } else {
    console.error('[server] failed to start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
