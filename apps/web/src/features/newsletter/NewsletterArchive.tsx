import { useLingui } from '@lingui/react/macro';
import { newsletterStatsQueryOptions, type RestNewsletterStat, useApi } from '@parley/api';
import { archiveYears } from '@parley/domain';
import {
  Button,
  DataTable,
  type DataTableColumn,
  Dialog,
  EmptyState,
  LinkButton,
  Modal,
  Select,
  SelectItem,
} from '@parley/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { queryLoadError } from '../../components/LoadError.tsx';
import { formatDateTime } from '../../lib/dates.ts';
import { translateKey } from '../../lib/messages.ts';
import * as styles from './newsletter.css.ts';
import { TemplateView } from './TemplateView.tsx';
import { useNewsletterTexts } from './texts.ts';

export type NewsletterArchiveProps = { year: number; onYearChange: (year: number) => void };

/**
 * /newsletter/archive: the newsletters of a year (2023 to this year, spec 9), each with its counts,
 * its template's preview (NEWSLETTER.NO_TEMPLATE when the template is gone) and its statistics page.
 */
export function NewsletterArchive({ year, onYearChange }: NewsletterArchiveProps) {
  const { t, i18n } = useLingui();
  const api = useApi();
  const texts = useNewsletterTexts();
  const stats = useQuery(newsletterStatsQueryOptions(api, year));
  const [previewed, setPreviewed] = useState<RestNewsletterStat | null>(null);
  const columns: DataTableColumn<RestNewsletterStat>[] = [
    { id: 'name', header: t`Newsletter`, isRowHeader: true, cell: (item) => item.name },
    { id: 'sent', header: t`Sent on`, width: '10rem', cell: (item) => formatDateTime(item.dispatchedAt) },
    {
      id: 'recipients',
      header: t`Recipients`,
      width: '7rem',
      cell: (item) => texts.number(item.counts.recipients),
    },
    {
      id: 'delivered',
      header: t`Delivered`,
      width: '7rem',
      cell: (item) => texts.number(item.counts.delivered),
    },
    { id: 'read', header: t`Read`, width: '6rem', cell: (item) => texts.number(item.counts.read) },
    {
      id: 'skipped',
      header: t`Without consent`,
      width: '8rem',
      cell: (item) => texts.number(item.counts.skippedNoConsent),
    },
    {
      id: 'actions',
      header: t`Actions`,
      width: '15rem',
      cell: (item) => (
        <span className={styles.row}>
          <Button size="sm" variant="secondary" onPress={() => setPreviewed(item)}>
            {t`Preview`}
          </Button>
          <LinkButton size="sm" variant="secondary" href={`/newsletter/stats/${encodeURIComponent(item.id)}`}>
            {t`Statistics`}
          </LinkButton>
        </span>
      ),
    },
  ];
  const template = previewed?.odTemplate;
  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <Select
          label={t`Year`}
          selectedKey={String(year)}
          onSelectionChange={(key) => key !== null && onYearChange(Number(key))}
        >
          {archiveYears(new Date().getFullYear()).map((option) => (
            <SelectItem key={option} id={String(option)}>
              {String(option)}
            </SelectItem>
          ))}
        </Select>
      </div>
      <DataTable
        aria-label={t`Newsletters of ${year}`}
        columns={columns}
        rows={stats.data ?? []}
        getRowId={(item) => item.id}
        isLoading={stats.isPending}
        loadingRowCount={3}
        loadingLabel={t`Loading the newsletters…`}
        emptyState={<EmptyState headingLevel={3} title={t`No newsletters were sent in ${year}`} />}
        errorState={queryLoadError(stats, t`The newsletters could not be loaded.`)}
      />
      <Modal
        size="md"
        isOpen={previewed !== null}
        onOpenChange={(open) => {
          if (!open) setPreviewed(null);
        }}
      >
        <Dialog title={previewed?.name ?? ''} closeLabel={t`Close`}>
          {template ? (
            <TemplateView template={template} variables={previewed?.userInput.variables} />
          ) : (
            <p className={styles.warning}>{translateKey(i18n, 'NEWSLETTER.NO_TEMPLATE')}</p>
          )}
        </Dialog>
      </Modal>
    </div>
  );
}
