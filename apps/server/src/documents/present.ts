import type { BrandDocumentFile, BrandDocumentFolder, BrandDocumentFolderView } from '@parley/api/socket';
import type { FolderNode } from '@parley/domain';
import type { BrandDocumentFileRow, BrandDocumentFolderRow } from '../db/features/documents.ts';
import type { FolderContents } from './service.ts';

/* Brand document folders and files as the /documents socket sends them (ids as `_id`). */

const presentFolder = (
  row: Pick<BrandDocumentFolderRow, 'id' | 'name' | 'parentId'>,
): BrandDocumentFolder => ({
  _id: row.id,
  name: row.name,
  parent: row.parentId,
});

const presentFile = (row: Omit<BrandDocumentFileRow, 'contentBase64'>): BrandDocumentFile => ({
  _id: row.id,
  name: row.name,
  mimeType: row.mimeType,
  size: row.size,
  updatedAt: row.updatedAt.toISOString(),
});

export const presentFolderView = ({ trail, folders, files }: FolderContents): BrandDocumentFolderView => ({
  folder: trail.length > 0 ? presentFolder(trail[trail.length - 1] as FolderNode) : null,
  breadcrumbs: trail.map(presentFolder),
  folders: folders.map(presentFolder),
  files: files.map(presentFile),
});
