import {
  type AssistantChatInput,
  assistantMessageKeys,
  trimHistory,
  writingToolInstruction,
} from '@parley/domain';
import type { Viewer } from '../auth/viewer.ts';
import { brandOfCompany } from '../company/service.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { AppError, forbidden } from '../errors.ts';
import { assistantPerUser, type RateLimiter } from '../security/rateLimit.ts';

/*
 * The GPT assistant and the composer's writing tools: the server checks who asks and what, then
 * forwards to the configured OpenAI-compatible endpoint (POST {base}/chat/completions, stream: true)
 * and passes the answer on as it arrives. The key never leaves the server.
 */

export type AssistantEndpoint = NonNullable<Config['assistant']>;

/** The longest an answer may take from request to last piece. */
export const ASSISTANT_TIMEOUT_MS = 120_000;
/** One SSE line from the endpoint longer than this means it is not speaking the protocol. */
const MAX_LINE_BYTES = 1024 * 1024;

export type CompletionPiece = { kind: 'delta'; text: string } | { kind: 'done'; finishReason: string | null };

export class UpstreamError extends Error {
  override name = 'UpstreamError';
}

/** The brand flag the request needs (GPT for the chat, writing tools for a tool), the brand's app name. */
export async function checkAssistantAccess(
  db: Db,
  viewer: Viewer,
  input: Pick<AssistantChatInput, 'tool'>,
): Promise<{ appName: string }> {
  const brand = await brandOfCompany(db, viewer.companyId);
  const allowed = input.tool ? brand?.featureWritingTools : brand?.featureGpt;
  if (!brand || !allowed) throw forbidden(input.tool ? 'Writing tools are off' : 'The GPT assistant is off');
  return { appName: brand.appName };
}

export function requireEndpoint(config: Pick<Config, 'assistant'>): AssistantEndpoint {
  if (!config.assistant)
    throw new AppError('BAD_REQUEST', 'The assistant is not configured on this server', {
      status: 409,
      messageKey: assistantMessageKeys.notConfigured,
    });
  return config.assistant;
}

export async function limitAssistant(rateLimiter: RateLimiter, viewer: Viewer): Promise<void> {
  const outcome = await rateLimiter.hit(assistantPerUser, viewer.user.id);
  if (outcome.allowed) return;
  throw new AppError('TOO_MANY_REQUESTS', 'Too many assistant requests; try again later', {
    messageKey: assistantMessageKeys.tooManyRequests,
    headers: { 'Retry-After': String(outcome.retryAfterSeconds) },
  });
}

/** The messages the endpoint gets: our instruction first, then the newest part of the conversation. */
export function promptFor(
  input: AssistantChatInput,
  appName: string,
): Array<{ role: 'system' | 'user' | 'assistant'; content: string }> {
  const system = input.tool
    ? writingToolInstruction(input.tool, input.language)
    : `You are the assistant in ${appName}, a tool company staff use to talk with customers over WhatsApp, Messenger, email and reviews. Help them write clear, friendly and correct messages. Answer in the language the user writes in.`;
  return [{ role: 'system', content: system }, ...trimHistory(input.messages)];
}

/**
 * Calls the endpoint and yields the answer's pieces in order. `signal` aborts the call (the browser
 * went away or pressed stop). Throws UpstreamError when the endpoint refuses or breaks the protocol.
 */
export async function* streamCompletion(
  endpoint: AssistantEndpoint,
  messages: ReturnType<typeof promptFor>,
  signal: AbortSignal,
  fetchImpl: typeof fetch = fetch,
): AsyncGenerator<CompletionPiece> {
  const response = await fetchImpl(`${endpoint.baseUrl}/chat/completions`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      ...(endpoint.apiKey ? { authorization: `Bearer ${endpoint.apiKey}` } : {}),
    },
    body: JSON.stringify({ model: endpoint.model, messages, stream: true }),
    signal,
  }).catch((error: unknown) => {
    if (signal.aborted) throw error;
    throw new UpstreamError(`The assistant endpoint is unreachable: ${String(error)}`);
  });
  if (!response.ok || !response.body) {
    await response.body?.cancel().catch(() => {});
    throw new UpstreamError(`The assistant endpoint answered ${response.status}`);
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let finishReason: string | null = null;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let newline = buffer.indexOf('\n');
      while (newline !== -1) {
        const line = buffer.slice(0, newline).trim();
        buffer = buffer.slice(newline + 1);
        newline = buffer.indexOf('\n');
        if (!line.startsWith('data:')) continue;
        const data = line.slice(5).trim();
        if (data === '[DONE]') {
          yield { kind: 'done', finishReason };
          return;
        }
        let chunk: { choices?: Array<{ delta?: { content?: unknown }; finish_reason?: unknown }> };
        try {
          chunk = JSON.parse(data) as typeof chunk;
        } catch {
          throw new UpstreamError('The assistant endpoint sent an invalid chunk');
        }
        const choice = chunk.choices?.[0];
        if (typeof choice?.finish_reason === 'string') finishReason = choice.finish_reason;
        const text = choice?.delta?.content;
        if (typeof text === 'string' && text.length > 0) yield { kind: 'delta', text };
      }
      if (buffer.length > MAX_LINE_BYTES)
        throw new UpstreamError('The assistant endpoint sent a too long line');
    }
    // Some servers end the stream without [DONE]; a finish reason still says the answer is whole.
    if (finishReason === null) throw new UpstreamError('The assistant endpoint ended the answer early');
    yield { kind: 'done', finishReason };
  } finally {
    await reader.cancel().catch(() => {});
  }
}
