import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  GRAPH_STANDIN_ACCOUNT,
  GRAPH_STANDIN_OTHER_ACCOUNT,
  GRAPH_STANDIN_PATH,
  GRAPH_STANDIN_TOKEN,
  graphStandinNumbers,
} from '../src/channels/graphStandin.ts';
import { DEVELOPMENT_APP_SECRET } from '../src/channels/whatsapp/webhook.ts';
import { demoIds } from '../src/db/demo.ts';
import { channels, contacts, messages, opportunities } from '../src/db/schema.ts';
import { newsletterIds } from '../src/db/seed-newsletter.ts';
import { channelSecrets, graphStandinMessages, newsletterTemplateSync } from '../src/db/tables.ts';
import { ADMIN, graphqlVia, openInboxSocket, token, until, useTestServer } from './helpers.ts';
import { postSignedWebhook } from './whatsapp.ts';

/*
 * The Graph API stand-in on a running server with its job queue: the demo's WhatsApp channel points at
 * it, so a staff reply takes the production path (the `whatsapp-send` job posts it to the Graph API's
 * messages endpoint, the stand-in records it and plays Meta's signed status webhooks back, the
 * `whatsapp-webhook` job moves the ticks), and a channel's setup is checked against it.
 */

const server = useTestServer({ standinDeliveryMs: 200 });

const gql = graphqlVia(server);
const standin = (path: string, init?: RequestInit) =>
  fetch(`${server.running.url}${path}`, init).then(async (res) => ({
    status: res.status,
    body: (await res.json()) as Record<string, unknown>,
  }));

/**
 * The `nth` demo conversation whose customer has a number, made a WhatsApp one the customer wrote in
 * just now (inside the 24-hour window).
 */
async function whatsAppConversation(nth: number) {
  const [conversation] = await server.t.database.db
    .select({ id: opportunities.id, phone: contacts.phone })
    .from(opportunities)
    .innerJoin(contacts, eq(contacts.id, opportunities.contactId))
    .where(eq(opportunities.companyId, demoIds.companyDemo))
    .limit(20)
    .then((rows) => rows.filter((row) => row.phone).slice(nth));
  if (!conversation) throw new Error('no demo conversation with a phone number');
  await server.t.database.db
    .update(opportunities)
    .set({ channelType: 'WHATSAPP', lastCustomerMessageAt: new Date() })
    .where(eq(opportunities.id, conversation.id));
  return conversation;
}

