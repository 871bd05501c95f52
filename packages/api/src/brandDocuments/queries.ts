import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../apiContext.ts';
import { RestError } from '../rest/restClient.ts';
import type { DocumentsClient } from './client.ts';

/** Cache keys of the brand documents, built only here (the cache is dropped on sign-out). */
export const brandDocumentKeys = {
  all: ['brandDocuments'] as const,
  folder: (folderId: string | null) => ['brandDocuments', 'folder', folderId ?? 'top'] as const,
};

/** One folder (or the top level) with its breadcrumbs, over the documents socket. */
export function brandFolderQueryOptions(documents: DocumentsClient, folderId: string | null) {
  return queryOptions({
    queryKey: brandDocumentKeys.folder(folderId),
    queryFn: () => documents.getFolder(folderId),
    staleTime: 60_000,
    retry: 1,
  });
}

/**
 * A brand document's bytes (GET /api/brand-documents/files/{id}, with the session's token).
 * `inline` asks for a copy the browser may show in a tab. Rejects with a RestError.
 */
export async function fetchBrandFile(
  api: Pick<Api, 'fetch' | 'config'>,
  fileId: string,
  options: { inline?: boolean } = {},
): Promise<Blob> {
  const response = await api.fetch(
    `${api.config.restBaseUrl}/brand-documents/files/${encodeURIComponent(fileId)}${options.inline ? '?inline=1' : ''}`,
  );
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as {
      error?: { code?: string; message?: string; messageKey?: string };
    } | null;
    throw new RestError(
      response.status,
      payload?.error?.code ?? 'HTTP_ERROR',
      payload?.error?.message ?? response.statusText,
      undefined,
      payload?.error?.messageKey,
    );
  }
  return response.blob();
}
