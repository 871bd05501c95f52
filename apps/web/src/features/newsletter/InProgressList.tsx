import { useLingui } from '@lingui/react/macro';
import { inProgressQueryOptions, type RestNewsletterInProgress, useApi } from '@parley/api';
import { DataTable, type DataTableColumn, EmptyState, Link, LinkButton, ProgressBar } from '@parley/ui';
import { useQuery } from '@tanstack/react-query';
import { queryLoadError } from '../../components/LoadError.tsx';
import { formatDateTime } from '../../lib/dates.ts';
import * as styles from './newsletter.css.ts';
import { useNewsletterTexts } from './texts.ts';

/**
 * /newsletter/in-progress: newsletters still sending, with the next dispatch and "delivered of total",
 * or "planned" while nothing was delivered (spec 4). Read again every few seconds while one is sending.
 */
export function InProgressList() {
  const { t } = useLingui();
  const api = useApi();
  const texts = useNewsletterTexts();
  const list = useQuery(inProgressQueryOptions(api));
  const columns: DataTableColumn<RestNewsletterInProgress>[] = [
    {
      id: 'name',
      header: t`Newsletter`,
      isRowHeader: true,
      cell: (item) => (
        <span className={styles.fields}>
          <span>{item.name}</span>
          {item.userInput.headerAttachment ? (
            <Link href={item.userInput.headerAttachment.url} target="_blank" rel="noopener noreferrer">
              {item.userInput.headerAttachment.displayName}
            </Link>
          ) : null}
        </span>
      ),
    },
    {
      id: 'next',
      header: t`Next dispatch`,
      width: '12rem',
      cell: (item) => (item.nextScheduledSendAt ? formatDateTime(item.nextScheduledSendAt) : t`Sending now`),
    },
    {
      id: 'progress',
      header: t`Delivered`,
      width: '16rem',
      cell: (item) => {
        const text =
          item.deliveredCount === 0
            ? t`planned`
            : t`${texts.number(item.deliveredCount)} of ${texts.number(item.totalRecipientCount)}`;
        return (
          <ProgressBar
            label={text}
            value={item.deliveredCount}
            maxValue={Math.max(1, item.totalRecipientCount)}
            size="sm"
          />
        );
      },
    },
  ];
  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <p
          className={styles.intro}
        >{t`Newsletters that are still being sent. The numbers update while they go out.`}</p>
        <LinkButton href="/newsletter/wizard" variant="secondary">
          {t`New newsletter`}
        </LinkButton>
      </div>
      <DataTable
        aria-label={t`Newsletters in progress`}
        columns={columns}
        rows={list.data ?? []}
        getRowId={(item) => item.id}
        isLoading={list.isPending}
        loadingRowCount={2}
        loadingLabel={t`Loading the newsletters…`}
        emptyState={<EmptyState headingLevel={3} title={t`No newsletter is being sent right now`} />}
        errorState={queryLoadError(list, t`The newsletters could not be loaded.`)}
      />
    </div>
  );
}
