import type { RestContactColumn, RestContactImportBatch, RestContactImportResult } from '../rest/types.ts';

/*
 * The contacts import's policy (spec 8: import failures are retried 3 times, 1 s apart). Rows go to
 * the server in batches; a batch the server could not take (network down, 5xx, 429; the transport's
 * own quick retries already spent) is sent again up to 3 times, 1 s apart, under the same importId,
 * so rows stored by an attempt whose answer was lost are not stored twice. Rows of a batch that still
 * fails are reported as failed; rows the server refuses as invalid are reported with their errors and
 * not retried (they would fail again). A 4xx other than 429 (no longer an admin, signed out) stops
 * the whole import.
 */

export const IMPORT_RETRY = { retries: 3, delayMs: 1000 } as const;

export type ImportRow = { row: number; values: Partial<Record<RestContactColumn, string>> };

export type ImportRowFailure = {
  row: number;
  errors: { column?: RestContactColumn; messageKey: string }[];
};

export type ImportProgress = {
  total: number;
  /** Rows with an outcome (created, invalid or failed). */
  done: number;
  created: number;
  failures: ImportRowFailure[];
};

export type ImportRunOptions = {
  importId: string;
  rows: readonly ImportRow[];
  /** Rows found invalid before sending (the browser's own check); counted as done at once. */
  invalid?: readonly ImportRowFailure[];
  sendBatch: (batch: RestContactImportBatch) => Promise<RestContactImportResult>;
  onProgress?: (progress: ImportProgress) => void;
  batchSize?: number;
  retries?: number;
  delayMs?: number;
  sleep?: (ms: number) => Promise<void>;
};

/** The row-failed message key (IMPORT.ROW_FAILED in the domain). */
export const IMPORT_ROW_FAILED = 'IMPORT.ROW_FAILED';

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Whether a failed batch is worth sending again: no answer, a server error or too many requests. */
export function isRetryableImportError(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status !== 'number') return true;
  return status >= 500 || status === 429;
}

export async function runContactImport(options: ImportRunOptions): Promise<ImportProgress> {
  const batchSize = options.batchSize ?? 100;
  const retries = options.retries ?? IMPORT_RETRY.retries;
  const delayMs = options.delayMs ?? IMPORT_RETRY.delayMs;
  const sleep = options.sleep ?? defaultSleep;
  const invalid = options.invalid ?? [];
  const progress: ImportProgress = {
    total: options.rows.length + invalid.length,
    done: invalid.length,
    created: 0,
    failures: [...invalid],
  };
  const report = () => options.onProgress?.({ ...progress, failures: [...progress.failures] });
  report();

  for (let start = 0; start < options.rows.length; start += batchSize) {
    const rows = options.rows.slice(start, start + batchSize);
    let result: RestContactImportResult | undefined;
    for (let attempt = 0; ; attempt += 1) {
      try {
        result = await options.sendBatch({ importId: options.importId, rows: [...rows] });
        break;
      } catch (error) {
        if (!isRetryableImportError(error)) throw error;
        if (attempt >= retries) break;
        await sleep(delayMs);
      }
    }
    if (result) {
      for (const outcome of result.results) {
        if (outcome.status === 'created') progress.created += 1;
        else progress.failures.push({ row: outcome.row, errors: outcome.errors });
      }
    } else {
      for (const { row } of rows)
        progress.failures.push({ row, errors: [{ messageKey: IMPORT_ROW_FAILED }] });
    }
    progress.done += rows.length;
    progress.failures.sort((a, b) => a.row - b.row);
    report();
  }
  return { ...progress, failures: [...progress.failures] };
}
