import { randomBytes } from 'node:crypto';
import type { RestAttachment } from '@parley/api/rest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { isAdmin } from '../auth/access.ts';
import type { Viewer } from '../auth/viewer.ts';
import type { Db } from '../db/client.ts';
import { attachmentFiles, companies, type StoredAttachment } from '../db/schema.ts';
import { AppError } from '../errors.ts';

/*
 * Attachment files live in the database (table attachment_files, bytea): one store for PGlite and
 * PostgreSQL, included in every backup, nothing under DATA_DIR to clean up.
 *
 * Download URLs are capabilities: `/api/core-service/attachments/<key>/<name>` where `key` is 256
 * random bits (base64url). GET needs no Authorization header — a browser cannot send one for
 * <img src>, <audio src> or a download link — and no token is ever put into a URL (it would end up in
 * logs and the history). Whoever can read a message of the company gets its URLs; the key cannot be
 * guessed or enumerated. Files are served with `Content-Security-Policy: sandbox` and nosniff, and only
 * images, audio, video and PDF inline (everything else as a download), so an uploaded HTML or SVG
 * file cannot run script in the app's origin.
 */

export const ATTACHMENT_PATH = '/api/core-service/attachments';

const mimePattern = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/;
const mimeOfExtension: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  txt: 'text/plain',
  rtf: 'application/rtf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  avi: 'video/x-msvideo',
};
const extensionOfMime = Object.fromEntries(
  Object.entries(mimeOfExtension).map(([extension, mime]) => [mime, extension]),
);

/** Lower-case extension without the dot ('' when the name has none). */
export function extensionOf(name: string): string {
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(name);
  return match?.[1]?.toLowerCase() ?? '';
}

