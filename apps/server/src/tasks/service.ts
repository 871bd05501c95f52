import {
  defaultTaskDueDate,
  messageKeys,
  type TaskCreateInput,
  type TaskListQuery,
  type TaskUpdateInput,
} from '@parley/domain';
import { and, asc, count, desc, eq, ne, or, type SQL } from 'drizzle-orm';
import type { Viewer } from '../auth/viewer.ts';
import type { Db } from '../db/client.ts';
import { type TaskRow, tasks } from '../db/features/tasks.ts';
import { findCompanyUser } from '../db/queries.ts';
import { contacts, opportunities } from '../db/schema.ts';
import { AppError, badUserInput, forbidden, notFound } from '../errors.ts';
import { resolveAttachments } from '../inbox/attachments.ts';
import { recordTimeline } from '../inbox/service.ts';
import type { Jobs } from '../jobs/queue.ts';
import type { Notifier } from '../realtime/socket.ts';
import { scheduleTaskReminder } from './reminders.ts';

/*
 * Tasks: one function per operation, each taking (deps, viewer, …). A task belongs to a company; only
 * its owner and its assignee see or change it, and for everyone else it does not exist (404, so ids
 * cannot be probed). Paths name a user (spec 7): a list names the caller; a single task the caller or
 * the task's owner (spec 6: the owner is used for status updates).
 */

/**
 * `jobs` schedules the reminders (tasks/reminders.ts); without it a task is never reminded. `notifier`
 * shows a task created for a conversation on its timeline live.
 */
export type TaskDeps = { db: Db; jobs?: Jobs | undefined; notifier?: Notifier | undefined };

const { general } = messageKeys;

/** The tasks the viewer owns or is assigned, in the viewer's company. */
function visibleTo(viewer: Viewer): SQL {
  return and(
    eq(tasks.companyId, viewer.companyId),
    or(eq(tasks.ownerId, viewer.user.id), eq(tasks.assigneeId, viewer.user.id)),
  ) as SQL;
}

/** A list names the caller; another user's list is not the caller's to read. */
function assertSelf(viewer: Viewer, userId: string) {
  if (userId !== viewer.user.id) throw forbidden('Only your own tasks');
}

/** Open ones first by due date; done ones most recently due first. */
export async function listTasks(deps: TaskDeps, viewer: Viewer, userId: string, query: TaskListQuery) {
  assertSelf(viewer, userId);
  const where = and(
    visibleTo(viewer),
    query.isDone === undefined ? undefined : eq(tasks.isDone, query.isDone),
    query.assignee ? eq(tasks.assigneeId, query.assignee) : undefined,
    // Given to colleagues: the caller's own tasks that someone else is to do.
    query.delegated
      ? and(eq(tasks.ownerId, viewer.user.id), ne(tasks.assigneeId, viewer.user.id))
      : undefined,
    query.contactId ? eq(tasks.contactId, query.contactId) : undefined,
    query.opportunityId ? eq(tasks.opportunityId, query.opportunityId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(tasks)
      .where(where)
      .orderBy(query.isDone ? desc(tasks.dueDate) : asc(tasks.dueDate), asc(tasks.createdAt), asc(tasks.id))
      .limit(query.take)
      .offset((query.page - 1) * query.take),
    deps.db.select({ n: count() }).from(tasks).where(where),
  ]);
  return { rows, total: total?.n ?? 0, page: query.page, take: query.take };
}

/** The task when the viewer may see it and the path's user is the viewer or its owner; else 404. */
export async function findTask(deps: TaskDeps, viewer: Viewer, userId: string, id: string): Promise<TaskRow> {
  const [row] = await deps.db
    .select()
    .from(tasks)
    .where(and(visibleTo(viewer), eq(tasks.id, id)))
    .limit(1);
  if (!row || (userId !== viewer.user.id && userId !== row.ownerId)) throw notFound('Task');
  return row;
}

async function assertAssignee(deps: TaskDeps, viewer: Viewer, assigneeId: string) {
  if (!(await findCompanyUser(deps.db, viewer.companyId, assigneeId)))
    throw badUserInput('assigneeId', general, 'The assignee must be a user of your company');
}

