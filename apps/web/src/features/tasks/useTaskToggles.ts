import { useLingui } from '@lingui/react/macro';
import { type RestTask, useSetTaskDone, useSetTaskImportant } from '@parley/api';
import { useToast } from '@parley/ui';
import { useCallback } from 'react';

type Toggled = Pick<RestTask, '_id' | 'owner' | 'title'>;

/**
 * Done and important act at once: the api hooks change the cache before the server answers and put it
 * back when the server refuses; then a toast says the change was not saved.
 */
export function useTaskToggles() {
  const { t } = useLingui();
  const toast = useToast();
  const setDone = useSetTaskDone();
  const setImportant = useSetTaskImportant();
  const failed = useCallback(
    (title: string) =>
      toast.add({
        tone: 'critical',
        title: t`Changes not saved.`,
        description: t`"${title}" is back as it was. Please try again.`,
      }),
    [toast, t],
  );
  const { mutate: mutateDone } = setDone;
  const { mutate: mutateImportant } = setImportant;
  const toggleDone = useCallback(
    (task: Toggled, status: boolean) => mutateDone({ task, status }, { onError: () => failed(task.title) }),
    [mutateDone, failed],
  );
  const toggleImportant = useCallback(
    (task: Toggled, status: boolean) =>
      mutateImportant({ task, status }, { onError: () => failed(task.title) }),
    [mutateImportant, failed],
  );
  return { toggleDone, toggleImportant };
}
