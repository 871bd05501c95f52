import type { PGlite } from '@electric-sql/pglite';
import type { RestAttachment } from '@parley/api/rest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inboxIds } from '../src/db/seed-inbox.ts';
import { ATTACHMENT_READ_CHUNK_BYTES, readAttachmentBytes } from '../src/inbox/attachments.ts';
import { ADMIN, createTestApp, gql, OTHER, type TestApp, token } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function upload(file: Blob | string | null, name: string, who = ADMIN) {
  const form = new FormData();
  if (file instanceof Blob) form.append('file', file, name);
  else if (file !== null) form.append('file', file);
  const response = await t.app.request('/api/core-service/attachments', {
    method: 'POST',
    headers: { authorization: `Bearer ${token(who)}` },
    body: form,
  });
  return {
    status: response.status,
    json: (await response.json()) as RestAttachment & {
      error?: { code: string; message: string; field?: string };
    },
  };
}

describe('attachments', () => {
  it('uploads a file and serves it by its unguessable URL without a header', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.4 hello');
    const res = await upload(new Blob([bytes], { type: 'application/pdf' }), 'Angebot 2026.pdf');
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      displayName: 'Angebot 2026.pdf',
      size: bytes.length,
      extension: 'pdf',
      mimeType: 'application/pdf',
    });
    expect(res.json.url).toMatch(
      /^\/api\/core-service\/attachments\/[A-Za-z0-9_-]{43}\/Angebot%202026\.pdf$/,
    );

    const file = await t.app.request(res.json.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toContain('inline');
    expect(file.headers.get('content-security-policy')).toContain('sandbox');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);

    const range = await t.app.request(res.json.url, { headers: { range: 'bytes=0-3' } });
    expect(range.status).toBe(206);
    expect(await range.text()).toBe('%PDF');

    const unknown = await t.app.request(
      '/api/core-service/attachments/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/x.pdf',
    );
    expect(unknown.status).toBe(404);
  });

  it('serves HTML as a download, never inline', async () => {
    const res = await upload(new Blob(['<script>alert(1)</script>'], { type: 'text/html' }), 'x.html');
    const file = await t.app.request(res.json.url);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment/);
  });

  it('refuses files over 16 MB with 413 and a missing file with 400', async () => {
    const big = await upload(
      new Blob([new Uint8Array(16 * 1024 * 1024 + 1)], { type: 'video/mp4' }),
      'big.mp4',
    );
    expect(big.status).toBe(413);
    expect(big.json.error).toMatchObject({ code: 'BAD_REQUEST', field: 'file' });
    expect(big.json.error?.message).toContain('16 MB');
    const missing = await upload('not a file', 'x');
    expect(missing.status).toBe(400);
    expect(missing.json.error?.field).toBe('file');
    const empty = await upload(new Blob([]), 'empty.txt');
    expect(empty.status).toBe(400);
  });

  it('needs a token to upload', async () => {
    const response = await t.app.request('/api/core-service/attachments', {
      method: 'POST',
      body: new FormData(),
    });
    expect(response.status).toBe(401);
  });

  it('lets sendMessage use the company’s uploads only', async () => {
    const own = await upload(
      new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }),
      'foto.png',
    );
    const foreign = await upload(
      new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }),
      'fremd.png',
      OTHER,
    );
    const send = (attachment: RestAttachment, clientId: string) =>
      gql<{ sendMessage: { attachments: RestAttachment[]; body: string | null } }>(
        t.app,
        'mutation ($o: ID!, $c: String!, $a: [AttachmentInput!]) { sendMessage(opportunityId: $o, clientId: $c, attachments: $a) { body attachments { displayName url size extension mimeType } } }',
        { token: token(ADMIN), variables: { o: inboxIds.opportunity(1), c: clientId, a: [attachment] } },
      );
    const ok = await send(own.json, 'att-1');
    expect(ok.body.data?.sendMessage).toEqual({ body: null, attachments: [own.json] });
    const refused = await send(foreign.json, 'att-2');
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'attachments',
    });
  });
});

