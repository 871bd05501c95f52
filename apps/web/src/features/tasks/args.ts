import type { TaskListFilter } from '@parley/api';
import type { TaskListName } from './TaskList.tsx';

/**
 * The task list an address asks for: the open tasks for mine, the open ones the user gave to
 * colleagues for delegated (the team's view of what the user waits for), the done ones for done. The
 * route's loader prefetches this list and its screen shows it, so both call this.
 */
export function taskListArgs(list: TaskListName): TaskListFilter {
  if (list === 'delegated') return { isDone: false, delegated: true };
  return { isDone: list === 'done' };
}
