import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database, Db } from '../src/db/client.ts';
import { demoIds } from '../src/db/demo.ts';
import { companies, labels, messages, opportunities, opportunityLabels, users } from '../src/db/schema.ts';
import { inboxIds } from '../src/db/seed-inbox.ts';
import { AppError } from '../src/errors.ts';
import type { Delivery } from '../src/inbox/delivery.ts';
import { injectInbound } from '../src/inbox/inbound.ts';
import type { Viewer } from '../src/inbox/service.ts';
import * as inbox from '../src/inbox/service.ts';
import { wakeConversation } from '../src/inbox/snooze.ts';
import type { Jobs } from '../src/jobs/queue.ts';
import type { Notifier } from '../src/realtime/socket.ts';
import { restoreTestDatabase } from './helpers.ts';

/*
 * Who may close, reopen, hand over, return to the pool and share a conversation (the domain's
 * conversationRights, enforced by the server), what each step writes on the timeline, who is told,
 * and what a customer's message to a closed conversation does under the company's setting.
 * The demo seed: opportunities 0-9 are the admin's, 10-17 the user's, 18-21 the admin's shared with
 * the user, 24-35 in the pool, 36-37 the admin's and closed.
 */

let database: Database;
let db: Db;
let toCompany: { event: string; payload: unknown }[] = [];
let toUser: { userId: string; event: string; payload: Record<string, unknown> }[] = [];
const notifier: Notifier = {
  attach: () => {},
  toCompany: (_companyId, event, payload) => {
    toCompany.push({ event, payload });
  },
  toUser: (userId, event, payload) => {
    toUser.push({ userId, event, payload: payload as Record<string, unknown> });
  },
};
const delivery: Delivery = {
  route: async () => 'whatsapp-send',
  send: async () => {},
  customerRead: async () => {},
};
let deps: inbox.InboxDeps;
let admin: Viewer;
let user: Viewer;

async function viewerOf(userId: string): Promise<Viewer> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw new Error(`no user ${userId}`);
  return { user: row, companyId: row.companyId };
}

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  const { code, status, field } = error as AppError;
  return { code, status, field };
}

const row = async (id: string) => {
  const [found] = await db.select().from(opportunities).where(eq(opportunities.id, id));
  return found;
};

/** The timeline events of a conversation, oldest first, as key and value. */
const timeline = async (id: string) =>
  (await db.select().from(messages).where(eq(messages.opportunityId, id)).orderBy(messages.createdAt))
    .filter((message) => message.kind === 'EVENT')
    .map((message) => [message.event?.key, message.event?.value ?? null, message.senderUserId]);

beforeAll(async () => {
  database = await restoreTestDatabase();
  db = database.db;
  deps = { db, notifier, delivery };
  admin = await viewerOf(demoIds.userAdmin);
  user = await viewerOf(demoIds.userUser);
});
afterAll(() => database.close());
beforeEach(() => {
  toCompany = [];
  toUser = [];
});

