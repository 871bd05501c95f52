import { useLingui } from '@lingui/react/macro';
import { type AuditLogQuery, auditLogQueryOptions, useApi, useExportAuditLog } from '@parley/api';
import { AUDIT_PAGE_SIZE } from '@parley/domain';
import { Button, DataTable, type DataTableColumn, EmptyState, Pagination, useToast } from '@parley/ui';
import { useQuery } from '@tanstack/react-query';
import { queryLoadError } from '../../components/LoadError.tsx';
import { formatDateTime } from '../../lib/dates.ts';
import { saveBlob } from '../../lib/saveBlob.ts';
import * as styles from './audit.css.ts';
import { useAuditTexts } from './auditTexts.ts';

type AuditEvent = AuditLogQuery['auditLog']['items'][number];

export type AuditLogProps = {
  /** The page shown, from 1 (kept in the address). */
  page: number;
  onPageChange: (page: number) => void;
};

/**
 * settings/audit-log (admins): who did what in the company (impersonations, roles, invitations,
 * deactivations, channels, the contacts export and import, password and email changes, failed
 * sign-ins), newest first, 25 to a page, and the whole log as CSV.
 */
export function AuditLog({ page, onPageChange }: AuditLogProps) {
  const { t } = useLingui();
  const api = useApi();
  const toast = useToast();
  const log = useQuery(auditLogQueryOptions(api, page));
  const exportLog = useExportAuditLog();
  const texts = useAuditTexts();
  const total = log.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));

  const columns: DataTableColumn<AuditEvent>[] = [
    { id: 'at', header: t`When`, width: '11rem', cell: (event) => formatDateTime(event.at) },
    { id: 'action', header: t`Action`, isRowHeader: true, cell: (event) => texts.action(event.action) },
    {
      id: 'actor',
      header: t`By`,
      cell: (event) => event.actorName ?? <span className={styles.muted}>—</span>,
    },
    {
      id: 'target',
      header: t`Concerning`,
      cell: (event) => event.targetName ?? <span className={styles.muted}>—</span>,
    },
    { id: 'detail', header: t`Details`, cell: (event) => texts.detail(event.action, event.detail) },
    {
      id: 'address',
      header: t`IP address`,
      cell: (event) => <span className={styles.address}>{event.address}</span>,
    },
  ];

  const handleExport = async () => {
    try {
      const { blob, fileName } = await exportLog.mutateAsync();
      saveBlob(blob, fileName);
      toast.add({ tone: 'positive', title: t`Audit log downloaded.` });
    } catch {
      toast.add({ tone: 'critical', title: t`The audit log could not be downloaded. Please try again.` });
    }
  };

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <p className={styles.intro}>
          {t`What was done in your company that matters for its security. Entries cannot be changed or removed.`}
        </p>
        <Button variant="secondary" isPending={exportLog.isPending} onPress={() => void handleExport()}>
          {t`Download as CSV`}
        </Button>
      </div>
      <DataTable
        aria-label={t`Audit log`}
        columns={columns}
        rows={log.data?.items ?? []}
        getRowId={(event) => event.id}
        isLoading={log.isPending}
        loadingRowCount={5}
        loadingLabel={t`Loading the audit log…`}
        emptyState={<EmptyState headingLevel={3} title={t`Nothing recorded yet`} />}
        errorState={queryLoadError(log, t`The audit log could not be loaded.`)}
      />
      {total > AUDIT_PAGE_SIZE || page > 1 ? (
        <Pagination
          aria-label={t`Pages of the audit log`}
          page={page}
          pageCount={pageCount}
          onPageChange={onPageChange}
          isPending={log.isPlaceholderData}
          previousLabel={t`Previous`}
          nextLabel={t`Next`}
          statusLabel={t`Page ${page} of ${pageCount}`}
        />
      ) : null}
    </div>
  );
}
