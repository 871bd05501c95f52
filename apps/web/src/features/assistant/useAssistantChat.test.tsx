import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { draftError, useAssistantChat } from './useAssistantChat.ts';

const encoder = new TextEncoder();

/**
 * A fetch that answers like the assistant route: `pieces` as delta events (each released when the
 * test calls `next()`), then done. Aborting the request errors the stream like a browser does.
 */
function fakeAssistant() {
  const bodies: unknown[] = [];
  let push: ((text: string | null) => void) | undefined;
  const fetchImpl = (async (_url: string, init: RequestInit) => {
    bodies.push(JSON.parse(String(init.body)));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (text) => {
          if (text === null) controller.close();
          else controller.enqueue(encoder.encode(text));
        };
        init.signal?.addEventListener('abort', () =>
          controller.error(new DOMException('The user aborted a request.', 'AbortError')),
        );
      },
    });
    return new Response(body, { status: 200 });
  }) as unknown as typeof fetch;
  return {
    api: { fetch: fetchImpl, config: { restBaseUrl: '/api' } },
    bodies,
    delta: (text: string) => push?.(`event: delta\ndata: ${JSON.stringify({ text })}\n\n`),
    done: () => {
      push?.('event: done\ndata: {"finishReason":"stop"}\n\n');
      push?.(null);
    },
  };
}

describe('useAssistantChat', () => {
  it('shows the answer as it streams in and sends the conversation so far next time', async () => {
    const fake = fakeAssistant();
    const { result } = renderHook(() => useAssistantChat(fake.api));
    act(() => result.current.setDraft('Hello'));
    let sent: Promise<void> | undefined;
    act(() => {
      sent = result.current.send();
    });
    expect(result.current.draft).toBe('');
    expect(result.current.streaming).toBe(true);
    await waitFor(() => expect(fake.bodies).toHaveLength(1));
    act(() => fake.delta('Hi '));
    await waitFor(() => expect(result.current.entries[1]?.text).toBe('Hi '));
    act(() => fake.delta('there'));
    await waitFor(() => expect(result.current.entries[1]?.text).toBe('Hi there'));
    await act(async () => {
      fake.done();
      await sent;
    });
    expect(result.current.entries.map((e) => [e.role, e.text, e.status])).toEqual([
      ['user', 'Hello', 'done'],
      ['assistant', 'Hi there', 'done'],
    ]);
    expect(result.current.streaming).toBe(false);

    act(() => result.current.setDraft('And now?'));
    act(() => {
      void result.current.send();
    });
    await waitFor(() => expect(fake.bodies).toHaveLength(2));
    expect(fake.bodies[1]).toEqual({
      messages: [
        { role: 'user', content: 'Hello' },
        { role: 'assistant', content: 'Hi there' },
        { role: 'user', content: 'And now?' },
      ],
    });
  });

  it('stop aborts the request and keeps what arrived, marked stopped', async () => {
    const fake = fakeAssistant();
    const { result } = renderHook(() => useAssistantChat(fake.api));
    act(() => result.current.setDraft('Tell a story'));
    let sent: Promise<void> | undefined;
    act(() => {
      sent = result.current.send();
    });
    await waitFor(() => expect(fake.bodies).toHaveLength(1));
    act(() => fake.delta('Once upon'));
    await waitFor(() => expect(result.current.entries[1]?.text).toBe('Once upon'));
    await act(async () => {
      result.current.stop();
      await sent;
    });
    expect(result.current.entries[1]).toMatchObject({ text: 'Once upon', status: 'stopped' });
    expect(result.current.streaming).toBe(false);
  });

  it('keeps a too long draft in the field with its key, sending nothing', async () => {
    const fake = fakeAssistant();
    const { result } = renderHook(() => useAssistantChat(fake.api));
    act(() => result.current.setDraft('x'.repeat(4001)));
    await act(() => result.current.send());
    expect(result.current.draftErrorKey).toBe('ASSISTANT.MESSAGE_TOO_LONG');
    expect(result.current.draft).toHaveLength(4001);
    expect(fake.bodies).toHaveLength(0);
    act(() => result.current.setDraft('short'));
    expect(result.current.draftErrorKey).toBeNull();
  });

  it('a refusal puts the question back into the field with the server’s key', async () => {
    const api = {
      fetch: (async () =>
        new Response(
          JSON.stringify({ error: { code: 'BAD_REQUEST', messageKey: 'ASSISTANT.NOT_CONFIGURED' } }),
          {
            status: 409,
          },
        )) as unknown as typeof fetch,
      config: { restBaseUrl: '/api' },
    };
    const { result } = renderHook(() => useAssistantChat(api));
    act(() => result.current.setDraft('Hi'));
    await act(() => result.current.send());
    expect(result.current.entries).toEqual([]);
    expect(result.current.draft).toBe('Hi');
    expect(result.current.draftErrorKey).toBe('ASSISTANT.NOT_CONFIGURED');
  });
});

describe('draftError', () => {
  it('refuses blank and too long text', () => {
    expect(draftError('  ')).toBe('FORM_ERRORS.NOT_EMPTY');
    expect(draftError('x'.repeat(4001))).toBe('ASSISTANT.MESSAGE_TOO_LONG');
    expect(draftError('ok')).toBeNull();
  });
});