describe('who may change a conversation', () => {
  it("refuses a user every change to a colleague's conversation, and changes nothing", async () => {
    const id = inboxIds.opportunity(1);
    const before = await row(id);
    for (const input of [
      { status: 'CLOSED' as const },
      { userId: demoIds.userUser },
      { userId: null },
      { sharedToUserId: demoIds.userUser },
    ])
      expect(await failure(inbox.updateConversation(deps, user, { id, input }))).toEqual({
        code: 'FORBIDDEN',
        status: 403,
        field: undefined,
      });
    expect(await row(id)).toEqual(before);
    expect(await timeline(id)).toEqual([]);
    expect(toCompany).toEqual([]);
  });

  it('asks a user to take a customer from the pool before closing or handing it over', async () => {
    const id = inboxIds.opportunity(24);
    expect(
      await failure(inbox.updateConversation(deps, user, { id, input: { status: 'CLOSED' } })),
    ).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(
      await failure(inbox.updateConversation(deps, user, { id, input: { userId: demoIds.userUser } })),
    ).toMatchObject({ code: 'FORBIDDEN' });
    expect((await row(id))?.userId).toBeNull();
  });

  it('lets an admin hand a customer of the pool to a colleague, who is told', async () => {
    const id = inboxIds.opportunity(25);
    const updated = await inbox.updateConversation(deps, admin, { id, input: { userId: demoIds.userUser } });
    expect(updated).toMatchObject({ userId: demoIds.userUser, isInPool: false });
    expect(await timeline(id)).toEqual([['CONVERSATION.HANDED_OVER', 'Uwe User', demoIds.userAdmin]]);
    expect(toUser).toEqual([
      {
        userId: demoIds.userUser,
        event: 'conversation-assigned-notification',
        payload: expect.objectContaining({
          kind: 'handed_over',
          by: { firstName: 'Ada', lastName: 'Admin' },
          opportunity: expect.objectContaining({ id, userId: demoIds.userUser }),
        }),
      },
    ]);
  });

  it("lets an admin take over an absent colleague's conversation; the colleague is not told", async () => {
    const id = inboxIds.opportunity(11);
    await inbox.updateConversation(deps, admin, { id, input: { userId: demoIds.userAdmin } });
    expect((await row(id))?.userId).toBe(demoIds.userAdmin);
    expect(toUser).toEqual([]);
    expect(toCompany.map((e) => e.event)).toEqual(['message-status-update', 'get-opportunities']);
  });

  it('lets the responsible user close with a reason and reopen, each on the timeline', async () => {
    const id = inboxIds.opportunity(12);
    await inbox.updateConversation(deps, user, {
      id,
      input: { status: 'CLOSED', closeReason: '  Sorted out  ' },
    });
    expect((await row(id))?.status).toBe('CLOSED');
    const closed = await inbox.listOpportunities(deps, user, { section: 'closed', skip: 0, take: 100 });
    expect(closed.rows.map((item) => item.id)).toContain(id);
    expect(closed.total).toBe(closed.rows.length);
    // Closed: neither handed over nor shared until it is reopened.
    expect(
      await failure(inbox.updateConversation(deps, user, { id, input: { userId: demoIds.userAdmin } })),
    ).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.userId' });
    expect(
      await failure(
        inbox.updateConversation(deps, user, { id, input: { sharedToUserId: demoIds.userAdmin } }),
      ),
    ).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.sharedToUserId' });
    await inbox.updateConversation(deps, user, { id, input: { status: 'OPEN' } });
    expect((await row(id))?.status).toBe('OPEN');
    expect(await timeline(id)).toEqual([
      ['CONVERSATION.CLOSED', 'Sorted out', demoIds.userUser],
      ['CONVERSATION.REOPENED', null, demoIds.userUser],
    ]);
  });

  it('shares with a colleague, who is told and may stop the sharing but not close it', async () => {
    const id = inboxIds.opportunity(13);
    await inbox.updateConversation(deps, user, { id, input: { sharedToUserId: demoIds.userAdmin } });
    expect(toUser).toMatchObject([{ userId: demoIds.userAdmin, payload: { kind: 'shared' } }]);
    const shared = await inbox.listOpportunities(deps, admin, { section: 'shared', skip: 0, take: 100 });
    expect(shared.rows.map((item) => item.id)).toContain(id);

    const other = await viewerOf(demoIds.userOther).catch(() => null);
    if (other && other.companyId === user.companyId && other.user.roleType !== 'COMPANY_ADMIN')
      expect(
        await failure(inbox.updateConversation(deps, other, { id, input: { sharedToUserId: null } })),
      ).toMatchObject({ code: 'FORBIDDEN' });

    await inbox.updateConversation(deps, admin, { id, input: { sharedToUserId: null } });
    expect((await row(id))?.sharedToUserId).toBeNull();
    expect(await timeline(id)).toEqual([
      ['CONVERSATION.SHARED', 'Ada Admin', demoIds.userUser],
      ['CONVERSATION.SHARING_STOPPED', null, demoIds.userAdmin],
    ]);
  });

  it('lets the colleague a conversation is shared with stop it, but not close or hand it over', async () => {
    const id = inboxIds.opportunity(19);
    expect(
      await failure(inbox.updateConversation(deps, user, { id, input: { status: 'CLOSED' } })),
    ).toMatchObject({
      code: 'FORBIDDEN',
    });
    await inbox.updateConversation(deps, user, { id, input: { sharedToUserId: null } });
    expect(await row(id)).toMatchObject({ userId: demoIds.userAdmin, sharedToUserId: null });
  });

  it('writes claiming and accepting on the timeline', async () => {
    const pool = inboxIds.opportunity(26);
    await inbox.claimOpportunity(deps, user, pool);
    expect(await timeline(pool)).toEqual([['CONVERSATION.CLAIMED', null, demoIds.userUser]]);
    const shared = inboxIds.opportunity(20);
    await inbox.acceptSharedOpportunity(deps, user, shared);
    expect(await timeline(shared)).toEqual([['CONVERSATION.ACCEPTED', null, demoIds.userUser]]);
  });
});

