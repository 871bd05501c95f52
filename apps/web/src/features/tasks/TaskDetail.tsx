import { useLingui } from '@lingui/react/macro';
import { type RestTask, taskQueryOptions, useApi, useDeleteTask, useUpdateTask } from '@parley/api';
import { dueDateParts, dueInstantOf } from '@parley/domain';
import {
  AlertDialog,
  AttachFileIcon,
  Button,
  Checkbox,
  DetailRow,
  EmptyState,
  Link,
  Modal,
  Skeleton,
  TaskIcon,
  useToast,
} from '@parley/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { LoadError } from '../../components/LoadError.tsx';
import { userTimeZone } from '../../lib/dates.ts';
import { TaskForm, type TaskFormValues } from './TaskForm.tsx';
import type { TaskListName } from './TaskList.tsx';
import * as styles from './tasks.css.ts';
import { useTaskFormatters } from './useTaskFormatters.ts';
import { useTaskToggles } from './useTaskToggles.ts';

const statusOf = (error: unknown) =>
  error && typeof error === 'object' && 'status' in error ? (error as { status: unknown }).status : undefined;

/** One task beside the list: done and important, who and what it is about, its files, edit and delete. */
export function TaskDetail({ id, list }: { id: string; list: TaskListName }) {
  const { t } = useLingui();
  const api = useApi();
  const query = useQuery(taskQueryOptions(api, id));

  if (query.isPending) {
    return (
      <div role="status" aria-label={t`Loading task`} aria-busy="true" className={styles.facts}>
        <Skeleton width="50%" height="1.5rem" />
        <Skeleton lines={4} />
      </div>
    );
  }
  if (query.isError) {
    if (statusOf(query.error) === 404)
      return (
        <EmptyState
          icon={<TaskIcon size="lg" />}
          title={t`Task not found`}
          description={t`It was deleted, or it is not yours to see.`}
        />
      );
    return <LoadError onRetry={() => void query.refetch()}>{t`The task could not be loaded.`}</LoadError>;
  }
  return <TaskDetailContent task={query.data} list={list} />;
}

function TaskDetailContent({ task, list }: { task: RestTask; list: TaskListName }) {
  const { t } = useLingui();
  const toast = useToast();
  const navigate = useNavigate();
  const format = useTaskFormatters();
  const { toggleDone, toggleImportant } = useTaskToggles();
  const updateTask = useUpdateTask();
  const deleteTask = useDeleteTask();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const { me } = useRouteContext({ from: '/_authenticated' });
  const [defaults] = useState<TaskFormValues>(() => {
    const { date, time } = dueDateParts(task.dueDate, userTimeZone());
    return {
      title: task.title,
      body: task.body ?? '',
      dueDay: date,
      dueTime: time,
      assigneeId: task.assignee.id,
    };
  });

  const handleSubmit = async (values: TaskFormValues, { files }: { files: RestTask['files'] }) => {
    await updateTask.mutateAsync({
      id: task._id,
      title: values.title,
      body: values.body || null,
      dueDate: dueInstantOf(values.dueDay, values.dueTime, userTimeZone()),
      assigneeId: values.assigneeId,
      files,
    });
    toast.add({ tone: 'positive', title: t`Task saved.` });
  };

  const handleDelete = async () => {
    try {
      await deleteTask.mutateAsync(task._id);
    } catch (error) {
      toast.add({ tone: 'critical', title: t`The task could not be deleted.` });
      throw error;
    }
    toast.add({ tone: 'positive', title: t`Task deleted.` });
    await navigate({ to: '/tasks/$list', params: { list } });
  };

  const linkHref = task.link?.opportunityId
    ? `/opportunities/mine/${task.link.opportunityId}`
    : task.link?.contactId
      ? `/contacts/all/${task.link.contactId}`
      : null;

  return (
    <>
      <div className={styles.detailHeader}>
        <h2 className={styles.detailTitle}>{task.title}</h2>
        <div className={styles.toggles}>
          <Checkbox isSelected={task.isDone} onChange={(status) => toggleDone(task, status)}>
            {t`Done`}
          </Checkbox>
          <Checkbox isSelected={task.isImportant} onChange={(status) => toggleImportant(task, status)}>
            {t`Important`}
          </Checkbox>
        </div>
      </div>
      <div className={styles.facts}>
        <DetailRow label={t`Due`} value={format.due(task)} />
        <DetailRow label={t`Created by`} value={format.person(task.owner)} />
        <DetailRow label={t`Assigned to`} value={format.person(task.assignee)} />
        {task.link && linkHref ? (
          <DetailRow
            label={task.link.opportunityId ? t`Conversation` : t`Contact`}
            value={<Link href={linkHref}>{task.link.name ?? t`Open`}</Link>}
          />
        ) : null}
        {task.files.length > 0 ? (
          <DetailRow
            label={t`Files`}
            value={
              <span className={styles.facts}>
                {task.files.map((file) => (
                  <Link
                    key={file.url}
                    href={file.url}
                    target="_blank"
                    rel="noopener"
                    download={file.displayName}
                  >
                    <AttachFileIcon size="sm" /> {file.displayName}
                  </Link>
                ))}
              </span>
            }
          />
        ) : null}
      </div>
      <TaskForm
        aria-label={t`Edit task`}
        defaultValues={defaults}
        defaultFiles={task.files}
        submitLabel={t`Save`}
        onSubmit={handleSubmit}
        meId={me.id}
        actions={
          <Button variant="critical" onPress={() => setConfirmDelete(true)}>
            {t`Delete`}
          </Button>
        }
      />
      <Modal size="sm" isDismissable={false} isOpen={confirmDelete} onOpenChange={setConfirmDelete}>
        <AlertDialog
          variant="critical"
          title={t`Delete this task?`}
          primaryActionLabel={t`Delete`}
          cancelLabel={t`Cancel`}
          onPrimaryAction={handleDelete}
          onCancel={() => setConfirmDelete(false)}
        >
          {t`"${task.title}" is deleted for everyone who sees it. This cannot be undone.`}
        </AlertDialog>
      </Modal>
    </>
  );
}
