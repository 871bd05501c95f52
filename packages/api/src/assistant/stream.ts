import { assistantMessageKeys, messageKeys } from '@parley/domain';
import type { Api } from '../apiContext.ts';
import { RestError } from '../rest/restClient.ts';
import type { RestAssistantChatRequest } from '../rest/types.ts';
import { createSseParser } from './sse.ts';

/** The assistant could not answer; `messageKey` says why in words the app translates. */
export class AssistantError extends Error {
  override name = 'AssistantError';
  constructor(
    readonly messageKey: string,
    /** The offending input (`messages.0.content`), when the server named one. */
    readonly field?: string,
    readonly status?: number,
  ) {
    super(messageKey);
  }
}

export type AssistantStreamOptions = {
  /** Aborting stops the answer here and on the server (which stops the endpoint). */
  signal?: AbortSignal;
  /** Each piece of the answer as it arrives, in order. */
  onDelta: (text: string) => void;
};

/**
 * Asks the assistant (POST /api/assistant/chat, format in rest/types.ts) and streams its answer
 * through `onDelta`. Resolves with the finish reason once the answer is complete; rejects with an
 * AssistantError when the server refused or the endpoint failed, and with the AbortError of
 * `signal` when stopped.
 */
export async function streamAssistant(
  api: Pick<Api, 'fetch' | 'config'>,
  request: RestAssistantChatRequest,
  options: AssistantStreamOptions,
): Promise<{ finishReason: string | null }> {
  const response = await api.fetch(`${api.config.restBaseUrl}/assistant/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify(request),
    signal: options.signal,
  });
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as {
      error?: { code?: string; message?: string; field?: string; messageKey?: string };
    } | null;
    const error = payload?.error;
    if (response.status === 401)
      throw new RestError(401, error?.code ?? 'UNAUTHENTICATED', error?.message ?? 'Unauthenticated');
    throw new AssistantError(error?.messageKey ?? messageKeys.general, error?.field, response.status);
  }
  if (!response.body) throw new AssistantError(assistantMessageKeys.failed);
  let outcome: { finishReason: string | null } | AssistantError | undefined;
  const parser = createSseParser((event, data) => {
    if (outcome) return;
    const parsed = JSON.parse(data) as { text?: string; finishReason?: string | null; messageKey?: string };
    if (event === 'delta' && typeof parsed.text === 'string') options.onDelta(parsed.text);
    else if (event === 'done') outcome = { finishReason: parsed.finishReason ?? null };
    else if (event === 'error')
      outcome = new AssistantError(parsed.messageKey ?? assistantMessageKeys.failed);
  });
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  try {
    while (!outcome) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.push(decoder.decode(value, { stream: true }));
    }
    parser.end();
  } finally {
    // Done or failed: let go of the response (a no-op once it has ended).
    await reader.cancel().catch(() => {});
  }
  if (outcome instanceof AssistantError) throw outcome;
  if (!outcome) throw new AssistantError(assistantMessageKeys.failed);
  return outcome;
}
