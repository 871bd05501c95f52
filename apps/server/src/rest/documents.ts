import { brandFileIdSchema } from '@parley/domain';
import type { Hono } from 'hono';
import type { DbDeps } from '../deps.ts';
import { getFile } from '../documents/service.ts';
import { parseInput } from '../errors.ts';
import type { Env } from './routes.ts';

/** Types a browser may show inline from our origin: no script can run in them (SVG can, so it is not here). */
const INLINE_SAFE = new Set([
  'application/pdf',
  'text/plain',
  'text/csv',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
]);

/** RFC 6266 / 5987: an ASCII fallback and the exact UTF-8 name. */
function contentDisposition(kind: 'attachment' | 'inline', name: string): string {
  const ascii = Array.from(name, (ch) =>
    ch >= ' ' && ch <= '~' && ch !== '"' && ch !== '\\' ? ch : '_',
  ).join('');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Brand document bytes (format in packages/api/src/rest/types.ts); folders go over the /documents socket. */
export function registerDocumentRoutes(api: Hono<Env>, deps: DbDeps) {
  api.get('/brand-documents/files/:id', async (c) => {
    const { id } = parseInput(brandFileIdSchema, c.req.param(), 'Invalid path');
    const file = await getFile(deps.db, c.get('viewer'), id);
    const inline = c.req.query('inline') === '1' && INLINE_SAFE.has(file.mimeType);
    return new Response(new Uint8Array(file.bytes), {
      headers: {
        'content-type':
          file.mimeType === 'text/plain' || file.mimeType === 'text/csv'
            ? `${file.mimeType}; charset=utf-8`
            : file.mimeType,
        'content-length': String(file.bytes.length),
        'content-disposition': contentDisposition(inline ? 'inline' : 'attachment', file.name),
        'cache-control': 'private, no-store',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      },
    });
  });
}
