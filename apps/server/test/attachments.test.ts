import type { RestAttachment } from '@parley/api/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboxIds } from '../src/db/seed-inbox.ts';
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
