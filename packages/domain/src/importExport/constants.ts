/** The limits and message keys of importExport, in a module of their own: the app's catalog names them on every page. */

/** Limits of an import (spec 9 names none; these keep one import within one browser tab and request). */
export const CONTACT_IMPORT_LIMITS = {
  /** A file larger than this is refused before it is read. */
  maxFileBytes: 5 * 1024 * 1024,
  /** Data rows per file. */
  maxRows: 10_000,
  /** Rows per request; the server refuses larger batches. */
  batchSize: 100,
} as const;

export const importMessageKeys = {
  tooLong: 'IMPORT.VALUE_TOO_LONG',
  emailOrPhone: 'IMPORT.EMAIL_OR_PHONE_REQUIRED',
  emptyFile: 'IMPORT.EMPTY_FILE',
  fileTooLarge: 'IMPORT.FILE_TOO_LARGE',
  tooManyRows: 'IMPORT.TOO_MANY_ROWS',
  missingColumn: 'IMPORT.MISSING_COLUMN',
  unterminatedQuote: 'IMPORT.UNTERMINATED_QUOTE',
  notCsv: 'IMPORT.NOT_CSV',
  /** A row the server could not take even after the retries (spec 8). */
  failed: 'IMPORT.ROW_FAILED',
} as const;
