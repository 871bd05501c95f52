import { useLingui } from '@lingui/react/macro';
import { conversationStatisticsQueryOptions, useApi } from '@parley/api';
import { statisticsToCsv } from '@parley/domain';
import { Skeleton } from '@parley/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { LoadError } from '../../components/LoadError.tsx';
import { saveBlob } from '../../lib/saveBlob.ts';
import { AnalyticsChart } from './AnalyticsChart.tsx';
import { AnalyticsToolbar } from './AnalyticsToolbar.tsx';
import * as styles from './analytics.css.ts';
import type { AnalyticsPeriod } from './args.ts';
import { type Statistics, useCategoryNames } from './naming.ts';
import { orderCategories } from './series.ts';

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
  const names = useCategoryNames();
  const data = statistics.data;
  const rowLabels = useMemo(() => {
    const short = new Intl.DateTimeFormat(i18n.locale, { month: 'short', timeZone: 'UTC' });
    return (data?.periods ?? []).map((bucket) => {
      const [, month, day] = bucket.period.split('-');
      return day ? `${day}.${month}.` : short.format(Date.UTC(2000, Number(month) - 1, 1));
    });
  }, [data, i18n.locale]);

  const download = (data: Statistics) => {
    const csv = statisticsToCsv(
      {
        ...data,
        byAutomation: data.byAutomation.map((count) => ({ ...count, label: names.automation(count) })),
        byUser: data.byUser.map((count) => ({ ...count, label: names.user(count) })),
      },
      { period: t`Period`, total: t`Conversations`, totalRow: t`Total` },
    );
    const month = period.month ? `-${String(period.month).padStart(2, '0')}` : '';
    saveBlob(
      new Blob([`\uFEFF${csv}`], { type: 'text/csv;charset=utf-8' }),
      `conversations-${period.year}${month}.csv`,
    );
  };

  return (
    <div className={styles.page}>
      <AnalyticsToolbar
        period={period}
        onPeriodChange={onPeriodChange}
        onExport={data ? () => download(data) : undefined}
      />
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
            {orderCategories(data.byAutomation, 'none', i18n.locale, names.automation).map((count) => (
              <div key={count.key} className={styles.tile} data-total={`automation:${count.key}`}>
                <span className={styles.tileValue}>{count.count}</span>
                <span className={styles.tileLabel}>{names.automation(count)}</span>
              </div>
            ))}
          </section>
          <div className={styles.charts}>
            {(['automation', 'user'] as const).map((kind) => (
              <AnalyticsChart
                key={kind}
                kind={kind}
                title={kind === 'automation' ? t`Conversations per automation` : t`Conversations per user`}
                statistics={data}
                rowLabels={rowLabels}
                rowHeader={period.month ? t`Day` : t`Month`}
                nameOf={names[kind]}
              />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
