import { Temporal } from 'temporal-polyfill';
import * as v from 'valibot';
import { toCsv } from '../importExport/csv.ts';

/**
 * Analytics (spec 2 /analytics, 7 conversationStatistics): conversations of the company by month of a
 * year, or by day of a month, counted per automation and per user.
 */

/** The earliest year the statistics go back to, and how far ahead a year may be asked for. */
export const STATISTICS_FIRST_YEAR = 2000;

export const statisticsPeriodSchema = v.object({
  year: v.pipe(v.number(), v.integer(), v.minValue(STATISTICS_FIRST_YEAR), v.maxValue(2100)),
  month: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12)))),
});
export type StatisticsPeriod = v.InferOutput<typeof statisticsPeriodSchema>;

export type StatisticsCount = { key: string; label: string; count: number };
export type StatisticsBucket = {
  /** YYYY-MM for a year, YYYY-MM-DD for a month. */
  period: string;
  total: number;
  byAutomation: StatisticsCount[];
  byUser: StatisticsCount[];
};
export type ConversationStatistics = {
  year: number;
  month: number | null;
  total: number;
  byAutomation: StatisticsCount[];
  byUser: StatisticsCount[];
  periods: StatisticsBucket[];
};

/** The calendar the statistics count in: a conversation belongs to the day and month it started in here. */
export const STATISTICS_TIME_ZONE = 'Europe/Berlin';

/** Today in the statistics' calendar, as YYYY-MM-DD. */
export function statisticsToday(now: Date = new Date()): string {
  return Temporal.Instant.fromEpochMilliseconds(now.getTime())
    .toZonedDateTimeISO(STATISTICS_TIME_ZONE)
    .toPlainDate()
    .toString();
}

/**
 * Whether a bucket (YYYY-MM or YYYY-MM-DD) has not begun by `today` (YYYY-MM-DD): it has no count yet,
 * which is not the same as a count of 0 (a chart leaves it out instead of drawing a drop to zero).
 */
export function isFuturePeriod(period: string, today: string): boolean {
  return period > today.slice(0, period.length);
}

/** The buckets of a period: the 12 months of a year, or every day of a month. */
export function statisticsBuckets({ year, month }: StatisticsPeriod): string[] {
  const pad = (n: number) => String(n).padStart(2, '0');
  if (!month) return Array.from({ length: 12 }, (_, i) => `${year}-${pad(i + 1)}`);
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return Array.from({ length: days }, (_, i) => `${year}-${pad(month)}-${pad(i + 1)}`);
}

/** The period's bounds as instants: midnight in `timeZone` on its first day, and after its last. */
export function statisticsBounds({ year, month }: StatisticsPeriod, timeZone: string): [Date, Date] {
  const first = Temporal.PlainDate.from({ year, month: month ?? 1, day: 1 });
  const next = month ? first.add({ months: 1 }) : first.add({ years: 1 });
  const instant = (date: Temporal.PlainDate) =>
    new Date(date.toZonedDateTime({ timeZone }).epochMilliseconds);
  return [instant(first), instant(next)];
}

/** Sums counts by key over buckets (the totals are the sum of the periods, by construction). */
export function sumCounts(lists: readonly (readonly StatisticsCount[])[]): StatisticsCount[] {
  const sums = new Map<string, StatisticsCount>();
  for (const list of lists)
    for (const item of list) {
      const sum = sums.get(item.key);
      if (sum) sum.count += item.count;
      else sums.set(item.key, { ...item });
    }
  return [...sums.values()].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

/**
 * The CSV export: one row per period with the total and a column per automation and per user (the
 * same numbers the screen shows), then a totals row. Cells are guarded against spreadsheet formulas.
 */
export function statisticsToCsv(
  statistics: ConversationStatistics,
  labels: { period: string; total: string; totalRow: string },
): string {
  const automations = statistics.byAutomation;
  const people = statistics.byUser;
  const header = [
    labels.period,
    labels.total,
    ...automations.map((a) => a.label),
    ...people.map((u) => u.label),
  ];
  const countOf = (list: readonly StatisticsCount[], key: string) =>
    String(list.find((item) => item.key === key)?.count ?? 0);
  const rows = statistics.periods.map((bucket) => [
    bucket.period,
    String(bucket.total),
    ...automations.map((a) => countOf(bucket.byAutomation, a.key)),
    ...people.map((u) => countOf(bucket.byUser, u.key)),
  ]);
  const totals = [
    labels.totalRow,
    String(statistics.total),
    ...automations.map((a) => String(a.count)),
    ...people.map((u) => String(u.count)),
  ];
  return toCsv([header, ...rows, totals]);
}
