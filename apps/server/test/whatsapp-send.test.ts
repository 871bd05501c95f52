import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphRetryError } from '../src/channels/metaWebhook.ts';
import { sendWhatsAppMessage } from '../src/channels/whatsapp/send.ts';
import { demoIds } from '../src/db/demo.ts';
import { messages } from '../src/db/schema.ts';
import { storeAttachment } from '../src/inbox/attachments.ts';
import { createNotifier } from '../src/realtime/socket.ts';
import { ADMIN, graphqlVia, until, useTestServer } from './helpers.ts';
import { addWhatsAppChannel, postSignedWebhook, recordingProvider, whatsAppChange } from './whatsapp.ts';

/*
 * Staff's replies out through the WhatsApp Cloud API: posted to the Graph API's messages endpoint by
 * the `whatsapp-send` job with the channel's token (a Graph stand-in on this machine records them and
 * answers as Meta does), the provider's id kept, the ticks moved by the provider's status webhooks; a
 * 5xx tried again, a refusal shown as FAILED with a reason staff can act on.
 */

const SECRET = 'send-secret';
const TOKEN = 'EAAG-send-token';
const NUMBER_ID = '5550002';
const graph = recordingProvider({
  uploadPath: '/media',
  uploaded: (n) => ({ id: `media-up-${n}` }),
  sent: (n) => ({ messaging_product: 'whatsapp', messages: [{ id: `wamid.sent${n}` }] }),
});
const { recorded, uploads, scripted } = graph;
beforeAll(() => graph.start());
afterAll(() => graph.close());

const server = useTestServer({
  whatsapp: {
    appSecret: SECRET,
    get graphUrl() {
      return graph.url;
    },
  },
});
const gql = graphqlVia(server);

const webhook = (value: Record<string, unknown>) =>
  postSignedWebhook(server.running.url, SECRET, whatsAppChange(NUMBER_ID, value));

const messageById = async (id: string) =>
  (await server.t.database.db.select().from(messages).where(eq(messages.id, id)))[0];

