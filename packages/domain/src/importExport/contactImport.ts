import * as v from 'valibot';
import { messageKeys } from '../messages.ts';
import { emailSchema } from '../validation/auth.ts';
import { optionalText, UNTRIMMED_FACTOR } from '../validation/text.ts';
import { isPhoneNumber } from '../validation/user.ts';
import { CONTACT_IMPORT_LIMITS, importMessageKeys } from './constants.ts';
import { type CsvRecord, detectCsvDelimiter, parseCsv, toCsv, unguardCsvCell } from './csv.ts';

export { CONTACT_IMPORT_LIMITS, importMessageKeys } from './constants.ts';

/*
 * Contacts import and export (settings/import-export). The file is a CSV with a header line naming
 * the columns below (English names as exported, or the German ones a spreadsheet user would type);
 * the browser parses and checks it, sends rows in batches, and the server checks every row again.
 */

/** The columns of the contacts file, in export order. `lastName` is the one required column. */
export const contactCsvColumns = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'companyName',
  'street',
  'streetNumber',
  'zipCode',
  'city',
] as const;
export type ContactCsvColumn = (typeof contactCsvColumns)[number];

/** Longest value per column. */
export const CONTACT_FIELD_MAX_LENGTH: Record<ContactCsvColumn, number> = {
  firstName: 100,
  lastName: 100,
  email: 254,
  phone: 64,
  companyName: 200,
  street: 200,
  streetNumber: 20,
  zipCode: 20,
  city: 100,
};

/** Header names accepted per column, compared without case, spaces, dashes, dots and underscores. */
const headerAliases: Record<ContactCsvColumn, readonly string[]> = {
  firstName: ['firstname', 'vorname', 'givenname'],
  lastName: ['lastname', 'nachname', 'familyname', 'surname'],
  email: ['email', 'mail', 'emailadresse', 'emailaddress'],
  phone: ['phone', 'telefon', 'telephone', 'phonenumber', 'telefonnummer', 'mobile', 'handy'],
  companyName: ['companyname', 'company', 'firma', 'unternehmen'],
  street: ['street', 'strasse', 'straße'],
  streetNumber: ['streetnumber', 'housenumber', 'hausnummer', 'nr'],
  zipCode: ['zipcode', 'zip', 'postcode', 'postalcode', 'plz', 'postleitzahl'],
  city: ['city', 'ort', 'stadt', 'town'],
};

const columnByAlias = new Map<string, ContactCsvColumn>(
  contactCsvColumns.flatMap((column) => headerAliases[column].map((alias) => [alias, column] as const)),
);

function normalizeHeader(name: string): string {
  let out = '';
  for (const char of name.trim().toLowerCase()) if (!' -_.'.includes(char)) out += char;
  return out;
}

/** The column a header cell names, or undefined for a column the import ignores. */
export function contactColumnOf(header: string): ContactCsvColumn | undefined {
  return columnByAlias.get(normalizeHeader(header));
}

export type ContactRowValues = Partial<Record<ContactCsvColumn, string>>;

/** A data row of the file: `row` is its 1-based record number, the header being row 1 (as a spreadsheet shows it). */
export type ContactImportRow = { row: number; values: ContactRowValues };

export type ContactFileError = { messageKey: string; column?: string; line?: number };

export type ContactFileResult =
  | { ok: true; rows: ContactImportRow[] }
  | { ok: false; error: ContactFileError };

/**
 * Reads a contacts CSV: detects the delimiter, maps the header to columns (unknown ones are ignored),
 * and returns the data rows with their values. File-level problems (no header, no lastName column,
 * an unterminated quote, too many rows) are errors; problems of single rows are left to
 * `validateContactRow`, so every bad row can be reported.
 */
export function readContactCsv(text: string): ContactFileResult {
  const parsed = parseCsv(text, detectCsvDelimiter(text));
  if (!parsed.ok)
    return { ok: false, error: { messageKey: importMessageKeys.unterminatedQuote, line: parsed.line } };
  const [header, ...data] = parsed.records;
  if (!header) return { ok: false, error: { messageKey: importMessageKeys.emptyFile } };
  const columns = header.fields.map(contactColumnOf);
  if (!columns.includes('lastName'))
    return { ok: false, error: { messageKey: importMessageKeys.missingColumn, column: 'lastName' } };
  if (data.length === 0) return { ok: false, error: { messageKey: importMessageKeys.emptyFile } };
  if (data.length > CONTACT_IMPORT_LIMITS.maxRows)
    return { ok: false, error: { messageKey: importMessageKeys.tooManyRows } };
  return {
    ok: true,
    rows: data.map((record: CsvRecord, index) => {
      const values: ContactRowValues = {};
      record.fields.forEach((cell, position) => {
        const column = columns[position];
        if (column && values[column] === undefined) values[column] = unguardCsvCell(cell);
      });
      return { row: index + 2, values };
    }),
  };
}

