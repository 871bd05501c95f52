import { stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';

/** Files served from a folder on disk: the built web app under /app, the static Storybook under /storybook. */

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
};

/** The Content-Type of a file by its extension. */
export const contentTypeOf = (path: string) =>
  contentTypes[extname(path).toLowerCase()] ?? 'application/octet-stream';

export async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * The file under `root` for a URL path below `prefix` (`/app`), `fallback` for the prefix itself, or
 * null when the path cannot be decoded or escapes the root.
 */
export function fileFor(root: string, urlPath: string, prefix: string, fallback = ''): string | null {
  let relative: string;
  try {
    relative = decodeURIComponent(urlPath.slice(prefix.length).replace(/^\//, '')) || fallback;
  } catch {
    return null;
  }
  if (relative.includes('\0')) return null;
  const path = normalize(join(root, relative));
  return path === root || path.startsWith(root + sep) ? path : null;
}
