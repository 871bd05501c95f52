import { type ImportProgress, useImportContacts } from '@parley/api';
import {
  CONTACT_IMPORT_LIMITS,
  type ContactImportRow,
  importMessageKeys,
  readContactCsv,
  validateContactRow,
} from '@parley/domain';
import { useState } from 'react';

export type ContactImportState =
  | { phase: 'idle' }
  | { phase: 'reading'; fileName: string }
  | {
      phase: 'fileError';
      fileName: string;
      messageKey: string;
      column?: string | undefined;
      line?: number | undefined;
    }
  | { phase: 'running' | 'done'; fileName: string; progress: ImportProgress }
  | { phase: 'failed'; fileName: string; progress: ImportProgress | null };

/** The file as UTF-8 text (FileReader: also where Blob.text is missing, as in jsdom). */
function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file, 'utf-8');
  });
}

/** Splits the file's rows into the ones to send and the ones the browser already finds invalid. */
export function checkRows(rows: readonly ContactImportRow[]) {
  const valid: ContactImportRow[] = [];
  const invalid: { row: number; errors: { column?: string; messageKey: string }[] }[] = [];
  for (const row of rows) {
    const check = validateContactRow(row.values);
    if (check.ok) valid.push(row);
    else invalid.push({ row: row.row, errors: check.errors });
  }
  return { valid, invalid };
}

/**
 * The contacts import of settings/import-export: reads the chosen CSV in the browser (size cap, then
 * readContactCsv), checks every row with the domain's rules, and sends the valid rows in batches with
 * the import retry policy (useImportContacts). Progress and the per-row problems are kept for the screen.
 */
export function useContactImport() {
  const importContacts = useImportContacts();
  const [state, setState] = useState<ContactImportState>({ phase: 'idle' });

  const start = async (file: File) => {
    const fileName = file.name;
    if (file.size > CONTACT_IMPORT_LIMITS.maxFileBytes) {
      setState({ phase: 'fileError', fileName, messageKey: importMessageKeys.fileTooLarge });
      return;
    }
    setState({ phase: 'reading', fileName });
    let text: string;
    try {
      text = await readText(file);
    } catch {
      setState({ phase: 'fileError', fileName, messageKey: importMessageKeys.notCsv });
      return;
    }
    const read = readContactCsv(text);
    if (!read.ok) {
      setState({ phase: 'fileError', fileName, ...read.error });
      return;
    }
    const { valid, invalid } = checkRows(read.rows);
    let last: ImportProgress | null = null;
    try {
      const progress = await importContacts.mutateAsync({
        rows: valid,
        invalid: invalid as ImportProgress['failures'],
        onProgress: (next) => {
          last = next;
          setState({ phase: 'running', fileName, progress: next });
        },
      });
      setState({ phase: 'done', fileName, progress });
    } catch {
      setState({ phase: 'failed', fileName, progress: last });
    }
  };

  return { state, start, reset: () => setState({ phase: 'idle' }) };
}
