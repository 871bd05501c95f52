import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { demoIds } from '../src/db/demo.ts';
import { channels } from '../src/db/schema.ts';
import { channelDemoIds } from '../src/db/seed-channels.ts';
import { inboxIds } from '../src/db/seed-inbox.ts';
import { graphStandinMessages } from '../src/db/tables.ts';
import { ADMIN, graphqlVia, OTHER, openInboxSocket, USER, useTestServer } from './helpers.ts';

// Where a staff message goes and whose receipts move it: the Graph API stand-in's webhooks for each
// company's own number and page (SENT → DELIVERED after standinDeliveryMs, → READ when the customer
// writes); where a company has no live channel of the conversation's kind, FAILED at once with a reason.
const server = useTestServer({ standinDeliveryMs: 80 });

const open = (email: string) => openInboxSocket(server.running.url, email, server.sockets);

type StatusPayload = { message: { id: string; metadata: { status: string } } };

/** Status updates one socket receives, as `id:status`. */
function statuses(socket: Socket) {
  const seen: string[] = [];
  socket.on('message-status-update', ({ message }: StatusPayload) =>
    seen.push(`${message.id}:${message.metadata.status}`),
  );
  return seen;
}

const waitFor = async (check: () => boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

const graphql = graphqlVia(server);

const send = (who: string, opportunityId: string, clientId: string) =>
  graphql(
    who,
    'mutation ($o: ID!, $c: String!) { sendMessage(opportunityId: $o, clientId: $c, body: "Hallo") { id } }',
    { o: opportunityId, c: clientId },
  ).then((res) => res.data?.sendMessage?.id as string);

const storedMessage = async (opportunityId: string, id: string, who = ADMIN) => {
  const res = await graphql(
    who,
    'query ($o: ID!) { conversations(opportunityId: $o, take: 50) { items { id metadata { status failureReason } } } }',
    { o: opportunityId },
  );
  const page = res.data?.conversations as unknown as {
    items: { id: string; metadata: { status: string; failureReason: string | null } }[];
  };
  return page.items.find((m) => m.id === id)?.metadata;
};
const storedStatus = async (opportunityId: string, id: string, who = ADMIN) =>
  (await storedMessage(opportunityId, id, who))?.status;

describe('delivery receipts', () => {
  it('moves a Messenger reply to DELIVERED, then READ when the customer answers, by the page’s webhooks; company only', async () => {
    const colleague = await open(USER);
    const outsider = await open(OTHER);
    const seen = statuses(colleague);
    const leaked = statuses(outsider);
    const opportunity = inboxIds.opportunity(3);

    const id = await send(ADMIN, opportunity, 'delivery-1');
    await waitFor(() => seen.includes(`${id}:DELIVERED`));
    expect(seen).toEqual([`${id}:SENT`, `${id}:DELIVERED`]);
    expect(await storedStatus(opportunity, id)).toBe('DELIVERED');

    const injected = await fetch(`${server.running.url}/api/dev/inject`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ opportunityId: opportunity, body: 'Danke!' }),
    });
    expect(injected.status).toBe(200);
    await waitFor(() => seen.includes(`${id}:READ`));
    expect(await storedStatus(opportunity, id)).toBe('READ');
    expect(leaked).toEqual([]);
  });

  it('sends another company’s reply through its own number: the stand-in records it there', async () => {
    const colleague = await open(OTHER);
    const seen = statuses(colleague);
    const opportunity = inboxIds.opportunity(40);
    const id = await send(OTHER, opportunity, 'delivery-2');
    await waitFor(() => seen.includes(`${id}:DELIVERED`), 10_000);
    const recorded = await server.t.database.db
      .select({ phoneNumberId: graphStandinMessages.phoneNumberId })
      .from(graphStandinMessages)
      .where(eq(graphStandinMessages.phoneNumberId, '106540352243100'));
    expect(recorded.length).toBeGreaterThan(0);
  });

  it('fails a message at once, with its reason, where the company has no channel of its kind', async () => {
    const { db } = server.t.database;
    const opportunity = inboxIds.opportunity(41);
    // The customer writes (WhatsApp's 24-hour window opens), then Other AG's number is switched off:
    // nothing can carry its WhatsApp conversations.
    const injected = await fetch(`${server.running.url}/api/dev/inject`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ companyId: demoIds.companyOther, opportunityId: opportunity, body: 'Hallo?' }),
    });
    expect(injected.ok).toBe(true);
    await db.update(channels).set({ isDisabled: true }).where(eq(channels.id, channelDemoIds.otherWhatsapp));
    try {
      const colleague = await open(OTHER);
      const seen = statuses(colleague);
      const id = await send(OTHER, opportunity, 'delivery-4');
      await waitFor(() => seen.includes(`${id}:FAILED`));
      expect(await storedMessage(opportunity, id, OTHER)).toEqual({
        status: 'FAILED',
        failureReason: 'DELIVERY.NO_CHANNEL',
      });
      // Announced FAILED, never SENT first, and no tick follows that no provider gave.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(seen.filter((entry) => entry.startsWith(id))).toEqual([`${id}:FAILED`]);
    } finally {
      await db
        .update(channels)
        .set({ isDisabled: false })
        .where(eq(channels.id, channelDemoIds.otherWhatsapp));
    }
  });

  it('leaves a WhatsApp Cloud API conversation’s reads to WhatsApp: the stand-in’s signed read webhook', async () => {
    const colleague = await open(USER);
    const seen = statuses(colleague);
    const opportunity = inboxIds.opportunity(4);
    const id = await send(ADMIN, opportunity, 'delivery-3');
    // Out through the Graph API stand-in; its status webhooks bring sent, then delivered.
    await waitFor(() => seen.includes(`${id}:DELIVERED`), 10_000);
    await fetch(`${server.running.url}/api/dev/inject`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ opportunityId: opportunity, body: 'Gelesen, danke' }),
    });
    await waitFor(() => seen.includes(`${id}:READ`), 10_000);
    expect(await storedStatus(opportunity, id)).toBe('READ');
  });
});
