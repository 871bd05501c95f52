import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createTestApi, networkFailure, testMessage } from '../../../test/testApi.tsx';
import { outbox } from './outboxInstance.ts';
import { useOutbox } from './useOutbox.ts';

const stored = (clientId: string) =>
  testMessage({ id: `m-${clientId}`, clientId, sender: { type: 'USER', firstName: 'A', lastName: 'B' } });
const inOutbox = (clientId: string) =>
  outbox()
    .snapshot()
    .find((m) => m.clientId === clientId);

describe('useOutbox', () => {
  it('keeps a message pending until the server confirms it, then hands it to the thread', async () => {
    let confirm: (value: unknown) => void = () => {};
    const { realtime, wrapper } = createTestApi({
      answer: () => new Promise((resolve) => (confirm = resolve)) as never,
    });
    realtime.receive = vi.fn();
    const { result } = renderHook(() => useOutbox('o1'), { wrapper });
    let sending: Promise<void> = Promise.resolve();
    act(() => {
      sending = result.current.send('c-ok', 'Hallo', []);
    });
    await waitFor(() => expect(inOutbox('c-ok')?.status).toBe('pending'));
    await act(async () => {
      confirm({ data: { sendMessage: stored('c-ok') } });
      await sending;
    });
    expect(inOutbox('c-ok')).toBeUndefined();
    expect(realtime.receive).toHaveBeenCalledWith(expect.objectContaining({ clientId: 'c-ok' }));
  });

  it('marks a send the network lost as failed, and a retry sends it again with the same clientId', async () => {
    const answers = [networkFailure(), { data: { sendMessage: stored('c-retry') } }];
    const sent: Array<Record<string, unknown>> = [];
    const { wrapper } = createTestApi({
      answer: (_operation, variables) => {
        sent.push(variables);
        return answers.shift() ?? networkFailure();
      },
    });
    const { result } = renderHook(() => useOutbox('o1'), { wrapper });
    await act(() => result.current.send('c-retry', 'Noch da?', []));
    expect(inOutbox('c-retry')?.status).toBe('failed');

    act(() => result.current.retry('c-retry'));
    await waitFor(() => expect(inOutbox('c-retry')).toBeUndefined());
    expect(sent.map((v) => [v.clientId, v.body])).toEqual([
      ['c-retry', 'Noch da?'],
      ['c-retry', 'Noch da?'],
    ]);
  });
});
