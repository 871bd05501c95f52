import { useLingui } from '@lingui/react/macro';
import { statisticsToday } from '@parley/domain';
import { ChartFrame, Skeleton } from '@parley/ui';
import { vars } from '@parley/ui/theme';
import { lazy, Suspense, useMemo } from 'react';
import type { Statistics, StatisticsCount } from './naming.ts';
import { chartSeries } from './series.ts';

// uPlot loads with the charts' routes only (the size script checks that no other route carries it).
const UplotChart = lazy(() => import('../../lib/charts/UplotChart.tsx'));

/** Series colours: the brand's primary, then colours that keep 3:1 against white and each other. */
const palette = [
  vars.color.brand,
  '#b35900',
  '#6b4fbb',
  '#2e7d32',
  '#c62828',
  '#00838f',
  '#5d4037',
  '#ad1457',
];

/** One chart of the statistics (per automation or per user), with its numbers as a table. */
export function AnalyticsChart({
  title,
  statistics,
  kind,
  rowLabels,
  rowHeader,
  nameOf,
}: {
  title: string;
  statistics: Statistics;
  kind: 'automation' | 'user';
  rowLabels: string[];
  rowHeader: string;
  nameOf: (count: StatisticsCount) => string;
}) {
  const { t, i18n } = useLingui();
  const { series, values } = useMemo(
    () =>
      chartSeries({
        counts: kind === 'automation' ? statistics.byAutomation : statistics.byUser,
        periods: statistics.periods,
        pick: (bucket) => (kind === 'automation' ? bucket.byAutomation : bucket.byUser),
        special: kind === 'automation' ? 'none' : 'unassigned',
        nameOf,
        palette,
        neutral: vars.color.textMuted,
        today: statisticsToday(),
        locale: i18n.locale,
      }),
    [statistics, kind, nameOf, i18n.locale],
  );
  const drawn = useMemo(
    () =>
      series.map((item, index) => ({ label: item.label, color: item.color, values: values[index] ?? [] })),
    [series, values],
  );
  return (
    <ChartFrame
      title={title}
      series={series}
      rowLabels={rowLabels}
      values={values}
      rowHeader={rowHeader}
      tableLabel={t`Show the numbers`}
      legendLabel={t`Legend`}
      noValueLabel={t`Not yet`}
      chartDescription={t`Line chart of ${title}; the numbers are in the table below.`}
    >
      <Suspense fallback={<Skeleton width="100%" height="13rem" />}>
        <UplotChart labels={rowLabels} series={drawn} />
      </Suspense>
    </ChartFrame>
  );
}
