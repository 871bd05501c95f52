import { useLingui } from '@lingui/react/macro';
import { AddIcon, Button, EmptyState, TaskIcon } from '@parley/ui';
import { Outlet, useChildMatches, useNavigate, useParams } from '@tanstack/react-router';
import { taskListArgs } from './args.ts';
import { TaskList, type TaskListName } from './TaskList.tsx';
import * as styles from './tasks.css.ts';

/**
 * /tasks/mine, /tasks/delegated (the open tasks the user gave to colleagues) and /tasks/done: the list
 * beside the open task (or the new-task form).
 */
export function TasksSection({ list }: { list: TaskListName }) {
  const { t } = useLingui();
  const texts = {
    mine: {
      title: t`Open tasks`,
      emptyTitle: t`No open tasks`,
      emptyDescription: t`Tasks you create or that are assigned to you appear here.`,
    },
    delegated: {
      title: t`Given to colleagues`,
      emptyTitle: t`No tasks given to colleagues`,
      emptyDescription: t`Open tasks you create for a colleague appear here, until they are done.`,
    },
    done: {
      title: t`Done tasks`,
      emptyTitle: t`No done tasks`,
      emptyDescription: t`Tasks you mark as done appear here.`,
    },
  }[list];
  const selectedId = useParams({ strict: false, select: (params) => params.id ?? null });
  const hasChild = useChildMatches({ select: (matches) => matches.length > 0 });
  const navigate = useNavigate();
  return (
    <div className={styles.split}>
      <section className={styles.listPane} aria-labelledby="tasks-list-title">
        <div className={styles.listHeader}>
          <h2 id="tasks-list-title" className={styles.listTitle}>
            {texts.title}
          </h2>
          <Button
            variant="secondary"
            icon={<AddIcon size="sm" />}
            onPress={() => void navigate({ to: '/tasks/$list/new', params: { list } })}
          >
            {t`New task`}
          </Button>
        </div>
        <TaskList
          list={list}
          filter={taskListArgs(list)}
          selectedId={selectedId}
          label={texts.title}
          emptyTitle={texts.emptyTitle}
          emptyDescription={texts.emptyDescription}
        />
      </section>
      <div className={styles.detailPane}>{hasChild ? <Outlet /> : <NoTaskOpen />}</div>
    </div>
  );
}

function NoTaskOpen() {
  const { t } = useLingui();
  return (
    <EmptyState
      icon={<TaskIcon size="lg" />}
      title={t`No task open`}
      description={t`Choose a task from the list, or create a new one.`}
    />
  );
}
