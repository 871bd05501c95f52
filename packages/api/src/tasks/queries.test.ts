import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { Api } from '../apiContext.ts';
import { sessionKeys } from '../auth/queries.ts';
import { taskKeys } from './keys.ts';
import {
  contactTasksQueryOptions,
  doneTasksQueryOptions,
  taskQueryOptions,
  tasksQueryOptions,
} from './queries.ts';

function testApi() {
  const queryClient = new QueryClient();
  // The signed-in layout loaded `me` before any task query runs.
  queryClient.setQueryData(sessionKeys.me(), { id: 'u 1' });
  const get = vi.fn(async () => ({ items: [], total: 0, page: 1, take: 100 }));
  const api = {
    queryClient,
    rest: { get, send: vi.fn() },
    graphql: { current: {} },
  } as unknown as Pick<Api, 'rest' | 'graphql' | 'queryClient'>;
  return { api, get, queryClient };
}

describe('task query options (spec 7 and 9)', () => {
  it('lists the current user’s open tasks, one page of 100', async () => {
    const { api, get, queryClient } = testApi();
    await queryClient.fetchQuery(tasksQueryOptions(api));
    expect(get).toHaveBeenCalledWith('/tasks-service/v1/tasks/u%201', {
      page: 1,
      take: 100,
      isDone: false,
      contactId: undefined,
      opportunityId: undefined,
    });
  });

  it('lists done tasks and a contact’s tasks under their own keys, all under lists()', async () => {
    const { api, get, queryClient } = testApi();
    await queryClient.fetchQuery(doneTasksQueryOptions(api));
    await queryClient.fetchQuery(contactTasksQueryOptions(api, 'c1'));
    expect(get).toHaveBeenLastCalledWith(
      '/tasks-service/v1/tasks/u%201',
      expect.objectContaining({ contactId: 'c1' }),
    );
    expect(doneTasksQueryOptions(api).queryKey).not.toEqual(tasksQueryOptions(api).queryKey);
    const keys = queryClient.getQueryCache().findAll({ queryKey: taskKeys.lists() });
    expect(keys).toHaveLength(2);
  });

  it('reads one task by id', async () => {
    const { api, get, queryClient } = testApi();
    await queryClient.fetchQuery(taskQueryOptions(api, 't/1'));
    expect(get).toHaveBeenCalledWith('/tasks-service/v1/tasks/u%201/t%2F1');
  });
});
