import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createTestApi, testMessage } from '../../../test/testApi.tsx';
import { outbox } from '../outbox/outboxInstance.ts';
import { useThread } from './useThread.ts';

const message = (id: string, minute: number, clientId: string | null = null) =>
  testMessage({
    id,
    clientId,
    metadata: { opportunityId: 'o-thread', status: 'SENT' },
    createdAt: new Date(Date.UTC(2026, 10, 23, 10, minute)).toISOString(),
  });

describe('useThread', () => {
  it('shows older pages before the newest, then live messages, then unconfirmed sends', async () => {
    const pages: Record<string, unknown> = {
      newest: { hasOlder: true, items: [message('m3', 3), message('m4', 4)] },
      m3: { hasOlder: false, items: [message('m1', 1), message('m2', 2)] },
    };
    const requests: unknown[] = [];
    const { realtime, wrapper } = createTestApi({
      answer: (_operation, variables) => {
        requests.push(variables.before);
        return { data: { conversations: pages[(variables.before as string | null) ?? 'newest'] } };
      },
    });
    const live = [message('m5', 5)];
    Object.assign(realtime, {
      subscribe: () => () => {},
      liveMessages: () => live,
      settle: vi.fn(),
    });
    outbox().put({
      clientId: 'c-unsent',
      opportunityId: 'o-thread',
      body: 'still sending',
      attachments: [],
      status: 'pending',
      createdAt: new Date(Date.UTC(2026, 10, 23, 10, 0)).toISOString(),
    });

    const { result } = renderHook(() => useThread('o-thread'), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.hasOlder).toBe(true);
    expect(realtime.settle).toHaveBeenCalledWith('o-thread', expect.any(Array));

    act(() => result.current.loadOlder());
    await waitFor(() => expect(result.current.hasOlder).toBe(false));
    expect(requests).toEqual([null, 'm3']);
    expect(
      result.current.items.map((item) => (item.source === 'server' ? item.message.id : 'outbox')),
    ).toEqual(['m1', 'm2', 'm3', 'm4', 'm5', 'outbox']);
    outbox().remove('c-unsent');
  });

  it('drops an outbox copy once the server lists its message', async () => {
    outbox().put({
      clientId: 'c-listed',
      opportunityId: 'o-thread',
      body: 'sent',
      attachments: [],
      status: 'pending',
      createdAt: new Date().toISOString(),
    });
    const { realtime, wrapper } = createTestApi({
      answer: () => ({ data: { conversations: { hasOlder: false, items: [message('m9', 9, 'c-listed')] } } }),
    });
    const none: never[] = [];
    Object.assign(realtime, { subscribe: () => () => {}, liveMessages: () => none, settle: () => {} });
    const { result } = renderHook(() => useThread('o-thread'), { wrapper });
    const listed = () =>
      outbox()
        .snapshot()
        .some((m) => m.clientId === 'c-listed');
    await waitFor(() => expect(listed()).toBe(false));
    expect(result.current.items.map((item) => item.source)).toEqual(['server']);
  });

  it('keeps the same object while nothing in it changed, so the memoised thread view does not re-render', async () => {
    const { realtime, wrapper } = createTestApi({
      answer: () => ({ data: { conversations: { hasOlder: false, items: [message('m1', 1)] } } }),
    });
    const none: never[] = [];
    Object.assign(realtime, { subscribe: () => () => {}, liveMessages: () => none, settle: () => {} });
    const { result, rerender } = renderHook(() => useThread('o-thread'), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    const before = result.current;
    rerender();
    expect(result.current).toBe(before);
  });
});
