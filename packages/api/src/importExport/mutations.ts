import { useMutation } from '@tanstack/react-query';
import { useApi } from '../apiContext.ts';
import { RestError } from '../rest/restClient.ts';
import type { RestContactImportBatch, RestContactImportResult } from '../rest/types.ts';
import {
  type ImportProgress,
  type ImportRow,
  type ImportRowFailure,
  runContactImport,
} from './importRunner.ts';

export type ContactImportInput = {
  rows: readonly ImportRow[];
  invalid?: readonly ImportRowFailure[];
  onProgress?: (progress: ImportProgress) => void;
};

/**
 * Imports the rows of a contacts file in batches, with the import retry policy (importRunner.ts).
 * Contacts are not cached anywhere the settings show, so nothing is invalidated; the contacts screens
 * read them fresh.
 */
export function useImportContacts() {
  const api = useApi();
  return useMutation({
    mutationFn: ({ rows, invalid, onProgress }: ContactImportInput) =>
      runContactImport({
        importId: crypto.randomUUID(),
        rows,
        ...(invalid ? { invalid } : {}),
        ...(onProgress ? { onProgress } : {}),
        sendBatch: (batch: RestContactImportBatch) =>
          api.rest.send<RestContactImportResult>('POST', '/core-service/customers/import', batch),
      }),
  });
}

/** The file name a Content-Disposition header gives, or the fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition?.match(/filename="([^"]{1,200})"/);
  return match?.[1] ?? fallback;
}

export type ContactExport = { blob: Blob; fileName: string };

/** Downloads the company's contacts as CSV (the caller saves the blob under `fileName`). */
export function useExportContacts() {
  const api = useApi();
  return useMutation({
    mutationFn: async (): Promise<ContactExport> => {
      const response = await api.fetch(`${api.config.restBaseUrl}/core-service/customers/export`);
      if (!response.ok) throw new RestError(response.status, 'HTTP_ERROR', response.statusText);
      return {
        blob: await response.blob(),
        fileName: fileNameOf(response.headers.get('content-disposition'), 'contacts.csv'),
      };
    },
  });
}
