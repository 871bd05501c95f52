import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_CONTROL_PORT, E2E_PORT } from '../../../playwright.config.ts';
// @ts-expect-error: plain ESM script without types, shared with the server tests
import { startFakeOpenAi } from '../../../scripts/lib/fake-openai.mjs';
// @ts-expect-error: plain ESM script without types, shared with `npm start`
import { startStack } from '../../../scripts/lib/stack.mjs';

/** A local OpenAI-compatible endpoint on a fixed port for the assistant (assistant.spec.ts). */
const ASSISTANT_PORT = 4697;

/** Starts the whole product once for the run; returns the teardown. */
export default async function globalSetup() {
  const dataDir = mkdtempSync(join(tmpdir(), 'parley-e2e-'));
  const assistant = await startFakeOpenAi({ port: ASSISTANT_PORT, apiKey: 'sk-e2e' });
  const stack = await startStack({
    port: E2E_PORT,
    authPort: 9299,
    hubPort: 4699,
    loggingPort: 4799,
    dataDir,
    persistAuth: false,
    quiet: !process.env.E2E_VERBOSE,
    extraEnv: {
      ASSISTANT_BASE_URL: assistant.url,
      ASSISTANT_MODEL: 'e2e-model',
      ASSISTANT_API_KEY: 'sk-e2e',
      // IMAP mailboxes are fetched every second: the IMAP spec waits on the mail, not on the clock.
      IMAP_POLL_MS: '1000',
    },
  });
  // Tests restart the reference server through this control port (see CONTROL_URL in fixtures.ts).
  const control = createServer(async (request, response) => {
    try {
      if (request.method === 'POST' && request.url === '/server/stop') await stack.stopServer();
      else if (request.method === 'POST' && request.url === '/server/start') await stack.startServer();
      else {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(204).end();
    } catch (error) {
      response.writeHead(500).end(String(error));
    }
  });
  await new Promise<void>((resolve) => control.listen(E2E_CONTROL_PORT, '127.0.0.1', resolve));

  return async () => {
    control.close();
    await stack.stop();
    await assistant.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
