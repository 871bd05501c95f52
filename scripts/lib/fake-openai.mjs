// A small OpenAI-compatible endpoint for tests: POST …/chat/completions with stream: true answers in
// server-sent events like the real one (`data: {choices:[{delta:{content}}]}` … `data: [DONE]`).
// The answer is derived from the request so tests can predict it:
//   chat:            "You said: <last user message>"
//   writing tools:   "Rephrased: …", "Shortened: …", "Translated to German: …" / "… English: …"
// Markers in the last user message: [slow] streams a piece every 150 ms for a minute (for stop),
// [fail] answers 500, [break] sends one piece and then ends without [DONE].
import { createServer } from 'node:http';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function answerFor(messages) {
  const system = messages.find((m) => m.role === 'system')?.content ?? '';
  const last = [...messages].reverse().find((m) => m.role === 'user')?.content ?? '';
  if (system.startsWith('Rephrase')) return `Rephrased: ${last}`;
  if (system.startsWith('Shorten')) return `Shortened: ${last}`;
  if (system.startsWith('Translate'))
    return `Translated to ${system.includes('German') ? 'German' : 'English'}: ${last}`;
  return `You said: ${last}`;
}

/**
 * Starts the endpoint on `port` (0: any free port). `requests` records every request body with
 * `closedEarly` (the caller went away before the answer ended) and `authorization`.
 */
export async function startFakeOpenAi({ port = 0, apiKey } = {}) {
  const requests = [];
  const server = createServer(async (req, res) => {
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404).end();
      return;
    }
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const body = JSON.parse(raw);
    const record = {
      body,
      authorization: req.headers.authorization ?? null,
      closedEarly: false,
      finished: false,
    };
    requests.push(record);
    if (apiKey && req.headers.authorization !== `Bearer ${apiKey}`) {
      res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":{"message":"bad key"}}');
      return;
    }
    const last = [...body.messages].reverse().find((m) => m.role === 'user')?.content ?? '';
    if (last.includes('[fail]')) {
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"boom"}}');
      return;
    }
    res.on('close', () => {
      if (!record.finished) record.closedEarly = true;
    });
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const send = (delta, finish = null) =>
      res.write(
        `data: ${JSON.stringify({ id: 'chatcmpl-test', object: 'chat.completion.chunk', model: body.model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`,
      );
    send({ role: 'assistant' });
    if (last.includes('[slow]')) {
      for (let i = 0; i < 400 && !res.destroyed && !record.closedEarly; i++) {
        send({ content: `word${i} ` });
        await sleep(150);
      }
    } else {
      const words = answerFor(body.messages).split(/(?<= )/);
      for (const word of words) {
        if (res.destroyed) return;
        send({ content: word });
        await sleep(15);
      }
      if (last.includes('[break]')) {
        record.finished = true;
        res.end();
        return;
      }
    }
    if (res.destroyed || record.closedEarly) return;
    send({}, 'stop');
    res.write('data: [DONE]\n\n');
    record.finished = true;
    res.end();
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const address = server.address();
  return {
    url: `http://127.0.0.1:${address.port}/v1`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
