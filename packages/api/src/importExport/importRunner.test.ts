import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RestError } from '../rest/restClient.ts';
import type { RestContactImportBatch, RestContactImportResult } from '../rest/types.ts';
import { IMPORT_ROW_FAILED, type ImportProgress, type ImportRow, runContactImport } from './importRunner.ts';

const rowsOf = (count: number): ImportRow[] =>
  Array.from({ length: count }, (_, i) => ({ row: i + 2, values: { lastName: `L${i}` } }));

const createdAll = (batch: RestContactImportBatch): RestContactImportResult => ({
  results: batch.rows.map(({ row }) => ({ row, status: 'created', contactId: `c${row}` })),
});

describe('runContactImport', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends rows in batches under one import id and reports progress after each', async () => {
    const sendBatch = vi.fn(async (batch: RestContactImportBatch) => createdAll(batch));
    const progress: ImportProgress[] = [];
    const result = await runContactImport({
      importId: 'imp-1',
      rows: rowsOf(250),
      sendBatch,
      onProgress: (p) => progress.push(p),
    });
    expect(sendBatch.mock.calls.map(([batch]) => [batch.importId, batch.rows.length])).toEqual([
      ['imp-1', 100],
      ['imp-1', 100],
      ['imp-1', 50],
    ]);
    expect(progress.map((p) => p.done)).toEqual([0, 100, 200, 250]);
    expect(result).toEqual({ total: 250, done: 250, created: 250, failures: [] });
  });

  it('retries a failed batch 3 times, 1 s apart, then succeeds', async () => {
    let calls = 0;
    const sendBatch = vi.fn(async (batch: RestContactImportBatch) => {
      calls += 1;
      if (calls <= 3) throw new RestError(503, 'INTERNAL_SERVER_ERROR', 'down');
      return createdAll(batch);
    });
    const run = runContactImport({ importId: 'i', rows: rowsOf(3), sendBatch });
    await vi.advanceTimersByTimeAsync(0);
    expect(sendBatch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(sendBatch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sendBatch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sendBatch).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sendBatch).toHaveBeenCalledTimes(4);
    await expect(run).resolves.toMatchObject({ created: 3, failures: [] });
  });

  it('reports the rows of a batch that still fails after 3 retries, and goes on with the next', async () => {
    const sendBatch = vi.fn(async (batch: RestContactImportBatch) => {
      if (batch.rows[0]?.row === 2) throw new TypeError('Failed to fetch');
      return createdAll(batch);
    });
    const run = runContactImport({ importId: 'i', rows: rowsOf(4), sendBatch, batchSize: 2 });
    await vi.advanceTimersByTimeAsync(3000);
    const result = await run;
    expect(sendBatch).toHaveBeenCalledTimes(5);
    expect(result.created).toBe(2);
    expect(result.failures).toEqual([
      { row: 2, errors: [{ messageKey: IMPORT_ROW_FAILED }] },
      { row: 3, errors: [{ messageKey: IMPORT_ROW_FAILED }] },
    ]);
  });

  it('does not retry rows the server finds invalid, and merges them with the browser-found ones', async () => {
    const sendBatch = vi.fn(
      async (): Promise<RestContactImportResult> => ({
        results: [
          { row: 3, status: 'created', contactId: 'c3' },
          {
            row: 4,
            status: 'invalid',
            errors: [{ column: 'email', messageKey: 'FORM_ERRORS.INVALID_EMAIL' }],
          },
        ],
      }),
    );
    const result = await runContactImport({
      importId: 'i',
      rows: [
        { row: 3, values: {} },
        { row: 4, values: {} },
      ],
      invalid: [{ row: 2, errors: [{ column: 'lastName', messageKey: 'FORM_ERRORS.REQUIRED' }] }],
      sendBatch,
    });
    expect(sendBatch).toHaveBeenCalledTimes(1);
    expect(result).toEqual({
      total: 3,
      done: 3,
      created: 1,
      failures: [
        { row: 2, errors: [{ column: 'lastName', messageKey: 'FORM_ERRORS.REQUIRED' }] },
        { row: 4, errors: [{ column: 'email', messageKey: 'FORM_ERRORS.INVALID_EMAIL' }] },
      ],
    });
  });

  it('stops at a refusal (403) without retrying', async () => {
    const sendBatch = vi.fn(async () => {
      throw new RestError(403, 'FORBIDDEN', 'admins only');
    });
    await expect(runContactImport({ importId: 'i', rows: rowsOf(1), sendBatch })).rejects.toThrow(
      'admins only',
    );
    expect(sendBatch).toHaveBeenCalledTimes(1);
  });
});
