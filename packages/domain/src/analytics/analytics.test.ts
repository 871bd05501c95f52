import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  type ConversationStatistics,
  isFuturePeriod,
  statisticsBounds,
  statisticsBuckets,
  statisticsPeriodSchema,
  statisticsToCsv,
  statisticsToday,
  sumCounts,
} from './analytics.ts';

describe('statistics periods', () => {
  it('has 12 months for a year and every day for a month, leap years included', () => {
    expect(statisticsBuckets({ year: 2025 })).toHaveLength(12);
    expect(statisticsBuckets({ year: 2024, month: 2 }).at(-1)).toBe('2024-02-29');
    expect(statisticsBuckets({ year: 2025, month: 2 }).at(-1)).toBe('2025-02-28');
  });

  it('starts and ends at midnight in the time zone, with each side of a daylight-saving change', () => {
    expect(statisticsBounds({ year: 2025 }, 'Europe/Berlin').map((d) => d.toISOString())).toEqual([
      '2024-12-31T23:00:00.000Z',
      '2025-12-31T23:00:00.000Z',
    ]);
    expect(statisticsBounds({ year: 2025, month: 3 }, 'Europe/Berlin').map((d) => d.toISOString())).toEqual([
      '2025-02-28T23:00:00.000Z',
      '2025-03-31T22:00:00.000Z',
    ]);
  });

  it('accepts a year and an optional month only in range', () => {
    expect(v.safeParse(statisticsPeriodSchema, { year: 2025, month: 13 }).success).toBe(false);
    expect(v.safeParse(statisticsPeriodSchema, { year: 1999 }).success).toBe(false);
    expect(v.safeParse(statisticsPeriodSchema, { year: 2025, month: null }).success).toBe(true);
  });
});

describe('periods still to come', () => {
  it('are the months after this one and the days after today, not this month or today', () => {
    const today = '2026-11-26';
    expect(isFuturePeriod('2026-10', today)).toBe(false);
    expect(isFuturePeriod('2026-11', today)).toBe(false);
    expect(isFuturePeriod('2026-12', today)).toBe(true);
    expect(isFuturePeriod('2027-01', today)).toBe(true);
    expect(isFuturePeriod('2026-11-26', today)).toBe(false);
    expect(isFuturePeriod('2026-11-27', today)).toBe(true);
    expect(isFuturePeriod('2025-12-31', today)).toBe(false);
  });

  it('count today in the statistics’ calendar (Berlin), not UTC', () => {
    // 23:30 UTC on 31 December is already New Year's Day in Berlin.
    expect(statisticsToday(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(statisticsToday(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(statisticsToday(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });
});

describe('statistics CSV', () => {
  const statistics: ConversationStatistics = {
    year: 2025,
    month: null,
    total: 5,
    byAutomation: [{ key: 'none', label: 'Without automation', count: 5 }],
    byUser: [{ key: 'u1', label: '=HYPERLINK("x")', count: 5 }],
    periods: [
      {
        period: '2025-01',
        total: 2,
        byAutomation: [{ key: 'none', label: 'x', count: 2 }],
        byUser: [{ key: 'u1', label: 'x', count: 2 }],
      },
      {
        period: '2025-02',
        total: 3,
        byAutomation: [{ key: 'none', label: 'x', count: 3 }],
        byUser: [{ key: 'u1', label: 'x', count: 3 }],
      },
    ],
  };

  it('has the same numbers as the screen, a totals row, and guards formula cells', () => {
    const csv = statisticsToCsv(statistics, { period: 'Period', total: 'Total', totalRow: 'All' });
    expect(csv.split('\r\n')).toEqual([
      `Period,Total,Without automation,"'=HYPERLINK(""x"")"`,
      '2025-01,2,2,2',
      '2025-02,3,3,3',
      'All,5,5,5',
      '',
    ]);
  });

  it('sums counts by key, largest first', () => {
    expect(
      sumCounts([
        [{ key: 'a', label: 'A', count: 1 }],
        [
          { key: 'b', label: 'B', count: 3 },
          { key: 'a', label: 'A', count: 1 },
        ],
      ]),
    ).toEqual([
      { key: 'b', label: 'B', count: 3 },
      { key: 'a', label: 'A', count: 2 },
    ]);
  });
});
