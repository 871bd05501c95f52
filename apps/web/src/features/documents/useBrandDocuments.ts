import {
  brandFolderQueryOptions,
  createDocumentsClient,
  type DocumentsClient,
  fetchBrandFile,
  useApi,
} from '@parley/api';
import { messageKeys } from '@parley/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { AppContext } from '../../lib/appContext.ts';

/** The documents socket of this page, closed when the page goes (it reconnects on its next request). */
export function useDocumentsClient(app: Pick<AppContext, 'config' | 'session'>): DocumentsClient {
  const [client] = useState(() =>
    createDocumentsClient({
      url: app.config.socketUrl,
      getAccessToken: () => app.session.tokens.getAccessToken(),
      refreshAccessToken: () => app.session.refreshAccessToken(),
    }),
  );
  useEffect(() => () => client.close(), [client]);
  return client;
}

export function useBrandFolder(documents: DocumentsClient, folderId: string | null) {
  return useQuery(brandFolderQueryOptions(documents, folderId));
}

/** Saves a Blob under a name through a temporary link (the browser's download). */
function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Opening and downloading files with the session's token. A failure leaves `errorKey` set to the
 * general error (spec 8: download failure shows the general error) until the next attempt.
 */
export function useFileActions() {
  const api = useApi();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [failed, setFailed] = useState<{ name: string; errorKey: string } | null>(null);

  const download = useCallback(
    async (file: { id: string; name: string }) => {
      setPendingId(file.id);
      setFailed(null);
      try {
        saveBlob(await fetchBrandFile(api, file.id), file.name);
      } catch {
        setFailed({ name: file.name, errorKey: messageKeys.general });
      } finally {
        setPendingId(null);
      }
    },
    [api],
  );

  const open = useCallback(
    async (file: { id: string; name: string }) => {
      // Opened before the fetch, while the click still counts as the user's: popup blockers allow it.
      const tab = window.open('about:blank', '_blank');
      setPendingId(file.id);
      setFailed(null);
      try {
        const blob = await fetchBrandFile(api, file.id, { inline: true });
        const url = URL.createObjectURL(blob);
        if (tab) tab.location.href = url;
        else saveBlob(blob, file.name);
        setTimeout(() => URL.revokeObjectURL(url), 60_000);
      } catch {
        tab?.close();
        setFailed({ name: file.name, errorKey: messageKeys.general });
      } finally {
        setPendingId(null);
      }
    },
    [api],
  );

  return { pendingId, failed, download, open, dismiss: () => setFailed(null) };
}