describe('internal notes', () => {
  it('writes a note on the timeline and tells the colleagues mentioned, not the writer', async () => {
    const id = inboxIds.opportunity(14);
    const note = await inbox.addConversationNote(deps, admin, {
      opportunityId: id,
      body: 'Bitte morgen anrufen',
      mentionedUserIds: [demoIds.userUser, demoIds.userAdmin],
    });
    expect(note).toMatchObject({
      kind: 'EVENT',
      event: { key: 'CONVERSATION.NOTE', value: 'Bitte morgen anrufen' },
    });
    expect(await timeline(id)).toEqual([['CONVERSATION.NOTE', 'Bitte morgen anrufen', demoIds.userAdmin]]);
    expect(toUser).toEqual([
      {
        userId: demoIds.userUser,
        event: 'conversation-assigned-notification',
        payload: expect.objectContaining({
          kind: 'mentioned',
          note: 'Bitte morgen anrufen',
          notificationId: note.id,
        }),
      },
    ]);
    // Nothing reaches the customer: no outbound message, the conversation's last message unchanged.
    expect((await row(id))?.lastMessage).not.toBe('Bitte morgen anrufen');
  });

  it('tells a colleague the text names with "@" and their full name', async () => {
    const id = inboxIds.opportunity(9);
    await inbox.addConversationNote(deps, admin, {
      opportunityId: id,
      body: 'Kannst du das übernehmen, @uwe user?',
      mentionedUserIds: [],
    });
    expect(toUser.map((entry) => [entry.userId, entry.payload.kind])).toEqual([
      [demoIds.userUser, 'mentioned'],
    ]);
  });

  it('refuses a mention of someone outside the company, and writes nothing', async () => {
    const id = inboxIds.opportunity(15);
    expect(
      await failure(
        inbox.addConversationNote(deps, user, {
          opportunityId: id,
          body: 'Hallo',
          mentionedUserIds: [demoIds.userOther],
        }),
      ),
    ).toMatchObject({ code: 'BAD_USER_INPUT', field: 'mentionedUserIds' });
    expect(await timeline(id)).toEqual([]);
  });
});

