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

/*
 * A spreadsheet set to the other list separator (German Excel splits at ';', others at ',') cuts a
 * cell wherever that separator stands outside a quote that opened a field, and a line break ends the
 * record there, so text after a separator or line break inside a cell can become a cell of its own.
 * Each such place that would start a formula (after spaces or quotes) gets an apostrophe too. The
 * classes are disjoint and nothing nests, so both patterns run in linear time.
 */
const HIDDEN_FORMULA = /([,;\t\r\n][ "]*)([=+\-@])/g;
const GUARDED_HIDDEN_FORMULA = /([,;\t\r\n][ "]*)'([=+\-@])/g;

/**
 * A cell made safe for spreadsheets, whichever separator they read it with: one starting with
 * = + - @ (or a tab or CR) gets a leading apostrophe, and so does each formula character that follows
 * a separator or a line break inside it, so it is shown as text instead of being run as a formula.
 */
export function guardCsvCell(value: string): string {
  const inner = value.replace(HIDDEN_FORMULA, "$1'$2");
  return inner.length > 0 && FORMULA_STARTS.has(inner[0] as string) ? `'${inner}` : inner;
}

/**
 * Undoes `guardCsvCell`, so an exported file imports back unchanged (but for a cell that itself held
 * an apostrophe between a separator and a formula character, which comes back without it).
 */
export function unguardCsvCell(value: string): string {
  const outer =
    value.length > 1 && value[0] === "'" && FORMULA_STARTS.has(value[1] as string) ? value.slice(1) : value;
  return outer.replace(GUARDED_HIDDEN_FORMULA, '$1$2');
}

/**
 * A field in quotes when it holds a quote, a line break, a tab or either separator (not only the one
 * written), so a spreadsheet reading the other separator keeps it whole where the field opens a record.
 */
function quoteCsvField(value: string): string {
  let needsQuotes = false;
  for (const char of value) {
    if (char === '"' || char === ',' || char === ';' || char === '\t' || char === '\n' || char === '\r') {
      needsQuotes = true;
      break;
    }
  }
  return needsQuotes ? `"${value.replaceAll('"', '""')}"` : value;
}

/** RFC 4180 text (CRLF line ends) of the given records, every cell guarded against formulas. */
export function toCsv(records: readonly (readonly string[])[], delimiter: CsvDelimiter = ','): string {
  return records
    .map((record) => record.map((cell) => quoteCsvField(guardCsvCell(cell))).join(delimiter))
    .map((line) => `${line}\r\n`)
    .join('');
}
