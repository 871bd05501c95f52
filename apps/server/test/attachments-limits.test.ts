import { request as httpRequest } from 'node:http';
import type { RestAttachment } from '@parley/api/rest';
import { ATTACHMENT_MAX_BYTES } from '@parley/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIds } from '../src/db/demo.ts';
import { attachmentFiles } from '../src/db/schema.ts';
import { UPLOADS_IN_FLIGHT_PER_USER } from '../src/rest/attachments.ts';
import { ADMIN, createTestApp, OTHER, type TestApp, token, USER, useTestServer } from './helpers.ts';

/*
 * Issue 29, M6: uploads are read with a cap while they stream in, at most a few per user are in
 * flight, the quota is checked by the insert itself, and users can delete what they uploaded.
 */

const PATH = '/api/core-service/attachments';
const NORA = 'nora@parley.test';
const encoder = new TextEncoder();

type ErrorBody = { error?: { code: string; message: string; field?: string } };

/** The multipart envelope around one file in field `file`, as a browser sends it. */
function envelope(name = 'note.txt', type = 'text/plain') {
  const boundary = 'parley-test-boundary';
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    head: encoder.encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    tail: encoder.encode(`\r\n--${boundary}--\r\n`),
  };
}

/** A request whose body is a stream: no content-length, as with `Transfer-Encoding: chunked`. */
function streamUpload(app: TestApp['app'], who: string, body: ReadableStream<Uint8Array>) {
  return app.request(PATH, {
    method: 'POST',
    headers: { authorization: `Bearer ${token(who)}`, 'content-type': envelope().contentType },
    body,
    duplex: 'half',
  } as RequestInit);
}

function upload(app: TestApp['app'], who: string, size: number, name = 'note.txt') {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(size).fill(65)], name, { type: 'text/plain' }));
  return app.request(PATH, {
    method: 'POST',
    headers: { authorization: `Bearer ${token(who)}` },
    body: form,
  });
}

function remove(app: TestApp['app'], who: string, url: string) {
  const key = url.split('/')[4] ?? '';
  return app.request(`${PATH}/${key}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${token(who)}` },
  });
}

async function storedOf(t: TestApp, companyId = demoIds.companyDemo) {
  const [row] = await t.database.db
    .select({ files: sql<number>`count(*)::int`, bytes: sql<string | null>`sum(${attachmentFiles.size})` })
    .from(attachmentFiles)
    .where(eq(attachmentFiles.companyId, companyId));
  return { files: row?.files ?? 0, bytes: Number(row?.bytes ?? 0) };
}

/**
 * An upload whose body stops after the multipart head until `finish` (or `fail`) is called;
 * `reading` resolves once the server has started to read the body.
 */
