import type { TaskListFilter } from '@parley/api';
import type { TaskListName } from './TaskList.tsx';

/**
 * The task list an address asks for: the open tasks for mine, the done ones for done. The route's
 * loader prefetches this list and its screen shows it, so both call this.
 */
export function taskListArgs(list: TaskListName): TaskListFilter {
  return { isDone: list === 'done' };
}
