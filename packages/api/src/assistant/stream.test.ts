import { describe, expect, it } from 'vitest';
import { AssistantError, streamAssistant } from './stream.ts';

const encoder = new TextEncoder();

/** A fetch whose response streams `chunks` one by one. */
function streamingFetch(chunks: string[], init: ResponseInit = { status: 200 }) {
  const calls: RequestInit[] = [];
  const fetchImpl = (async (_url: string, request: RequestInit) => {
    calls.push(request);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
        controller.close();
      },
    });
    return new Response(body, init);
  }) as unknown as typeof fetch;
  return { api: { fetch: fetchImpl, config: { restBaseUrl: '/api' } }, calls };
}

describe('streamAssistant', () => {
  it('passes each piece on as it arrives and resolves on done', async () => {
    const { api, calls } = streamingFetch([
      'event: delta\ndata: {"text":"Hel"}\n\nevent: delta\ndata: {"te',
      'xt":"lo"}\n\nevent: done\ndata: {"finishReason":"stop"}\n\n',
    ]);
    const pieces: string[] = [];
    const result = await streamAssistant(
      api,
      { messages: [{ role: 'user', content: 'Hi' }] },
      { onDelta: (text) => pieces.push(text) },
    );
    expect(pieces).toEqual(['Hel', 'lo']);
    expect(result).toEqual({ finishReason: 'stop' });
    expect(JSON.parse(String(calls[0]?.body))).toEqual({ messages: [{ role: 'user', content: 'Hi' }] });
  });

  it('rejects with the key of an error event, keeping what arrived before', async () => {
    const { api } = streamingFetch([
      'event: delta\ndata: {"text":"Hel"}\n\nevent: error\ndata: {"messageKey":"ASSISTANT.FAILED"}\n\n',
    ]);
    const pieces: string[] = [];
    await expect(
      streamAssistant(
        api,
        { messages: [{ role: 'user', content: 'Hi' }] },
        { onDelta: (t) => pieces.push(t) },
      ),
    ).rejects.toMatchObject({ name: 'AssistantError', messageKey: 'ASSISTANT.FAILED' });
    expect(pieces).toEqual(['Hel']);
  });

  it('turns a refusal into an AssistantError with the server’s key and field', async () => {
    const { api } = streamingFetch(
      [
        JSON.stringify({
          error: {
            code: 'BAD_USER_INPUT',
            field: 'messages.0.content',
            messageKey: 'ASSISTANT.MESSAGE_TOO_LONG',
          },
        }),
      ],
      { status: 400 },
    );
    const error = await streamAssistant(
      api,
      { messages: [{ role: 'user', content: 'x' }] },
      { onDelta: () => {} },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AssistantError);
    expect(error).toMatchObject({
      messageKey: 'ASSISTANT.MESSAGE_TOO_LONG',
      field: 'messages.0.content',
      status: 400,
    });
  });

  it('a stream that ends without done is a failure', async () => {
    const { api } = streamingFetch(['event: delta\ndata: {"text":"Hel"}\n\n']);
    await expect(
      streamAssistant(api, { messages: [{ role: 'user', content: 'Hi' }] }, { onDelta: () => {} }),
    ).rejects.toMatchObject({ messageKey: 'ASSISTANT.FAILED' });
  });
});
