import { request as httpRequest } from 'node:http';
import type { Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { inboxIds } from '../src/db/seed-inbox.ts';
import { devRoutesEnabled } from '../src/dev/inject.ts';
import { ADMIN, graphqlVia, OTHER, openInboxSocket, USER, useTestServer } from './helpers.ts';

const server = useTestServer();

const open = (email: string) => openInboxSocket(server.running.url, email, server.sockets);

/** Everything a socket receives, by event name. */
function record(socket: Socket) {
  const events: { event: string; payload: Record<string, unknown> }[] = [];
  socket.onAny((event: string, payload: Record<string, unknown>) => events.push({ event, payload }));
  return events;
}

const next = (socket: Socket, event: string) =>
  new Promise<Record<string, unknown>>((resolve) => socket.once(event, resolve));
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

const inject = (body: unknown) =>
  fetch(`${server.running.url}/api/dev/inject`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const graphql = graphqlVia(server);

describe('inbox events on /opportunities', () => {
  it('delivers an injected inbound message to company A’s users only', async () => {
    const admin = await open(ADMIN);
    const user = await open(USER);
    const other = await open(OTHER);
    const otherEvents = record(other);
    const adminGot = next(admin, 'new-inbound-message-notification');
    const userGot = next(user, 'new-inbound-message-notification');

    const res = await inject({ opportunityId: inboxIds.opportunity(0), body: 'Hallo, noch eine Frage!' });
    expect(res.status).toBe(200);
    const result = (await res.json()) as { message: { id: string }; created: boolean };
    expect(result.created).toBe(false);

    const payload = (await adminGot) as {
      notificationId: string;
      opportunity: { id: string; lastMessage: string; lastMessageSender: string };
      message: { id: string; body: string; sender: { type: string } };
    };
    expect(payload.notificationId).toBe(result.message.id);
    expect(payload.opportunity).toMatchObject({
      id: inboxIds.opportunity(0),
      lastMessage: 'Hallo, noch eine Frage!',
      lastMessageSender: 'CUSTOMER',
    });
    expect(payload.message).toMatchObject({ body: 'Hallo, noch eine Frage!', sender: { type: 'CUSTOMER' } });
    expect(((await userGot) as { notificationId: string }).notificationId).toBe(result.message.id);
    await settle();
    expect(otherEvents).toEqual([]);
  });

  it('announces a new customer with new-opportunity-notification (pool, with attachments)', async () => {
    const admin = await open(ADMIN);
    const got = next(admin, 'new-opportunity-notification');
    const res = await inject({
      body: 'Guten Tag!',
      contact: { firstName: 'Erika', lastName: 'Muster' },
      samples: ['image', 'pdf'],
    });
    expect(res.status).toBe(201);
    const payload = (await got) as {
      notificationId: string;
      opportunity: { userId: string | null; isInPool: boolean; contact: { profile: { lastName: string } } };
      message: { id: string; attachments: { mimeType: string; url: string }[] };
    };
    expect(payload.notificationId).toBe(payload.message.id);
    expect(payload.opportunity).toMatchObject({
      userId: null,
      isInPool: true,
      contact: { profile: { lastName: 'Muster' } },
    });
    expect(payload.message.attachments.map((a) => a.mimeType)).toEqual(['image/png', 'application/pdf']);
    const file = await fetch(`${server.running.url}${payload.message.attachments[0]?.url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
  });

  it('sends a user’s message to their other tabs, and claims to everyone in the company', async () => {
    const tab1 = await open(ADMIN);
    const tab2 = await open(ADMIN);
    const colleague = await open(USER);
    const other = await open(OTHER);
    const otherEvents = record(other);
    const status = next(tab2, 'message-status-update');
    const sent = await graphql(
      ADMIN,
      'mutation ($o: ID!) { sendMessage(opportunityId: $o, clientId: "tab-1-msg", body: "Gern!") { id } }',
      { o: inboxIds.opportunity(2) },
    );
    const payload = (await status) as {
      message: { id: string; clientId: string; metadata: { status: string } };
    };
    expect(payload.message).toMatchObject({
      id: sent.data?.sendMessage?.id,
      clientId: 'tab-1-msg',
      metadata: { status: 'SENT' },
    });
    void tab1;

    const claimed = next(colleague, 'get-opportunities');
    await graphql(ADMIN, 'mutation ($id: ID!) { claimOpportunity(id: $id) { id } }', {
      id: inboxIds.opportunity(27),
    });
    let event = (await claimed) as { reason: string; opportunityIds: string[] };
    // sendMessage emitted 'updated' first; wait for the claim.
    while (event.reason !== 'claimed') event = (await next(colleague, 'get-opportunities')) as typeof event;
    expect(event).toEqual({ reason: 'claimed', opportunityIds: [inboxIds.opportunity(27)] });
    await settle();
    expect(otherEvents).toEqual([]);
  });

  it('answers unknown client events with exception', async () => {
    const admin = await open(ADMIN);
    const exception = next(admin, 'exception');
    admin.emit('hello', {});
    expect(await exception).toEqual({ message: 'Unknown event "hello"' });
  });
});

describe('POST /api/dev/inject', () => {
  it('validates the body and the opportunity', async () => {
    const empty = await inject({ opportunityId: inboxIds.opportunity(0) });
    expect(empty.status).toBe(400);
    const foreign = await inject({ opportunityId: inboxIds.opportunity(40), body: 'x' });
    expect(foreign.status).toBe(404);
    const wrongType = await inject({ body: 42 });
    expect(wrongType.status).toBe(400);
    expect(((await wrongType.json()) as { error: { field: string } }).error.field).toBe('body');
  });

  it('answers only requests that name this machine, and JSON only (issue 29: DNS rebinding, text/plain)', async () => {
    const { port } = new URL(server.running.url);
    const post = (host: string, contentType: string) =>
      new Promise<number>((resolve, reject) => {
        const request = httpRequest(
          {
            host: '127.0.0.1',
            port,
            path: '/api/dev/inject',
            method: 'POST',
            headers: { host, 'content-type': contentType },
          },
          (response) => {
            response.resume();
            resolve(response.statusCode ?? 0);
          },
        );
        request.on('error', reject);
        request.end(JSON.stringify({ body: 'x', opportunityId: inboxIds.opportunity(40) }));
      });
    // A rebinding name that resolves to 127.0.0.1: refused before the body is read.
    expect(await post(`rebind.example:${port}`, 'application/json')).toBe(403);
    // A cross-site text/plain POST (no preflight): refused.
    expect(await post(`127.0.0.1:${port}`, 'text/plain;charset=UTF-8')).toBe(415);
    // The same request as JSON from this machine reaches the route (another company's id: 404).
    expect(await post(`localhost:${port}`, 'application/json')).toBe(404);
  });

  it('is refused to non-local clients and absent in production or without the emulator', async () => {
    const res = await server.t.app.request('/api/dev/inject', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ body: 'x' }),
    });
    expect(res.status).toBe(403);
    expect(devRoutesEnabled({ firebaseAuthEmulatorHost: '127.0.0.1:9099', environment: 'production' })).toBe(
      false,
    );
    expect(devRoutesEnabled({ firebaseAuthEmulatorHost: undefined, environment: 'development' })).toBe(false);
    expect(devRoutesEnabled({ firebaseAuthEmulatorHost: '127.0.0.1:9099', environment: 'development' })).toBe(
      true,
    );
  });
});
