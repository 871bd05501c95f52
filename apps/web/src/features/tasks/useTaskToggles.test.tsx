import { type RestTask, type RestTaskPage, taskKeys } from '@parley/api';
import { toastQueue } from '@parley/ui';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTasksTestApi, testTask } from './testing.tsx';
import { useTaskToggles } from './useTaskToggles.ts';

const openKey = taskKeys.list({ isDone: false });
const page = (items: RestTask[]): RestTaskPage => ({ items, total: items.length, page: 1, take: 100 });

// The toast queue is the kit's one global: start and end every test with none.
const closeToasts = () => {
  for (const toast of toastQueue.visibleToasts) toastQueue.close(toast.key);
};
beforeEach(closeToasts);
afterEach(closeToasts);

function setup(send: (...args: unknown[]) => Promise<unknown>) {
  const { api, wrapper } = createTasksTestApi();
  api.rest.send = vi.fn(send) as never;
  const task = testTask({
    _id: 't1',
    title: 'Call back',
    owner: { id: 'owner-1', firstName: 'A', lastName: 'B', avatarUrl: null },
  });
  api.queryClient.setQueryData(openKey, page([task]));
  api.queryClient.setQueryData(taskKeys.detail('t1'), task);
  const { result } = renderHook(() => useTaskToggles(), { wrapper });
  const cachedListTask = () => api.queryClient.getQueryData<RestTaskPage>(openKey)?.items[0];
  const cachedTask = () => api.queryClient.getQueryData<RestTask>(taskKeys.detail('t1'));
  return { api, task, result, cachedListTask, cachedTask };
}

describe('useTaskToggles', () => {
  it('shows the new state at once and patches through the owner id (spec 6)', async () => {
    let answer: (task: RestTask) => void = () => {};
    const { api, task, result, cachedListTask, cachedTask } = setup(
      () => new Promise((resolve) => (answer = resolve as never)),
    );
    act(() => result.current.toggleImportant(task, true));
    await waitFor(() => expect(cachedListTask()?.isImportant).toBe(true));
    expect(cachedTask()?.isImportant).toBe(true);
    expect(api.rest.send).toHaveBeenCalledWith('PATCH', '/tasks-service/v1/tasks/owner-1/t1/important', {
      status: true,
    });
    await act(async () => answer({ ...task, isImportant: true }));
    expect(cachedListTask()?.isImportant).toBe(true);
    expect(toastQueue.visibleToasts).toHaveLength(0);
  });

  it('puts the old state back and says so in a toast when the server refuses', async () => {
    let refuse: (error: Error) => void = () => {};
    const { api, task, result, cachedListTask, cachedTask } = setup(
      () => new Promise((_resolve, reject) => (refuse = reject)),
    );
    act(() => result.current.toggleDone(task, true));
    await waitFor(() => expect(cachedListTask()?.isDone).toBe(true));
    expect(api.rest.send).toHaveBeenCalledWith('PATCH', '/tasks-service/v1/tasks/owner-1/t1/done', {
      status: true,
    });
    await act(async () => refuse(new Error('offline')));
    await waitFor(() => expect(cachedListTask()?.isDone).toBe(false));
    expect(cachedTask()?.isDone).toBe(false);
    expect(toastQueue.visibleToasts.map((toast) => toast.content)).toEqual([
      expect.objectContaining({ tone: 'critical', title: 'Changes not saved.' }),
    ]);
  });
});
