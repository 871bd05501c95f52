import type { RestTask, RestTaskPage } from '@parley/api/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIds } from '../src/db/demo.ts';
import { inboxIds } from '../src/db/seed-inbox.ts';
import { taskIds } from '../src/db/seed-tasks.ts';
import { ADMIN, createTestApp, OTHER, rest, type TestApp, token, USER } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const base = (userId: string) => `/api/tasks-service/v1/tasks/${userId}`;
const ada = demoIds.userAdmin;
const uwe = demoIds.userUser;

async function list(email: string, userId: string, query = '') {
  const res = await rest(t.app, 'GET', `${base(userId)}${query}`, { token: token(email) });
  return { status: res.status, page: res.json as unknown as RestTaskPage, error: res.json.error };
}

async function create(email: string, userId: string, body: unknown) {
  const res = await rest(t.app, 'POST', base(userId), { token: token(email), body });
  return { status: res.status, task: res.json as unknown as RestTask, error: res.json.error };
}

describe('tasks-service: create, read, update, status, delete', () => {
  let id = '';

  it('creates a task owned and assigned by the caller, due at the end of today in the given zone', async () => {
    const before = Date.now();
    const { status, task } = await create(ADMIN, ada, {
      title: '  Call Erika back  ',
      body: 'About the offer',
      timeZone: 'Europe/Berlin',
      contactId: inboxIds.contact(0),
    });
    expect(status).toBe(201);
    id = task._id;
    expect(task).toMatchObject({
      title: 'Call Erika back',
      body: 'About the offer',
      isDone: false,
      isImportant: false,
      owner: { id: ada, firstName: 'Ada', lastName: 'Admin' },
      assignee: { id: ada },
      link: { contactId: inboxIds.contact(0), opportunityId: null, name: 'Erika Mustermann' },
      files: [],
    });
    const due = new Date(task.dueDate);
    const berlin = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Berlin',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }).format(due);
    expect(berlin).toBe('23:59:59');
    expect(due.getTime()).toBeGreaterThan(before);
    expect(due.getTime() - before).toBeLessThanOrEqual(24 * 3600_000);
  });

  it('keeps a due date the caller chose', async () => {
    const { task } = await create(ADMIN, ada, { title: 'Later', dueDate: '2030-01-02T08:00:00Z' });
    expect(task.dueDate).toBe('2030-01-02T08:00:00.000Z');
    await rest(t.app, 'DELETE', `${base(ada)}/${task._id}`, { token: token(ADMIN) });
  });

  it('lists it among the open tasks, due first, and finds it by contact', async () => {
    const { status, page } = await list(ADMIN, ada, '?page=1&take=100&isDone=false');
    expect(status).toBe(200);
    expect(page).toMatchObject({ page: 1, take: 100 });
    expect(page.items.map((task) => task._id)).toContain(id);
    expect(page.items.every((task) => !task.isDone)).toBe(true);
    const dues = page.items.map((task) => task.dueDate);
    expect(dues).toEqual([...dues].sort());
    const byContact = await list(ADMIN, ada, `?contactId=${inboxIds.contact(0)}`);
    expect(byContact.page.items.map((task) => task._id)).toEqual(
      expect.arrayContaining([id, taskIds.task(0)]),
    );
    expect(byContact.page.items.every((task) => task.link?.contactId === inboxIds.contact(0))).toBe(true);
  });

  it('gets one and updates title, body and due date', async () => {
    const one = await rest(t.app, 'GET', `${base(ada)}/${id}`, { token: token(ADMIN) });
    expect(one.status).toBe(200);
    expect(one.json._id).toBe(id);
    const res = await rest(t.app, 'PUT', `${base(ada)}/${id}`, {
      token: token(ADMIN),
      body: { title: 'Call Erika', body: '', dueDate: '2030-05-01T10:00:00+02:00' },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ title: 'Call Erika', body: null, dueDate: '2030-05-01T08:00:00.000Z' });
  });

  it('marks it important and done; it moves to the done list', async () => {
    const important = await rest(t.app, 'PATCH', `${base(ada)}/${id}/important`, {
      token: token(ADMIN),
      body: { status: true },
    });
    expect(important.status).toBe(200);
    expect(important.json).toMatchObject({ isImportant: true, isDone: false });
    const done = await rest(t.app, 'PATCH', `${base(ada)}/${id}/done`, {
      token: token(ADMIN),
      body: { status: true },
    });
    expect(done.json).toMatchObject({ isImportant: true, isDone: true });
    expect((await list(ADMIN, ada, '?isDone=false')).page.items.map((x) => x._id)).not.toContain(id);
    expect((await list(ADMIN, ada, '?isDone=true')).page.items.map((x) => x._id)).toContain(id);
  });

  it('deletes it; afterwards it is 404', async () => {
    const res = await rest(t.app, 'DELETE', `${base(ada)}/${id}`, { token: token(ADMIN) });
    expect(res.status).toBe(200);
    expect((await rest(t.app, 'GET', `${base(ada)}/${id}`, { token: token(ADMIN) })).status).toBe(404);
    expect((await rest(t.app, 'DELETE', `${base(ada)}/${id}`, { token: token(ADMIN) })).status).toBe(404);
  });
});

