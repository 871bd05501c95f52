import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as manage from '../src/contacts/manage.ts';
import type { Database, Db } from '../src/db/client.ts';
import { demoIds } from '../src/db/demo.ts';
import { inboxIds } from '../src/db/seed-inbox.ts';
import { contactLabels, contacts, opportunities, tasks, users } from '../src/db/tables.ts';
import { AppError } from '../src/errors.ts';
import type { Notifier } from '../src/realtime/socket.ts';
import { restoreTestDatabase } from './helpers.ts';

/*
 * Writing contacts (issue 28): who may edit, delete and merge (admins any contact, a user their own
 * and nobody's, a merge needs both), what a merge moves and keeps, what a delete takes with it, and the
 * duplicate check. Every other company's contact is NOT_FOUND.
 */

let database: Database;
let db: Db;
let emitted: unknown[] = [];
const notifier = {
  attach: () => {},
  toCompany: (_companyId: string, event: string, payload: unknown) => {
    emitted.push({ event, payload });
  },
  toUser: () => {},
} as unknown as Notifier;

const viewerOf = async (id: string) => {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user) throw new Error(`no user ${id}`);
  return { user, companyId: user.companyId };
};

const form = (values: Partial<Record<string, string>>) => ({
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  companyName: '',
  street: '',
  streetNumber: '',
  zipCode: '',
  city: '',
  ...values,
});

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  const { code, field } = error as AppError;
  return { code, field };
}

beforeAll(async () => {
  database = await restoreTestDatabase();
  db = database.db;
});
afterAll(() => database.close());
beforeEach(() => {
  emitted = [];
});

