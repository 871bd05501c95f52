import { and, eq } from 'drizzle-orm';
import { ImapFlow } from 'imapflow';
import { describe, expect, it } from 'vitest';
import { pollMailbox, verifyImap } from '../src/channels/email/imap.ts';
import { storeInStandinMailbox } from '../src/channels/email/imapStandin.ts';
import { mailboxPolls } from '../src/db/features/channels.ts';
import { channels, contacts, messages, opportunities } from '../src/db/schema.ts';
import { ADMIN, graphqlVia, until, useTestServer } from './helpers.ts';
import { customerMail } from './mail.ts';
import { freePort } from './redis.ts';

/*
 * Email in by IMAP (issue 31): an email channel with an IMAP server is checked by signing in there, and
 * its INBOX is fetched by a chain of poll jobs; mail that arrives lands in the customer's conversation,
 * once. The demo's IMAP stand-in is the mailbox server of `.test` channels: the SMTP listener files
 * customers' mail to such a channel into it, and the poll fetches it over IMAP (imapflow), as from any
 * provider.
 */

const smtpPort = await freePort();
const imapPort = await freePort();
const server = useTestServer({
  inboundSmtp: { port: smtpPort, host: '127.0.0.1' },
  imapStandin: { port: imapPort },
  imapPollMs: 1000,
});
const gql = graphqlVia(server);
const run = Date.now().toString(36);
const ADDRESS = `imap.${run}@demo-gmbh.test`;
const USER_NAME = `imap-${run}`;
const PASSWORD = 'Imap-Test-Password-1';

const ADD = `mutation ($value: String!, $config: ChannelConfigInput) {
  addChannel(value: $value, type: EMAIL, client_type: SMTP, config: $config) { id }
}`;
const config = (overrides: Record<string, unknown> = {}) => ({
  type: 'smtp',
  name: USER_NAME,
  password: PASSWORD,
  host: 'smtp.demo-gmbh.test',
  port: 587,
  secure: false,
  imap_host: 'imap.demo-gmbh.test',
  imap_port: 993,
  imap_secure: true,
  ...overrides,
});

const byProviderId = async (id: string) =>
  (await server.t.database.db.select().from(messages).where(eq(messages.providerMessageId, id)))[0];