describe('bulk actions on selected conversations', () => {
  const missing = '00000000-0000-4000-8000-0000000ff999';

  it('closes the ones the user may close and lists the others with the reason, unchanged', async () => {
    const own = [inboxIds.opportunity(16), inboxIds.opportunity(17)];
    const colleagues = inboxIds.opportunity(2);
    const before = await row(colleagues);
    const result = await inbox.updateConversations(deps, user, {
      ids: [...own, colleagues, missing],
      action: 'CLOSE',
    });
    expect(result.updated.map((updated) => [updated.id, updated.status])).toEqual([
      [own[0], 'CLOSED'],
      [own[1], 'CLOSED'],
    ]);
    expect(result.refused).toEqual([
      { id: colleagues, code: 'FORBIDDEN', message: expect.any(String) },
      { id: missing, code: 'NOT_FOUND', message: expect.any(String) },
    ]);
    expect(await row(colleagues)).toEqual(before);
    for (const id of own)
      expect(await timeline(id)).toEqual([['CONVERSATION.CLOSED', null, demoIds.userUser]]);
  });

  it('hands several to a colleague, who is told of each; a colleague of another company refuses all', async () => {
    const ids = [inboxIds.opportunity(3), inboxIds.opportunity(4)];
    expect(
      await failure(
        inbox.updateConversations(deps, admin, { ids, action: 'HAND_OVER', userId: demoIds.userOther }),
      ),
    ).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.userId' });
    expect((await row(ids[0] ?? ''))?.userId).toBe(demoIds.userAdmin);

    const result = await inbox.updateConversations(deps, admin, {
      ids,
      action: 'HAND_OVER',
      userId: demoIds.userUser,
    });
    expect(result.refused).toEqual([]);
    for (const id of ids) expect((await row(id))?.userId).toBe(demoIds.userUser);
    expect(toUser.map((entry) => [entry.userId, entry.payload.kind])).toEqual([
      [demoIds.userUser, 'handed_over'],
      [demoIds.userUser, 'handed_over'],
    ]);
  });

  it('marks several read and labels them', async () => {
    const ids = [inboxIds.opportunity(5), inboxIds.opportunity(6)];
    await db
      .update(opportunities)
      .set({ unreadCount: 3 })
      .where(eq(opportunities.id, inboxIds.opportunity(5)));
    await inbox.updateConversations(deps, admin, { ids, action: 'MARK_READ' });
    for (const id of ids) expect((await row(id))?.unreadCount).toBe(0);

    await inbox.updateConversations(deps, admin, { ids, action: 'ADD_LABEL', labelKey: 'Bulk' });
    const labelled = await db
      .select({ id: opportunityLabels.opportunityId })
      .from(opportunityLabels)
      .innerJoin(labels, eq(labels.id, opportunityLabels.labelId))
      .where(eq(labels.key, 'Bulk'));
    expect(labelled.map((entry) => entry.id).sort()).toEqual([...ids].sort());
  });
});

describe('a customer writing to a closed conversation', () => {
  const setReuse = (reuse: boolean) =>
    db
      .update(companies)
      .set({ reuseClosedOpportunities: reuse })
      .where(eq(companies.id, demoIds.companyDemo));

  it('starts a new conversation with the same contact when the company does not reuse closed ones', async () => {
    await setReuse(false);
    const closed = inboxIds.opportunity(36);
    const before = await row(closed);
    const result = await injectInbound(db, notifier, {
      companyId: demoIds.companyDemo,
      opportunityId: closed,
      body: 'Hello again',
    });
    expect(result.created).toBe(true);
    expect(result.opportunity.id).not.toBe(closed);
    expect(result.opportunity).toMatchObject({ status: 'OPEN', userId: null, isInPool: true });
    expect(result.opportunity.contact.id).toBe(before?.contactId);
    expect((await row(closed))?.status).toBe('CLOSED');
  });

  it('reopens it, and says so on the timeline, when the company reuses closed ones', async () => {
    await setReuse(true);
    const closed = inboxIds.opportunity(37);
    const result = await injectInbound(db, notifier, {
      companyId: demoIds.companyDemo,
      opportunityId: closed,
      body: 'Hello again',
    });
    expect(result.created).toBe(false);
    expect(result.opportunity).toMatchObject({ id: closed, status: 'OPEN', userId: demoIds.userAdmin });
    expect(await timeline(closed)).toEqual([['CONVERSATION.REOPENED_BY_CUSTOMER', null, null]]);
    await setReuse(false);
  });
});

