import { useLingui } from '@lingui/react/macro';
import type { RestTask } from '@parley/api';
import { formatDueDate, taskDueState } from '@parley/domain';
import type { TaskDueState } from '@parley/ui';
import { useMemo } from 'react';
import { userTimeZone } from '../../lib/dates.ts';

/** Due dates as DD.MM.YYYY, HH:MM (spec 9) with their state, and the names on a task, in the user's language. */
export function useTaskFormatters() {
  const { t } = useLingui();
  return useMemo(() => {
    const timeZone = userTimeZone();
    return {
      timeZone,
      due: (task: Pick<RestTask, 'dueDate'>) => formatDueDate(task.dueDate, timeZone),
      dueState: (task: Pick<RestTask, 'dueDate' | 'isDone'>, now = Date.now()): TaskDueState =>
        taskDueState(task, now, timeZone),
      dueStateLabels: { today: t`Today`, overdue: t`Overdue` },
      person: (user: RestTask['owner']) =>
        [user.firstName, user.lastName].filter(Boolean).join(' ') || t`Unknown user`,
    };
  }, [t]);
}
