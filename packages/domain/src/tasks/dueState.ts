import { sameDay, zonedFields } from '../format/zoned.ts';

/** Where an open task stands against the clock; a done task is never overdue. */
export type TaskDueState = 'overdue' | 'today' | 'upcoming';

/** Whether a due instant falls on today's calendar day in the given zone. */
export function isDueToday(dueDate: string, nowEpochMs: number, timeZone: string): boolean {
  return sameDay(zonedFields(Date.parse(dueDate), timeZone), zonedFields(nowEpochMs, timeZone));
}

/** Whether an open task's due instant has passed. */
export function isOverdue(dueDate: string, nowEpochMs: number): boolean {
  return Date.parse(dueDate) < nowEpochMs;
}

/**
 * Overdue once its due instant has passed, due today when it falls on the user's calendar day (in
 * their time zone), else upcoming. Without the Temporal polyfill, so the dashboard and the task list
 * share the rule without loading it.
 */
export function taskDueState(
  task: { dueDate: string; isDone: boolean },
  nowEpochMs: number,
  timeZone: string,
): TaskDueState {
  if (task.isDone) return 'upcoming';
  if (isOverdue(task.dueDate, nowEpochMs)) return 'overdue';
  return isDueToday(task.dueDate, nowEpochMs, timeZone) ? 'today' : 'upcoming';
}
