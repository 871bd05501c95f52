import type { RestContactImportBatch } from '@parley/api';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createTestApi } from '../../test/testApi.tsx';
import { useContactImport } from './useContactImport.ts';

const csvFile = (text: string) => new File([text], 'contacts.csv', { type: 'text/csv' });

describe('useContactImport', () => {
  it('reads the file, reports browser-found bad rows without sending them, and imports the rest in batches', async () => {
    const { api, wrapper } = createTestApi({});
    const send = vi.fn(async (_method: string, _path: string, body: unknown) => ({
      results: (body as RestContactImportBatch).rows.map(({ row }) => ({
        row,
        status: 'created' as const,
        contactId: `c${row}`,
      })),
    }));
    api.rest.send = send as typeof api.rest.send;
    const { result } = renderHook(() => useContactImport(), { wrapper });

    const lines = ['lastName;email'];
    for (let i = 0; i < 150; i += 1) lines.push(i === 10 ? ';x@example.com' : `L${i};l${i}@example.com`);
    await act(() => result.current.start(csvFile(lines.join('\n'))));

    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[0]?.[1]).toBe('/core-service/customers/import');
    const state = result.current.state;
    expect(state.phase).toBe('done');
    if (state.phase !== 'done') return;
    expect(state.progress).toMatchObject({ total: 150, done: 150, created: 149 });
    expect(state.progress.failures).toEqual([
      { row: 12, errors: [{ column: 'lastName', messageKey: 'FORM_ERRORS.REQUIRED' }] },
    ]);
  });

  it('refuses a file over 5 MB and a file without a lastName column before sending anything', async () => {
    const { api, wrapper } = createTestApi({});
    const send = vi.fn();
    api.rest.send = send as typeof api.rest.send;
    const { result } = renderHook(() => useContactImport(), { wrapper });

    await act(() => result.current.start(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.csv')));
    expect(result.current.state).toEqual({
      phase: 'fileError',
      fileName: 'big.csv',
      messageKey: 'IMPORT.FILE_TOO_LARGE',
    });
    await act(() => result.current.start(csvFile('firstName,email\nA,a@example.com\n')));
    expect(result.current.state).toMatchObject({
      phase: 'fileError',
      messageKey: 'IMPORT.MISSING_COLUMN',
      column: 'lastName',
    });
    expect(send).not.toHaveBeenCalled();
  });
});
