import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIds } from '../src/db/demo.ts';
import { inboxIds } from '../src/db/seed-inbox.ts';
import { ADMIN, createTestApp, gql, OTHER, type TestApp, token, USER } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Opp = {
  id: string;
  userId: string | null;
  sharedToUserId: string | null;
  status: string;
  isInPool: boolean;
};
const OPP = 'id userId sharedToUserId status isInPool unreadCount lastMessage lastMessageSender';
const MESSAGE =
  'id clientId body attachments { url mimeType } sender { type firstName lastName } metadata { opportunityId status } createdAt';

describe('visibility and isolation', () => {
  it('lets every company user see own, shared, pool and team opportunities', async () => {
    for (const n of [0, 10, 18, 25]) {
      const res = await gql<{ opportunity: Opp }>(
        t.app,
        `query ($id: ID!) { opportunity(id: $id) { ${OPP} contact { id consentStatus } } }`,
        {
          token: token(USER),
          variables: { id: inboxIds.opportunity(n) },
        },
      );
      expect(res.status).toBe(200);
      expect(res.body.data?.opportunity.id).toBe(inboxIds.opportunity(n));
    }
  });

  it('answers another company’s opportunity like an unknown one (404 NOT_FOUND) everywhere', async () => {
    const id = inboxIds.opportunity(40);
    const operations: [string, Record<string, unknown>][] = [
      ['query ($id: ID!) { opportunity(id: $id) { id } }', { id }],
      ['query ($id: ID!) { conversations(opportunityId: $id) { hasOlder } }', { id }],
      ['mutation ($id: ID!) { sendMessage(opportunityId: $id, clientId: "c1", body: "hi") { id } }', { id }],
      ['mutation ($id: ID!) { markConversationRead(opportunityId: $id) { id } }', { id }],
      ['mutation ($id: ID!) { updateConversation(id: $id, input: { status: CLOSED }) { id } }', { id }],
      ['mutation ($id: ID!) { claimOpportunity(id: $id) { id } }', { id: inboxIds.opportunity(42) }],
      ['mutation ($id: ID!) { acceptSharedOpportunity(id: $id) { id } }', { id }],
      [
        'mutation ($id: ID!) { setConsent(contactIds: [$id], type: DIGITAL) { id } }',
        { id: inboxIds.contact(40) },
      ],
    ];
    for (const [query, variables] of operations) {
      const res = await gql(t.app, query, { token: token(ADMIN), variables });
      expect(res.status, query).toBe(404);
      expect(res.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    const stillOpen = await gql<{ opportunity: Opp }>(
      t.app,
      `query ($id: ID!) { opportunity(id: $id) { ${OPP} } }`,
      {
        token: token(OTHER),
        variables: { id: inboxIds.opportunity(42) },
      },
    );
    expect(stillOpen.body.data?.opportunity).toMatchObject({ userId: null, isInPool: true });
  });

  it('needs a token', async () => {
    const res = await gql(t.app, 'query { quickReplies { id } }');
    expect(res.status).toBe(401);
  });
});

describe('conversations', () => {
  it('pages backwards, oldest first within a page', async () => {
    const id = inboxIds.opportunity(0);
    type Page = {
      conversations: {
        items: { id: string; createdAt: string; sender: { type: string; firstName: string } }[];
        hasOlder: boolean;
      };
    };
    const all = await gql<Page>(
      t.app,
      `query ($id: ID!) { conversations(opportunityId: $id) { hasOlder items { ${MESSAGE} } } }`,
      {
        token: token(ADMIN),
        variables: { id },
      },
    );
    const items = all.body.data?.conversations.items ?? [];
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(all.body.data?.conversations.hasOlder).toBe(false);
    expect(items.map((m) => m.createdAt)).toEqual([...items.map((m) => m.createdAt)].sort());
    expect(items[0]?.sender).toMatchObject({ type: 'CUSTOMER', firstName: 'Erika' });

    const last2 = await gql<Page>(
      t.app,
      'query ($id: ID!) { conversations(opportunityId: $id, take: 2) { hasOlder items { id } } }',
      {
        token: token(ADMIN),
        variables: { id },
      },
    );
    expect(last2.body.data?.conversations).toEqual({
      hasOlder: true,
      items: items.slice(-2).map((m) => ({ id: m.id })),
    });
    const before = await gql<Page>(
      t.app,
      'query ($id: ID!, $before: ID) { conversations(opportunityId: $id, before: $before, take: 100) { hasOlder items { id } } }',
      { token: token(ADMIN), variables: { id, before: items[items.length - 2]?.id } },
    );
    expect(before.body.data?.conversations.items.map((m) => m.id)).toEqual(
      items.slice(0, -2).map((m) => m.id),
    );
    expect(before.body.data?.conversations.hasOlder).toBe(false);
  });
});

describe('sendMessage', () => {
  const send = (variables: Record<string, unknown>, who = ADMIN) =>
    gql<{
      sendMessage: {
        id: string;
        clientId: string;
        body: string;
        metadata: { status: string };
        sender: { type: string; firstName: string };
      };
    }>(
      t.app,
      `mutation ($o: ID!, $c: String!, $b: String, $a: [AttachmentInput!]) { sendMessage(opportunityId: $o, clientId: $c, body: $b, attachments: $a) { ${MESSAGE} } }`,
      { token: token(who), variables },
    );

  it('stores the message, updates the row and is idempotent by clientId', async () => {
    const o = inboxIds.opportunity(1);
    const first = await send({ o, c: 'client-1', b: 'Hallo, wir melden uns!' });
    expect(first.status).toBe(200);
    expect(first.body.data?.sendMessage).toMatchObject({
      clientId: 'client-1',
      body: 'Hallo, wir melden uns!',
      metadata: { status: 'SENT' },
      sender: { type: 'USER', firstName: 'Ada' },
    });
    const again = await send({ o, c: 'client-1', b: 'Hallo, wir melden uns!' });
    expect(again.body.data?.sendMessage.id).toBe(first.body.data?.sendMessage.id);
    const parallel = await Promise.all([
      send({ o, c: 'client-2', b: 'x' }),
      send({ o, c: 'client-2', b: 'x' }),
    ]);
    expect(parallel[0].body.data?.sendMessage.id).toBe(parallel[1].body.data?.sendMessage.id);

    const thread = await gql<{ conversations: { items: { clientId: string | null }[] } }>(
      t.app,
      'query ($id: ID!) { conversations(opportunityId: $id, take: 200) { items { clientId } } }',
      { token: token(ADMIN), variables: { id: o } },
    );
    const clientIds = thread.body.data?.conversations.items.map((m) => m.clientId) ?? [];
    expect(clientIds.filter((c) => c === 'client-1')).toHaveLength(1);
    expect(clientIds.filter((c) => c === 'client-2')).toHaveLength(1);

    const row = await gql<{
      opportunity: { lastMessage: string; lastMessageSender: string; unreadCount: number };
    }>(t.app, `query ($id: ID!) { opportunity(id: $id) { ${OPP} } }`, {
      token: token(ADMIN),
      variables: { id: o },
    });
    expect(row.body.data?.opportunity).toMatchObject({
      lastMessage: 'x',
      lastMessageSender: 'USER',
      unreadCount: 0,
    });
  });

  it.each([
    ['no body and no attachments', { b: '   ' }, 'body'],
    ['a body over 4096 characters', { b: 'a'.repeat(4097) }, 'body'],
    ['an empty clientId', { c: ' ', b: 'hi' }, 'clientId'],
    [
      'a foreign attachment url',
      {
        b: 'hi',
        a: [
          {
            displayName: 'x.png',
            url: 'https://evil.test/x.png',
            size: 1,
            extension: 'png',
            mimeType: 'image/png',
          },
        ],
      },
      'attachments',
    ],
  ])('answers BAD_USER_INPUT for %s', async (_name, variables, field) => {
    const res = await send({ o: inboxIds.opportunity(2), c: `bad-${field}`, ...variables });
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
  });
});

describe('claimOpportunity', () => {
  it('lets exactly one of two parallel claims win; the other gets ALREADY_CLAIMED', async () => {
    const id = inboxIds.opportunity(30);
    const claim = (who: string) =>
      gql<{ claimOpportunity: Opp }>(t.app, `mutation ($id: ID!) { claimOpportunity(id: $id) { ${OPP} } }`, {
        token: token(who),
        variables: { id },
      });
    const results = await Promise.all([claim(ADMIN), claim(USER)]);
    const winners = results.filter((r) => r.body.data?.claimOpportunity);
    const losers = results.filter((r) => r.body.errors);
    expect(winners).toHaveLength(1);
    expect(losers).toHaveLength(1);
    expect(losers[0]?.status).toBe(409);
    expect(losers[0]?.body.errors?.[0]?.extensions).toMatchObject({ code: 'ALREADY_CLAIMED', field: 'id' });
    const winner = winners[0]?.body.data?.claimOpportunity;
    expect(winner).toMatchObject({ isInPool: false });
    expect([demoIds.userAdmin, demoIds.userUser]).toContain(winner?.userId);
    // Claiming one's own again is also ALREADY_CLAIMED: it is no longer in the pool.
    expect((await claim(ADMIN)).body.errors?.[0]?.extensions?.code).toBe('ALREADY_CLAIMED');
  });
});

describe('sharing', () => {
  it('shares with a colleague, who accepts; others cannot accept', async () => {
    const id = inboxIds.opportunity(3);
    const share = await gql<{ updateConversation: Opp }>(
      t.app,
      `mutation ($id: ID!, $u: ID) { updateConversation(id: $id, input: { sharedToUserId: $u }) { ${OPP} } }`,
      { token: token(ADMIN), variables: { id, u: demoIds.userUser } },
    );
    expect(share.body.data?.updateConversation).toMatchObject({
      userId: demoIds.userAdmin,
      sharedToUserId: demoIds.userUser,
    });

    const wrong = await gql(t.app, 'mutation ($id: ID!) { acceptSharedOpportunity(id: $id) { id } }', {
      token: token(ADMIN),
      variables: { id },
    });
    expect(wrong.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'id' });

    const accept = await gql<{ acceptSharedOpportunity: Opp }>(
      t.app,
      `mutation ($id: ID!) { acceptSharedOpportunity(id: $id) { ${OPP} } }`,
      { token: token(USER), variables: { id } },
    );
    expect(accept.body.data?.acceptSharedOpportunity).toMatchObject({
      userId: demoIds.userUser,
      sharedToUserId: null,
    });
  });

  it('refuses users of another company, and closes and returns to the pool', async () => {
    const id = inboxIds.opportunity(4);
    for (const input of ['{ userId: $u }', '{ sharedToUserId: $u }']) {
      const res = await gql(
        t.app,
        `mutation ($id: ID!, $u: ID) { updateConversation(id: $id, input: ${input}) { id } }`,
        {
          token: token(ADMIN),
          variables: { id, u: demoIds.userOther },
        },
      );
      expect(res.status).toBe(400);
      expect(res.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    const closed = await gql<{ updateConversation: Opp }>(
      t.app,
      `mutation ($id: ID!) { updateConversation(id: $id, input: { status: CLOSED, userId: null }) { ${OPP} } }`,
      { token: token(ADMIN), variables: { id } },
    );
    expect(closed.body.data?.updateConversation).toMatchObject({
      status: 'CLOSED',
      userId: null,
      isInPool: true,
    });
  });
});

describe('closing', () => {
  it("refuses a close reason over 500 characters next to its field, and a colleague's close", async () => {
    const id = inboxIds.opportunity(5);
    const long = await gql(
      t.app,
      'mutation ($id: ID!, $r: String) { updateConversation(id: $id, input: { status: CLOSED, closeReason: $r }) { id } }',
      { token: token(ADMIN), variables: { id, r: 'x'.repeat(501) } },
    );
    expect(long.status).toBe(400);
    expect(long.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'input.closeReason',
    });
    const colleague = await gql(
      t.app,
      'mutation ($id: ID!) { updateConversation(id: $id, input: { status: CLOSED }) { id } }',
      { token: token(USER), variables: { id } },
    );
    expect(colleague.status).toBe(403);
    expect(colleague.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('updateConversations (bulk actions)', () => {
  const bulk =
    'mutation ($input: UpdateConversationsInput!) { updateConversations(input: $input) { updated { id status } refused { id code } } }';

  it('refuses more than 100 conversations, and a label action without a label, next to the field', async () => {
    const ids = Array.from(
      { length: 101 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    const many = await gql(t.app, bulk, {
      token: token(ADMIN),
      variables: { input: { ids, action: 'CLOSE' } },
    });
    expect(many.status).toBe(400);
    expect(many.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.ids' });
    const unlabelled = await gql(t.app, bulk, {
      token: token(ADMIN),
      variables: { input: { ids: [inboxIds.opportunity(7)], action: 'ADD_LABEL' } },
    });
    expect(unlabelled.status).toBe(400);
    expect(unlabelled.body.errors?.[0]?.extensions).toMatchObject({ field: 'input.labelKey' });
  });

  it("closes a user's own conversation and refuses a colleague's in the same call", async () => {
    const res = await gql<{
      updateConversations: {
        updated: { id: string; status: string }[];
        refused: { id: string; code: string }[];
      };
    }>(t.app, bulk, {
      token: token(USER),
      variables: { input: { ids: [inboxIds.opportunity(12), inboxIds.opportunity(7)], action: 'CLOSE' } },
    });
    expect(res.status).toBe(200);
    expect(res.body.data?.updateConversations).toEqual({
      updated: [{ id: inboxIds.opportunity(12), status: 'CLOSED' }],
      refused: [{ id: inboxIds.opportunity(7), code: 'FORBIDDEN' }],
    });
  });
});

describe('markConversationRead', () => {
  it('zeroes the unread count', async () => {
    const id = inboxIds.opportunity(26);
    const res = await gql<{ markConversationRead: { unreadCount: number } }>(
      t.app,
      'mutation ($id: ID!) { markConversationRead(opportunityId: $id) { unreadCount } }',
      { token: token(USER), variables: { id } },
    );
    expect(res.body.data?.markConversationRead.unreadCount).toBe(0);
  });
});

describe('setConsent', () => {
  const set = (ids: string[], type: string) =>
    gql<{ setConsent: { id: string; consentStatus: string }[] }>(
      t.app,
      `mutation ($ids: [ID!]!) { setConsent(contactIds: $ids, type: ${type}) { id consentStatus } }`,
      { token: token(ADMIN), variables: { ids } },
    );

  it('moves contacts between UNKNOWN, ACTIVE and DISABLED', async () => {
    const a = inboxIds.contact(3);
    const b = inboxIds.contact(5);
    expect((await set([a, b], 'REVOKED')).body.data?.setConsent).toEqual([
      { id: a, consentStatus: 'DISABLED' },
      { id: b, consentStatus: 'DISABLED' },
    ]);
    expect((await set([a], 'DIGITAL')).body.data?.setConsent).toEqual([{ id: a, consentStatus: 'ACTIVE' }]);
    expect((await set([b], 'MANUAL')).body.data?.setConsent).toEqual([{ id: b, consentStatus: 'ACTIVE' }]);
    expect((await set([a], 'REVOKED')).body.data?.setConsent).toEqual([{ id: a, consentStatus: 'DISABLED' }]);
  });

  it('is all or nothing with a contact of another company', async () => {
    const res = await set([inboxIds.contact(7), inboxIds.contact(41)], 'DIGITAL');
    expect(res.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('quickReplies', () => {
  it('returns the company’s and the caller’s own', async () => {
    const res = await gql<{ quickReplies: { title: string; scope: string }[] }>(
      t.app,
      'query { quickReplies { id title body scope } }',
      {
        token: token(USER),
      },
    );
    const titles = res.body.data?.quickReplies.map((q) => `${q.scope}:${q.title}`);
    expect(titles).toEqual([
      'COMPANY:Appointment confirmed',
      'COMPANY:Begrüßung',
      'COMPANY:Öffnungszeiten',
      'USER:Rückruf',
    ]);
    const other = await gql<{ quickReplies: { title: string }[] }>(
      t.app,
      'query { quickReplies { title } }',
      { token: token(OTHER) },
    );
    expect(other.body.data?.quickReplies.map((q) => q.title)).toEqual(['Moin']);
  });
});
