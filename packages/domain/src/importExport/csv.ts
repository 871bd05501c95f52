/*
 * CSV as RFC 4180 describes it, read and written in one pass (linear time, no regular expressions):
 * fields separated by a delimiter, records by CRLF, LF or CR; a field in double quotes may hold the
 * delimiter, line breaks and doubled quotes (""). A leading byte order mark is dropped. German
 * spreadsheets write semicolons, so the delimiter can be detected from the header line.
 */

export type CsvRecord = {
  /** The record's fields, unquoted. */
  fields: string[];
  /** 1-based line of the file where the record starts (a quoted line break makes records span lines). */
  line: number;
};

export type CsvParseResult =
  | { ok: true; records: CsvRecord[] }
  | { ok: false; error: 'unterminatedQuote'; line: number };

export type CsvDelimiter = ',' | ';';

const BOM = '\uFEFF';

/** `;` when the first line has semicolons and no commas outside quotes, else `,`. */
export function detectCsvDelimiter(text: string): CsvDelimiter {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (let i = text.startsWith(BOM) ? 1 : 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ',') commas += 1;
    else if (!quoted && char === ';') semicolons += 1;
  }
  return semicolons > 0 && commas === 0 ? ';' : ',';
}

/**
 * The records of a CSV text. Blank lines are skipped. A quote opens a quoted field only at the start
 * of a field; elsewhere, and after a closing quote, characters are kept as text, as spreadsheets do.
 * Every character is looked at once: linear in the length of the text.
 */
export function parseCsv(input: string, delimiter: CsvDelimiter = ','): CsvParseResult {
  const text = input.startsWith(BOM) ? input.slice(1) : input;
  const length = text.length;
  const records: CsvRecord[] = [];
  let line = 1;
  let i = 0;
  const isBreak = (char: string | undefined) => char === '\n' || char === '\r';
  /** Past one line break at i (CRLF counts as one). */
  const skipBreak = () => {
    i += text[i] === '\r' && text[i + 1] === '\n' ? 2 : 1;
    line += 1;
  };

  while (i < length) {
    if (isBreak(text[i])) {
      skipBreak();
      continue;
    }
    const recordLine = line;
    const fields: string[] = [];
    for (;;) {
      let field = '';
      if (text[i] === '"') {
        const openedAt = line;
        i += 1;
        let chunkStart = i;
        let closed = false;
        while (i < length) {
          const char = text[i];
          if (char === '"') {
            field += text.slice(chunkStart, i);
            if (text[i + 1] === '"') {
              field += '"';
              i += 2;
              chunkStart = i;
              continue;
            }
            i += 1;
            closed = true;
            break;
          }
          if (char === '\n' || (char === '\r' && text[i + 1] !== '\n')) line += 1;
          i += 1;
        }
        if (!closed) return { ok: false, error: 'unterminatedQuote', line: openedAt };
      }
      const runStart = i;
      while (i < length && text[i] !== delimiter && !isBreak(text[i])) i += 1;
      field += text.slice(runStart, i);
      fields.push(field);
      if (i < length && text[i] === delimiter) {
        i += 1;
        continue;
      }
      break;
    }
    records.push({ fields, line: recordLine });
    if (i < length) skipBreak();
  }
  return { ok: true, records };
}

/** Characters that make a spreadsheet read a cell as a formula (OWASP CSV injection), plus tab and CR. */
const FORMULA_STARTS = new Set(['=', '+', '-', '@', '\t', '\r']);

/**
 * A cell made safe for spreadsheets: one starting with = + - @ (or a tab or CR) gets a leading
 * apostrophe, so it is shown as text instead of being run as a formula.
 */
export function guardCsvCell(value: string): string {
  return value.length > 0 && FORMULA_STARTS.has(value[0] as string) ? `'${value}` : value;
}

/** Undoes `guardCsvCell`, so an exported file imports back unchanged. */
export function unguardCsvCell(value: string): string {
  return value.length > 1 && value[0] === "'" && FORMULA_STARTS.has(value[1] as string)
    ? value.slice(1)
    : value;
}

function quoteCsvField(value: string, delimiter: string): string {
  let needsQuotes = false;
  for (const char of value) {
    if (char === '"' || char === delimiter || char === '\n' || char === '\r') {
      needsQuotes = true;
      break;
    }
  }
  return needsQuotes ? `"${value.replaceAll('"', '""')}"` : value;
}

/** RFC 4180 text (CRLF line ends) of the given records, every cell guarded against formulas. */
export function toCsv(records: readonly (readonly string[])[], delimiter: CsvDelimiter = ','): string {
  return records
    .map((record) => record.map((cell) => quoteCsvField(guardCsvCell(cell), delimiter)).join(delimiter))
    .map((line) => `${line}\r\n`)
    .join('');
}