/** The declared type when it is a well-formed mime type, else one guessed from the extension. */
export function normalizeMime(declared: string | undefined, name: string): string {
  const mime = (declared ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (mime && mime !== 'application/octet-stream' && mimePattern.test(mime)) return mime;
  return mimeOfExtension[extensionOf(name)] ?? 'application/octet-stream';
}

/** Types a browser may show inline from our origin; anything else is served as a download. */
export function isInlineSafe(mime: string): boolean {
  return (
    (mime.startsWith('image/') && mime !== 'image/svg+xml') ||
    mime.startsWith('audio/') ||
    mime.startsWith('video/') ||
    mime === 'application/pdf'
  );
}

export function attachmentUrl(key: string, displayName: string): string {
  return `${ATTACHMENT_PATH}/${key}/${encodeURIComponent(displayName)}`;
}

const urlPattern = new RegExp(`^${ATTACHMENT_PATH}/([A-Za-z0-9_-]{43})(?:/[^/?#]*)?$`);

/** The key of one of our attachment URLs (relative or absolute), or null. */
export function attachmentKeyOf(url: string): string | null {
  let path = url;
  if (/^https?:\/\//i.test(url)) {
    try {
      path = new URL(url).pathname;
    } catch {
      return null;
    }
  }
  return urlPattern.exec(path)?.[1] ?? null;
}

export function cleanDisplayName(name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: strips control characters on purpose
  const cleaned = name.replace(/[\u0000-\u001f\u007f/\\]/g, '_').trim();
  return (cleaned || 'file').slice(0, 200);
}

type NewAttachment = {
  companyId: string;
  uploadedBy: string | null;
  displayName: string;
  mimeType?: string;
  data: Uint8Array;
};

/** The stored names and the new key of a file, as both ways of storing one write them. */
function describeFile(file: NewAttachment) {
  const displayName = cleanDisplayName(file.displayName);
  const mimeType = normalizeMime(file.mimeType, displayName);
  const extension = extensionOf(displayName) || extensionOfMime[mimeType] || '';
  return { key: randomBytes(32).toString('base64url'), displayName, mimeType, extension };
}

function presentStored(described: ReturnType<typeof describeFile>, size: number): RestAttachment {
  return {
    displayName: described.displayName,
    url: attachmentUrl(described.key, described.displayName),
    size,
    extension: described.extension,
    mimeType: described.mimeType,
  };
}

/** Stores a file the server itself brings (the demo seed, dev injections): no quota applies. */
export async function storeAttachment(db: Db, file: NewAttachment): Promise<RestAttachment> {
  const described = describeFile(file);
  await db.insert(attachmentFiles).values({
    id: described.key,
    companyId: file.companyId,
    uploadedBy: file.uploadedBy,
    displayName: described.displayName,
    mimeType: described.mimeType,
    extension: described.extension,
    size: file.data.byteLength,
    data: file.data,
  });
  return presentStored(described, file.data.byteLength);
}

/**
 * Stores an uploaded file if the company's files and it fit in `quotaBytes`; null when they do not.
 * The insert itself checks the quota (INSERT … SELECT … WHERE stored + size <= quota), under a
 * transaction-scoped advisory lock per company: under READ COMMITTED two concurrent inserts would
 * each count only the files committed before them, and both could fit where only one does.
 * Companies do not wait for each other; the lock ends with the transaction.
 */
export async function storeAttachmentWithinQuota(
  db: Db,
  file: NewAttachment,
  quotaBytes: number,
): Promise<RestAttachment | null> {
  const described = describeFile(file);
  const size = file.data.byteLength;
  const stored = await db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`attachment-quota:${file.companyId}`}, 0))`,
    );
    const storedBytes = tx
      .select({ total: sql`coalesce(sum(${attachmentFiles.size}), 0)` })
      .from(attachmentFiles)
      .where(eq(attachmentFiles.companyId, file.companyId));
    // One row from the company's own row when the file fits, none when it does not. The values are
    // cast: in a SELECT list a parameter has no column to take its type from.
    const row = tx
      .select({
        id: sql`${described.key}::text`.as('id'),
        companyId: companies.id,
        uploadedBy: sql`${file.uploadedBy}::text`.as('uploaded_by'),
        displayName: sql`${described.displayName}::text`.as('display_name'),
        mimeType: sql`${described.mimeType}::text`.as('mime_type'),
        extension: sql`${described.extension}::text`.as('extension'),
        size: sql`${size}::integer`.as('size'),
        data: sql`${file.data}::bytea`.as('data'),
        createdAt: sql`now()`.as('created_at'),
      })
      .from(companies)
      .where(
        and(eq(companies.id, file.companyId), sql`${storedBytes} + ${size}::bigint <= ${quotaBytes}::bigint`),
      );
    return tx.insert(attachmentFiles).select(row).returning({ id: attachmentFiles.id });
  });
  return stored.length > 0 ? presentStored(described, size) : null;
}

/** Bytes of attachments the company has stored (its upload quota counts them). */
export async function storedBytes(db: Db, companyId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${attachmentFiles.size})` })
    .from(attachmentFiles)
    .where(eq(attachmentFiles.companyId, companyId));
  return Number(row?.total ?? 0);
}

/** What a download needs to know before it sends a byte; never the bytes themselves. */
export function findAttachmentInfo(db: Db, key: string) {
  return db
    .select({
      displayName: attachmentFiles.displayName,
      mimeType: attachmentFiles.mimeType,
      size: attachmentFiles.size,
    })
    .from(attachmentFiles)
    .where(eq(attachmentFiles.id, key))
    .limit(1)
    .then((rows) => rows[0] ?? null);
}

/**
 * Bytes read per query when a file is served: what one download holds of it at a time (plus the
 * one chunk the stream reads ahead), however large the file and whatever range is asked for.
 */
export const ATTACHMENT_READ_CHUNK_BYTES = 1024 * 1024;

/**
 * Bytes `start`…`end` (inclusive, within the file) of a stored file as a stream, read from the
 * database one chunk at a time with substring() as the reader asks for them. A file deleted while
 * it is read ends the stream with an error (the answer is cut short).
 */
