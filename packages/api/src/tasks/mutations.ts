import { type QueryClient, useMutation } from '@tanstack/react-query';
import { type Api, useApi } from '../apiContext.ts';
import type { RestTask, RestTaskCreate, RestTaskPage, RestTaskUpdate } from '../rest/types.ts';
import { taskKeys } from './keys.ts';
import { currentUserId, tasksPath } from './queries.ts';

/*
 * One hook per task change. Each says, next to the call, what the change makes stale. The two status
 * toggles change the cache at once (optimistic) and put it back when the server refuses.
 */

const taskPath = (userId: string, id: string) => `${tasksPath(userId)}/${encodeURIComponent(id)}`;

/** Every list (open, done, a contact's) and the task itself. */
function refreshTasks(queryClient: QueryClient, id?: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: taskKeys.lists() }),
    id ? queryClient.invalidateQueries({ queryKey: taskKeys.detail(id) }) : undefined,
  ]);
}

/** Creates a task owned by the current user; every list follows. */
export function useCreateTask() {
  const api = useApi();
  return useMutation({
    mutationFn: async (input: RestTaskCreate) =>
      api.rest.send<RestTask>('POST', tasksPath(await currentUserId(api)), input),
    onSuccess: (task) => {
      api.queryClient.setQueryData(taskKeys.detail(task._id), task);
      return refreshTasks(api.queryClient);
    },
  });
}

/** Changes a task's title, body and due date. */
export function useUpdateTask() {
  const api = useApi();
  return useMutation({
    mutationFn: async ({ id, ...input }: RestTaskUpdate & { id: string }) =>
      api.rest.send<RestTask>('PUT', taskPath(await currentUserId(api), id), input),
    onSuccess: (task) => {
      api.queryClient.setQueryData(taskKeys.detail(task._id), task);
      return refreshTasks(api.queryClient, task._id);
    },
  });
}

/** Deletes a task; it leaves every list. */
export function useDeleteTask() {
  const api = useApi();
  return useMutation({
    mutationFn: async (id: string) =>
      api.rest.send<{ ok: true }>('DELETE', taskPath(await currentUserId(api), id)),
    onSuccess: (_result, id) => {
      api.queryClient.removeQueries({ queryKey: taskKeys.detail(id) });
      return refreshTasks(api.queryClient);
    },
  });
}

export type TaskStatusChange = {
  task: Pick<RestTask, '_id' | 'owner'>;
  status: boolean;
};

type Snapshot = [readonly unknown[], unknown][];

/** Applies `patch` to the task wherever the cache holds it; returns what it replaced. */
async function patchCachedTask(
  queryClient: QueryClient,
  id: string,
  patch: Partial<RestTask>,
): Promise<Snapshot> {
  await queryClient.cancelQueries({ queryKey: taskKeys.all });
  const snapshot: Snapshot = [
    ...queryClient.getQueriesData<RestTaskPage>({ queryKey: taskKeys.lists() }),
    ...queryClient.getQueriesData<RestTask>({ queryKey: taskKeys.detail(id) }),
  ];
  queryClient.setQueriesData<RestTaskPage>({ queryKey: taskKeys.lists() }, (page) =>
    page
      ? { ...page, items: page.items.map((item) => (item._id === id ? { ...item, ...patch } : item)) }
      : page,
  );
  queryClient.setQueryData<RestTask>(taskKeys.detail(id), (task) => (task ? { ...task, ...patch } : task));
  return snapshot;
}

function restore(queryClient: QueryClient, snapshot: Snapshot | undefined) {
  for (const [key, data] of snapshot ?? []) queryClient.setQueryData(key, data);
}

/**
 * PATCH …/{ownerId}/{id}/{done|important} with {status}: the owner's id names the task (spec 6), the
 * cache shows the new state at once and gets the old one back if the server refuses.
 */
function useTaskStatus(api: Api, which: 'done' | 'important') {
  const field = which === 'done' ? 'isDone' : 'isImportant';
  return useMutation({
    mutationFn: ({ task, status }: TaskStatusChange) =>
      api.rest.send<RestTask>('PATCH', `${taskPath(task.owner.id, task._id)}/${which}`, { status }),
    onMutate: ({ task, status }) => patchCachedTask(api.queryClient, task._id, { [field]: status }),
    onError: (_error, _change, snapshot) => restore(api.queryClient, snapshot),
    onSettled: (_task, _error, { task }) => refreshTasks(api.queryClient, task._id),
  });
}

/** Marks a task done or open again; it moves between the open and done lists once they refetch. */
export function useSetTaskDone() {
  return useTaskStatus(useApi(), 'done');
}

/** Marks a task important or not. */
export function useSetTaskImportant() {
  return useTaskStatus(useApi(), 'important');
}
