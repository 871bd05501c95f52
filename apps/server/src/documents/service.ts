import { breadcrumbTrail, type FolderNode } from '@parley/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Viewer } from '../auth/viewer.ts';
import type { Db } from '../db/client.ts';
import {
  type BrandDocumentFileRow,
  brandDocumentFiles,
  brandDocumentFolders,
} from '../db/features/documents.ts';
import { brands, companies, users } from '../db/schema.ts';
import { AppError, forbidden, notFound } from '../errors.ts';

/*
 * Brand documents: every user of a company sees the documents of the company's brand, when the
 * brand has them enabled; nobody sees another brand's. Company and brand always come from the
 * database (the user row, then its company), never from the client.
 */

/**
 * The brand whose documents the viewer may read. The user row is read again on every request: a
 * long-lived socket must not outlive a deactivation or a move to another company.
 */
export async function documentsBrandOf(db: Db, viewer: Viewer): Promise<string> {
  const [row] = await db
    .select({ active: users.active, brandId: companies.brandId, enabled: brands.featureBrandDocuments })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .innerJoin(brands, eq(brands.id, companies.brandId))
    .where(and(eq(users.id, viewer.user.id), eq(users.companyId, viewer.companyId)))
    .limit(1);
  if (!row?.active) throw new AppError('UNAUTHENTICATED', 'Session no longer valid');
  if (!row.enabled) throw forbidden('Brand documents are not enabled for this brand');
  return row.brandId;
}

/** A folder's path from the top (empty at the top level), its sub-folders and its files. */
export type FolderContents = {
  trail: FolderNode[];
  folders: FolderNode[];
  files: Omit<BrandDocumentFileRow, 'contentBase64'>[];
};

/** A folder of the viewer's brand (or the top level) with its breadcrumbs, sub-folders and files. */
export async function getFolder(db: Db, viewer: Viewer, folderId: string | null): Promise<FolderContents> {
  const brandId = await documentsBrandOf(db, viewer);
  // One brand's tree is small (tens of folders): one query gives the breadcrumbs without recursion.
  const tree = await db
    .select({
      id: brandDocumentFolders.id,
      name: brandDocumentFolders.name,
      parentId: brandDocumentFolders.parentId,
    })
    .from(brandDocumentFolders)
    .where(eq(brandDocumentFolders.brandId, brandId))
    .orderBy(asc(brandDocumentFolders.name));
  const byId = new Map<string, FolderNode>(tree.map((node) => [node.id, node]));
  let trail: FolderNode[] = [];
  if (folderId !== null) {
    const found = breadcrumbTrail(folderId, (id) => byId.get(id));
    if (!found) throw notFound('Folder');
    trail = found;
  }
  const fileColumns = {
    id: brandDocumentFiles.id,
    brandId: brandDocumentFiles.brandId,
    folderId: brandDocumentFiles.folderId,
    name: brandDocumentFiles.name,
    mimeType: brandDocumentFiles.mimeType,
    size: brandDocumentFiles.size,
    updatedAt: brandDocumentFiles.updatedAt,
  };
  const files =
    folderId === null
      ? []
      : await db
          .select(fileColumns)
          .from(brandDocumentFiles)
          .where(and(eq(brandDocumentFiles.brandId, brandId), eq(brandDocumentFiles.folderId, folderId)))
          .orderBy(asc(brandDocumentFiles.name));
  return { trail, folders: tree.filter((node) => node.parentId === folderId), files };
}

/** A file of the viewer's brand with its bytes; NOT_FOUND for anything else. */
export async function getFile(db: Db, viewer: Viewer, fileId: string) {
  const brandId = await documentsBrandOf(db, viewer);
  const [row] = await db
    .select()
    .from(brandDocumentFiles)
    .where(and(eq(brandDocumentFiles.id, fileId), eq(brandDocumentFiles.brandId, brandId)))
    .limit(1);
  if (!row) throw notFound('File');
  return { ...row, bytes: Buffer.from(row.contentBase64, 'base64') };
}