describe('tasks-service: only the owner or the assignee', () => {
  const assigned = taskIds.task(2); // Ada's, assigned to Uwe
  const adasOwn = taskIds.task(1); // Ada's, assigned to Ada

  it('shows a task to its assignee, who may set its status through the owner id (spec 6)', async () => {
    const mine = await list(USER, uwe, '?isDone=false');
    expect(mine.page.items.map((x) => x._id)).toContain(assigned);
    expect(mine.page.items.map((x) => x._id)).not.toContain(adasOwn);
    const viaOwner = await rest(t.app, 'PATCH', `${base(ada)}/${assigned}/important`, {
      token: token(USER),
      body: { status: true },
    });
    expect(viaOwner.status).toBe(200);
    expect(viaOwner.json).toMatchObject({ isImportant: true, owner: { id: ada }, assignee: { id: uwe } });
    const viaSelf = await rest(t.app, 'PATCH', `${base(uwe)}/${assigned}/important`, {
      token: token(USER),
      body: { status: false },
    });
    expect(viaSelf.json.isImportant).toBe(false);
  });

  it('filters by assignee', async () => {
    const { page } = await list(ADMIN, ada, `?assignee=${uwe}`);
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((task) => task.assignee.id === uwe)).toBe(true);
  });

  it('lists the tasks given to colleagues: the caller’s own that someone else is to do', async () => {
    const given = await list(ADMIN, ada, '?isDone=false&delegated=true');
    const ids = given.page.items.map((task) => task._id);
    expect(ids).toContain(assigned);
    expect(ids).not.toContain(adasOwn);
    expect(given.page.items.every((task) => task.owner.id === ada && task.assignee.id !== ada)).toBe(true);
    // Uwe did not give Ada's task to anyone: it is not in his.
    expect((await list(USER, uwe, '?delegated=true')).page.items.map((task) => task._id)).not.toContain(
      assigned,
    );
    expect((await list(ADMIN, ada, '?delegated=maybe')).status).toBe(400);
  });

  it('answers 404 to a colleague who neither owns nor is assigned the task, whatever the path', async () => {
    for (const userId of [uwe, ada]) {
      for (const [method, suffix, body] of [
        ['GET', '', undefined],
        ['PUT', '', { title: 'x', dueDate: '2030-01-01T00:00:00Z' }],
        ['PATCH', '/done', { status: true }],
        ['DELETE', '', undefined],
      ] as const) {
        const res = await rest(t.app, method, `${base(userId)}/${adasOwn}${suffix}`, {
          token: token(USER),
          body,
        });
        expect(res.status, `${method} ${userId}${suffix}`).toBe(404);
        expect(res.json.error?.code).toBe('NOT_FOUND');
      }
    }
    const still = await rest(t.app, 'GET', `${base(ada)}/${adasOwn}`, { token: token(ADMIN) });
    expect(still.json).toMatchObject({ isDone: false, title: 'Quartalsbericht vorbereiten' });
  });

  it("refuses to list another user's tasks", async () => {
    const { status, error } = await list(USER, ada);
    expect(status).toBe(403);
    expect(error?.code).toBe('FORBIDDEN');
  });

  it('lets the assignee create for a colleague only within the company', async () => {
    const ok = await create(USER, uwe, { title: 'For Ada', assigneeId: ada });
    expect(ok.status).toBe(201);
    expect(ok.task.assignee.id).toBe(ada);
    expect((await list(ADMIN, ada, `?assignee=${ada}`)).page.items.map((x) => x._id)).toContain(ok.task._id);
    const bad = await create(USER, uwe, { title: 'For Olga', assigneeId: demoIds.userOther });
    expect(bad.status).toBe(400);
    expect(bad.error).toMatchObject({ code: 'BAD_USER_INPUT', field: 'assigneeId' });
  });
});