async function assertLink(deps: TaskDeps, viewer: Viewer, input: TaskCreateInput) {
  if (input.contactId) {
    const [found] = await deps.db
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(eq(contacts.companyId, viewer.companyId), eq(contacts.id, input.contactId)))
      .limit(1);
    if (!found) throw badUserInput('contactId', general, 'No such contact in your company');
  }
  if (input.opportunityId) {
    const [found] = await deps.db
      .select({ id: opportunities.id })
      .from(opportunities)
      .where(and(eq(opportunities.companyId, viewer.companyId), eq(opportunities.id, input.opportunityId)))
      .limit(1);
    if (!found) throw badUserInput('opportunityId', general, 'No such opportunity in your company');
  }
}

async function storedFiles(deps: TaskDeps, viewer: Viewer, files: TaskCreateInput['files']) {
  const resolved = await resolveAttachments(deps.db, viewer.companyId, files);
  if (!resolved) throw badUserInput('files', general, 'Files must be uploaded to this company');
  return resolved;
}

/** Creates a task owned by the caller, due at the end of today in `timeZone` unless it says otherwise. */
export async function createTask(
  deps: TaskDeps,
  viewer: Viewer,
  userId: string,
  input: TaskCreateInput,
  now = Date.now(),
): Promise<TaskRow> {
  assertSelf(viewer, userId);
  const assigneeId = input.assigneeId ?? viewer.user.id;
  if (assigneeId !== viewer.user.id) await assertAssignee(deps, viewer, assigneeId);
  await assertLink(deps, viewer, input);
  const files = await storedFiles(deps, viewer, input.files);
  const [row] = await deps.db
    .insert(tasks)
    .values({
      companyId: viewer.companyId,
      ownerId: viewer.user.id,
      assigneeId,
      contactId: input.contactId ?? null,
      opportunityId: input.opportunityId ?? null,
      title: input.title,
      body: input.body,
      dueDate: new Date(input.dueDate ?? defaultTaskDueDate(now, input.timeZone)),
      files,
    })
    .returning();
  if (!row) throw new AppError('INTERNAL_SERVER_ERROR', 'Task not stored');
  await scheduleTaskReminder(deps, row, now);
  if (row.opportunityId)
    await recordTimeline(deps, viewer, [
      { opportunityId: row.opportunityId, key: 'CONVERSATION.TASK_CREATED', value: row.title },
    ]);
  return row;
}

/** Changes title, body and due date (and, when given, assignee and files). */
export async function updateTask(
  deps: TaskDeps,
  viewer: Viewer,
  userId: string,
  id: string,
  input: TaskUpdateInput,
): Promise<TaskRow> {
  const task = await findTask(deps, viewer, userId, id);
  if (input.assigneeId && input.assigneeId !== task.assigneeId)
    await assertAssignee(deps, viewer, input.assigneeId);
  const files = input.files ? await storedFiles(deps, viewer, input.files) : undefined;
  const [row] = await deps.db
    .update(tasks)
    .set({
      title: input.title,
      body: input.body,
      dueDate: new Date(input.dueDate),
      ...(input.assigneeId ? { assigneeId: input.assigneeId } : {}),
      ...(files ? { files } : {}),
    })
    .where(eq(tasks.id, task.id))
    .returning();
  if (!row) throw notFound('Task');
  // A new date or a new assignee is reminded then (the job for the old date finds it changed).
  if (row.dueDate.getTime() !== task.dueDate.getTime() || row.assigneeId !== task.assigneeId)
    await scheduleTaskReminder(deps, row);
  return row;
}

/** PATCH …/done or …/important with {status}. */
export async function setTaskStatus(
  deps: TaskDeps,
  viewer: Viewer,
  userId: string,
  id: string,
  which: 'done' | 'important',
  status: boolean,
): Promise<TaskRow> {
  const task = await findTask(deps, viewer, userId, id);
  const [row] = await deps.db
    .update(tasks)
    .set(which === 'done' ? { isDone: status } : { isImportant: status })
    .where(eq(tasks.id, task.id))
    .returning();
  if (!row) throw notFound('Task');
  return row;
}

export async function deleteTask(deps: TaskDeps, viewer: Viewer, userId: string, id: string) {
  const task = await findTask(deps, viewer, userId, id);
  await deps.db.delete(tasks).where(eq(tasks.id, task.id));
}
