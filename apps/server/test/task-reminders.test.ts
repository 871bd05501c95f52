import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { demoIds } from '../src/db/demo.ts';
import { users } from '../src/db/schema.ts';
import type { JobData, Jobs } from '../src/jobs/queue.ts';
import type { Notifier } from '../src/realtime/socket.ts';
import { remindDueTask } from '../src/tasks/reminders.ts';
import * as service from '../src/tasks/service.ts';
import { restoreTestDatabase } from './helpers.ts';

/*
 * A task's reminder (issue 28): creating a task due later schedules a durable job for its due date;
 * the job tells the assignee (only), unless the task is done or was moved to another date meanwhile,
 * whose own job tells then. The queue itself (restarts, once across instances) is jobs.test.ts's.
 */

let database: Database;
type Sent = { queue: string; data: JobData['task-due']; startAfter: Date | undefined };
let sent: Sent[] = [];
let told: { userId: string; event: string; payload: { notificationId: string; task: { title: string } } }[] =
  [];
const jobs = {
  send: async (queue: string, data: unknown, options?: { startAfter?: Date }) => {
    sent.push({ queue, data: data as JobData['task-due'], startAfter: options?.startAfter });
    return `job-${sent.length}`;
  },
} as unknown as Jobs;
const notifier = {
  attach: () => {},
  toCompany: () => {},
  toUser: (userId: string, event: string, payload: unknown) => {
    told.push({ userId, event, payload: payload as (typeof told)[number]['payload'] });
  },
} as unknown as Notifier;

const viewerOf = async (id: string) => {
  const [user] = await database.db.select().from(users).where(eq(users.id, id));
  if (!user) throw new Error(`no user ${id}`);
  return { user, companyId: user.companyId, tokenExpiresAt: Date.now() + 3_600_000 };
};

beforeAll(async () => {
  database = await restoreTestDatabase();
});
afterAll(() => database.close());
beforeEach(() => {
  sent = [];
  told = [];
});

describe('task reminders', () => {
  it('schedules one at the due date and tells the assignee, not the owner, when it runs', async () => {
    const admin = await viewerOf(demoIds.userAdmin);
    const due = new Date(Date.now() + 3_600_000);
    const task = await service.createTask({ db: database.db, jobs }, admin, admin.user.id, {
      title: 'Angebot nachfassen',
      body: null,
      dueDate: due.toISOString(),
      assigneeId: demoIds.userUser,
      timeZone: 'Europe/Berlin',
      files: [],
    });
    expect(sent).toEqual([
      { queue: 'task-due', data: { taskId: task.id, dueDate: due.toISOString() }, startAfter: due },
    ]);
    await remindDueTask({ db: database.db, notifier }, sent[0]?.data as JobData['task-due']);
    expect(told).toEqual([
      {
        userId: demoIds.userUser,
        event: 'task-due-notification',
        payload: expect.objectContaining({ task: expect.objectContaining({ title: 'Angebot nachfassen' }) }),
      },
    ]);
  });

  it('tells nothing for a task moved to another date or done meanwhile, and nothing for a date already past', async () => {
    const admin = await viewerOf(demoIds.userAdmin);
    const deps = { db: database.db, jobs };
    const first = new Date(Date.now() + 3_600_000);
    const task = await service.createTask(deps, admin, admin.user.id, {
      title: 'Rückruf',
      body: null,
      dueDate: first.toISOString(),
      timeZone: 'Europe/Berlin',
      files: [],
    });
    const later = new Date(Date.now() + 7_200_000);
    await service.updateTask(deps, admin, admin.user.id, task.id, {
      title: 'Rückruf',
      body: null,
      dueDate: later.toISOString(),
    });
    expect(sent.map((job) => job.data.dueDate)).toEqual([first.toISOString(), later.toISOString()]);
    await remindDueTask({ db: database.db, notifier }, { taskId: task.id, dueDate: first.toISOString() });
    expect(told).toEqual([]);
    await service.setTaskStatus(deps, admin, admin.user.id, task.id, 'done', true);
    await remindDueTask({ db: database.db, notifier }, { taskId: task.id, dueDate: later.toISOString() });
    expect(told).toEqual([]);

    sent = [];
    await service.createTask(deps, admin, admin.user.id, {
      title: 'Gestern',
      body: null,
      dueDate: new Date(Date.now() - 60_000).toISOString(),
      timeZone: 'Europe/Berlin',
      files: [],
    });
    expect(sent).toEqual([]);
  });
});