describe('snoozing a conversation', () => {
  const HOUR = 3_600_000;
  let queued: { queue: string; data: { opportunityId: string; until: string }; startAfter?: Date }[] = [];
  const jobs = {
    send: async (
      queue: string,
      data: { opportunityId: string; until: string },
      options?: { startAfter?: Date },
    ) => {
      queued.push({ queue, data, startAfter: options?.startAfter });
      return `job-${queued.length}`;
    },
  } as unknown as Jobs;
  beforeEach(() => {
    queued = [];
  });

  it('closes it until then, on the timeline, with a job for that moment that opens it again', async () => {
    const id = inboxIds.opportunity(2);
    const until = new Date(Date.now() + 2 * HOUR);
    const snoozed = await inbox.updateConversation({ ...deps, jobs }, admin, {
      id,
      input: { snoozeUntil: until.toISOString() },
    });
    expect(snoozed).toMatchObject({ status: 'CLOSED', snoozedUntil: until, userId: demoIds.userAdmin });
    expect(queued).toEqual([
      {
        queue: 'conversation-wake',
        data: { opportunityId: id, until: until.toISOString() },
        startAfter: until,
      },
    ]);
    const events = await timeline(id);
    expect(events.at(-1)).toEqual(['CONVERSATION.SNOOZED', until.toISOString(), demoIds.userAdmin]);

    // A job for another time (snoozed again since) leaves it; its own opens it for the same user.
    expect(
      await wakeConversation({ db, notifier }, { opportunityId: id, until: new Date().toISOString() }),
    ).toBe(false);
    expect(await wakeConversation({ db, notifier }, { opportunityId: id, until: until.toISOString() })).toBe(
      true,
    );
    expect(await row(id)).toMatchObject({ status: 'OPEN', snoozedUntil: null, userId: demoIds.userAdmin });
    expect((await timeline(id)).at(-1)).toEqual(['CONVERSATION.SNOOZE_ENDED', null, null]);
    expect(toCompany.map((entry) => entry.event)).toContain('get-opportunities');
    // Its user is told it is back, nobody else.
    expect(toUser.filter((entry) => entry.payload.kind === 'snooze_ended')).toMatchObject([
      {
        userId: demoIds.userAdmin,
        event: 'conversation-assigned-notification',
        payload: { opportunity: { id } },
      },
    ]);
    // Run twice (a retry): it is open already, nothing more happens.
    expect(await wakeConversation({ db, notifier }, { opportunityId: id, until: until.toISOString() })).toBe(
      false,
    );
  });

  it('refuses a time in the past or over a year ahead, and a user snoozing a colleague’s conversation', async () => {
    const id = inboxIds.opportunity(7);
    for (const [snoozeUntil, messageKey] of [
      [new Date(Date.now() - HOUR).toISOString(), 'INBOX.SNOOZE_IN_PAST'],
      [new Date(Date.now() + 400 * 24 * HOUR).toISOString(), 'INBOX.SNOOZE_TOO_FAR'],
    ] as const) {
      const error = await inbox
        .updateConversation({ ...deps, jobs }, admin, { id, input: { snoozeUntil } })
        .catch((e: unknown) => e as AppError);
      expect(error).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.snoozeUntil', messageKey });
    }
    expect(
      await failure(
        inbox.updateConversation({ ...deps, jobs }, user, {
          id,
          input: { snoozeUntil: new Date(Date.now() + HOUR).toISOString() },
        }),
      ),
    ).toMatchObject({ code: 'FORBIDDEN' });
    expect(await row(id)).toMatchObject({ status: 'OPEN', snoozedUntil: null });
    expect(queued).toEqual([]);
  });

  it('wakes when the customer writes, whatever the company’s setting; reopening ends the snooze too', async () => {
    const id = inboxIds.opportunity(4);
    const until = new Date(Date.now() + HOUR).toISOString();
    await inbox.updateConversation({ ...deps, jobs }, admin, { id, input: { snoozeUntil: until } });
    const result = await injectInbound(db, notifier, {
      companyId: demoIds.companyDemo,
      opportunityId: id,
      body: 'Noch da?',
    });
    expect(result.created).toBe(false);
    expect(await row(id)).toMatchObject({ status: 'OPEN', snoozedUntil: null });
    // Its job finds it open and leaves it.
    expect(await wakeConversation({ db, notifier }, { opportunityId: id, until })).toBe(false);

    await inbox.updateConversation({ ...deps, jobs }, admin, { id, input: { snoozeUntil: until } });
    await inbox.updateConversation(deps, admin, { id, input: { status: 'OPEN' } });
    expect(await row(id)).toMatchObject({ status: 'OPEN', snoozedUntil: null });
  });
});

