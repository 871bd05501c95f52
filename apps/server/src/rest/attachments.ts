import type { RestAttachment } from '@parley/api/rest';
import { ATTACHMENT_MAX_BYTES, attachmentMessageKeys } from '@parley/domain';
import type { Hono } from 'hono';
import type { DbDeps } from '../deps.ts';
import { AppError } from '../errors.ts';
import {
  deleteAttachment,
  findAttachmentInfo,
  isInlineSafe,
  readAttachmentBytes,
  storeAttachmentWithinQuota,
  storedBytes,
} from '../inbox/attachments.ts';
import { fail, restErrorResponse } from './respond.ts';
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

/** The multipart envelope around the file: boundaries, part headers, a file name. */
const ENVELOPE_BYTES = 64 * 1024;

/**
 * Uploads one user may have coming in at once on this instance; the next answers 429. An upload
 * holds its body in memory until it is stored (up to 16 MB, two copies of it for a moment while it
 * is parsed and handed to the database), so this bounds what one user can make this process hold. The app uploads a message's files one after the other
 * and an avatar alone; two leave room for a second tab. The counter lives in this process on
 * purpose: it protects this process's memory, so a limit shared across instances
 * (security/rateLimit.ts) would be the wrong one.
 */
export const UPLOADS_IN_FLIGHT_PER_USER = 2;

const quotaUsedUp = () =>
  restErrorResponse(
    new AppError('BAD_REQUEST', "The company's attachment storage is full", {
      status: 413,
      field: 'file',
      messageKey: attachmentMessageKeys.storageFull,
    }),
  );

const tooManyUploads = () =>
  restErrorResponse(
    new AppError(
      'TOO_MANY_REQUESTS',
      `At most ${UPLOADS_IN_FLIGHT_PER_USER} uploads at a time: wait until one has finished`,
      { field: 'file', messageKey: attachmentMessageKeys.tooManyAtOnce },
    ),
  );

/**
 * The request body, read as it streams in and given up as soon as it passes `maxBytes`, with or
 * without a content-length (chunked, HTTP/2): 'tooLarge' then, 'interrupted' when the client went
 * away. The chunks are joined once at the end, into a buffer of the size they add up to.
 */
async function readCappedBody(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | 'tooLarge' | 'interrupted'> {
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        // Stop the transfer; whatever the client still sends is not read.
        await reader.cancel().catch(() => {});
        return 'tooLarge';
      }
      chunks.push(value);
    }
  } catch {
    return 'interrupted';
  }
  const whole = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    whole.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return whole;
}

/**
 * The file in field `file` of a multipart body read with the cap, or the answer that refuses it. The
 * raw body is not kept once it is parsed.
 */
async function readUpload(request: Request, contentType: string): Promise<File | Response> {
  const body = await readCappedBody(request.body, ATTACHMENT_MAX_BYTES + ENVELOPE_BYTES);
  if (body === 'tooLarge') return tooLarge();
  if (body === 'interrupted') return fail('BAD_REQUEST', 'The upload was interrupted');
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    return fail('BAD_REQUEST', 'The multipart body could not be read');
  }
  const file = form.get('file');
  if (!(file instanceof File))
    return fail('BAD_USER_INPUT', 'Field "file" must be a file', { field: 'file' });
  if (file.size > ATTACHMENT_MAX_BYTES) return tooLarge();
  if (file.size === 0) return fail('BAD_USER_INPUT', 'The file is empty', { field: 'file' });
  return file;
}

/**
 * POST /core-service/attachments: multipart/form-data with one file in field `file` (≤ 16 MB), within
 * the company's storage quota: files live in the database, and without a quota one signed-in user
 * could fill its disk for every company. At most UPLOADS_IN_FLIGHT_PER_USER per user at a time.
 *
 * DELETE /core-service/attachments/:key: the uploader (or an admin of the company) deletes the file
 * and frees its storage; 204.
 */
