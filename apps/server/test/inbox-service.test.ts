import { messageKeys } from '@parley/domain';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database, Db } from '../src/db/client.ts';
import { demoIds } from '../src/db/demo.ts';
import { brands, contacts, opportunities, users } from '../src/db/schema.ts';
import { inboxIds } from '../src/db/seed-inbox.ts';
import { AppError } from '../src/errors.ts';
import type { Delivery } from '../src/inbox/delivery.ts';
import type { Viewer } from '../src/inbox/service.ts';
import * as inbox from '../src/inbox/service.ts';
import * as quickReplies from '../src/quickReplies/service.ts';
import type { Notifier } from '../src/realtime/socket.ts';
import { restoreTestDatabase } from './helpers.ts';

/* The inbox service's rules that the GraphQL and REST tests do not reach, called directly. */

let database: Database;
let db: Db;
let events: { event: string; payload: unknown }[] = [];
const notifier: Notifier = {
  attach: () => {},
  toCompany: (_companyId, event, payload) => {
    events.push({ event, payload });
  },
  toUser: () => {},
};
const sent: string[] = [];
const delivery: Delivery = {
  route: async () => 'whatsapp-send',
  send: async (_queue, id) => {
    sent.push(id);
  },
  customerRead: async () => {},
};
let deps: inbox.InboxDeps;

const inactive = '00000000-0000-4000-8000-00000000a0fe';
const loner = '00000000-0000-4000-8000-00000000a0fd';

async function viewerOf(userId: string): Promise<Viewer> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`no user ${userId}`);
  return { user, companyId: user.companyId };
}

/** The AppError a call rejects with, as its wire fields. */
async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  const { code, status, field, messageKey } = error as AppError;
  return { code, status, field, messageKey };
}

let admin: Viewer;
let user: Viewer;

beforeAll(async () => {
  database = await restoreTestDatabase();
  db = database.db;
  deps = { db, notifier, delivery };
  await db.insert(users).values([
    { id: inactive, companyId: demoIds.companyDemo, email: 'gone@parley.test', active: false },
    { id: loner, companyId: demoIds.companyDemo, email: 'loner@parley.test' },
  ]);
  admin = await viewerOf(demoIds.userAdmin);
  user = await viewerOf(demoIds.userUser);
});
afterAll(() => database.close());
beforeEach(() => {
  events = [];
});

const reasons = () =>
  events.filter((e) => e.event === 'get-opportunities').map((e) => (e.payload as { reason: string }).reason);

describe('updateConversation', () => {
  it('refuses to share with the responsible user or to share one in the pool', async () => {
    expect(
      await failure(
        inbox.updateConversation(deps, admin, {
          id: inboxIds.opportunity(7),
          input: { sharedToUserId: demoIds.userAdmin },
        }),
      ),
    ).toEqual({
      code: 'BAD_USER_INPUT',
      status: 400,
      field: 'input.sharedToUserId',
      messageKey: messageKeys.general,
    });
    expect(
      await failure(
        inbox.updateConversation(deps, admin, {
          id: inboxIds.opportunity(27),
          input: { sharedToUserId: demoIds.userUser },
        }),
      ),
    ).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.sharedToUserId' });
    expect(events).toEqual([]);
  });

  it('refuses an inactive user and names the field', async () => {
    expect(
      await failure(
        inbox.updateConversation(deps, admin, { id: inboxIds.opportunity(7), input: { userId: inactive } }),
      ),
    ).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.userId' });
  });

  it('ends the sharing when the one it was shared with takes it over, or when it goes back to the pool', async () => {
    const shared = await inbox.updateConversation(deps, admin, {
      id: inboxIds.opportunity(8),
      input: { sharedToUserId: demoIds.userUser },
    });
    expect(shared).toMatchObject({ userId: demoIds.userAdmin, sharedToUserId: demoIds.userUser });
    const handedOver = await inbox.updateConversation(deps, admin, {
      id: inboxIds.opportunity(8),
      input: { userId: demoIds.userUser },
    });
    expect(handedOver).toMatchObject({ userId: demoIds.userUser, sharedToUserId: null, isInPool: false });

    await inbox.updateConversation(deps, user, {
      id: inboxIds.opportunity(8),
      input: { sharedToUserId: demoIds.userAdmin },
    });
    const pooled = await inbox.updateConversation(deps, user, {
      id: inboxIds.opportunity(8),
      input: { userId: null },
    });
    expect(pooled).toMatchObject({ userId: null, sharedToUserId: null, isInPool: true });
    expect(reasons()).toEqual(['shared', 'updated', 'shared', 'updated']);
  });

  it('keeps omitted fields', async () => {
    const before = await inbox.findOpportunity(deps, admin, inboxIds.opportunity(18));
    const closed = await inbox.updateConversation(deps, admin, {
      id: inboxIds.opportunity(18),
      input: { status: 'CLOSED' },
    });
    expect(closed).toMatchObject({
      status: 'CLOSED',
      userId: before.userId,
      sharedToUserId: before.sharedToUserId,
    });
  });
});

describe('markConversationRead', () => {
  it('announces a change only when there was something unread', async () => {
    const id = inboxIds.opportunity(0);
    const read = await inbox.markConversationRead(deps, admin, id);
    expect(read.unreadCount).toBe(0);
    expect(reasons()).toEqual(['updated']);
    await inbox.markConversationRead(deps, admin, id);
    expect(reasons()).toEqual(['updated']);
  });
});