describe('email in by IMAP', () => {
  let channelId = '';

  it('checks the IMAP server when the channel is added, and refuses a wrong password there', async () => {
    const added = (await gql(ADMIN, ADD, { value: ADDRESS, config: config() })) as {
      data?: { addChannel: { id: string } };
      errors?: unknown[];
    };
    expect(added.errors).toBeUndefined();
    channelId = added.data?.addChannel.id ?? '';
    const [row] = await server.t.database.db.select().from(channels).where(eq(channels.id, channelId));
    expect(row?.config).toMatchObject({
      imap_host: 'imap.demo-gmbh.test',
      imap_port: 993,
      imap_secure: true,
    });
    // The account is known to the stand-ins now: another password opens neither server.
    const refused = (await gql(ADMIN, ADD, {
      value: `other.${run}@demo-gmbh.test`,
      config: config({ password: 'not-the-password' }),
    })) as { errors?: { extensions?: Record<string, unknown> }[] };
    expect(refused.errors?.[0]?.extensions).toMatchObject({ field: 'password' });
    const imap = await verifyImap(server.t.config, {
      host: 'imap.demo-gmbh.test',
      port: 993,
      secure: true,
      user: USER_NAME,
      password: 'not-the-password',
    });
    expect(imap).toMatchObject({ ok: false, messageKey: 'CHANNELS.IMAP_AUTH_FAILED' });
    expect(
      await verifyImap(server.t.config, {
        host: '127.0.0.1',
        port: 1,
        secure: true,
        user: 'x',
        password: 'y',
      }),
    ).toMatchObject({ ok: false, messageKey: 'CHANNELS.IMAP_UNREACHABLE' });
  });

  it('fetches a customer’s mail from the mailbox into a conversation, once', async () => {
    await customerMail(smtpPort, {
      from: `"Ida Imap" <ida.${run}@kunde.test>`,
      to: ADDRESS,
      subject: 'Über IMAP',
      messageId: `<imap.${run}@kunde.test>`,
      text: 'Hallo, kommt diese Mail über IMAP an?',
    });
    const message = await until(
      () => byProviderId(`<imap.${run}@kunde.test>`),
      (found) => Boolean(found),
      'the mail fetched over IMAP',
    );
    expect(message).toMatchObject({
      senderType: 'CUSTOMER',
      subject: 'Über IMAP',
      body: 'Hallo, kommt diese Mail über IMAP an?',
    });
    const [conversation] = await server.t.database.db
      .select({ channelType: opportunities.channelType, email: contacts.email })
      .from(opportunities)
      .innerJoin(contacts, eq(contacts.id, opportunities.contactId))
      .where(eq(opportunities.id, message?.opportunityId as string));
    expect(conversation).toEqual({ channelType: 'EMAIL', email: `ida.${run}@kunde.test` });
    // Polled again (and again): the message stays one.
    const [state] = await server.t.database.db
      .select()
      .from(mailboxPolls)
      .where(eq(mailboxPolls.channelId, channelId));
    await until(
      async () =>
        (
          await server.t.database.db.select().from(mailboxPolls).where(eq(mailboxPolls.channelId, channelId))
        )[0],
      (now) => (now?.polledAt?.getTime() ?? 0) > (state?.polledAt?.getTime() ?? 0) + 500,
      'another poll',
    );
    const copies = await server.t.database.db
      .select()
      .from(messages)
      .where(eq(messages.providerMessageId, `<imap.${run}@kunde.test>`));
    expect(copies).toHaveLength(1);
  });

  it('runs one chain of polls: a job that is not the due one does nothing', async () => {
    const deps = {
      db: server.t.database.db,
      notifier: { toCompany: () => {}, toUser: () => {} } as never,
      config: server.t.config,
    };
    expect(await pollMailbox(deps, channelId, new Date(0).toISOString())).toEqual({ taken: 0 });
  });

  it('skips the mailbox’s history: a mail there before the channel was added is not taken in', async () => {
    const name = `hist-${run}`;
    const raw = Buffer.from(
      `From: old@kunde.test\r\nTo: hist.${run}@demo-gmbh.test\r\nSubject: Alt\r\nMessage-ID: <old.${run}@kunde.test>\r\n\r\nVon früher.\r\n`,
    );
    await storeInStandinMailbox(server.t.database.db, name, raw);
    const added = (await gql(ADMIN, ADD, {
      value: `hist.${run}@demo-gmbh.test`,
      config: config({ name }),
    })) as { data?: { addChannel: { id: string } } };
    const id = added.data?.addChannel.id ?? '';
    const state = await until(
      async () =>
        (await server.t.database.db.select().from(mailboxPolls).where(eq(mailboxPolls.channelId, id)))[0],
      (row) => Boolean(row?.polledAt),
      'the first poll',
    );
    expect(state).toMatchObject({ uidValidity: '1', lastUid: 1, lastError: null });
    expect(await byProviderId(`<old.${run}@kunde.test>`)).toBeUndefined();
  });

  it('speaks IMAP as a client expects: sign-in, select, search and fetch by UID', async () => {
    const client = new ImapFlow({
      host: '127.0.0.1',
      port: imapPort,
      secure: false,
      doSTARTTLS: false,
      auth: { user: USER_NAME, pass: PASSWORD },
      logger: false,
    });
    await client.connect();
    const box = await client.mailboxOpen('INBOX', { readOnly: true });
    expect(box).toMatchObject({ uidValidity: 1n, exists: 1 });
    const uids = await client.search({ uid: '1:*' }, { uid: true });
    expect(uids).toEqual([1]);
    const message = await client.fetchOne('1', { uid: true, size: true, source: true }, { uid: true });
    expect(message === false ? '' : message.source?.toString()).toContain(
      'Subject: =?UTF-8?Q?=C3=9Cber_IMAP?=',
    );
    await client.logout();
    const wrong = new ImapFlow({
      host: '127.0.0.1',
      port: imapPort,
      secure: false,
      doSTARTTLS: false,
      auth: { user: USER_NAME, pass: 'wrong' },
      logger: false,
    });
    wrong.on('error', () => {});
    await expect(wrong.connect()).rejects.toMatchObject({ authenticationFailed: true });
  });

  it('ends the chain when the channel is removed', async () => {
    await gql(ADMIN, 'mutation ($id: ID!) { removeChannel(id: $id) }', { id: channelId });
    const rows = await server.t.database.db
      .select()
      .from(mailboxPolls)
      .where(and(eq(mailboxPolls.channelId, channelId)));
    expect(rows).toHaveLength(0);
  });
});