describe('attachment downloads', () => {
  // Three reads of a chunk and a bit: enough to cross chunk boundaries.
  const size = 2 * ATTACHMENT_READ_CHUNK_BYTES + 512 * 1024 + 3;
  const bytes = new Uint8Array(size);
  for (let index = 0; index < size; index += 1) bytes[index] = (index * 31 + 7) & 255;
  let url = '';
  beforeAll(async () => {
    const res = await upload(new Blob([bytes], { type: 'video/mp4' }), 'clip.mp4');
    expect(res.status).toBe(201);
    url = res.json.url;
  });

  const get = async (range?: string) => {
    const response = await t.app.request(url, range ? { headers: { range } } : {});
    return { response, body: new Uint8Array(await response.arrayBuffer()) };
  };

  it('serves a whole file of several chunks byte for byte, never holding more than a chunk of it', async () => {
    // Every answer the database gives while the file is served: none may carry the whole file.
    const client = (t.database.db as unknown as { $client: PGlite }).$client;
    const query = vi.spyOn(client, 'query');
    let answers: { rows: unknown[] }[];
    try {
      const { response, body } = await get();
      expect(response.status).toBe(200);
      expect(response.headers.get('content-length')).toBe(String(size));
      expect(response.headers.get('accept-ranges')).toBe('bytes');
      expect(body.byteLength).toBe(size);
      expect(Buffer.compare(body, bytes)).toBe(0);
      const whole = await get(`bytes=0-${size - 1}`);
      expect(whole.response.status).toBe(206);
      expect(Buffer.compare(whole.body, bytes)).toBe(0);
      answers = await Promise.all(query.mock.results.map((result) => result.value));
    } finally {
      query.mockRestore();
    }
    const largest = Math.max(
      0,
      ...answers.flatMap((answer) =>
        answer.rows.flatMap((row) =>
          Object.values(row as object).map((value) => (value instanceof Uint8Array ? value.byteLength : 0)),
        ),
      ),
    );
    expect(largest).toBeGreaterThan(0);
    expect(largest).toBeLessThanOrEqual(ATTACHMENT_READ_CHUNK_BYTES);
  });

  it('answers a byte range across a chunk boundary with exactly those bytes and their headers', async () => {
    const start = ATTACHMENT_READ_CHUNK_BYTES - 6;
    const end = ATTACHMENT_READ_CHUNK_BYTES + 4;
    const { response, body } = await get(`bytes=${start}-${end}`);
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes ${start}-${end}/${size}`);
    expect(response.headers.get('content-length')).toBe('11');
    expect(response.headers.get('content-type')).toBe('video/mp4');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    expect(body).toEqual(bytes.slice(start, end + 1));

    const open = await get(`bytes=${size - 3}-`);
    expect(open.response.status).toBe(206);
    expect(open.response.headers.get('content-range')).toBe(`bytes ${size - 3}-${size - 1}/${size}`);
    expect(open.body).toEqual(bytes.slice(size - 3));

    // An end past the file ends at the file's end.
    const past = await get(`bytes=${size - 2}-${size + 100}`);
    expect(past.response.headers.get('content-range')).toBe(`bytes ${size - 2}-${size - 1}/${size}`);
    expect(past.body).toEqual(bytes.slice(size - 2));
  });

  it('answers a suffix range with the last bytes of the file', async () => {
    const { response, body } = await get('bytes=-5');
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes ${size - 5}-${size - 1}/${size}`);
    expect(response.headers.get('content-length')).toBe('5');
    expect(body).toEqual(bytes.slice(size - 5));

    const longer = await get(`bytes=-${size + 10}`);
    expect(longer.response.status).toBe(206);
    expect(longer.response.headers.get('content-range')).toBe(`bytes 0-${size - 1}/${size}`);
    expect(Buffer.compare(longer.body, bytes)).toBe(0);
  });

  it('answers 416 with the size to a range that starts past the end', async () => {
    for (const range of [`bytes=${size}-`, `bytes=${size + 5}-${size + 9}`, 'bytes=-0']) {
      const { response, body } = await get(range);
      expect(response.status, range).toBe(416);
      expect(response.headers.get('content-range')).toBe(`bytes */${size}`);
      expect(body.byteLength).toBe(0);
    }
  });

  it('reads a file from the database in chunks of the size asked for', async () => {
    const key = url.split('/')[4] ?? '';
    const stream = readAttachmentBytes(t.database.db, key, { start: 3, end: 20 }, 7);
    const reader = stream.getReader();
    const chunks: Uint8Array[] = [];
    for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(read.value);
    expect(chunks.map((chunk) => chunk.byteLength)).toEqual([7, 7, 4]);
    expect(Buffer.concat(chunks)).toEqual(Buffer.from(bytes.slice(3, 21)));
  });
});