describe('the timeline of what people did around a conversation', () => {
  it('shows labels added and removed, consent given and revoked, an appointment booked and a task created', async () => {
    const id = inboxIds.opportunity(8);
    const [opportunity] = await db.select().from(opportunities).where(eq(opportunities.id, id));
    const label = await inbox.addLabel(deps, admin, { key: 'Rückruf', target: { kind: 'opportunity', id } });
    await inbox.removeLabel(deps, admin, { labelId: label.id, target: { kind: 'opportunity', id } });
    await inbox.setConsent(deps, admin, {
      contactIds: [opportunity?.contactId ?? ''],
      type: 'MANUAL',
      source: 'Papierformular',
      givenAt: '2026-11-20T11:00:00Z',
    });
    await inbox.setConsent(deps, admin, { contactIds: [opportunity?.contactId ?? ''], type: 'REVOKED' });
    const { appointmentOnTimeline } = await import('../src/appointments/service.ts');
    await appointmentOnTimeline(
      deps,
      admin,
      { opportunityId: id, name: 'Beratung', startAt: new Date('2026-12-03T13:00:00Z') },
      'booked',
    );
    const tasks = await import('../src/tasks/service.ts');
    await tasks.createTask(deps, { ...admin, tokenExpiresAt: Date.now() + 3_600_000 }, admin.user.id, {
      title: 'Angebot schicken',
      body: null,
      timeZone: 'Europe/Berlin',
      opportunityId: id,
      files: [],
    });
    const entries = (await timeline(id)).filter(([key]) => key !== 'CONVERSATION.NOTE');
    expect(entries).toEqual([
      ['CONVERSATION.LABEL_ADDED', 'Rückruf', demoIds.userAdmin],
      ['CONVERSATION.LABEL_REMOVED', 'Rückruf', demoIds.userAdmin],
      ['CONVERSATION.CONSENT_GIVEN', 'Papierformular · 20.11.2026', demoIds.userAdmin],
      ['CONVERSATION.CONSENT_REVOKED', null, demoIds.userAdmin],
      ['CONVERSATION.APPOINTMENT_BOOKED', 'Beratung · 03.12.2026 14:00', demoIds.userAdmin],
      ['CONVERSATION.TASK_CREATED', 'Angebot schicken', demoIds.userAdmin],
    ]);
    // Each is shown live in the tabs that have the conversation open.
    expect(toCompany.filter((entry) => entry.event === 'message-status-update')).toHaveLength(6);
  });
});

// Last: it deactivates the demo user, whose conversations the tests above use.
describe('a deactivated user', () => {
  it('leaves their open conversations to the pool and their shares end; closed ones keep them', async () => {
    const { setUserActive } = await import('../src/settings/users.ts');
    const auth = { revokeSessions: async () => {} } as unknown as Parameters<typeof setUserActive>[0]['auth'];
    const own = inboxIds.opportunity(22);
    const closed = inboxIds.opportunity(17);
    const signedIn = (viewer: Viewer) => ({ ...viewer, tokenExpiresAt: Date.now() + 3_600_000 });
    const sharedWithThem = inboxIds.opportunity(21);
    expect((await row(closed))?.status).toBe('CLOSED');
    expect((await row(own))?.userId).toBe(demoIds.userUser);
    expect(
      await failure(setUserActive({ db, auth, notifier }, signedIn(user), demoIds.userAdmin, false)),
    ).toMatchObject({ code: 'FORBIDDEN' });
    await setUserActive({ db, auth, notifier }, signedIn(admin), demoIds.userUser, false);
    expect(await row(own)).toMatchObject({ userId: null, isInPool: true, sharedToUserId: null });
    expect(await timeline(own)).toEqual([['CONVERSATION.RETURNED_TO_POOL', null, demoIds.userAdmin]]);
    expect((await row(sharedWithThem))?.sharedToUserId).toBeNull();
    expect((await row(closed))?.userId).toBe(demoIds.userUser);
    expect(toCompany).toContainEqual({
      event: 'get-opportunities',
      payload: expect.objectContaining({ opportunityIds: expect.arrayContaining([own, sharedWithThem]) }),
    });
    await setUserActive({ db, auth, notifier }, signedIn(admin), demoIds.userUser, true);
  });
});
