import { readContactCsv } from '@parley/domain';
import { describe, expect, it } from 'vitest';
import { blobOfDataUrl } from '../../lib/saveBlob.ts';
import { checkRows } from './useContactImport.ts';

describe('checkRows', () => {
  it('sends the valid rows and reports the invalid ones with their row numbers', () => {
    const read = readContactCsv('lastName,email\nDoe,doe@example.com\n,x@example.com\nRoe,bad\n');
    if (!read.ok) throw new Error('unreadable');
    const { valid, invalid } = checkRows(read.rows);
    expect(valid.map((row) => row.row)).toEqual([2]);
    expect(invalid).toEqual([
      { row: 3, errors: [{ column: 'lastName', messageKey: 'FORM_ERRORS.REQUIRED' }] },
      { row: 4, errors: [{ column: 'email', messageKey: 'FORM_ERRORS.INVALID_EMAIL' }] },
    ]);
  });
});

describe('blobOfDataUrl', () => {
  it('decodes a base64 data URL with its type', () => {
    const blob = blobOfDataUrl('data:image/png;base64,iVBORw==');
    expect(blob.type).toBe('image/png');
    expect(blob.size).toBe(4);
  });
});
