import { useLingui } from '@lingui/react/macro';
import { type ConversationStatisticsQuery, conversationStatisticsQueryOptions, useApi } from '@parley/api';
import { statisticsToCsv } from '@parley/domain';
import { Button, ChartFrame, DownloadIcon, Select, SelectItem, Skeleton } from '@parley/ui';
import { vars } from '@parley/ui/theme';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import { LoadError } from '../../components/LoadError.tsx';
import * as styles from './analytics.css.ts';
import type { AnalyticsPeriod } from './args.ts';

// uPlot loads with this route only (the size script checks that no other route carries it).
const UplotChart = lazy(() => import('./UplotChart.tsx'));

type Statistics = ConversationStatisticsQuery['conversationStatistics'];
type Count = Statistics['byUser'][number];

/** Series colours: the brand's primary first, then colours that keep 3:1 against white and each other. */
const palette = [vars.color.brand, '#b35900', '#6b4fbb', '#2e7d32', '#c62828', '#00838f', '#5d4037'];

const months = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/**
 * /analytics (admin, brand flag): conversations by month of a year or by day of a month, per
 * automation and per user, as charts with the numbers as tables, totals, and a CSV export.
 */
export function AnalyticsScreen({
  period,
  onPeriodChange,
}: {
  period: AnalyticsPeriod;
  onPeriodChange: (period: AnalyticsPeriod) => void;
}) {
  const { t, i18n } = useLingui();
  const api = useApi();
  const statistics = useQuery(conversationStatisticsQueryOptions(api, period.year, period.month));
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: 6 }, (_, i) => thisYear - i);
  const monthName = (month: number) =>
    new Intl.DateTimeFormat(i18n.locale, { month: 'long', timeZone: 'UTC' }).format(
      Date.UTC(2000, month - 1, 1),
    );

  const nameOf = (count: Count, kind: 'automation' | 'user') =>
    count.key === 'none' && kind === 'automation'
      ? t`Without automation`
      : count.key === 'unassigned' && kind === 'user'
        ? t`Not assigned`
        : count.label;

  const data = statistics.data;
  const rowLabels = useMemo(() => {
    const short = new Intl.DateTimeFormat(i18n.locale, { month: 'short', timeZone: 'UTC' });
    return (data?.periods ?? []).map((bucket) => {
      const [, month, day] = bucket.period.split('-');
      return day ? `${day}.${month}.` : short.format(Date.UTC(2000, Number(month) - 1, 1));
    });
  }, [data, i18n.locale]);

  const download = () => {
    if (!data) return;
    const csv = statisticsToCsv(
      {
        ...data,
        byAutomation: data.byAutomation.map((count) => ({ ...count, label: nameOf(count, 'automation') })),
        byUser: data.byUser.map((count) => ({ ...count, label: nameOf(count, 'user') })),
      },
      { period: t`Period`, total: t`Conversations`, totalRow: t`Total` },
    );
    const url = URL.createObjectURL(new Blob([`\uFEFF${csv}`], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `conversations-${period.year}${period.month ? `-${String(period.month).padStart(2, '0')}` : ''}.csv`;
    link.click();
    URL.revokeObjectURL(url);
  };

  const chart = (title: string, counts: Count[], kind: 'automation' | 'user') => {
    const series = counts.map((count, index) => ({
      key: count.key,
      label: nameOf(count, kind),
      color: palette[index % palette.length] as string,
    }));
    const values = counts.map((count) =>
      (data?.periods ?? []).map(
        (bucket) =>
          (kind === 'automation' ? bucket.byAutomation : bucket.byUser).find((item) => item.key === count.key)
            ?.count ?? 0,
      ),
    );
    return (
      <ChartFrame
        title={title}
        series={series}
        rowLabels={rowLabels}
        values={values}
        rowHeader={period.month ? t`Day` : t`Month`}
        tableLabel={t`Show the numbers`}
        legendLabel={t`Legend`}
        chartDescription={t`Line chart of ${title}; the numbers are in the table below.`}
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
    );
  };

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <Select
          label={t`Year`}
          selectedKey={String(period.year)}
          onSelectionChange={(key) => onPeriodChange({ year: Number(key), month: period.month })}
        >
          {years.map((year) => (
            <SelectItem key={year} id={String(year)}>
              {String(year)}
            </SelectItem>
          ))}
        </Select>
        <Select
          label={t`Month`}
          selectedKey={period.month ? String(period.month) : 'all'}
          onSelectionChange={(key) =>
            onPeriodChange({ year: period.year, month: key === 'all' || key === null ? null : Number(key) })
          }
        >
          {[
            <SelectItem key="all" id="all">
              {t`Whole year`}
            </SelectItem>,
            ...months.map((month) => (
              <SelectItem key={month} id={String(month)}>
                {monthName(month)}
              </SelectItem>
            )),
          ]}
        </Select>
        <span className={styles.spacer} />
        <Button variant="secondary" icon={<DownloadIcon size="sm" />} isDisabled={!data} onPress={download}>
          {t`Export CSV`}
        </Button>
      </div>
      {statistics.isError ? (
        <LoadError
          onRetry={() => void statistics.refetch()}
        >{t`The statistics could not be loaded.`}</LoadError>
      ) : !data ? (
        <div className={styles.totals} aria-busy="true">
          <Skeleton width="100%" height="5rem" />
          <Skeleton width="100%" height="5rem" />
        </div>
      ) : (
        <>
          <section className={styles.totals} aria-label={t`Totals`}>
            <div className={styles.tile} data-total="conversations">
              <span className={styles.tileValue}>{data.total}</span>
              <span className={styles.tileLabel}>{t`Conversations`}</span>
            </div>
            {data.byAutomation.map((count) => (
              <div key={count.key} className={styles.tile} data-total={`automation:${count.key}`}>
                <span className={styles.tileValue}>{count.count}</span>
                <span className={styles.tileLabel}>{nameOf(count, 'automation')}</span>
              </div>
            ))}
          </section>
          <div className={styles.charts}>
            {chart(t`Conversations per automation`, data.byAutomation, 'automation')}
            {chart(t`Conversations per user`, data.byUser, 'user')}
          </div>
        </>
      )}
    </div>
  );
}
