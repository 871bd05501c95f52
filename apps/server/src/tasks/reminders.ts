import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type TaskRow, tasks } from '../db/features/tasks.ts';
import type { Jobs } from '../jobs/queue.ts';
import type { Notifier } from '../realtime/socket.ts';
import { presentTask } from './present.ts';

/*
 * A task's reminder: when a task is created, or its due date or assignee changes, a durable job is
 * scheduled for its due date (a job survives a restart and runs once across instances). When it runs,
 * the task's assignee is told live, unless the task is done, gone, or due at another time by then
 * (the job for the new date tells instead). Due dates already past are not reminded: the task shows
 * as overdue on the dashboard and in the list.
 */

export type ReminderDeps = { db: Db; notifier?: Notifier | undefined; jobs?: Jobs | undefined };

/** Schedules the reminder of a task due in the future (nothing without a job queue). */
export async function scheduleTaskReminder(
  { jobs }: Pick<ReminderDeps, 'jobs'>,
  task: TaskRow,
  now = Date.now(),
) {
  if (!jobs || task.isDone || task.dueDate.getTime() <= now) return;
  await jobs.send(
    'task-due',
    { taskId: task.id, dueDate: task.dueDate.toISOString() },
    { startAfter: task.dueDate },
  );
}

/** The job: tells the assignee of a task that fell due, if it is still due then and not done. */
export async function remindDueTask(
  { db, notifier }: ReminderDeps,
  { taskId, dueDate }: { taskId: string; dueDate: string },
): Promise<void> {
  const [task] = await db.select().from(tasks).where(eq(tasks.id, taskId)).limit(1);
  if (!task || task.isDone || task.dueDate.toISOString() !== dueDate) return;
  notifier?.toUser(task.assigneeId, 'task-due-notification', {
    notificationId: `task-due:${task.id}:${dueDate}`,
    task: await presentTask(db, task),
  });
}
