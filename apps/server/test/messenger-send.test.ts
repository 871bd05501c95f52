import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSENGER_WEBHOOK_PATH } from '../src/channels/messenger/webhook.ts';
import { signMetaBody } from '../src/channels/metaWebhook.ts';
import { channelKey, encryptSecrets } from '../src/channels/secrets.ts';
import { demoIds } from '../src/db/demo.ts';
import { channelSecrets } from '../src/db/features/channels.ts';
import { channels, messages } from '../src/db/schema.ts';
import { channelDemoIds } from '../src/db/seed-channels.ts';
import { storeAttachment } from '../src/inbox/attachments.ts';
import { ADMIN, graphqlVia, until, useTestServer } from './helpers.ts';
import { recordingProvider } from './whatsapp.ts';

/*
 * Staff's replies out through Messenger's Send API: posted to the page's messages endpoint with the page
 * token by the `messenger-send` job (a Send API stand-in on this machine records them), the provider's id
 * kept and moved by the webhook's deliveries; a refusal shown as FAILED with its reason.
 */

const SECRET = 'messenger-send-secret';
const PAGE_ID = '888000222';
const PSID = '2500000000000077';
const TOKEN = 'EAAPage-token';
const api = recordingProvider({
  uploadPath: '/message_attachments',
  uploaded: (n) => ({ attachment_id: `att-${n}` }),
  sent: (n) => ({ recipient_id: PSID, message_id: `m.out${n}` }),
});
const { recorded, uploads, scripted } = api;
beforeAll(() => api.start());
afterAll(() => api.close());

const server = useTestServer({
  messenger: { appSecret: SECRET },
  whatsapp: {
    appSecret: undefined,
    get graphUrl() {
      return api.url;
    },
  },
});
const gql = graphqlVia(server);

const webhook = (messaging: Record<string, unknown>[]) => {
  const body = JSON.stringify({ object: 'page', entry: [{ id: PAGE_ID, time: Date.now(), messaging }] });
  return fetch(`${server.running.url}${MESSENGER_WEBHOOK_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signMetaBody(SECRET, body) },
    body,
  });
};

const messageBy = async (column: 'id' | 'providerMessageId', value: string) =>
  (await server.t.database.db.select().from(messages).where(eq(messages[column], value)))[0];

describe('Messenger replies through the Send API', () => {
  let conversationId = '';

  beforeAll(async () => {
    // The company's page is the seeded one (a company's first live page sends): given this test's ids.
    const channelId = channelDemoIds.messengerPage;
    await server.t.database.db
      .update(channels)
      .set({ clientId: PAGE_ID, config: { pageId: PAGE_ID, verifyToken: 'page-verify-2' } })
      .where(eq(channels.id, channelId));
    await server.t.database.db
      .update(channelSecrets)
      .set({
        ciphertext: encryptSecrets(channelKey(server.t.config.channelSecretKey), channelId, {
          accessToken: TOKEN,
        }),
      })
      .where(eq(channelSecrets.channelId, channelId));
    await webhook([
      {
        sender: { id: PSID },
        recipient: { id: PAGE_ID },
        timestamp: Date.now(),
        message: { mid: 'm.in1', text: 'Hallo?' },
      },
    ]);
    const inbound = await until(
      () => messageBy('providerMessageId', 'm.in1'),
      Boolean,
      'the inbound message',
    );
    conversationId = inbound?.opportunityId as string;
  });

  const reply = async (clientId: string, body: string) =>
    (
      await gql(
        ADMIN,
        'mutation ($o: ID!, $c: String!, $b: String) { sendMessage(opportunityId: $o, clientId: $c, body: $b) { id } }',
        { o: conversationId, c: clientId, b: body },
      )
    ).data?.sendMessage?.id as string;

  it('posts the reply to the page with its token, and its delivery moves the tick', async () => {
    const id = await reply('ms-1', 'Ja, wir sind da');
    const sent = await until(
      () => messageBy('id', id),
      (row) => Boolean(row?.providerMessageId),
      'the provider id',
    );
    expect(recorded.at(-1)).toEqual({
      path: `/v21.0/${PAGE_ID}/messages`,
      authorization: `Bearer ${TOKEN}`,
      body: { recipient: { id: PSID }, messaging_type: 'RESPONSE', message: { text: 'Ja, wir sind da' } },
    });
    await webhook([
      {
        sender: { id: PSID },
        recipient: { id: PAGE_ID },
        timestamp: Date.now(),
        delivery: { mids: [sent?.providerMessageId], watermark: Date.now() },
      },
    ]);
    await until(
      () => messageBy('id', id),
      (row) => row?.status === 'DELIVERED',
      'delivered',
    );
  });

  it('sends the text, then each file uploaded to the page and sent by its attachment id', async () => {
    const uploaded = await storeAttachment(server.t.database.db, {
      companyId: demoIds.companyDemo,
      uploadedBy: null,
      displayName: 'plan.pdf',
      mimeType: 'application/pdf',
      data: new Uint8Array([37, 80, 68, 70, 45, 49, 46, 52]),
    });
    const answer = await gql(
      ADMIN,
      'mutation ($o: ID!, $c: String!, $b: String, $a: [AttachmentInput!]) { sendMessage(opportunityId: $o, clientId: $c, body: $b, attachments: $a) { id } }',
      { o: conversationId, c: 'ms-file', b: 'Der Plan', a: [uploaded] },
    );
    const id = answer.data?.sendMessage?.id as string;
    const sent = await until(
      () => messageBy('id', id),
      (row) => Boolean(row?.providerMessageId),
      'the file message',
    );
    expect(uploads.at(-1)?.authorization).toBe(`Bearer ${TOKEN}`);
    expect(uploads.at(-1)?.type).toMatch(/^multipart\/form-data/);
    expect(uploads.at(-1)?.raw).toContain('name="filedata"; filename="plan.pdf"');
    expect(recorded.slice(-2).map((call) => call.body.message)).toEqual([
      { text: 'Der Plan' },
      { attachment: { type: 'file', payload: { attachment_id: `att-${uploads.length}` } } },
    ]);
    expect(sent?.status).not.toBe('FAILED');
  });

  it('shows a message outside the 24-hour window as FAILED with its reason', async () => {
    scripted.push([
      400,
      { error: { message: '(#10) This message is sent outside of allowed window.', code: 10 } },
    ]);
    const id = await reply('ms-2', 'Zu spät');
    const failed = await until(
      () => messageBy('id', id),
      (row) => row?.status === 'FAILED',
      'the failure',
    );
    expect(failed?.failureReason).toBe('DELIVERY.OUTSIDE_MESSENGER_WINDOW');
  });
});
