import type { Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { demoIds } from '../src/db/demo.ts';
import { inboxIds } from '../src/db/seed-inbox.ts';
import { ADMIN, graphqlVia, OTHER, openInboxSocket, USER, useTestServer } from './helpers.ts';

// Receipts: the Graph API stand-in's webhooks for Demo GmbH's Messenger page and WhatsApp number, and
// the simulated provider where a company has no channel of the conversation's kind (Other AG's
// WhatsApp): SENT → DELIVERED after carrierDeliveryMs, → READ when the customer writes.
const server = useTestServer({ carrierDeliveryMs: 80 });

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

const storedStatus = async (opportunityId: string, id: string, who = ADMIN) => {
  const res = await graphql(
    who,
    'query ($o: ID!) { conversations(opportunityId: $o, take: 50) { items { id metadata { status } } } }',
    { o: opportunityId },
  );
  const page = res.data?.conversations as unknown as {
    items: { id: string; metadata: { status: string } }[];
  };
  return page.items.find((m) => m.id === id)?.metadata.status;
};

describe('delivery receipts', () => {
  it('moves a Messenger reply to DELIVERED, then READ when the customer answers, by the page’s webhooks; company only', async () => {
    const colleague = await open(USER);
    const outsider = await open(OTHER);
    const seen = statuses(colleague);
    const leaked = statuses(outsider);
    const opportunity = inboxIds.opportunity(3);

    const id = await send(ADMIN, opportunity, 'carrier-1');
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

  it('never moves a status backwards: a message read before its delivery timer stays READ', async () => {
    // A WhatsApp conversation of Other AG, which has no WhatsApp number connected: the carrier plays
    // its receipts.
    const opportunity = inboxIds.opportunity(40);
    const id = await send(OTHER, opportunity, 'carrier-2');
    await fetch(`${server.running.url}/api/dev/inject`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        companyId: demoIds.companyOther,
        opportunityId: opportunity,
        body: 'Schon gelesen',
      }),
    });
    expect(await storedStatus(opportunity, id, OTHER)).toBe('READ');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await storedStatus(opportunity, id, OTHER)).toBe('READ');
  });

  it('leaves a WhatsApp Cloud API conversation’s reads to WhatsApp: the stand-in’s signed read webhook', async () => {
    const colleague = await open(USER);
    const seen = statuses(colleague);
    const opportunity = inboxIds.opportunity(4);
    const id = await send(ADMIN, opportunity, 'carrier-3');
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
