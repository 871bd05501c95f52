import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSENGER_WEBHOOK_PATH } from '../src/channels/messenger/webhook.ts';
import { signMetaBody } from '../src/channels/metaWebhook.ts';
import { demoIds } from '../src/db/demo.ts';
import { channels, contacts, messages, opportunities } from '../src/db/schema.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/*
 * The Messenger webhook with signed fixtures (object=page): the verification handshake, signatures
 * refused, messages, quick replies, postbacks and attachments stored once per message id in the
 * customer's conversation (known by their page-scoped id), echoes skipped, deliveries and reads applied
 * forward only.
 */

const SECRET = 'messenger-secret';
const PAGE_ID = '777000111';
const PSID = '2400000000000042';
const PICTURE = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
let t: TestApp;
let cdn: Server;
let cdnUrl = '';

beforeAll(async () => {
  cdn = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'image/jpeg' }).end(Buffer.from(PICTURE));
  });
  await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve));
  cdnUrl = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}/picture.jpg`;
  t = await createTestApp({ messenger: { appSecret: SECRET } });
  await t.database.db.insert(channels).values({
    companyId: demoIds.companyDemo,
    type: 'messenger',
    channelType: 'MESSENGER',
    value: 'Demo GmbH',
    clientType: 'FACEBOOK',
    status: 'LIVE',
    config: { pageId: PAGE_ID, verifyToken: 'page-verify' },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => cdn.close(resolve));
});

const post = (body: string, signature: string | null = signMetaBody(SECRET, body)) =>
  t.app.request(MESSENGER_WEBHOOK_PATH, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signature ? { 'x-hub-signature-256': signature } : {}),
    },
    body,
  });
const page = (messaging: Record<string, unknown>[]) =>
  JSON.stringify({ object: 'page', entry: [{ id: PAGE_ID, time: Date.now(), messaging }] });
const from = (event: Record<string, unknown>) => ({
  sender: { id: PSID },
  recipient: { id: PAGE_ID },
  timestamp: Date.now() - 60_000,
  ...event,
});
const stored = (mids: string[]) =>
  t.database.db
    .select()
    .from(messages)
    .where(inArray(messages.providerMessageId, mids))
    .orderBy(messages.providerMessageId);

describe('Messenger webhook', () => {
  it("verifies the subscription with a Messenger channel's verify token only", async () => {
    const ok = await t.app.request(
      `${MESSENGER_WEBHOOK_PATH}?hub.mode=subscribe&hub.verify_token=page-verify&hub.challenge=42`,
    );
    expect([ok.status, await ok.text()]).toEqual([200, '42']);
    const wrong = await t.app.request(
      `${MESSENGER_WEBHOOK_PATH}?hub.mode=subscribe&hub.verify_token=nope&hub.challenge=42`,
    );
    expect(wrong.status).toBe(403);
  });

  it('refuses unsigned and wrongly signed bodies, and what is not a page payload', async () => {
    const body = page([from({ message: { mid: 'm.unsigned', text: 'x' } })]);
    expect((await post(body, null)).status).toBe(401);
    expect((await post(body, signMetaBody('other', body))).status).toBe(401);
    expect((await post(JSON.stringify({ object: 'instagram', entry: [] }))).status).toBe(400);
    expect(await stored(['m.unsigned'])).toEqual([]);
  });

  it('stores messages, quick replies, postbacks and attachments once in the customer’s conversation', async () => {
    const body = page([
      from({ message: { mid: 'm.1', text: 'Hallo von Messenger' } }),
      from({ message: { mid: 'm.2', text: 'Ja', quick_reply: { payload: 'YES' } } }),
      from({ postback: { mid: 'm.3', title: 'Termin buchen', payload: 'BOOK' } }),
      from({ message: { mid: 'm.4', attachments: [{ type: 'image', payload: { url: cdnUrl } }] } }),
      {
        sender: { id: PAGE_ID },
        recipient: { id: PSID },
        timestamp: Date.now(),
        message: { mid: 'm.echo', text: 'Echo', is_echo: true },
      },
    ]);
    expect((await post(body)).status).toBe(200);
    expect((await post(body)).status).toBe(200);
    const rows = await stored(['m.1', 'm.2', 'm.3', 'm.4', 'm.echo']);
    expect(
      rows.map((row) => [row.providerMessageId, row.body, row.buttonId, row.attachments.length]),
    ).toEqual([
      ['m.1', 'Hallo von Messenger', null, 0],
      ['m.2', 'Ja', 'YES', 0],
      ['m.3', 'Termin buchen', 'BOOK', 0],
      ['m.4', null, null, 1],
    ]);
    expect(new Set(rows.map((row) => row.opportunityId)).size).toBe(1);
    const [conversation] = await t.database.db
      .select()
      .from(opportunities)
      .where(eq(opportunities.id, rows[0]?.opportunityId as string));
    expect(conversation?.channelType).toBe('MESSENGER');
    const [person] = await t.database.db
      .select()
      .from(contacts)
      .where(eq(contacts.id, conversation?.contactId as string));
    expect(person).toMatchObject({ messengerPsid: PSID, phone: null });
  });

  it('moves the page’s messages to delivered and read, never back', async () => {
    const [first] = await stored(['m.1']);
    const sentAt = new Date(Date.now() - 30_000);
    await t.database.db.insert(messages).values([
      {
        opportunityId: first?.opportunityId as string,
        body: 'Antwort',
        senderType: 'USER',
        status: 'SENT',
        providerMessageId: 'm.out1',
        createdAt: sentAt,
      },
      {
        opportunityId: first?.opportunityId as string,
        body: 'Später',
        senderType: 'USER',
        status: 'SENT',
        providerMessageId: 'm.out2',
        createdAt: new Date(Date.now() + 60_000),
      },
    ]);
    await post(page([from({ read: { watermark: Date.now() } })]));
    expect((await stored(['m.out1', 'm.out2'])).map((row) => row.status)).toEqual(['READ', 'SENT']);
    await post(page([from({ delivery: { mids: ['m.out1', 'm.out2'], watermark: Date.now() } })]));
    expect((await stored(['m.out1', 'm.out2'])).map((row) => row.status)).toEqual(['READ', 'DELIVERED']);
  });
});
