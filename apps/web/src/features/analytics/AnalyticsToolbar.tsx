import { useLingui } from '@lingui/react/macro';
import { Button, DownloadIcon, Select, SelectItem } from '@parley/ui';
import * as styles from './analytics.css.ts';
import type { AnalyticsPeriod } from './args.ts';

const months = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/** The period (a year, or a month of it) and the CSV export. */
export function AnalyticsToolbar({
  period,
  onPeriodChange,
  onExport,
}: {
  period: AnalyticsPeriod;
  onPeriodChange: (period: AnalyticsPeriod) => void;
  /** Absent while there is nothing to export. */
  onExport?: () => void;
}) {
  const { t, i18n } = useLingui();
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: 6 }, (_, i) => thisYear - i);
  const monthName = (month: number) =>
    new Intl.DateTimeFormat(i18n.locale, { month: 'long', timeZone: 'UTC' }).format(
      Date.UTC(2000, month - 1, 1),
    );
  return (
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
      <Button variant="secondary" icon={<DownloadIcon size="sm" />} isDisabled={!onExport} onPress={onExport}>
        {t`Export CSV`}
      </Button>
    </div>
  );
}
