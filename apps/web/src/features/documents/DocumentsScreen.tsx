import { useLingui } from '@lingui/react/macro';
import { formatFileSize } from '@parley/domain';
import { Banner, FileBrowser, type FileBrowserCrumb } from '@parley/ui';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useMemo } from 'react';
import { messageFor } from '../../lib/messages.ts';
import { useBrandFolder, useDocumentsClient, useFileActions } from './useBrandDocuments.ts';

/** The brand's documents: one folder at a time (in the address, so back and forward work). */
export function DocumentsScreen({ folderId }: { folderId: string | null }) {
  const { t, i18n } = useLingui();
  const { app } = useRouteContext({ from: '/_authenticated' });
  const navigate = useNavigate();
  const documents = useDocumentsClient(app);
  const folder = useBrandFolder(documents, folderId);
  const files = useFileActions();

  const openFolder = (id: string | null) =>
    void navigate({ to: '/documents', search: id ? { folder: id } : {} });

  const view = folder.data;
  const breadcrumbs = useMemo<FileBrowserCrumb[]>(
    () => [
      { id: null, name: t`Brand documents` },
      ...(view?.breadcrumbs ?? []).map((crumb) => ({ id: crumb._id, name: crumb.name })),
    ],
    [view, t],
  );

  return (
    <FileBrowser
      breadcrumbs={breadcrumbs}
      folders={(view?.folders ?? []).map((item) => ({ id: item._id, name: item.name }))}
      files={(view?.files ?? []).map((file) => ({
        id: file._id,
        name: file.name,
        sizeText: formatFileSize(file.size, i18n.locale),
      }))}
      state={folder.isPending ? 'loading' : folder.isError && !view ? 'error' : 'ready'}
      onOpenFolder={openFolder}
      onOpenFile={(file) => void files.open(file)}
      onDownloadFile={(file) => void files.download(file)}
      pendingFileId={files.pendingId}
      onRetry={() => void folder.refetch()}
      notice={
        files.failed ? (
          <Banner tone="critical" title={i18n._(messageFor(files.failed.errorKey))}>
            {t`${files.failed.name} could not be opened or downloaded.`}
          </Banner>
        ) : null
      }
      breadcrumbsLabel={t`Folders`}
      listLabel={t`Contents of ${breadcrumbs[breadcrumbs.length - 1]?.name ?? ''}`}
      downloadLabel={(name) => t`Download ${name}`}
      openLabel={(name) => t`Open ${name}`}
      folderLabel={(name) => t`Folder ${name}`}
      loadingLabel={t`Loading documents`}
      emptyTitle={t`This folder is empty`}
      emptyDescription={t`Your brand has not shared any documents here yet.`}
      errorTitle={t`The documents could not be loaded`}
      errorDescription={t`Check your connection and try again.`}
      retryLabel={t`Try again`}
    />
  );
}
