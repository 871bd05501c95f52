import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signWhatsAppBody, WHATSAPP_WEBHOOK_PATH } from '../src/channels/whatsapp/webhook.ts';
import { demoIds } from '../src/db/demo.ts';
import { attachmentFiles, contacts, messages, opportunities } from '../src/db/schema.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { addWhatsAppChannel, whatsAppChange } from './whatsapp.ts';

/*
 * The WhatsApp Cloud API webhook with signed fixtures, as Meta sends them: the verification handshake,
 * signatures refused, a batch of mixed events, a redelivery stored once, statuses out of order that
 * never move a message back, and media fetched from the Graph API with the channel's token (a Graph
 * stand-in on this machine records what it was asked).
 */

const APP_SECRET = 'test-app-secret';
const PHONE_NUMBER_ID = '109876543210';
const VERIFY_TOKEN = 'verify-me-please';
const ACCESS_TOKEN = 'EAAG-test-token';
const IMAGE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

let t: TestApp;
let graph: Server;
const graphCalls: { path: string; authorization: string | undefined }[] = [];

beforeAll(async () => {
  // The Graph API stand-in: a media id is described, then its file served, both with the token only.
  graph = createServer((req, res) => {
    graphCalls.push({ path: req.url ?? '', authorization: req.headers.authorization });
    if (req.headers.authorization !== `Bearer ${ACCESS_TOKEN}`) {
      res.writeHead(401).end('{"error":{"message":"Invalid OAuth access token"}}');
      return;
    }
    const { port } = graph.address() as AddressInfo;
    if (req.url === '/v21.0/media-image-1') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          url: `http://127.0.0.1:${port}/files/media-image-1`,
          mime_type: 'image/png',
          file_size: IMAGE.byteLength,
          id: 'media-image-1',
        }),
      );
    } else if (req.url === '/files/media-image-1') {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(Buffer.from(IMAGE));
    } else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => graph.listen(0, '127.0.0.1', resolve));
  const { port } = graph.address() as AddressInfo;
  t = await createTestApp({
    whatsapp: { appSecret: APP_SECRET, graphUrl: `http://127.0.0.1:${port}/v21.0` },
  });
  await addWhatsAppChannel(t, {
    phoneNumberId: PHONE_NUMBER_ID,
    verifyToken: VERIFY_TOKEN,
    accessToken: ACCESS_TOKEN,
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => graph.close(resolve));
});

const post = (body: string, signature: string | null = signWhatsAppBody(APP_SECRET, body)) =>
  t.app.request(WHATSAPP_WEBHOOK_PATH, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signature ? { 'x-hub-signature-256': signature } : {}),
    },
    body,
  });

const change = (value: Record<string, unknown>) => whatsAppChange(PHONE_NUMBER_ID, value);

const timestamp = String(Math.floor(Date.now() / 1000) - 60);
const customer = '4915112345678';
const batch = change({
  contacts: [{ profile: { name: 'Wanda Webhook' }, wa_id: customer }],
  messages: [
    { from: customer, id: 'wamid.text1', timestamp, type: 'text', text: { body: 'Hallo, habt ihr offen?' } },
    {
      from: customer,
      id: 'wamid.button1',
      timestamp,
      type: 'interactive',
      interactive: { type: 'button_reply', button_reply: { id: 'yes', title: 'Ja, gern' } },
    },
    {
      from: customer,
      id: 'wamid.location1',
      timestamp,
      type: 'location',
      location: { latitude: 52.52, longitude: 13.405, name: 'Laden', address: 'Hauptstraße 1' },
    },
    {
      from: customer,
      id: 'wamid.image1',
      timestamp,
      type: 'image',
      image: { id: 'media-image-1', mime_type: 'image/png', caption: 'So sieht es aus' },
    },
    { from: customer, id: 'wamid.reaction1', timestamp, type: 'reaction', reaction: { emoji: '👍' } },
  ],
  statuses: [{ id: 'wamid.unknown', status: 'delivered', timestamp, recipient_id: customer }],
});

const stored = (ids: string[]) =>
  t.database.db
    .select()
    .from(messages)
    .where(inArray(messages.providerMessageId, ids))
    .orderBy(messages.createdAt, messages.providerMessageId);

