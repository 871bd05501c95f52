import { useLingui } from '@lingui/react/macro';
import { type RestAttachment, useCreateTask } from '@parley/api';
import { defaultTaskDueDate, dueDateParts, dueInstantOf } from '@parley/domain';
import { Banner, Button, useToast } from '@parley/ui';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { userTimeZone } from '../../lib/dates.ts';
import { TaskForm, type TaskFormValues } from './TaskForm.tsx';
import type { TaskListName } from './TaskList.tsx';
import * as styles from './tasks.css.ts';

export type NewTaskLink = { contactId?: string; opportunityId?: string };

/**
 * The values of a new task: no title yet, due at the end of today in the user's time zone (spec 9);
 * the form adds the assignee (the user).
 */
export function newTaskDefaults(
  now = Date.now(),
  timeZone = userTimeZone(),
): Omit<TaskFormValues, 'assigneeId'> {
  const { date, time } = dueDateParts(defaultTaskDueDate(now, timeZone), timeZone);
  return { title: '', body: '', dueDay: date, dueTime: time };
}

/**
 * What a new task's form starts with (due at the end of today, for the user) and how it is saved,
 * linked to the conversation or the contact of `link`: the page and the dialog beside a conversation.
 */
export function useNewTask(link: NewTaskLink) {
  const createTask = useCreateTask();
  const { me } = useRouteContext({ from: '/_authenticated' });
  const [defaults] = useState<TaskFormValues>(() => ({ ...newTaskDefaults(), assigneeId: me.id }));
  const submit = (values: TaskFormValues, { files }: { files: RestAttachment[] }) => {
    const timeZone = userTimeZone();
    return createTask.mutateAsync({
      title: values.title,
      body: values.body || null,
      dueDate: dueInstantOf(values.dueDay, values.dueTime, timeZone),
      timeZone,
      assigneeId: values.assigneeId,
      files,
      ...(link.opportunityId ? { opportunityId: link.opportunityId } : {}),
      ...(link.contactId && !link.opportunityId ? { contactId: link.contactId } : {}),
    });
  };
  return { defaults, submit, meId: me.id };
}

/** Creates a task (linked to a contact or a conversation when the address says so) and opens it. */
export function NewTask({ list, link }: { list: TaskListName; link: NewTaskLink }) {
  const { t } = useLingui();
  const toast = useToast();
  const navigate = useNavigate();
  const { defaults, submit, meId } = useNewTask(link);
  const linkNote = link.opportunityId
    ? t`The task will be linked to the conversation you came from.`
    : link.contactId
      ? t`The task will be linked to the contact you came from.`
      : null;

  const handleSaved = (task: { _id: string }) => {
    toast.add({ tone: 'positive', title: t`Task created.` });
    return navigate({ to: '/tasks/$list/$id', params: { list: 'mine', id: task._id } });
  };

  return (
    <>
      <h2 className={styles.detailTitle}>{t`New task`}</h2>
      {linkNote ? <Banner tone="info">{linkNote}</Banner> : null}
      <TaskForm
        aria-label={t`New task`}
        defaultValues={defaults}
        submitLabel={t`Create task`}
        onSubmit={submit}
        onSaved={handleSaved}
        meId={meId}
        actions={
          <Button variant="quiet" onPress={() => void navigate({ to: '/tasks/$list', params: { list } })}>
            {t`Cancel`}
          </Button>
        }
      />
    </>
  );
}
