import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoIds } from '../src/db/demo.ts';
import { contacts, messages, opportunities } from '../src/db/schema.ts';
import { until, useTestServer } from './helpers.ts';

/*
 * The inject command plays a WhatsApp customer the way Meta does: a signed Cloud API webhook for the
 * demo's number, so the message takes the production path (verified, queued, stored by the job), its
 * file fetched from the Graph API stand-in by its media id.
 */

const server = useTestServer();
const script = fileURLToPath(new URL('../scripts/inject.mjs', import.meta.url));

describe('the inject command', () => {
  it('sends a signed webhook: the customer, their text and a file land in a new conversation', async () => {
    const port = new URL(server.running.url).port;
    const run = Date.now().toString(36);
    const { stdout } = await promisify(execFile)(process.execPath, [
      script,
      '--port',
      port,
      '--new-customer',
      `Ines Inject${run}`,
      '--from',
      '+49 151 7654321',
      '--text',
      'Hallo per Webhook',
      '--attach',
      'pdf',
    ]);
    expect(stdout).toContain('answered 200');
    const [contact] = await until(
      () =>
        server.t.database.db
          .select()
          .from(contacts)
          .where(and(eq(contacts.companyId, demoIds.companyDemo), eq(contacts.lastName, `Inject${run}`))),
      (rows) => rows.length === 1,
      'the new contact',
    );
    expect(contact?.phone).toBe('+491517654321');
    const thread = await until(
      () =>
        server.t.database.db
          .select({ body: messages.body, attachments: messages.attachments })
          .from(messages)
          .innerJoin(opportunities, eq(opportunities.id, messages.opportunityId))
          .where(eq(opportunities.contactId, contact?.id as string))
          .orderBy(asc(messages.createdAt)),
      (rows) => rows.length === 2,
      'both messages',
    );
    // In the order of the batch, though Meta's timestamps are whole seconds.
    expect(thread.map((row) => row.body)).toEqual(['Hallo per Webhook', null]);
    expect(thread.flatMap((row) => row.attachments).map((file) => file.displayName)).toEqual(['angebot.pdf']);
  });
});