const { required, invalidEmail, invalidPhone } = messageKeys;

const columnText = (column: ContactCsvColumn) =>
  optionalText(CONTACT_FIELD_MAX_LENGTH[column], importMessageKeys.tooLong, { missing: messageKeys.general });

/**
 * One contact row (the browser and the server both run it): lastName required; email, when given,
 * a valid address; phone, when given, a phone number; email or phone required, so the contact can be
 * reached (reported on the email column); every value trimmed and within its length.
 */
export const contactImportRowSchema = v.pipe(
  v.object({
    firstName: columnText('firstName'),
    lastName: v.pipe(columnText('lastName'), v.nonEmpty(required)),
    email: v.pipe(
      columnText('email'),
      v.check((value) => value === '' || v.is(emailSchema, value), invalidEmail),
    ),
    phone: v.pipe(
      columnText('phone'),
      v.check((value) => value === '' || isPhoneNumber(value), invalidPhone),
    ),
    companyName: columnText('companyName'),
    street: columnText('street'),
    streetNumber: columnText('streetNumber'),
    zipCode: columnText('zipCode'),
    city: columnText('city'),
  }),
  v.forward(
    v.partialCheck(
      [['email'], ['phone']],
      ({ email, phone }) => email !== '' || phone !== '',
      importMessageKeys.emailOrPhone,
    ),
    ['email'],
  ),
);
export type ContactImportValues = v.InferOutput<typeof contactImportRowSchema>;

export type ContactRowError = { column: ContactCsvColumn; messageKey: string };

export type ContactRowCheck =
  | { ok: true; values: ContactImportValues }
  | { ok: false; errors: ContactRowError[] };

/** Checks one row; every column with a problem is named once, in column order. */
export function validateContactRow(values: ContactRowValues): ContactRowCheck {
  const result = v.safeParse(contactImportRowSchema, values, { abortPipeEarly: true });
  if (result.success) return { ok: true, values: result.output };
  const byColumn = new Map<string, string>();
  for (const issue of result.issues) {
    const column = v.getDotPath(issue) ?? 'lastName';
    if (!byColumn.has(column)) byColumn.set(column, issue.message);
  }
  return {
    ok: false,
    errors: contactCsvColumns
      .filter((column) => byColumn.has(column))
      .map((column) => ({ column, messageKey: byColumn.get(column) as string })),
  };
}

/** The export file: the header and one line per contact, cells guarded against formulas. */
export function contactsToCsv(contacts: readonly ContactRowValues[]): string {
  return toCsv([
    [...contactCsvColumns],
    ...contacts.map((contact) => contactCsvColumns.map((column) => contact[column] ?? '')),
  ]);
}

/** The export's file name for a day (YYYY-MM-DD). */
export function contactsExportFileName(day: string): string {
  return `contacts-${day}.csv`;
}

const rawValue = (column: ContactCsvColumn) =>
  v.optional(
    v.pipe(
      v.string(messageKeys.general),
      v.maxLength(CONTACT_FIELD_MAX_LENGTH[column] * UNTRIMMED_FACTOR, importMessageKeys.tooLong),
    ),
  );

/**
 * One request of an import (POST /api/core-service/customers/import): a UUID naming the run, and 1 to
 * 100 rows with distinct numbers from 2 to 10001, each value at most four times its column's limit
 * (the row rules proper run per row, so each bad row is answered on its own).
 */
export const contactImportBatchSchema = v.object({
  importId: v.pipe(
    v.string(messageKeys.general),
    v.maxLength(64, messageKeys.general),
    v.uuid(messageKeys.general),
  ),
  rows: v.pipe(
    v.array(
      v.object({
        row: v.pipe(
          v.number(messageKeys.general),
          v.integer(messageKeys.general),
          v.minValue(2, messageKeys.general),
          v.maxValue(CONTACT_IMPORT_LIMITS.maxRows + 1, messageKeys.general),
        ),
        values: v.object(
          Object.fromEntries(contactCsvColumns.map((column) => [column, rawValue(column)])) as Record<
            ContactCsvColumn,
            ReturnType<typeof rawValue>
          >,
        ),
      }),
      messageKeys.general,
    ),
    v.minLength(1, messageKeys.general),
    v.maxLength(CONTACT_IMPORT_LIMITS.batchSize, messageKeys.general),
    v.check((rows) => new Set(rows.map(({ row }) => row)).size === rows.length, messageKeys.general),
  ),
});
export type ContactImportBatch = v.InferOutput<typeof contactImportBatchSchema>;