describe('the Graph API stand-in', () => {
  it("speaks Meta's errors: a wrong token is 190, an unknown id 100", async () => {
    const wrong = await standin(`${GRAPH_STANDIN_PATH}/106540352242922`, {
      headers: { authorization: 'Bearer nope' },
    });
    expect(wrong).toMatchObject({ status: 401, body: { error: { code: 190 } } });
    const unknown = await standin(`${GRAPH_STANDIN_PATH}/999`, {
      headers: { authorization: `Bearer ${GRAPH_STANDIN_TOKEN}` },
    });
    expect(unknown).toMatchObject({ status: 400, body: { error: { code: 100 } } });
    const numbers = await standin(`${GRAPH_STANDIN_PATH}/${GRAPH_STANDIN_ACCOUNT}/phone_numbers`, {
      headers: { authorization: `Bearer ${GRAPH_STANDIN_TOKEN}` },
    });
    expect(numbers.body.data).toHaveLength(
      Object.values(graphStandinNumbers).filter((number) => number.account === GRAPH_STANDIN_ACCOUNT).length,
    );
    // Other AG's number is in its own business account, and only there.
    const other = await standin(`${GRAPH_STANDIN_PATH}/${GRAPH_STANDIN_OTHER_ACCOUNT}/phone_numbers`, {
      headers: { authorization: `Bearer ${GRAPH_STANDIN_TOKEN}` },
    });
    expect(other.body.data).toEqual([{ id: '106540352243100' }]);
  });

  it('takes a staff reply out through the Graph API, and its ticks follow the status webhooks', async () => {
    // A demo conversation on WhatsApp with a customer who has a number.
    const conversation = await whatsAppConversation(0);

    const admin = await openInboxSocket(server.running.url, ADMIN, server.sockets);
    const statuses: string[] = [];
    let messageId = '';
    const delivered = new Promise<void>((resolve) =>
      admin.on(
        'message-status-update',
        ({ message }: { message: { id: string; metadata: { status: string } } }) => {
          if (message.id !== messageId) return;
          statuses.push(message.metadata.status);
          if (message.metadata.status === 'DELIVERED') resolve();
        },
      ),
    );
    const sent = await gql(
      ADMIN,
      'mutation ($o: ID!, $c: String!, $b: String) { sendMessage(opportunityId: $o, clientId: $c, body: $b) { id } }',
      { o: conversation.id, c: 'standin-1', b: 'Über den Stand-in' },
    );
    messageId = sent.data?.sendMessage?.id as string;
    expect(messageId).toBeTruthy();
    await delivered;
    expect(statuses.at(-1)).toBe('DELIVERED');

    const to = (conversation.phone as string).replace(/[^0-9]/g, '');
    const recorded = await standin(`/graph-standin/sent?to=${to}`);
    const [first] = recorded.body.data as {
      id: string;
      phoneNumberId: string;
      body: { text?: { body?: string } };
    }[];
    expect(first).toMatchObject({
      phoneNumberId: '106540352242922',
      body: { text: { body: 'Über den Stand-in' } },
    });
    const [row] = await server.t.database.db.select().from(messages).where(eq(messages.id, messageId));
    expect(row).toMatchObject({ providerMessageId: first?.id, status: 'DELIVERED' });
    const stored = await server.t.database.db
      .select()
      .from(graphStandinMessages)
      .where(eq(graphStandinMessages.id, first?.id as string));
    expect(stored).toHaveLength(1);
  });
});

