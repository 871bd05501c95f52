import { TASK_PAGE_SIZE } from '@parley/domain';
import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../apiContext.ts';
import { meQueryOptions } from '../auth/queries.ts';
import type { RestTask, RestTaskPage } from '../rest/types.ts';
import { type TaskListFilter, taskKeys } from './keys.ts';

type TasksApi = Pick<Api, 'rest' | 'graphql' | 'queryClient'>;

/** The tasks-service base path of a user (spec 7: every task call names a user). */
export const tasksPath = (userId: string) => `/tasks-service/v1/tasks/${encodeURIComponent(userId)}`;

/** The signed-in user's id, from the session's `me` (already loaded by the signed-in layout). */
export async function currentUserId(api: TasksApi): Promise<string> {
  return (await api.queryClient.ensureQueryData(meQueryOptions(api))).id;
}

/** Spec 9: one page of at most 100 tasks, due first. */
export function taskListQueryOptions(api: TasksApi, filter: TaskListFilter) {
  return queryOptions({
    queryKey: taskKeys.list(filter),
    queryFn: async () =>
      api.rest.get<RestTaskPage>(tasksPath(await currentUserId(api)), {
        page: 1,
        take: TASK_PAGE_SIZE,
        isDone: filter.isDone,
        delegated: filter.delegated,
        contactId: filter.contactId,
        opportunityId: filter.opportunityId,
      }),
  });
}

/** The current user's open tasks (owned or assigned), due first: /tasks/mine, the dashboard's "due today". */
export function tasksQueryOptions(api: TasksApi) {
  return taskListQueryOptions(api, { isDone: false });
}

/** The current user's done tasks: /tasks/done. */
export function doneTasksQueryOptions(api: TasksApi) {
  return taskListQueryOptions(api, { isDone: true });
}

/** The current user's tasks (open and done) linked to a contact: the contact page. */
export function contactTasksQueryOptions(api: TasksApi, contactId: string) {
  return taskListQueryOptions(api, { contactId });
}

/** The current user's tasks linked to an opportunity. */
export function opportunityTasksQueryOptions(api: TasksApi, opportunityId: string) {
  return taskListQueryOptions(api, { opportunityId });
}

/** One task; 404 (RestError NOT_FOUND) when it is not the user's to see. */
export function taskQueryOptions(api: TasksApi, id: string) {
  return queryOptions({
    queryKey: taskKeys.detail(id),
    queryFn: async () =>
      api.rest.get<RestTask>(`${tasksPath(await currentUserId(api))}/${encodeURIComponent(id)}`),
  });
}