describe('WhatsApp webhook', () => {
  it("verifies the subscription with a channel's verify token, and nothing else", async () => {
    const verify = (query: string) => t.app.request(`${WHATSAPP_WEBHOOK_PATH}?${query}`);
    const ok = await verify(`hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444`);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('1158201444');
    for (const query of [
      'hub.mode=subscribe&hub.verify_token=wrong&hub.challenge=1',
      `hub.mode=unsubscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1`,
      'hub.mode=subscribe&hub.challenge=1',
    ])
      expect((await verify(query)).status, query).toBe(403);
  });

  it('refuses a body without its signature or with a wrong one (401) and stores nothing', async () => {
    expect((await post(batch, null)).status).toBe(401);
    expect((await post(batch, signWhatsAppBody('another-secret', batch))).status).toBe(401);
    expect((await post(batch, 'sha256=00')).status).toBe(401);
    // Signed, then changed on the way.
    expect((await post(batch.replace('Hallo', 'Hello'), signWhatsAppBody(APP_SECRET, batch))).status).toBe(
      401,
    );
    expect(await stored(['wamid.text1'])).toEqual([]);
    // Signed but not a WhatsApp payload: 400.
    expect((await post('not json')).status).toBe(400);
    expect((await post(JSON.stringify({ object: 'page', entry: [] }))).status).toBe(400);
  });

  it('stores a batch of mixed messages in the customer’s conversation, media fetched with the token', async () => {
    const res = await post(batch);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('EVENT_RECEIVED');
    const rows = await stored([
      'wamid.text1',
      'wamid.button1',
      'wamid.location1',
      'wamid.image1',
      'wamid.reaction1',
    ]);
    // In the batch's order, though all four carry the same second.
    expect(rows.map((row) => [row.providerMessageId, row.body, row.buttonId, row.senderType])).toEqual([
      ['wamid.text1', 'Hallo, habt ihr offen?', null, 'CUSTOMER'],
      ['wamid.button1', 'Ja, gern', 'yes', 'CUSTOMER'],
      [
        'wamid.location1',
        '📍 Laden, Hauptstraße 1\nhttps://www.google.com/maps?q=52.52,13.405',
        null,
        'CUSTOMER',
      ],
      ['wamid.image1', 'So sieht es aus', null, 'CUSTOMER'],
    ]);
    // One conversation, on WhatsApp, of a contact made from the profile name and the number.
    expect(new Set(rows.map((row) => row.opportunityId)).size).toBe(1);
    const [conversation] = await t.database.db
      .select()
      .from(opportunities)
      .where(eq(opportunities.id, rows[0]?.opportunityId as string));
    expect(conversation).toMatchObject({
      channelType: 'WHATSAPP',
      companyId: demoIds.companyDemo,
      unreadCount: 4,
    });
    const [person] = await t.database.db
      .select()
      .from(contacts)
      .where(eq(contacts.id, conversation?.contactId as string));
    expect(person).toMatchObject({ firstName: 'Wanda', lastName: 'Webhook', phone: `+${customer}` });
    // The image: described, then downloaded, both with the channel's token; stored as an attachment.
    expect(graphCalls.map((call) => [call.path, call.authorization])).toEqual([
      ['/v21.0/media-image-1', `Bearer ${ACCESS_TOKEN}`],
      ['/files/media-image-1', `Bearer ${ACCESS_TOKEN}`],
    ]);
    const image = rows.find((row) => row.providerMessageId === 'wamid.image1');
    expect(image?.attachments).toHaveLength(1);
    const [file] = await t.database.db
      .select()
      .from(attachmentFiles)
      .where(
        and(
          eq(attachmentFiles.companyId, demoIds.companyDemo),
          eq(attachmentFiles.size, IMAGE.byteLength),
          eq(attachmentFiles.mimeType, 'image/png'),
        ),
      );
    expect(file ? new Uint8Array(file.data) : null).toEqual(IMAGE);
  });

  it('stores a redelivered webhook once, and the next message of the number in the same conversation', async () => {
    expect((await post(batch)).status).toBe(200);
    expect(await stored(['wamid.text1', 'wamid.button1', 'wamid.location1', 'wamid.image1'])).toHaveLength(4);
    expect(graphCalls).toHaveLength(2);
    await post(
      change({
        contacts: [{ profile: { name: 'Wanda Webhook' }, wa_id: customer }],
        messages: [
          { from: customer, id: 'wamid.text2', timestamp, type: 'text', text: { body: 'Noch da?' } },
        ],
      }),
    );
    const [first] = await stored(['wamid.text1']);
    const [next] = await stored(['wamid.text2']);
    expect(next?.opportunityId).toBe(first?.opportunityId);
  });

  it('moves a sent message forward only, whatever order its statuses come in, and keeps a failure’s reason', async () => {
    const [conversation] = await t.database.db
      .select({ id: opportunities.id })
      .from(opportunities)
      .where(eq(opportunities.companyId, demoIds.companyDemo))
      .limit(1);
    const outbound = (providerMessageId: string) => ({
      opportunityId: conversation?.id as string,
      body: 'Ja, bis 18 Uhr',
      senderType: 'USER' as const,
      senderUserId: demoIds.userAdmin,
      status: 'SENT' as const,
      providerMessageId,
    });
    await t.database.db.insert(messages).values([outbound('wamid.out1'), outbound('wamid.out2')]);
    const statusOf = async (id: string) => (await stored([id]))[0];
    const statuses = (list: Record<string, unknown>[]) => post(change({ statuses: list }));

    await statuses([{ id: 'wamid.out1', status: 'read', timestamp, recipient_id: customer }]);
    expect((await statusOf('wamid.out1'))?.status).toBe('READ');
    await statuses([
      { id: 'wamid.out1', status: 'delivered', timestamp, recipient_id: customer },
      { id: 'wamid.out1', status: 'sent', timestamp, recipient_id: customer },
      { id: 'wamid.out1', status: 'failed', timestamp, recipient_id: customer },
    ]);
    expect(await statusOf('wamid.out1')).toMatchObject({ status: 'READ', failureReason: null });

    await statuses([
      {
        id: 'wamid.out2',
        status: 'failed',
        timestamp,
        recipient_id: customer,
        errors: [
          {
            code: 131049,
            title: 'This message was not delivered to maintain healthy ecosystem engagement',
            error_data: { details: 'Meta chose not to deliver it' },
          },
        ],
      },
    ]);
    expect(await statusOf('wamid.out2')).toMatchObject({
      status: 'FAILED',
      failureReason:
        'This message was not delivered to maintain healthy ecosystem engagement: Meta chose not to deliver it',
    });
    await statuses([{ id: 'wamid.out2', status: 'delivered', timestamp, recipient_id: customer }]);
    expect((await statusOf('wamid.out2'))?.status).toBe('FAILED');
  });

  it('skips a change for a number no channel has', async () => {
    const body = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          changes: [
            {
              field: 'messages',
              value: {
                metadata: { phone_number_id: 'someone-else' },
                messages: [
                  { from: customer, id: 'wamid.stray', timestamp, type: 'text', text: { body: 'x' } },
                ],
              },
            },
          ],
        },
      ],
    });
    expect((await post(body)).status).toBe(200);
    expect(await stored(['wamid.stray'])).toEqual([]);
  });
});
