import * as v from 'valibot';
import { idSchema } from '../inbox/inputSchemas.ts';

/*
 * Brand documents (spec 3: folders with _id, name, parent, files): what a client may ask on the
 * documents socket and the breadcrumb rule both sides use.
 */

/** Folders nest at most this deep; a trail longer than this means a cycle in the data. */
export const BRAND_FOLDER_MAX_DEPTH = 32;

/** `get-folder` on the documents socket: a folder id, or null for the brand's top level. */
export const brandFolderRequestSchema = v.object({
  folderId: v.nullable(idSchema),
});

export type BrandFolderRequest = v.InferOutput<typeof brandFolderRequestSchema>;

/** A file to download or open: its id. */
export const brandFileIdSchema = v.object({ id: idSchema });

export type FolderNode = { id: string; name: string; parentId: string | null };

/**
 * The way from the top level down to `folderId` (the folder itself last), from a lookup of folders by
 * id. Null when the folder or one of its parents is unknown, or the parents form a cycle.
 */
export function breadcrumbTrail(
  folderId: string,
  lookup: (id: string) => FolderNode | undefined,
): FolderNode[] | null {
  const trail: FolderNode[] = [];
  let id: string | null = folderId;
  while (id !== null) {
    if (trail.length >= BRAND_FOLDER_MAX_DEPTH) return null;
    const node = lookup(id);
    if (!node) return null;
    trail.push(node);
    id = node.parentId;
  }
  return trail.reverse();
}

/** Folders first, then files, each by name in the user's language. */
export function byName(locale: string) {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  return (a: { name: string }, b: { name: string }) => collator.compare(a.name, b.name);
}
