import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_PORT } from '../../../playwright.config.ts';
// @ts-expect-error: plain ESM script without types, shared with `npm start`
import { startStack } from '../../../scripts/lib/stack.mjs';

/** Starts the whole product once for the run; returns the teardown. */
export default async function globalSetup() {
  const dataDir = mkdtempSync(join(tmpdir(), 'parley-e2e-'));
  const stack = await startStack({
    port: E2E_PORT,
    authPort: 9299,
    hubPort: 4699,
    loggingPort: 4799,
    dataDir,
    persistAuth: false,
    quiet: !process.env.E2E_VERBOSE,
  });
  return async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
