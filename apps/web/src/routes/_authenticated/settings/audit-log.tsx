import { AUDIT_PAGE_MAX } from '@parley/domain';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import * as v from 'valibot';
import { AuditLog } from '../../../features/audit/index.ts';
import { searchParam } from '../../../lib/routeArgs.ts';
import { guardSection } from '../../../lib/sectionGuard.ts';

/** ?page=2 (from 1; the first page when missing or malformed). */
const searchSchema = v.object({
  page: searchParam(
    v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(AUDIT_PAGE_MAX)),
    1,
  ),
});

// No loader prefetch: the route file's loader stays in the entry chunk every page loads, and this
// admin page fetches its first page on mount just as fast.
export const Route = createFileRoute('/_authenticated/settings/audit-log')({
  beforeLoad: guardSection('settingsAuditLog'),
  validateSearch: searchSchema,
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  component: AuditLogRoute,
});

function AuditLogRoute() {
  const { page } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <AuditLog page={page} onPageChange={(next) => void navigate({ search: { page: next } })} />;
}