export function registerAttachmentUpload(
  api: Hono<Env>,
  deps: DbDeps & { uploadQuotaBytes?: number | undefined },
) {
  const quota = deps.uploadQuotaBytes ?? DEFAULT_UPLOAD_QUOTA_BYTES;
  const inFlight = new Map<string, number>();

  async function receive(
    request: Request,
    viewer: Env['Variables']['viewer'],
  ): Promise<Response | RestAttachment> {
    const contentType = request.headers.get('content-type') ?? '';
    if (!contentType.toLowerCase().startsWith('multipart/form-data'))
      return fail('BAD_REQUEST', 'Send multipart/form-data with the file in field "file"');
    const declared = Number(request.headers.get('content-length') ?? 0);
    if (declared > ATTACHMENT_MAX_BYTES + ENVELOPE_BYTES) return tooLarge();
    // An early answer that spares reading a body that cannot be stored; the insert decides.
    const used = await storedBytes(deps.db, viewer.companyId);
    if (used >= quota || (declared > 0 && used + declared > quota + ENVELOPE_BYTES)) return quotaUsedUp();

    const file = await readUpload(request, contentType);
    if (file instanceof Response) return file;
    const stored = await storeAttachmentWithinQuota(
      deps.db,
      {
        companyId: viewer.companyId,
        uploadedBy: viewer.user.id,
        displayName: file.name || 'file',
        mimeType: file.type,
        data: new Uint8Array(await file.arrayBuffer()),
      },
      quota,
    );
    return stored ?? quotaUsedUp();
  }

  api.post('/core-service/attachments', async (c) => {
    const viewer = c.get('viewer');
    const userId = viewer.user.id;
    // Counted before a byte of the body is read, and given back however the upload ends.
    const uploading = inFlight.get(userId) ?? 0;
    if (uploading >= UPLOADS_IN_FLIGHT_PER_USER) return tooManyUploads();
    inFlight.set(userId, uploading + 1);
    try {
      const outcome = await receive(c.req.raw, viewer);
      return outcome instanceof Response ? outcome : c.json(outcome satisfies RestAttachment, 201);
    } finally {
      const left = (inFlight.get(userId) ?? 1) - 1;
      if (left > 0) inFlight.set(userId, left);
      else inFlight.delete(userId);
    }
  });

  api.delete('/core-service/attachments/:key', async (c) => {
    const key = c.req.param('key');
    if (!keyPattern.test(key)) return fail('NOT_FOUND', 'Attachment not found');
    await deleteAttachment(deps.db, c.get('viewer'), key);
    return c.body(null, 204);
  });
}

const keyPattern = /^[A-Za-z0-9_-]{43}$/;

/** A single `Range: bytes=…` as first and last byte within a file of `size` bytes, or 'unsatisfiable'. */
function byteRange(header: string | undefined, size: number) {
  const range = /^bytes=(\d*)-(\d*)$/.exec(header ?? '');
  // No range, a malformed one or several: the whole file.
  if (!range || !(range[1] || range[2])) return null;
  const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
  const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
  if (start > end || start >= size) return 'unsatisfiable' as const;
  return { start, end };
}

/**
 * GET /core-service/attachments/:key/:name — public, authorized by the unguessable key (see
 * src/inbox/attachments.ts). Supports a single byte range so audio and video can seek. The file is
 * streamed from the database a chunk at a time (readAttachmentBytes), never loaded whole.
 */
export function registerAttachmentDownload(api: Hono<Env>, deps: DbDeps) {
  const handler = async (c: {
    req: { param(name: string): string | undefined; header(name: string): string | undefined };
  }) => {
    const key = c.req.param('key') ?? '';
    const file = keyPattern.test(key) ? await findAttachmentInfo(deps.db, key) : null;
    if (!file) return fail('NOT_FOUND', 'Attachment not found');
    const headers = new Headers({
      'content-type': file.mimeType,
      'cache-control': 'private, max-age=31536000, immutable',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'x-content-type-options': 'nosniff',
      'accept-ranges': 'bytes',
      'content-disposition': `${isInlineSafe(file.mimeType) ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.displayName)}`,
    });
    const range = byteRange(c.req.header('range'), file.size);
    if (range === 'unsatisfiable') {
      headers.set('content-range', `bytes */${file.size}`);
      return new Response(null, { status: 416, headers });
    }
    const { start, end } = range ?? { start: 0, end: file.size - 1 };
    headers.set('content-length', String(end - start + 1));
    if (range) headers.set('content-range', `bytes ${start}-${end}/${file.size}`);
    const body = end >= start ? readAttachmentBytes(deps.db, key, { start, end }) : null;
    return new Response(body, { status: range ? 206 : 200, headers });
  };
  api.get('/core-service/attachments/:key', handler);
  api.get('/core-service/attachments/:key/:name', handler);
}