describe('listMessages', () => {
  it('refuses a cursor of another opportunity', async () => {
    const other = await inbox.listMessages(deps, admin, { opportunityId: inboxIds.opportunity(2) });
    const cursor = other.rows[0]?.id;
    expect(cursor).toBeDefined();
    expect(
      await failure(
        inbox.listMessages(deps, admin, { opportunityId: inboxIds.opportunity(3), before: cursor ?? null }),
      ),
    ).toMatchObject({ code: 'BAD_USER_INPUT', field: 'before' });
  });
});

describe('sendMessage', () => {
  it('announces a new message once and hands it to the delivery; a retry announces nothing', async () => {
    const input = {
      opportunityId: inboxIds.opportunity(9),
      clientId: 'svc-1',
      body: 'Guten Tag',
      attachments: [],
    };
    const message = await inbox.sendMessage(deps, admin, input);
    expect(events.map((e) => e.event)).toEqual(['message-status-update', 'get-opportunities']);
    expect(sent).toContain(message.id);
    events = [];
    expect((await inbox.sendMessage(deps, admin, input)).id).toBe(message.id);
    expect(events).toEqual([]);
  });
});

describe('claimOpportunity and acceptSharedOpportunity', () => {
  it('claims from the pool once and tells the company', async () => {
    const claimed = await inbox.claimOpportunity(deps, user, inboxIds.opportunity(31));
    expect(claimed).toMatchObject({ userId: demoIds.userUser, isInPool: false });
    expect(reasons()).toEqual(['claimed']);
    expect(await failure(inbox.claimOpportunity(deps, admin, inboxIds.opportunity(31)))).toMatchObject({
      code: 'ALREADY_CLAIMED',
      status: 409,
      field: 'id',
    });
  });

  it('accepts only what is shared with the viewer', async () => {
    const accepted = await inbox.acceptSharedOpportunity(deps, admin, inboxIds.opportunity(22));
    expect(accepted).toMatchObject({ userId: demoIds.userAdmin, sharedToUserId: null });
    expect(reasons()).toEqual(['accepted']);
    expect(await failure(inbox.acceptSharedOpportunity(deps, admin, inboxIds.opportunity(22)))).toMatchObject(
      {
        code: 'BAD_USER_INPUT',
        field: 'id',
      },
    );
  });
});

describe('brand features', () => {
  it('refuses manual consent and hides company quick replies when the brand says so', async () => {
    await db
      .update(brands)
      .set({ featureDisableManualOptinGiven: true, featureCompanyQuickReplies: false })
      .where(eq(brands.id, demoIds.brandParley));
    try {
      expect(
        await failure(inbox.setConsent(deps, admin, { contactIds: [inboxIds.contact(1)], type: 'MANUAL' })),
      ).toMatchObject({ code: 'BAD_USER_INPUT', field: 'type' });
      const replies = await quickReplies.listComposerQuickReplies(deps, user);
      expect(replies.length).toBeGreaterThan(0);
      expect(replies.every((reply) => reply.scope === 'USER' && reply.userId === demoIds.userUser)).toBe(
        true,
      );
    } finally {
      await db
        .update(brands)
        .set({ featureDisableManualOptinGiven: false, featureCompanyQuickReplies: true })
        .where(eq(brands.id, demoIds.brandParley));
    }
  });
});

describe('filterCustomers', () => {
  it("sectionType team = customers of the viewer's team mates; none for a user in no team", async () => {
    const team = await inbox.filterCustomers(deps, user, { sectionType: 'team' });
    const expected = await db
      .select({ id: contacts.id })
      .from(contacts)
      .where(
        and(
          eq(contacts.companyId, demoIds.companyDemo),
          isNotNull(contacts.userId),
          inArray(contacts.userId, [demoIds.userAdmin, demoIds.userUser]),
        ),
      );
    expect(team.length).toBeGreaterThan(0);
    expect(team.map((c) => c.id).sort()).toEqual(expected.map((c) => c.id).sort());
    expect(await inbox.filterCustomers(deps, await viewerOf(loner), { sectionType: 'team' })).toEqual([]);
  });

  it('refuses another company', async () => {
    expect(
      await failure(inbox.filterCustomers(deps, admin, { companyId: demoIds.companyOther })),
    ).toMatchObject({ code: 'FORBIDDEN', status: 403 });
  });
});

describe('isolation', () => {
  it('answers every operation on another company’s records like unknown ones', async () => {
    const foreign = inboxIds.opportunity(41);
    const calls: Promise<unknown>[] = [
      inbox.findOpportunity(deps, admin, foreign),
      inbox.listMessages(deps, admin, { opportunityId: foreign }),
      inbox.markConversationRead(deps, admin, foreign),
      inbox.updateConversation(deps, admin, { id: foreign, input: { status: 'CLOSED' } }),
      inbox.acceptSharedOpportunity(deps, admin, foreign),
      inbox.setConsent(deps, admin, { contactIds: [inboxIds.contact(41)], type: 'DIGITAL' }),
      inbox.addLabel(deps, admin, { key: 'x', target: { kind: 'opportunity', id: foreign } }),
      inbox.removeLabel(deps, admin, {
        labelId: inboxIds.label(0),
        target: { kind: 'contact', id: inboxIds.contact(41) },
      }),
      inbox.listOpportunities(deps, admin, { section: 'mine', userId: demoIds.userOther, skip: 0, take: 1 }),
    ];
    for (const call of calls) expect(await failure(call)).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    const [row] = await db.select().from(opportunities).where(eq(opportunities.id, foreign));
    expect(row?.status).toBe('OPEN');
    expect(events).toEqual([]);
  });
});