function stalledUpload(app: TestApp['app'], who: string, size = 100) {
  const { head, tail } = envelope();
  let started: () => void = () => {};
  const reading = new Promise<void>((resolve) => {
    started = resolve;
  });
  let finish: (outcome: 'finish' | 'fail') => void = () => {};
  const outcome = new Promise<'finish' | 'fail'>((resolve) => {
    finish = resolve;
  });
  let step = 0;
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        step += 1;
        if (step === 1) {
          controller.enqueue(head);
          started();
          return;
        }
        if ((await outcome) === 'fail') {
          controller.error(new Error('the client went away'));
          return;
        }
        controller.enqueue(new Uint8Array(size).fill(66));
        controller.enqueue(tail);
        controller.close();
      },
    },
    // Pulled only when the server reads, so `reading` means the upload got past the door.
    { highWaterMark: 0 },
  );
  return {
    response: streamUpload(app, who, body),
    reading,
    finish: () => finish('finish'),
    fail: () => finish('fail'),
  };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('upload size cap', () => {
  it('refuses a streamed body without content-length past the cap with 413, stops reading it and stores nothing', async () => {
    const before = await storedOf(t);
    const { head } = envelope('endless.bin', 'application/octet-stream');
    const chunk = new Uint8Array(256 * 1024);
    let sent = 0;
    let cancelled = false;
    // A body that never ends: the server must answer without waiting for its end.
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          const next = sent === 0 ? head : chunk;
          sent += next.byteLength;
          controller.enqueue(next);
        },
        cancel() {
          cancelled = true;
        },
      },
      { highWaterMark: 0 },
    );
    const response = await streamUpload(t.app, USER, body);
    expect(response.status).toBe(413);
    const json = (await response.json()) as ErrorBody;
    expect(json.error).toMatchObject({ code: 'BAD_REQUEST', field: 'file' });
    expect(json.error?.message).toContain('16 MB');
    // Read up to the cap and one chunk more at most, then let go of the body.
    expect(sent).toBeLessThanOrEqual(ATTACHMENT_MAX_BYTES + 64 * 1024 + chunk.byteLength);
    expect(cancelled).toBe(true);
    expect(await storedOf(t)).toEqual(before);
  });

  it('stores a streamed body without content-length under the cap', async () => {
    const { head, tail } = envelope('streamed.txt');
    const parts = [head, encoder.encode('streamed in pieces'), tail];
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = parts.shift();
        if (next) controller.enqueue(next);
        else controller.close();
      },
    });
    const response = await streamUpload(t.app, USER, body);
    expect(response.status).toBe(201);
    const stored = (await response.json()) as RestAttachment;
    expect(stored).toMatchObject({ displayName: 'streamed.txt', size: 18, mimeType: 'text/plain' });
    expect(await (await t.app.request(stored.url)).text()).toBe('streamed in pieces');
  });

  it('refuses a declared content-length past the cap before reading the body', async () => {
    let pulled = false;
    const body = new ReadableStream<Uint8Array>(
      {
        pull() {
          pulled = true;
        },
      },
      { highWaterMark: 0 },
    );
    const response = await t.app.request(PATH, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token(USER)}`,
        'content-type': envelope().contentType,
        'content-length': String(ATTACHMENT_MAX_BYTES + 1024 * 1024),
      },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(pulled).toBe(false);
  });
});

describe('upload size cap over a real connection', () => {
  const server = useTestServer();

  it('answers 413 to a chunked upload past the cap while the client is still sending', async () => {
    const { contentType, head } = envelope('endless.bin', 'application/octet-stream');
    const chunk = Buffer.alloc(256 * 1024, 1);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      let answered = false;
      const request = httpRequest(`${server.running.url}${PATH}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token(USER)}`,
          'content-type': contentType,
          'transfer-encoding': 'chunked',
        },
      });
      request.on('response', (response) => {
        answered = true;
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (text: string) => {
          body += text;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      request.on('error', (error) => {
        if (!answered) reject(error);
      });
      request.write(head);
      // Four times the cap, unless the answer comes first.
      let sent = 0;
      const pump = () => {
        while (!answered && sent < 4 * ATTACHMENT_MAX_BYTES) {
          sent += chunk.byteLength;
          if (!request.write(chunk)) {
            request.once('drain', pump);
            return;
          }
        }
        request.end();
      };
      pump();
    });
    expect(answer.status).toBe(413);
    expect((JSON.parse(answer.body) as ErrorBody).error?.field).toBe('file');
  });
});

describe('uploads in flight per user', () => {
  it(`answers 429 to a user's upload while ${UPLOADS_IN_FLIGHT_PER_USER} of theirs are still coming in, and frees the slots when they end`, async () => {
    const stalled = Array.from({ length: UPLOADS_IN_FLIGHT_PER_USER }, () => stalledUpload(t.app, ADMIN));
    await Promise.all(stalled.map((upload) => upload.reading));

    const refused = await upload(t.app, ADMIN, 10);
    expect(refused.status).toBe(429);
    const json = (await refused.json()) as ErrorBody;
    expect(json.error?.field).toBe('file');
    expect(json.error?.message).toMatch(/at most \d+ uploads at a time/i);
    // Per user: a colleague is not held up.
    expect((await upload(t.app, USER, 10)).status).toBe(201);

    // One ends with the client going away, the other arrives: both give their slot back.
    stalled[0]?.fail();
    stalled[1]?.finish();
    const [failed, arrived] = await Promise.all(stalled.map((upload) => upload.response));
    expect(failed?.status).toBe(400);
    expect(arrived?.status).toBe(201);
    const again = await Promise.all(
      Array.from({ length: UPLOADS_IN_FLIGHT_PER_USER }, () => upload(t.app, ADMIN, 10)),
    );
    expect(again.map((response) => response.status)).toEqual(
      Array.from({ length: UPLOADS_IN_FLIGHT_PER_USER }, () => 201),
    );
  });
});

