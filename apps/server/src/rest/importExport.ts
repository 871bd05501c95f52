import type { RestContactImportResult } from '@parley/api/rest';
import { contactImportBatchSchema, contactsExportFileName } from '@parley/domain';
import type { Hono } from 'hono';
import { stream } from 'hono/streaming';
import { assertAdmin } from '../auth/access.ts';
import type { DbDeps } from '../deps.ts';
import { parseInput } from '../errors.ts';
import { exportContactsCsv, importContacts } from '../importExport/service.ts';
import { readJsonBody } from './respond.ts';
import type { Env } from './routes.ts';

/*
 * Contacts import and export (see RestContactImportBatch and RestContactExport in @parley/api/rest).
 * The REST body limit (2 MB, app.ts) and the batch schema (100 rows, bounded values) cap a request;
 * the browser refuses files over 5 MB and 10 000 rows before sending anything.
 */
export function registerImportExportRoutes(api: Hono<Env>, deps: DbDeps) {
  api.post('/core-service/customers/import', async (c) => {
    const viewer = c.get('viewer');
    assertAdmin(viewer);
    const batch = parseInput(contactImportBatchSchema, await readJsonBody(c.req), 'Invalid import batch');
    const results = await importContacts({ ...deps, clientAddress: c.get('clientAddress') }, viewer, batch);
    return c.json({ results } satisfies RestContactImportResult);
  });

  api.get('/core-service/customers/export', (c) => {
    const viewer = c.get('viewer');
    assertAdmin(viewer);
    const fileName = contactsExportFileName(new Date().toISOString().slice(0, 10));
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="${fileName}"`);
    c.header('Cache-Control', 'no-store');
    c.header('X-Content-Type-Options', 'nosniff');
    return stream(c, async (out) => {
      for await (const chunk of exportContactsCsv({ ...deps, clientAddress: c.get('clientAddress') }, viewer))
        await out.write(chunk);
    });
  });
}
