import { randomBytes } from 'node:crypto';
import type { RestAttachment } from '@parley/api/rest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { attachmentFiles, type StoredAttachment } from '../db/schema.ts';

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

export async function storeAttachment(
  db: Db,
  file: {
    companyId: string;
    uploadedBy: string | null;
    displayName: string;
    mimeType?: string;
    data: Uint8Array;
  },
): Promise<RestAttachment> {
  const key = randomBytes(32).toString('base64url');
  const displayName = cleanDisplayName(file.displayName);
  const mimeType = normalizeMime(file.mimeType, displayName);
  const extension = extensionOf(displayName) || extensionOfMime[mimeType] || '';
  await db.insert(attachmentFiles).values({
    id: key,
    companyId: file.companyId,
    uploadedBy: file.uploadedBy,
    displayName,
    mimeType,
    extension,
    size: file.data.byteLength,
    data: file.data,
  });
  return {
    displayName,
    url: attachmentUrl(key, displayName),
    size: file.data.byteLength,
    extension,
    mimeType,
  };
}

/** Bytes of attachments the company has stored (its upload quota counts them). */
export async function storedBytes(db: Db, companyId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${attachmentFiles.size})` })
    .from(attachmentFiles)
    .where(eq(attachmentFiles.companyId, companyId));
  return Number(row?.total ?? 0);
}

export function findAttachmentFile(db: Db, key: string) {
  return db
    .select()
    .from(attachmentFiles)
    .where(eq(attachmentFiles.id, key))
    .limit(1)
    .then((rows) => rows[0] ?? null);
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