export function readAttachmentBytes(
  db: Db,
  key: string,
  range: { start: number; end: number },
  chunkBytes = ATTACHMENT_READ_CHUNK_BYTES,
): ReadableStream<Uint8Array> {
  let offset = range.start;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (offset > range.end) {
        controller.close();
        return;
      }
      const length = Math.min(chunkBytes, range.end + 1 - offset);
      // substring() counts from 1.
      const [row] = await db
        .select({
          chunk: sql<Uint8Array>`substring(${attachmentFiles.data} from ${offset + 1}::integer for ${length}::integer)`,
        })
        .from(attachmentFiles)
        .where(eq(attachmentFiles.id, key));
      if (!row || row.chunk.byteLength !== length) {
        controller.error(new Error('The attachment changed while it was being read'));
        return;
      }
      controller.enqueue(row.chunk);
      offset += length;
      if (offset > range.end) controller.close();
    },
  });
}

/**
 * Deletes an uploaded file, which frees its bytes from the company's quota. The user who uploaded
 * it may, and the company's admins; a file of another company does not exist for the viewer (404,
 * so a key cannot be tested for existence). Messages that were sent with it keep their link, which
 * then answers 404.
 */
export async function deleteAttachment(
  db: Db,
  viewer: Pick<Viewer, 'user' | 'companyId'>,
  key: string,
): Promise<void> {
  const [file] = await db
    .select({ uploadedBy: attachmentFiles.uploadedBy })
    .from(attachmentFiles)
    .where(and(eq(attachmentFiles.id, key), eq(attachmentFiles.companyId, viewer.companyId)))
    .limit(1);
  if (!file) throw new AppError('NOT_FOUND', 'Attachment not found');
  if (file.uploadedBy !== viewer.user.id && !isAdmin(viewer))
    throw new AppError('FORBIDDEN', 'Only the user who uploaded the file or an admin can delete it');
  const deleted = await db
    .delete(attachmentFiles)
    .where(and(eq(attachmentFiles.id, key), eq(attachmentFiles.companyId, viewer.companyId)))
    .returning({ id: attachmentFiles.id });
  // Deleted meanwhile by another request: gone all the same, but not by this one.
  if (deleted.length === 0) throw new AppError('NOT_FOUND', 'Attachment not found');
}

/**
 * Attachments of a message, checked against the store: every URL must be an attachment uploaded to
 * the same company. Size, type and extension come from the store (the client's values are not
 * trusted); the display name may be the client's. Null when any attachment is not acceptable.
 */
export async function resolveAttachments(
  db: Db,
  companyId: string,
  inputs: readonly { displayName: string; url: string }[],
): Promise<StoredAttachment[] | null> {
  if (inputs.length === 0) return [];
  const keys = inputs.map((input) => attachmentKeyOf(input.url));
  if (keys.some((key) => key === null)) return null;
  const rows = await db
    .select({
      id: attachmentFiles.id,
      displayName: attachmentFiles.displayName,
      mimeType: attachmentFiles.mimeType,
      extension: attachmentFiles.extension,
      size: attachmentFiles.size,
    })
    .from(attachmentFiles)
    .where(and(eq(attachmentFiles.companyId, companyId), inArray(attachmentFiles.id, keys as string[])));
  const byKey = new Map(rows.map((row) => [row.id, row]));
  const resolved: StoredAttachment[] = [];
  for (const [index, input] of inputs.entries()) {
    const row = byKey.get(keys[index] as string);
    if (!row) return null;
    const displayName = input.displayName.trim() ? cleanDisplayName(input.displayName) : row.displayName;
    resolved.push({
      displayName,
      url: attachmentUrl(row.id, row.displayName),
      size: row.size,
      extension: row.extension,
      mimeType: row.mimeType,
    });
  }
  return resolved;
}
