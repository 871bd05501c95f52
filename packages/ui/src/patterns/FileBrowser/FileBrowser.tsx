import type { ReactNode } from 'react';
import { Button as RACButton } from 'react-aria-components';
import { ChevronRightIcon, DocumentIcon, DownloadIcon, FolderIcon } from '../../icons/Icon';
import { Banner } from '../../primitives/Banner/Banner';
import { Button } from '../../primitives/Button/Button';
import { IconButton } from '../../primitives/IconButton/IconButton';
import { Skeleton } from '../../primitives/Skeleton/Skeleton';
import { Spinner } from '../../primitives/Spinner/Spinner';
import { cx } from '../../utils/cx';
import { EmptyState } from '../EmptyState/EmptyState';
import * as styles from './FileBrowser.css';

export type FileBrowserCrumb = { id: string | null; name: string };
export type FileBrowserFolder = { id: string; name: string };
export type FileBrowserFile = {
  id: string;
  name: string;
  /** Already formatted by the app, e.g. "245 KB". */
  sizeText?: string;
  /** Already formatted by the app, e.g. "23.11.2026". */
  dateText?: string;
};

export type FileBrowserProps = {
  /** From the top level (id null) down to the open folder, which is last. */
  breadcrumbs: FileBrowserCrumb[];
  folders: FileBrowserFolder[];
  files: FileBrowserFile[];
  /** Open a folder (or the top level: null), from a row or a breadcrumb. */
  onOpenFolder: (id: string | null) => void;
  /** Open a file to look at it (the file's name). */
  onOpenFile: (file: FileBrowserFile) => void;
  onDownloadFile: (file: FileBrowserFile) => void;
  /** The file being fetched for opening or downloading: its download button shows a spinner. */
  pendingFileId?: string | null;
  state?: 'loading' | 'ready' | 'error';
  /** Shown above the list, e.g. a failed download's error Banner. */
  notice?: ReactNode;
  onRetry?: () => void;
  breadcrumbsLabel?: string;
  listLabel?: string;
  downloadLabel?: (name: string) => string;
  /** Accessible name of a file's name button. */
  openLabel?: (name: string) => string;
  folderLabel?: (name: string) => string;
  loadingLabel?: string;
  emptyTitle?: string;
  emptyDescription?: string;
  errorTitle?: string;
  errorDescription?: string;
  retryLabel?: string;
  className?: string;
};

/**
 * Browses a folder tree: breadcrumbs, then the open folder's sub-folders and files. A folder opens
 * on press; a file opens on its name and downloads on its button. Loading, empty and error states.
 */
export const FileBrowser = ({
  breadcrumbs,
  folders,
  files,
  onOpenFolder,
  onOpenFile,
  onDownloadFile,
  pendingFileId = null,
  state = 'ready',
  notice,
  onRetry,
  breadcrumbsLabel = 'Folders',
  listLabel = 'Contents',
  downloadLabel = (name) => `Download ${name}`,
  openLabel = (name) => `Open ${name}`,
  folderLabel = (name) => `Folder ${name}`,
  loadingLabel = 'Loading',
  emptyTitle = 'This folder is empty',
  emptyDescription,
  errorTitle = 'The folder could not be loaded',
  errorDescription,
  retryLabel = 'Try again',
  className,
}: FileBrowserProps) => (
  <div className={cx(styles.root, className)}>
    <nav aria-label={breadcrumbsLabel}>
      <ol className={styles.crumbs}>
        {breadcrumbs.map((crumb, index) => {
          const isCurrent = index === breadcrumbs.length - 1;
          return (
            <li key={crumb.id ?? 'top'} className={styles.crumb}>
              {index > 0 ? <ChevronRightIcon size="sm" className={styles.separator} /> : null}
              {isCurrent ? (
                <span className={styles.crumbCurrent} aria-current="page">
                  {crumb.name}
                </span>
              ) : (
                <RACButton className={styles.crumbButton} onPress={() => onOpenFolder(crumb.id)}>
                  {crumb.name}
                </RACButton>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
    {notice}
    {state === 'loading' ? (
      <ul className={styles.list} aria-label={listLabel} aria-busy="true">
        <li className={styles.row}>
          <Spinner size="sm" aria-label={loadingLabel} />
        </li>
        {['a', 'b', 'c'].map((key) => (
          <li key={key} className={styles.skeletonRow} aria-hidden="true">
            <Skeleton shape="rect" width="1.5rem" height="1.5rem" />
            <Skeleton width="40%" />
          </li>
        ))}
      </ul>
    ) : state === 'error' ? (
      <Banner
        tone="critical"
        title={errorTitle}
        action={
          onRetry ? (
            <Button variant="secondary" size="sm" onPress={onRetry}>
              {retryLabel}
            </Button>
          ) : undefined
        }
      >
        {errorDescription}
      </Banner>
    ) : folders.length === 0 && files.length === 0 ? (
      <EmptyState
        headingLevel={2}
        icon={<FolderIcon size="lg" />}
        title={emptyTitle}
        description={emptyDescription}
      />
    ) : (
      <ul className={styles.list} aria-label={listLabel}>
        {folders.map((folder) => (
          <li key={folder.id} className={styles.row} data-kind="folder">
            <RACButton
              className={styles.name}
              aria-label={folderLabel(folder.name)}
              onPress={() => onOpenFolder(folder.id)}
            >
              <FolderIcon className={styles.folderIcon} />
              {folder.name}
            </RACButton>
          </li>
        ))}
        {files.map((file) => (
          <li key={file.id} className={styles.row} data-kind="file">
            <RACButton
              className={styles.name}
              aria-label={openLabel(file.name)}
              onPress={() => onOpenFile(file)}
            >
              <DocumentIcon className={styles.rowIcon} />
              {file.name}
            </RACButton>
            {file.dateText ? <span className={styles.meta}>{file.dateText}</span> : null}
            {file.sizeText ? <span className={styles.meta}>{file.sizeText}</span> : null}
            {pendingFileId === file.id ? (
              <Spinner size="sm" aria-label={downloadLabel(file.name)} />
            ) : (
              <IconButton
                label={downloadLabel(file.name)}
                icon={<DownloadIcon />}
                onPress={() => onDownloadFile(file)}
              />
            )}
          </li>
        ))}
      </ul>
    )}
  </div>
);
