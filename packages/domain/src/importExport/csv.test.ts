import { describe, expect, it } from 'vitest';
import { describeGrowth, growthOf } from '../testing/linearTime.ts';
import { detectCsvDelimiter, guardCsvCell, parseCsv, toCsv, unguardCsvCell } from './csv.ts';

const fieldsOf = (text: string, delimiter: ',' | ';' = ',') => {
  const result = parseCsv(text, delimiter);
  if (!result.ok) throw new Error(`unexpected ${result.error}`);
  return result.records.map((record) => record.fields);
};

describe('parseCsv', () => {
  it('reads plain records with CRLF, LF and CR line ends', () => {
    expect(fieldsOf('a,b\r\nc,d\ne,f\rg,h')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['e', 'f'],
      ['g', 'h'],
    ]);
  });

  it('keeps commas, doubled quotes and line breaks inside quotes', () => {
    expect(fieldsOf('"Smith, John","say ""hi""","line 1\r\nline 2"\r\nx,y,z\r\n')).toEqual([
      ['Smith, John', 'say "hi"', 'line 1\r\nline 2'],
      ['x', 'y', 'z'],
    ]);
  });

  it('counts lines across quoted line breaks', () => {
    const result = parseCsv('h\n"a\nb"\nc\n');
    expect(result.ok && result.records.map((record) => record.line)).toEqual([1, 2, 4]);
  });

  it('drops a byte order mark and skips blank lines', () => {
    expect(fieldsOf('\uFEFFname,age\n\n\nAnn,3\n')).toEqual([
      ['name', 'age'],
      ['Ann', '3'],
    ]);
  });

  it('keeps empty fields, also a trailing one and an empty quoted one', () => {
    expect(fieldsOf('a,,c,\n"",b')).toEqual([
      ['a', '', 'c', ''],
      ['', 'b'],
    ]);
  });

  it('keeps quotes that do not open a field as text', () => {
    expect(fieldsOf('ab"c,"d"e\n')).toEqual([['ab"c', 'de']]);
  });

  it('reports an unterminated quote with the line it opened on', () => {
    expect(parseCsv('a,b\nc,"open\nmore')).toEqual({ ok: false, error: 'unterminatedQuote', line: 2 });
  });

  it('reads semicolon files', () => {
    expect(fieldsOf('Vorname;Nachname\n"A;B";C', ';')).toEqual([
      ['Vorname', 'Nachname'],
      ['A;B', 'C'],
    ]);
  });

  it('stays linear on a hostile input', () => {
    const growth = growthOf(
      (length) => parseCsv(`${'"'.repeat(length * 2 + 1)}\n${',"a""b"'.repeat(length)}`),
      { length: 10_000 },
    );
    expect(growth.linear, describeGrowth(growth)).toBe(true);
  });
});

describe('detectCsvDelimiter', () => {
  it('detects semicolons only when the header has no comma outside quotes', () => {
    expect(detectCsvDelimiter('a;b;c\n1,2')).toBe(';');
    expect(detectCsvDelimiter('\uFEFF"x,y";b\n')).toBe(';');
    expect(detectCsvDelimiter('a,b;c')).toBe(',');
    expect(detectCsvDelimiter('single')).toBe(',');
  });
});

describe('toCsv and the formula guard', () => {
  it('quotes what needs quotes and ends lines with CRLF', () => {
    expect(toCsv([['a', 'b,c', 'say "hi"', 'two\nlines']])).toBe('a,"b,c","say ""hi""","two\nlines"\r\n');
  });

  it('prefixes cells that start a formula with an apostrophe', () => {
    for (const cell of ['=1+1', '+49 30 1', '-2', '@SUM(A1)', '\tx'])
      expect(guardCsvCell(cell)).toBe(`'${cell}`);
    expect(guardCsvCell('plain')).toBe('plain');
    expect(guardCsvCell('')).toBe('');
    expect(toCsv([['=HYPERLINK("http://x")']])).toBe('"\'=HYPERLINK(""http://x"")"\r\n');
  });

  it('round-trips through parseCsv and unguardCsvCell', () => {
    const rows = [
      ['=cmd|" /C calc"!A0', '+49 171 1234567', 'Müller, "Max"', 'a\r\nb'],
      ['', "'plain", '@x', '-'],
    ];
    const parsed = parseCsv(toCsv(rows));
    expect(parsed.ok && parsed.records.map((record) => record.fields.map(unguardCsvCell))).toEqual(rows);
  });

  // A spreadsheet set to the other list separator (German Excel reads ';') splits a cell at that
  // separator wherever a quote does not open a field, so a formula hidden after a separator inside a
  // cell becomes a cell of its own. Opened either way, no cell may start a formula.
  const hostile = [
    ['Max;=1+1;', 'Anna', 'x,=HYPERLINK("http://evil")'],
    ['a;  "=1+1"', 'tab	@SUM(A1)', 'Berlin, +49 30 1234'],
    ['=2+2', 'Müller; -5', 'plain; text, here'],
    ['two\n=1+1', 'cr\r\n"@x"', "kept 'as typed"],
  ];
  const startsFormula = (cell: string) => /^[\s"]*[=+\-@]/.test(cell);

  for (const written of [',', ';'] as const)
    for (const opened of [',', ';'] as const)
      it(`starts no formula in a file written with '${written}' and opened with '${opened}'`, () => {
        const parsed = parseCsv(toCsv(hostile, written), opened);
        expect(parsed.ok).toBe(true);
        const cells = parsed.ok ? parsed.records.flatMap((record) => record.fields) : [];
        expect(cells.filter(startsFormula)).toEqual([]);
      });

  it('quotes every cell with either separator or a tab, whichever separator it writes', () => {
    expect(toCsv([['a;b', 'c,d', 'e\tf']], ',')).toBe('"a;b","c,d","e\tf"\r\n');
    expect(toCsv([['a;b', 'c,d', 'e\tf']], ';')).toBe('"a;b";"c,d";"e\tf"\r\n');
  });

  it('round-trips the guarded separators through parseCsv and unguardCsvCell', () => {
    for (const delimiter of [',', ';'] as const) {
      const parsed = parseCsv(toCsv(hostile, delimiter), delimiter);
      expect(parsed.ok && parsed.records.map((record) => record.fields.map(unguardCsvCell))).toEqual(hostile);
    }
  });

  it('guards in linear time', () => {
    const growth = growthOf((length) => unguardCsvCell(guardCsvCell(`${';  "'.repeat(length)}x`)));
    expect(growth.linear, describeGrowth(growth)).toBe(true);
  });
});