describe('storage quota', () => {
  it('stores only what fits when uploads race for the last bytes, and refuses the rest with 413', async () => {
    const stored = await storedOf(t);
    // Room for two more files of 1,000 bytes, not three.
    const quota = stored.bytes + 2500;
    const small = await createTestApp({ uploadQuotaBytes: quota });
    try {
      const before = await storedOf(small);
      expect(before.bytes).toBeLessThan(quota);
      // Four uploads by two users of the company are all under way (each has seen room for its
      // file) before any of them arrives: what is stored must still fit.
      const uploads = [ADMIN, USER, ADMIN, USER].map((who) => stalledUpload(small.app, who, 1000));
      await Promise.all(uploads.map((upload) => upload.reading));
      for (const upload of uploads) upload.finish();
      const responses = await Promise.all(uploads.map((upload) => upload.response));
      expect(responses.map((response) => response.status).sort()).toEqual([201, 201, 413, 413]);
      for (const response of responses.filter((r) => r.status === 413)) {
        const json = (await response.json()) as ErrorBody;
        expect(json.error).toMatchObject({
          field: 'file',
          message: "The company's attachment storage is full",
        });
      }
      const after = await storedOf(small);
      expect(after.files).toBe(before.files + 2);
      expect(after.bytes).toBeLessThanOrEqual(quota);
    } finally {
      await small.close();
    }
  });
});

describe('deleting an attachment', () => {
  it('lets its uploader delete it, which frees the quota and ends its URL', async () => {
    const stored = await storedOf(t);
    const small = await createTestApp({ uploadQuotaBytes: stored.bytes + 1500 });
    try {
      const first = await upload(small.app, USER, 1000, 'first.txt');
      expect(first.status).toBe(201);
      const { url } = (await first.json()) as RestAttachment;
      expect((await upload(small.app, USER, 1000)).status).toBe(413);

      const deleted = await remove(small.app, USER, url);
      expect(deleted.status).toBe(204);
      expect(await deleted.text()).toBe('');
      expect((await small.app.request(url)).status).toBe(404);
      expect((await remove(small.app, USER, url)).status).toBe(404);
      // The bytes it held are free again.
      expect((await upload(small.app, USER, 1000)).status).toBe(201);
    } finally {
      await small.close();
    }
  });

  it("refuses a colleague's file (403) unless the deleting user is an admin, and another company's (404)", async () => {
    const own = (await (await upload(t.app, USER, 10, 'uwe.txt')).json()) as RestAttachment;
    const admins = (await (await upload(t.app, ADMIN, 10, 'ada.txt')).json()) as RestAttachment;

    // Another company does not learn the file exists, not even its admin.
    for (const who of [NORA, OTHER]) {
      const response = await remove(t.app, who, own.url);
      expect(response.status).toBe(404);
    }
    const colleague = await remove(t.app, USER, admins.url);
    expect(colleague.status).toBe(403);
    expect((await t.app.request(admins.url)).status).toBe(200);

    // An admin of the same company may clean up anyone's upload.
    expect((await remove(t.app, ADMIN, own.url)).status).toBe(204);
    expect((await t.app.request(own.url)).status).toBe(404);
    expect((await remove(t.app, ADMIN, admins.url)).status).toBe(204);
  });

  it('needs a token and a well-formed key', async () => {
    const anonymous = await t.app.request(`${PATH}/${'A'.repeat(43)}`, { method: 'DELETE' });
    expect(anonymous.status).toBe(401);
    expect(
      (
        await t.app.request(`${PATH}/nope`, {
          method: 'DELETE',
          headers: { authorization: `Bearer ${token(USER)}` },
        })
      ).status,
    ).toBe(404);
  });
});
