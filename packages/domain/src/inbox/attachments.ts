export type AttachmentKind = 'image' | 'document' | 'audio' | 'video';

/** The largest file a message, a task or a logo may carry: the server refuses more, the app checks first. */
export const ATTACHMENT_MAX_BYTES = 16 * 1024 * 1024;

export const attachmentMessageKeys = {
  /** A file larger than ATTACHMENT_MAX_BYTES: refused by the app before sending, and by the server. */
  tooLarge: 'ATTACHMENTS.TOO_LARGE',
  /** The user has as many uploads coming in as the server takes at once: one must finish first. */
  tooManyAtOnce: 'ATTACHMENTS.TOO_MANY_AT_ONCE',
  /** The company's attachment storage (its quota) is full: delete files or ask for more room. */
  storageFull: 'ATTACHMENTS.STORAGE_FULL',
} as const;

/** Mime types by kind (spec 5). Anything else counts as a document. */
const kinds: Record<Exclude<AttachmentKind, 'document'>, readonly string[]> = {
  image: ['image/jpeg', 'image/jpg', 'image/png', 'image/gif', 'image/webp', 'image/svg+xml'],
  audio: [
    'audio/mpeg',
    'audio/mp3',
    'audio/wav',
    'audio/x-wav',
    'audio/wave',
    'audio/ogg',
    'audio/mp4',
    'audio/m4a',
    'audio/x-m4a',
    'audio/aac',
  ],
  video: ['video/mp4', 'video/webm', 'video/ogg', 'video/quicktime', 'video/x-msvideo'],
};

export function attachmentKindOf(mimeType: string): AttachmentKind {
  const mime = mimeType.split(';')[0]?.trim().toLowerCase() ?? '';
  for (const [kind, mimes] of Object.entries(kinds) as Array<[AttachmentKind, readonly string[]]>) {
    if (mimes.includes(mime)) return kind;
  }
  return 'document';
}

const units = ['KB', 'MB', 'GB'] as const;

/** Bytes under 1024, then KB, MB, GB with one decimal at most (spec 9). */
export function formatFileSize(bytes: number, locale: string): string {
  if (bytes < 1024) return `${Math.max(0, Math.round(bytes))} B`;
  let value = bytes / 1024;
  let unit: (typeof units)[number] = 'KB';
  for (const next of units.slice(1)) {
    if (value < 1024) break;
    value /= 1024;
    unit = next;
  }
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value)} ${unit}`;
}