describe('WhatsApp replies through the Cloud API', () => {
  let conversationId = '';

  beforeAll(async () => {
    await addWhatsAppChannel(server.t, { phoneNumberId: NUMBER_ID, verifyToken: 'v2', accessToken: TOKEN });
    await webhook({
      contacts: [{ profile: { name: 'Otto Outbound' }, wa_id: '4917000000002' }],
      messages: [
        {
          from: '4917000000002',
          id: 'wamid.in-send',
          timestamp: String(Math.floor(Date.now() / 1000)),
          type: 'text',
          text: { body: 'Frage' },
        },
      ],
    });
    const inbound = await until(
      async () =>
        (
          await server.t.database.db
            .select()
            .from(messages)
            .where(eq(messages.providerMessageId, 'wamid.in-send'))
        )[0],
      Boolean,
      'the inbound message',
    );
    conversationId = inbound?.opportunityId as string;
  });

  const reply = async (clientId: string, body: string) => {
    const answer = await gql(
      ADMIN,
      'mutation ($o: ID!, $c: String!, $b: String) { sendMessage(opportunityId: $o, clientId: $c, body: $b) { id } }',
      { o: conversationId, c: clientId, b: body },
    );
    return answer.data?.sendMessage?.id as string;
  };

  it('posts the reply with the channel token, keeps the provider id, and moves its ticks by the status webhooks', async () => {
    const id = await reply('send-1', 'Antwort per Cloud API');
    const sent = await until(
      () => messageById(id),
      (row) => Boolean(row?.providerMessageId),
      'the provider id',
    );
    expect(recorded.at(-1)).toEqual({
      path: `/v21.0/${NUMBER_ID}/messages`,
      authorization: `Bearer ${TOKEN}`,
      body: {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: '4917000000002',
        type: 'text',
        text: { preview_url: false, body: 'Antwort per Cloud API' },
      },
    });
    expect(sent?.status).toBe('SENT');
    const timestamp = String(Math.floor(Date.now() / 1000));
    await webhook({
      statuses: [
        { id: sent?.providerMessageId, status: 'delivered', timestamp, recipient_id: '4917000000002' },
      ],
    });
    await until(
      () => messageById(id),
      (row) => row?.status === 'DELIVERED',
      'delivered',
    );
    await webhook({
      statuses: [{ id: sent?.providerMessageId, status: 'read', timestamp, recipient_id: '4917000000002' }],
    });
    await until(
      () => messageById(id),
      (row) => row?.status === 'READ',
      'read',
    );
  });

  it('uploads an attachment to the media endpoint, then sends it by its id with the text as caption', async () => {
    const uploaded = await storeAttachment(server.t.database.db, {
      companyId: demoIds.companyDemo,
      uploadedBy: null,
      displayName: 'foto.png',
      mimeType: 'image/png',
      data: new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]),
    });
    const answer = await gql(
      ADMIN,
      'mutation ($o: ID!, $c: String!, $b: String, $a: [AttachmentInput!]) { sendMessage(opportunityId: $o, clientId: $c, body: $b, attachments: $a) { id } }',
      {
        o: conversationId,
        c: 'send-media',
        b: 'Das Foto',
        a: [uploaded],
      },
    );
    const id = answer.data?.sendMessage?.id as string;
    await until(
      () => messageById(id),
      (row) => Boolean(row?.providerMessageId),
      'the media message',
    );
    expect(uploads.at(-1)?.authorization).toBe(`Bearer ${TOKEN}`);
    expect(uploads.at(-1)?.type).toMatch(/^multipart\/form-data/);
    expect(uploads.at(-1)?.raw).toContain('name="messaging_product"');
    expect(recorded.at(-1)?.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '4917000000002',
      type: 'image',
      image: { id: `media-up-${uploads.length}`, caption: 'Das Foto' },
    });
  });

  it('tries again after a 5xx, and shows a refusal as FAILED with its reason', async () => {
    scripted.push([503, { error: { message: 'Service temporarily unavailable', code: 2 } }]);
    const retried = await reply('send-2', 'Nach einem 503');
    const delivered = await until(
      () => messageById(retried),
      (row) => Boolean(row?.providerMessageId),
      'the retry',
    );
    expect(delivered?.status).toBe('SENT');
    expect(
      recorded.filter((call) => (call.body.text as { body?: string } | undefined)?.body === 'Nach einem 503'),
    ).toHaveLength(2);

    scripted.push([400, { error: { message: '(#131047) Re-engagement message', code: 131047 } }]);
    const refused = await reply('send-3', 'Zu spät');
    const failed = await until(
      () => messageById(refused),
      (row) => row?.status === 'FAILED',
      'the failure',
    );
    expect(failed?.failureReason).toBe('DELIVERY.OUTSIDE_WINDOW');
  });

  it("marks a message FAILED when the job's last try still hears 'later'", async () => {
    const [row] = await server.t.database.db
      .insert(messages)
      .values({
        opportunityId: conversationId,
        body: 'Letzter Versuch',
        senderType: 'USER',
        senderUserId: demoIds.userAdmin,
        status: 'SENT',
      })
      .returning();
    const deps = { db: server.t.database.db, notifier: createNotifier(), config: server.t.config };
    scripted.push([503, { error: { message: 'Service temporarily unavailable', code: 2 } }]);
    await expect(sendWhatsAppMessage(deps, row?.id as string)).rejects.toThrow(GraphRetryError);
    expect((await messageById(row?.id as string))?.status).toBe('SENT');
    scripted.push([503, { error: { message: 'Service temporarily unavailable', code: 2 } }]);
    await sendWhatsAppMessage(deps, row?.id as string, { last: true });
    expect(await messageById(row?.id as string)).toMatchObject({
      status: 'FAILED',
      failureReason: 'DELIVERY.PROVIDER_UNAVAILABLE',
    });
  });
});
