import type { RestAssistantStatus, RestAssistantStreamEvent } from '@parley/api/rest';
import { assistantChatInputSchema, assistantMessageKeys } from '@parley/domain';
import type { Hono } from 'hono';
import {
  ASSISTANT_TIMEOUT_MS,
  checkAssistantAccess,
  limitAssistant,
  promptFor,
  requireEndpoint,
  streamCompletion,
} from '../assistant/service.ts';
import type { Config } from '../config.ts';
import type { DbDeps } from '../deps.ts';
import { parseInput } from '../errors.ts';
import type { RateLimiter } from '../security/rateLimit.ts';
import { readJsonBody } from './respond.ts';
import type { Env } from './routes.ts';

/*
 * The assistant's REST face (format in packages/api/src/rest/types.ts): refusals as RestErrorBody
 * before anything streams, then the answer as server-sent events.
 */

const encoder = new TextEncoder();
const sse = ({ event, data }: RestAssistantStreamEvent) =>
  encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

export function registerAssistantRoutes(
  api: Hono<Env>,
  deps: DbDeps & { config: Pick<Config, 'assistant'>; rateLimiter: RateLimiter; fetch?: typeof fetch },
) {
  api.get('/assistant/status', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ configured: Boolean(deps.config.assistant) } satisfies RestAssistantStatus);
  });

  api.post('/assistant/chat', async (c) => {
    const viewer = c.get('viewer');
    const input = parseInput(assistantChatInputSchema, await readJsonBody(c.req));
    const { appName } = await checkAssistantAccess(deps.db, viewer, input);
    const endpoint = requireEndpoint(deps.config);
    await limitAssistant(deps.rateLimiter, viewer);

    const upstream = new AbortController();
    const timeout = setTimeout(
      () => upstream.abort(new DOMException('Timed out', 'TimeoutError')),
      ASSISTANT_TIMEOUT_MS,
    );
    const requestSignal = c.req.raw.signal;
    const onClientGone = () => upstream.abort();
    requestSignal.addEventListener('abort', onClientGone, { once: true });
    const finish = () => {
      clearTimeout(timeout);
      requestSignal.removeEventListener('abort', onClientGone);
    };

    const pieces = streamCompletion(endpoint, promptFor(input, appName), upstream.signal, deps.fetch);
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        try {
          const next = await pieces.next();
          if (next.done) {
            finish();
            controller.close();
            return;
          }
          const piece = next.value;
          if (piece.kind === 'delta') controller.enqueue(sse({ event: 'delta', data: { text: piece.text } }));
          else {
            controller.enqueue(sse({ event: 'done', data: { finishReason: piece.finishReason } }));
            finish();
            controller.close();
          }
        } catch (error) {
          finish();
          if (
            upstream.signal.aborted &&
            !(
              upstream.signal.reason instanceof DOMException && upstream.signal.reason.name === 'TimeoutError'
            )
          ) {
            // The browser stopped the answer: nobody is listening any more.
            controller.close();
            return;
          }
          console.warn('[assistant] answer failed:', error instanceof Error ? error.message : error);
          controller.enqueue(sse({ event: 'error', data: { messageKey: assistantMessageKeys.failed } }));
          controller.close();
        }
      },
      async cancel() {
        // The browser closed the response (stop button, navigation): stop the endpoint's work too.
        upstream.abort();
        finish();
        await pieces.return(undefined).catch(() => {});
      },
    });
    return new Response(body, {
      status: 200,
      headers: {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
      },
    });
  });
}