describe('WhatsApp templates through the Graph API', () => {
  it('sends a template by name and language with its values, and the stand-in refuses one not approved', async () => {
    const conversation = await whatsAppConversation(1);
    const sent = await gql(
      ADMIN,
      'mutation ($o: ID!, $c: String!, $t: ID!, $v: JSON) { sendTemplateMessage(opportunityId: $o, clientId: $c, templateId: $t, variables: $v) { id } }',
      {
        o: conversation.id,
        c: 'template-1',
        t: newsletterIds.template(1),
        v: { 1: 'Anna', 2: 'deiner Bestellung' },
      },
    );
    const messageId = sent.data?.sendTemplateMessage?.id as string;
    expect(messageId).toBeTruthy();
    const to = (conversation.phone as string).replace(/[^0-9]/g, '');
    const recorded = await until(
      async () =>
        ((await standin(`/graph-standin/sent?to=${to}`)).body.data as { body: Record<string, unknown> }[])[0],
      (first) => first?.body.type === 'template',
      'the template at the stand-in',
    );
    expect(recorded?.body).toMatchObject({
      type: 'template',
      template: {
        name: 'od_welcome_back',
        language: { code: 'de' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Anna' },
              { type: 'text', text: 'deiner Bestellung' },
            ],
          },
        ],
      },
    });
    // A template Meta has not approved is refused with its code, and the message says why.
    const refused = await standin(`${GRAPH_STANDIN_PATH}/106540352242922/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${GRAPH_STANDIN_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        messaging_product: 'whatsapp',
        to,
        type: 'template',
        template: { name: 'odn_black_week', language: { code: 'de' } },
      }),
    });
    expect(refused).toMatchObject({ status: 400, body: { error: { code: 132001 } } });
  });

  it("reads the number's template statuses from Meta when it is added, and follows Meta's status updates", async () => {
    const added = await asAdmin(addChannel, {
      value: '+49 30 555012345',
      clientId: '106540352242999',
      config: {
        businessAccountId: GRAPH_STANDIN_ACCOUNT,
        accessToken: GRAPH_STANDIN_TOKEN,
        verifyToken: 'sync-verify-token',
      },
    });
    const channelId = added.data?.addChannel?.id as string;
    const statusOf = async (n: number) =>
      (
        await server.t.database.db
          .select()
          .from(newsletterTemplateSync)
          .where(
            and(
              eq(newsletterTemplateSync.channelId, channelId),
              eq(newsletterTemplateSync.templateId, newsletterIds.template(n)),
            ),
          )
      )[0]?.status;
    await until(
      () => statusOf(1),
      (status) => status === 'APPROVED',
      'the template sync',
    );
    expect(await Promise.all([2, 3, 4, 5].map(statusOf))).toEqual([
      'APPROVED',
      'PENDING',
      'REJECTED',
      'APPROVED',
    ]);

    // Meta pauses a template: its webhook says so, for every number of the account.
    const update = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: GRAPH_STANDIN_ACCOUNT,
          changes: [
            {
              field: 'message_template_status_update',
              value: {
                event: 'PAUSED',
                message_template_id: 900,
                message_template_name: 'od_welcome_back',
                message_template_language: 'de',
                reason: 'LOW_QUALITY',
              },
            },
          ],
        },
      ],
    });
    const answer = await postSignedWebhook(server.running.url, DEVELOPMENT_APP_SECRET, update);
    expect(answer.status).toBe(200);
    await until(
      () => statusOf(1),
      (status) => status === 'PAUSED',
      'the paused template',
    );
    await server.t.database.db.delete(channels).where(eq(channels.id, channelId));
  });
});

const addChannel = `mutation ($value: String!, $clientId: String, $config: ChannelConfigInput) {
  addChannel(value: $value, type: WHATSAPP, client_type: WHATSAPP, client_id: $clientId, config: $config) { id value client_id }
}`;
const reconnect = 'mutation ($id: ID!) { reconnectChannel(id: $id) { id connected status message } }';

type Answer = {
  data?: Record<string, { id: string } & Record<string, unknown>> | null;
  errors?: { extensions?: { field?: string; messageKey?: string } }[];
};
const asAdmin = (query: string, variables: Record<string, unknown>) =>
  gql(ADMIN, query, variables) as Promise<Answer>;

describe('WhatsApp channel setup, checked at the Graph API', () => {
  const setup = {
    value: '+49 30 555012345',
    clientId: '106540352242999',
    config: {
      businessAccountId: GRAPH_STANDIN_ACCOUNT,
      accessToken: GRAPH_STANDIN_TOKEN,
      verifyToken: 'setup-verify-token',
    },
  };
  const refusal = (answer: Answer) => answer.errors?.[0]?.extensions;

  it('names the field Meta refused: the token, the number id, the number, the account', async () => {
    const token = await asAdmin(addChannel, {
      ...setup,
      config: { ...setup.config, accessToken: 'EAAwrong' },
    });
    expect(refusal(token)).toMatchObject({ field: 'accessToken', messageKey: 'CHANNELS.META_TOKEN_REFUSED' });
    const id = await asAdmin(addChannel, { ...setup, clientId: '100000000000000' });
    expect(refusal(id)).toMatchObject({ field: 'client_id', messageKey: 'CHANNELS.WHATSAPP_NUMBER_UNKNOWN' });
    const number = await asAdmin(addChannel, { ...setup, value: '+49 30 5550000' });
    expect(refusal(number)).toMatchObject({
      field: 'value',
      messageKey: 'CHANNELS.WHATSAPP_NUMBER_MISMATCH',
    });
    const account = await asAdmin(addChannel, {
      ...setup,
      config: { ...setup.config, businessAccountId: '777' },
    });
    expect(refusal(account)).toMatchObject({
      field: 'businessAccountId',
      messageKey: 'CHANNELS.WHATSAPP_ACCOUNT_MISMATCH',
    });
    const malformed = await asAdmin(addChannel, {
      ...setup,
      clientId: '../me',
      config: { ...setup.config, verifyToken: 'short' },
    });
    expect(refusal(malformed)).toMatchObject({ field: 'client_id', messageKey: 'CHANNELS.INVALID_META_ID' });
    const stored = await server.t.database.db
      .select()
      .from(channels)
      .where(eq(channels.value, '+4930555012345'));
    expect(stored).toEqual([]);
  });

  it('adds a connected number live and a pending one as a draft, with its ids stored and its token sealed', async () => {
    const live = await asAdmin(addChannel, setup);
    expect(live.errors).toBeUndefined();
    const id = live.data?.addChannel?.id as string;
    const [row] = await server.t.database.db.select().from(channels).where(eq(channels.id, id));
    expect(row).toMatchObject({
      status: 'LIVE',
      value: '+4930555012345',
      config: {
        phoneNumberId: '106540352242999',
        businessAccountId: GRAPH_STANDIN_ACCOUNT,
        verifyToken: 'setup-verify-token',
      },
    });
    expect(JSON.stringify(row?.config)).not.toContain(GRAPH_STANDIN_TOKEN);
    // Admins read back what Meta's webhook set-up needs; the token never.
    const listed = await fetch(
      `${server.running.url}/api/core-service/companies/${demoIds.companyDemo}/channels`,
      {
        headers: { authorization: `Bearer ${token(ADMIN)}` },
      },
    ).then((res) => res.text());
    const mine = (JSON.parse(listed) as { id: string; config: Record<string, unknown> | null }[]).find(
      (channel) => channel.id === id,
    );
    expect(mine?.config).toMatchObject({
      businessAccountId: GRAPH_STANDIN_ACCOUNT,
      verifyToken: 'setup-verify-token',
    });
    expect(listed).not.toContain(GRAPH_STANDIN_TOKEN);
    const [secret] = await server.t.database.db
      .select()
      .from(channelSecrets)
      .where(eq(channelSecrets.channelId, id));
    expect(secret?.ciphertext).not.toContain(GRAPH_STANDIN_TOKEN);

    const pending = await asAdmin(addChannel, {
      ...setup,
      value: '+49 30 555012399',
      clientId: '106540352242998',
    });
    const draftId = pending.data?.addChannel?.id as string;
    const [draft] = await server.t.database.db.select().from(channels).where(eq(channels.id, draftId));
    expect(draft).toMatchObject({ status: 'DRAFT', statusMessage: expect.any(String) });
    // Reconnect re-checks it: Meta still registers it, so it stays a draft and says so.
    const again = await asAdmin(reconnect, { id: draftId });
    expect(refusal(again)).toMatchObject({ field: 'id', messageKey: 'CHANNELS.WHATSAPP_NOT_CONNECTED' });
    for (const channelId of [id, draftId])
      await server.t.database.db.delete(channels).where(eq(channels.id, channelId));
  });

  it('leaves a number whose check fails unregistered, with the reason as its status message', async () => {
    const live = await asAdmin(addChannel, setup);
    const id = live.data?.addChannel?.id as string;
    // Meta no longer knows the number under this id.
    await server.t.database.db
      .update(channels)
      .set({
        status: 'UNREGISTERED',
        config: { ...setup.config, accessToken: null, phoneNumberId: '100000000000000' },
      })
      .where(eq(channels.id, id));
    const failed = await asAdmin(reconnect, { id });
    expect(refusal(failed)).toMatchObject({
      field: 'client_id',
      messageKey: 'CHANNELS.WHATSAPP_NUMBER_UNKNOWN',
    });
    const [row] = await server.t.database.db.select().from(channels).where(eq(channels.id, id));
    expect(row).toMatchObject({ status: 'UNREGISTERED', statusMessage: expect.stringContaining('100') });
    await server.t.database.db.delete(channels).where(eq(channels.id, id));
  });
});
