import { useLingui } from '@lingui/react/macro';
import { newsletterStatQueryOptions, type RestNewsletterCounts, useApi } from '@parley/api';
import { ChartFrame, DataTable, type DataTableColumn, Link, Skeleton } from '@parley/ui';
import { vars } from '@parley/ui/theme';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { LoadError } from '../../components/LoadError.tsx';
import { useChannelNames } from '../../lib/channelNames.ts';
import { formatDateTime } from '../../lib/dates.ts';
import * as styles from './newsletter.css.ts';
import { useNewsletterTexts } from './texts.ts';

// uPlot loads with the charts' routes only (the size script checks that no other route carries it).
const UplotChart = lazy(() => import('../../lib/charts/UplotChart.tsx'));

/** Series colours: the brand's primary, then colours that keep 3:1 against white and each other. */
const palette = [vars.color.brand, '#b35900', '#6b4fbb', '#c62828'];

/**
 * /newsletter/stats/{id} (hidden from navigation, no page header): a newsletter's counts in total, per
 * channel and per dispatch, the dispatches as a chart with its numbers as a table.
 */
export function NewsletterStats({ newsletterId }: { newsletterId: string }) {
  const { t } = useLingui();
  const api = useApi();
  const texts = useNewsletterTexts();
  const channelName = useChannelNames();
  const stat = useQuery(newsletterStatQueryOptions(api, newsletterId));
  if (stat.isError)
    return (
      <LoadError onRetry={() => void stat.refetch()}>{t`The statistics could not be loaded.`}</LoadError>
    );
  if (!stat.data) return <Skeleton width="100%" height="24rem" />;
  const { name, counts, channels, children, dispatchedAt } = stat.data;
  const figures: { key: keyof RestNewsletterCounts; label: string }[] = [
    { key: 'recipients', label: t`Recipients` },
    { key: 'sent', label: t`Sent` },
    { key: 'delivered', label: t`Delivered` },
    { key: 'read', label: t`Read` },
    { key: 'failed', label: t`Failed` },
    { key: 'skippedNoConsent', label: t`Without consent` },
    { key: 'skippedNoAddress', label: t`Not reachable` },
    { key: 'skippedNoCredit', label: t`Not sent (credit)` },
  ];
  const series = [
    { key: 'sent', label: t`Sent`, color: palette[0] ?? '' },
    { key: 'delivered', label: t`Delivered`, color: palette[1] ?? '' },
    { key: 'read', label: t`Read`, color: palette[2] ?? '' },
  ] as const;
  const rowLabels = children.map((_child, index) => t`Dispatch ${index + 1}`);
  const values = series.map((item) => children.map((child) => child.counts[item.key]));
  const channelColumns: DataTableColumn<(typeof channels)[number]>[] = [
    {
      id: 'channel',
      header: t`Channel`,
      isRowHeader: true,
      cell: (item) => `${channelName(item.channelType)} · ${item.name}`,
    },
    ...figures.slice(0, 5).map((figure) => ({
      id: figure.key,
      header: figure.label,
      cell: (item: (typeof channels)[number]) => texts.number(item.counts[figure.key]),
    })),
  ];
  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <div className={styles.fields}>
          <h1 className={styles.heading}>{t`Statistics: ${name}`}</h1>
          <p className={styles.muted}>{t`Sent on ${formatDateTime(dispatchedAt)}`}</p>
        </div>
        <Link href="/newsletter/archive" variant="standalone">
          {t`Back to the archive`}
        </Link>
      </div>
      <dl className={styles.figures}>
        {figures.map((figure) => (
          <div key={figure.key} className={styles.figure}>
            <dt className={styles.figureLabel}>{figure.label}</dt>
            <dd className={styles.figureValue} style={{ margin: 0 }}>
              {texts.number(counts[figure.key])}
            </dd>
          </div>
        ))}
      </dl>
      <DataTable
        aria-label={t`Per channel`}
        columns={channelColumns}
        rows={channels}
        getRowId={(item) => item.channelId}
      />
      <ChartFrame
        title={t`Per dispatch`}
        series={[...series]}
        rowLabels={rowLabels}
        values={values}
        rowHeader={t`Dispatch`}
        tableLabel={t`Show the numbers`}
        legendLabel={t`Legend`}
        noValueLabel={t`Not yet`}
        chartDescription={t`Line chart of the messages sent, delivered and read per dispatch; the numbers are in the table below.`}
      >
        <Suspense fallback={<Skeleton width="100%" height="13rem" />}>
          <UplotChart
            labels={rowLabels}
            series={series.map((item, index) => ({
              label: item.label,
              color: item.color,
              values: values[index] ?? [],
            }))}
          />
        </Suspense>
      </ChartFrame>
    </div>
  );
}
