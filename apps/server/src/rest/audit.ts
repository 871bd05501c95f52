import { auditLogFileName } from '@parley/domain';
import type { Hono } from 'hono';
import { stream } from 'hono/streaming';
import { exportAuditCsv } from '../audit/service.ts';
import { assertAdmin } from '../auth/access.ts';
import type { DbDeps } from '../deps.ts';
import type { Env } from './routes.ts';

/** GET /core-service/audit-log/export: the company's audit log as CSV, newest first (admins). */
export function registerAuditRoutes(api: Hono<Env>, deps: DbDeps) {
  api.get('/core-service/audit-log/export', (c) => {
    const viewer = c.get('viewer');
    assertAdmin(viewer);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header(
      'Content-Disposition',
      `attachment; filename="${auditLogFileName(new Date().toISOString().slice(0, 10))}"`,
    );
    c.header('Cache-Control', 'no-store');
    c.header('X-Content-Type-Options', 'nosniff');
    return stream(c, async (out) => {
      for await (const chunk of exportAuditCsv(deps, viewer)) await out.write(chunk);
    });
  });
}
