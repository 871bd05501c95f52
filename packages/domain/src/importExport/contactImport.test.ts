import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CONTACT_IMPORT_LIMITS,
  contactColumnOf,
  contactImportBatchSchema,
  contactsToCsv,
  importMessageKeys,
  readContactCsv,
  validateContactRow,
} from './contactImport.ts';

describe('readContactCsv', () => {
  it('maps English and German headers, numbers rows like a spreadsheet, ignores unknown columns', () => {
    const result = readContactCsv('Vorname;Nachname;E-Mail;Notiz\nAnna;Schmidt;anna@example.com;x\n');
    expect(result).toEqual({
      ok: true,
      rows: [{ row: 2, values: { firstName: 'Anna', lastName: 'Schmidt', email: 'anna@example.com' } }],
    });
    expect(contactColumnOf(' Zip_Code ')).toBe('zipCode');
    expect(contactColumnOf('PLZ')).toBe('zipCode');
    expect(contactColumnOf('notes')).toBeUndefined();
  });

  it('refuses a file without a lastName column, without rows, or with too many rows', () => {
    expect(readContactCsv('firstName,email\nA,a@b.de')).toEqual({
      ok: false,
      error: { messageKey: importMessageKeys.missingColumn, column: 'lastName' },
    });
    expect(readContactCsv('')).toMatchObject({
      ok: false,
      error: { messageKey: importMessageKeys.emptyFile },
    });
    expect(readContactCsv('lastName\n')).toMatchObject({
      ok: false,
      error: { messageKey: importMessageKeys.emptyFile },
    });
    const tooMany = `lastName\n${'X\n'.repeat(CONTACT_IMPORT_LIMITS.maxRows + 1)}`;
    expect(readContactCsv(tooMany)).toMatchObject({ error: { messageKey: importMessageKeys.tooManyRows } });
  });

  it('reports an unterminated quote with its line', () => {
    expect(readContactCsv('lastName\n"Open\n')).toEqual({
      ok: false,
      error: { messageKey: importMessageKeys.unterminatedQuote, line: 2 },
    });
  });

  it('reads back what the export wrote, formula-looking values included', () => {
    const contacts = [
      { firstName: '=evil()', lastName: 'Doe, Jr.', email: 'j@example.com', phone: '+49 171 1234567' },
    ];
    const result = readContactCsv(contactsToCsv(contacts));
    expect(result.ok && result.rows[0]?.values).toMatchObject(contacts[0] as object);
  });
});

describe('validateContactRow', () => {
  it('accepts a row, trimmed, with empty optional columns', () => {
    expect(validateContactRow({ lastName: ' Doe ', phone: '0171 1234567' })).toEqual({
      ok: true,
      values: {
        firstName: '',
        lastName: 'Doe',
        email: '',
        phone: '0171 1234567',
        companyName: '',
        street: '',
        streetNumber: '',
        zipCode: '',
        city: '',
      },
    });
  });

  it('names every bad column with its message key, in column order', () => {
    expect(
      validateContactRow({ lastName: '', email: 'not-an-email', phone: 'abc', zipCode: '1'.repeat(21) }),
    ).toEqual({
      ok: false,
      errors: [
        { column: 'lastName', messageKey: 'FORM_ERRORS.REQUIRED' },
        { column: 'email', messageKey: 'FORM_ERRORS.INVALID_EMAIL' },
        { column: 'phone', messageKey: 'FORM_ERRORS.INVALID_PHONE_NUMBER' },
        { column: 'zipCode', messageKey: importMessageKeys.tooLong },
      ],
    });
  });

  it('needs an email or a phone number, reported on the email column', () => {
    expect(validateContactRow({ lastName: 'Doe' })).toEqual({
      ok: false,
      errors: [{ column: 'email', messageKey: importMessageKeys.emailOrPhone }],
    });
  });
});

describe('contactImportBatchSchema', () => {
  const importId = '3f1c2b4a-1d2e-4f5a-8b9c-0d1e2f3a4b5c';
  const ok = (rows: unknown) => v.safeParse(contactImportBatchSchema, { importId, rows }).success;

  it('takes 1 to 100 rows with distinct numbers from 2 and bounded values', () => {
    expect(ok([{ row: 2, values: { lastName: 'Doe', notes: 'dropped' } }])).toBe(true);
    expect(ok(Array.from({ length: 100 }, (_, i) => ({ row: i + 2, values: {} })))).toBe(true);
    expect(ok(Array.from({ length: 101 }, (_, i) => ({ row: i + 2, values: {} })))).toBe(false);
    expect(ok([])).toBe(false);
    expect(ok([{ row: 1, values: {} }])).toBe(false);
    expect(ok([{ row: 2.5, values: {} }])).toBe(false);
    expect(
      ok([
        { row: 2, values: {} },
        { row: 2, values: {} },
      ]),
    ).toBe(false);
    expect(ok([{ row: 2, values: { lastName: 'x'.repeat(401) } }])).toBe(false);
    expect(
      v.safeParse(contactImportBatchSchema, { importId: 'nope', rows: [{ row: 2, values: {} }] }).success,
    ).toBe(false);
  });
});