describe('tasks-service: another company gets nothing', () => {
  it('lists none of Demo GmbH tasks for Other AG and 404s every one of them', async () => {
    const { page } = await list(OTHER, demoIds.userOther);
    expect(page.items.map((x) => x._id)).toEqual([taskIds.task(6)]);
    for (const userId of [demoIds.userOther, ada]) {
      for (const [method, suffix, body] of [
        ['GET', '', undefined],
        ['PUT', '', { title: 'Taken', dueDate: '2030-01-01T00:00:00Z' }],
        ['PATCH', '/important', { status: true }],
        ['PATCH', '/done', { status: true }],
        ['DELETE', '', undefined],
      ] as const) {
        const res = await rest(t.app, method, `${base(userId)}/${taskIds.task(0)}${suffix}`, {
          token: token(OTHER),
          body,
        });
        expect(res.status, `${method} ${userId}${suffix}`).toBe(404);
      }
    }
    expect((await list(OTHER, ada)).status).toBe(403);
    const untouched = await rest(t.app, 'GET', `${base(ada)}/${taskIds.task(0)}`, { token: token(ADMIN) });
    expect(untouched.json).toMatchObject({ title: 'Angebot Photovoltaik nachfassen', isDone: false });
  });

  it("refuses links to another company's contact or opportunity", async () => {
    const contact = await create(OTHER, demoIds.userOther, { title: 'x', contactId: inboxIds.contact(0) });
    expect(contact.status).toBe(400);
    expect(contact.error?.field).toBe('contactId');
    const opportunity = await create(OTHER, demoIds.userOther, {
      title: 'x',
      opportunityId: inboxIds.opportunity(0),
    });
    expect(opportunity.error?.field).toBe('opportunityId');
    const query = await list(OTHER, demoIds.userOther, `?contactId=${inboxIds.contact(0)}`);
    expect(query.page.items).toEqual([]);
  });

  it('is 401 without a token', async () => {
    expect((await rest(t.app, 'GET', base(ada))).status).toBe(401);
  });
});

describe('tasks-service: bad input is a 400 with a message key', () => {
  it.each([
    ['title', 'FORM_ERRORS.NOT_EMPTY', { title: '   ' }],
    ['title', 'FORM_ERRORS.REQUIRED', {}],
    ['title', 'FORM_ERRORS.GENERAL', { title: 'x'.repeat(201) }],
    ['body', 'FORM_ERRORS.GENERAL', { title: 'x', body: 'b'.repeat(4001) }],
    ['dueDate', 'FORM_ERRORS.GENERAL', { title: 'x', dueDate: 'tomorrow' }],
    ['timeZone', 'FORM_ERRORS.GENERAL', { title: 'x', timeZone: 'Mars/Olympus' }],
    [
      'files',
      'FORM_ERRORS.GENERAL',
      {
        title: 'x',
        files: [{ displayName: 'a', url: '/etc/passwd', size: 1, extension: 'x', mimeType: 'x/y' }],
      },
    ],
    ['opportunityId', 'FORM_ERRORS.GENERAL', { title: 'x', contactId: 'c', opportunityId: 'o' }],
  ])('POST with a bad %s → 400 with %s', async (field, messageKey, body) => {
    const { status, error } = await create(ADMIN, ada, body);
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: 'BAD_USER_INPUT', field, messageKey });
  });

  it('refuses a blank title on update and a non-boolean status', async () => {
    const put = await rest(t.app, 'PUT', `${base(ada)}/${taskIds.task(1)}`, {
      token: token(ADMIN),
      body: { title: '', dueDate: '2030-01-01T00:00:00Z' },
    });
    expect(put.status).toBe(400);
    expect(put.json.error).toMatchObject({ field: 'title', messageKey: 'FORM_ERRORS.NOT_EMPTY' });
    const patch = await rest(t.app, 'PATCH', `${base(ada)}/${taskIds.task(1)}/done`, {
      token: token(ADMIN),
      body: { status: 'yes' },
    });
    expect(patch.status).toBe(400);
    expect(patch.json.error).toMatchObject({ field: 'status', messageKey: 'FORM_ERRORS.REQUIRED' });
  });

  it('refuses a take above 100, a bad flag, and a body that is not JSON', async () => {
    expect((await list(ADMIN, ada, '?take=101')).error).toMatchObject({ field: 'take' });
    expect((await list(ADMIN, ada, '?isDone=maybe')).error).toMatchObject({ field: 'isDone' });
    const raw = await rest(t.app, 'POST', base(ada), { token: token(ADMIN), rawBody: '{nope' });
    expect(raw.status).toBe(400);
    expect(raw.json.error?.code).toBe('BAD_REQUEST');
  });
});
