import type { RestAttachment } from '@parley/api/rest';
import { ATTACHMENT_MAX_BYTES, attachmentMessageKeys } from '@parley/domain';
import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { DbDeps } from '../deps.ts';
import { AppError } from '../errors.ts';
import { findAttachmentFile, isInlineSafe, storeAttachment, storedBytes } from '../inbox/attachments.ts';
import { fail, failWithStatus, restErrorResponse } from './respond.ts';
import type { Env } from './routes.ts';

const tooLarge = () =>
  restErrorResponse(
    new AppError('BAD_REQUEST', `The file is larger than ${ATTACHMENT_MAX_BYTES / 1024 / 1024} MB`, {
      status: 413,
      field: 'file',
      messageKey: attachmentMessageKeys.tooLarge,
    }),
  );

/** Storage per company when the config names none (UPLOAD_QUOTA_MB). */
export const DEFAULT_UPLOAD_QUOTA_BYTES = 1024 * 1024 * 1024;

const quotaUsedUp = () =>
  failWithStatus(413, 'BAD_REQUEST', "The company's attachment storage is full", 'file');

/**
 * POST /core-service/attachments: multipart/form-data with one file in field `file` (≤ 16 MB), within
 * the company's storage quota: files live in the database, and without a quota one signed-in user
 * could fill its disk for every company.
 */
export function registerAttachmentUpload(
  api: Hono<Env>,
  deps: DbDeps & { uploadQuotaBytes?: number | undefined },
) {
  const quota = deps.uploadQuotaBytes ?? DEFAULT_UPLOAD_QUOTA_BYTES;
  api.post(
    '/core-service/attachments',
    // The multipart envelope adds a little to the file; the file itself is checked exactly below.
    bodyLimit({ maxSize: ATTACHMENT_MAX_BYTES + 64 * 1024, onError: () => tooLarge() }),
    async (c) => {
      const viewer = c.get('viewer');
      if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data'))
        return fail('BAD_REQUEST', 'Send multipart/form-data with the file in field "file"');
      // Checked before the body is read, with the declared length, and again with the real size.
      const used = await storedBytes(deps.db, viewer.companyId);
      const declared = Number(c.req.header('content-length') ?? 0);
      if (used >= quota || (declared > 0 && used + declared > quota + 64 * 1024)) return quotaUsedUp();
      let form: Record<string, unknown>;
      try {
        form = await c.req.parseBody();
      } catch {
        return fail('BAD_REQUEST', 'The multipart body could not be read');
      }
      const file = form.file;
      if (!(file instanceof File))
        return fail('BAD_USER_INPUT', 'Field "file" must be a file', { field: 'file' });
      if (file.size > ATTACHMENT_MAX_BYTES) return tooLarge();
      if (file.size === 0) return fail('BAD_USER_INPUT', 'The file is empty', { field: 'file' });
      if (used + file.size > quota) return quotaUsedUp();
      const stored = await storeAttachment(deps.db, {
        companyId: viewer.companyId,
        uploadedBy: viewer.user.id,
        displayName: file.name || 'file',
        mimeType: file.type,
        data: new Uint8Array(await file.arrayBuffer()),
      });
      return c.json(stored satisfies RestAttachment, 201);
    },
  );
}

/**
 * GET /core-service/attachments/:key/:name — public, authorized by the unguessable key (see
 * src/inbox/attachments.ts). Supports a single byte range so audio and video can seek.
 */
export function registerAttachmentDownload(api: Hono<Env>, deps: DbDeps) {
  const handler = async (c: {
    req: { param(name: string): string | undefined; header(name: string): string | undefined };
  }) => {
    const key = c.req.param('key') ?? '';
    const file = /^[A-Za-z0-9_-]{43}$/.test(key) ? await findAttachmentFile(deps.db, key) : null;
    if (!file) return fail('NOT_FOUND', 'Attachment not found');
    const data = file.data;
    const headers = new Headers({
      'content-type': file.mimeType,
      'cache-control': 'private, max-age=31536000, immutable',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'x-content-type-options': 'nosniff',
      'accept-ranges': 'bytes',
      'content-disposition': `${isInlineSafe(file.mimeType) ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.displayName)}`,
    });
    const range = /^bytes=(\d*)-(\d*)$/.exec(c.req.header('range') ?? '');
    if (range && (range[1] || range[2])) {
      const size = data.byteLength;
      let start = range[1] ? Number(range[1]) : size - Number(range[2]);
      let end = range[1] && range[2] ? Number(range[2]) : size - 1;
      start = Math.max(0, start);
      end = Math.min(end, size - 1);
      if (start > end || start >= size) {
        headers.set('content-range', `bytes */${size}`);
        return new Response(null, { status: 416, headers });
      }
      headers.set('content-range', `bytes ${start}-${end}/${size}`);
      headers.set('content-length', String(end - start + 1));
      return new Response(new Uint8Array(data.subarray(start, end + 1)), { status: 206, headers });
    }
    headers.set('content-length', String(data.byteLength));
    return new Response(new Uint8Array(data), { status: 200, headers });
  };
  api.get('/core-service/attachments/:key', handler);
  api.get('/core-service/attachments/:key/:name', handler);
}
