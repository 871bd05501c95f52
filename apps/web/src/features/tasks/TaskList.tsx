import { useLingui } from '@lingui/react/macro';
import { type RestTask, type TaskListFilter, taskListQueryOptions, useApi } from '@parley/api';
import { EmptyState, TaskIcon, TaskItem, TaskItemSkeleton } from '@parley/ui';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { memo } from 'react';
import { LoadError } from '../../components/LoadError.tsx';
import * as styles from './tasks.css.ts';
import { useTaskFormatters } from './useTaskFormatters.ts';
import { useTaskToggles } from './useTaskToggles.ts';

export type TaskListName = 'mine' | 'delegated' | 'done';

type TaskListProps = {
  list: TaskListName;
  filter: TaskListFilter;
  selectedId: string | null;
  /** Accessible name of the list. */
  label: string;
  emptyTitle: string;
  emptyDescription: string;
};

/** A list of tasks with its loading (skeleton), empty and error states; done and important act at once. */
export function TaskList({ list, filter, selectedId, label, emptyTitle, emptyDescription }: TaskListProps) {
  const { t } = useLingui();
  const api = useApi();
  const query = useQuery(taskListQueryOptions(api, filter));

  if (query.isPending) {
    return (
      <div role="status" aria-label={t`Loading tasks`} aria-busy="true">
        {['a', 'b', 'c'].map((key) => (
          <TaskItemSkeleton key={key} />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className={styles.listMessage}>
        <LoadError onRetry={() => void query.refetch()}>{t`The tasks could not be loaded.`}</LoadError>
      </div>
    );
  }
  if (query.data.items.length === 0) {
    return <EmptyState icon={<TaskIcon size="lg" />} title={emptyTitle} description={emptyDescription} />;
  }
  return (
    <ul className={styles.list} aria-label={label}>
      {query.data.items.map((task) => (
        <li key={task._id}>
          <TaskRow task={task} list={list} isSelected={task._id === selectedId} />
        </li>
      ))}
    </ul>
  );
}

const TaskRow = memo(function TaskRow({
  task,
  list,
  isSelected,
}: {
  task: RestTask;
  list: TaskListName;
  isSelected: boolean;
}) {
  const { t } = useLingui();
  const format = useTaskFormatters();
  const { toggleDone, toggleImportant } = useTaskToggles();
  const { me } = useRouteContext({ from: '/_authenticated' });
  const assigneeText =
    task.assignee.id !== me.id
      ? t`For ${format.person(task.assignee)}`
      : task.owner.id !== me.id
        ? t`From ${format.person(task.owner)}`
        : undefined;
  return (
    <TaskItem
      title={task.title}
      href={`/tasks/${list}/${task._id}`}
      dueLabel={t`Due`}
      dueText={format.due(task)}
      dueDateTime={task.dueDate}
      dueState={format.dueState(task)}
      dueStateLabels={format.dueStateLabels}
      linkText={task.link?.name ?? undefined}
      assigneeText={assigneeText}
      isDone={task.isDone}
      isImportant={task.isImportant}
      onDoneChange={(status) => toggleDone(task, status)}
      onImportantChange={(status) => toggleImportant(task, status)}
      doneLabel={t`Done`}
      importantLabel={t`Important`}
      isSelected={isSelected}
    />
  );
});