describe('creating, editing and deleting contacts', () => {
  it("makes the creator the primary contact; a colleague's contact is theirs to change, an admin's any", async () => {
    const user = await viewerOf(demoIds.userUser);
    const admin = await viewerOf(demoIds.userAdmin);
    const created = await manage.createContact(
      { db },
      user,
      form({ lastName: 'Neu', email: 'NEU@Example.com' }),
    );
    expect(created).toMatchObject({ userId: demoIds.userUser, lastName: 'Neu', email: 'neu@example.com' });
    const adminsOwn = await manage.createContact(
      { db },
      admin,
      form({ lastName: 'Admins', phone: '+49 151 1111111' }),
    );
    expect(
      await failure(
        manage.updateContact({ db }, user, adminsOwn.id, form({ lastName: 'X', phone: '0151 1' })),
      ),
    ).toEqual({ code: 'FORBIDDEN', field: undefined });
    expect(await failure(manage.deleteContact({ db }, user, adminsOwn.id))).toMatchObject({
      code: 'FORBIDDEN',
    });
    const edited = await manage.updateContact(
      { db },
      admin,
      created.id,
      form({ lastName: 'Neumann', email: 'neu@example.com' }),
    );
    expect(edited.lastName).toBe('Neumann');
    const other = await viewerOf(demoIds.userOther);
    expect(await failure(manage.deleteContact({ db }, other, created.id))).toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('deletes a contact with its conversations, and says so to the inbox lists', async () => {
    const user = await viewerOf(demoIds.userUser);
    const gone = await manage.createContact(
      { db },
      user,
      form({ lastName: 'Weg', email: 'weg@example.com' }),
    );
    const [conversation] = await db
      .insert(opportunities)
      .values({ companyId: demoIds.companyDemo, contactId: gone.id, userId: demoIds.userUser })
      .returning();
    await manage.deleteContact({ db, notifier }, user, gone.id);
    expect(await db.select().from(contacts).where(eq(contacts.id, gone.id))).toEqual([]);
    expect(
      await db
        .select()
        .from(opportunities)
        .where(eq(opportunities.id, conversation?.id ?? '')),
    ).toEqual([]);
    expect(emitted).toEqual([
      { event: 'get-opportunities', payload: { opportunityIds: [conversation?.id], reason: 'updated' } },
    ]);
  });
});

describe('duplicates and merging', () => {
  it('finds the same email, phone digits or full name, not the contact itself', async () => {
    const user = await viewerOf(demoIds.userUser);
    const first = await manage.createContact(
      { db },
      user,
      form({ firstName: 'Dora', lastName: 'Doppel', phone: '+49 170 9998877' }),
    );
    const byPhone = await manage.findDuplicates({ db }, user, {
      firstName: '',
      lastName: '',
      email: '',
      phone: '0170 999 88 77',
    });
    expect(byPhone.map((row) => row.id)).toContain(first.id);
    const byName = await manage.findDuplicates({ db }, user, {
      firstName: 'dora',
      lastName: 'DOPPEL',
      email: '',
      phone: '',
    });
    expect(byName.map((row) => row.id)).toEqual([first.id]);
    expect(
      await manage.findDuplicates({ db }, user, {
        firstName: 'Dora',
        lastName: 'Doppel',
        email: '',
        phone: '',
        excludeId: first.id,
      }),
    ).toEqual([]);
    expect(
      await manage.findDuplicates({ db }, user, { firstName: '', lastName: '', email: 'x', phone: '12' }),
    ).toEqual([]);
  });

  it("moves the duplicate's conversations, labels and tasks to the kept contact, fills its gaps, and deletes it", async () => {
    const user = await viewerOf(demoIds.userUser);
    const keep = await manage.createContact(
      { db },
      user,
      form({ firstName: 'Max', lastName: 'Merge', email: 'max@example.com' }),
    );
    const duplicate = await manage.createContact(
      { db },
      user,
      form({ lastName: 'Merge', phone: '+49 171 1234567', city: 'Köln' }),
    );
    await db
      .update(contacts)
      .set({ tags: ['web'] })
      .where(eq(contacts.id, duplicate.id));
    const [conversation] = await db
      .insert(opportunities)
      .values({ companyId: demoIds.companyDemo, contactId: duplicate.id, userId: demoIds.userUser })
      .returning();
    await db.insert(contactLabels).values({ contactId: duplicate.id, labelId: inboxIds.label(0) });
    const [task] = await db
      .insert(tasks)
      .values({
        companyId: demoIds.companyDemo,
        ownerId: demoIds.userUser,
        assigneeId: demoIds.userUser,
        contactId: duplicate.id,
        title: 'Anrufen',
        dueDate: new Date(),
      })
      .returning();

    expect(await failure(manage.mergeContacts({ db }, user, keep.id, keep.id))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'duplicateId',
    });
    const merged = await manage.mergeContacts({ db, notifier }, user, keep.id, duplicate.id);
    expect(merged).toMatchObject({
      firstName: 'Max',
      email: 'max@example.com',
      phone: '+491711234567',
      city: 'Köln',
      tags: ['web'],
    });
    expect(await db.select().from(contacts).where(eq(contacts.id, duplicate.id))).toEqual([]);
    const [movedConversation] = await db
      .select()
      .from(opportunities)
      .where(eq(opportunities.id, conversation?.id ?? ''));
    expect(movedConversation?.contactId).toBe(keep.id);
    const [movedTask] = await db
      .select()
      .from(tasks)
      .where(eq(tasks.id, task?.id ?? ''));
    expect(movedTask?.contactId).toBe(keep.id);
    expect(
      (await db.select().from(contactLabels).where(eq(contactLabels.contactId, keep.id))).map(
        (row) => row.labelId,
      ),
    ).toEqual([inboxIds.label(0)]);
    expect(emitted).toEqual([
      { event: 'get-opportunities', payload: { opportunityIds: [conversation?.id], reason: 'updated' } },
    ]);
  });

  it("refuses a user a merge with a colleague's contact, and changes nothing", async () => {
    const user = await viewerOf(demoIds.userUser);
    const admin = await viewerOf(demoIds.userAdmin);
    const mine = await manage.createContact(
      { db },
      user,
      form({ lastName: 'Mein', email: 'mein@example.com' }),
    );
    const theirs = await manage.createContact(
      { db },
      admin,
      form({ lastName: 'Mein', email: 'dein@example.com' }),
    );
    expect(await failure(manage.mergeContacts({ db }, user, mine.id, theirs.id))).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect((await db.select().from(contacts).where(eq(contacts.id, theirs.id))).length).toBe(1);
    await manage.mergeContacts({ db }, admin, mine.id, theirs.id);
    expect((await db.select().from(contacts).where(eq(contacts.id, theirs.id))).length).toBe(0);
  });
});
