import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_SEED_YEAR } from '../src/db/seed-analytics.ts';
import { ADMIN, createTestApp, gql, OTHER, type TestApp, token, USER } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const QUERY = `query ($year: Int!, $month: Int) {
  conversationStatistics(year: $year, month: $month) {
    year month total
    byAutomation { key label count }
    byUser { key label count }
    periods { period total byAutomation { key count } byUser { key count } }
  }
}`;
type Count = { key: string; label: string; count: number };
type Stats = {
  conversationStatistics: {
    total: number;
    byAutomation: Count[];
    byUser: Count[];
    periods: { period: string; total: number }[];
  };
};
const ask = (who: string, variables: Record<string, unknown>) =>
  gql<Stats>(t.app, QUERY, { token: token(who), variables });

describe('conversationStatistics', () => {
  it('counts the seeded year by month, per automation and per user, from the opportunities', async () => {
    const res = await ask(ADMIN, { year: ANALYTICS_SEED_YEAR });
    expect(res.body.errors).toBeUndefined();
    const stats = res.body.data?.conversationStatistics;
    // Month m has 5 + (m mod 4): 78 in the year.
    expect(stats?.periods.map((p) => p.total)).toEqual([6, 7, 8, 5, 6, 7, 8, 5, 6, 7, 8, 5]);
    expect(stats?.total).toBe(78);
    expect(stats?.byAutomation).toEqual([
      { key: 'Autoresponder', label: 'Autoresponder', count: 26 },
      { key: 'Consent bot', label: 'Consent bot', count: 26 },
      { key: 'none', label: 'none', count: 26 },
    ]);
    expect(stats?.byUser.map((u) => [u.label, u.count])).toEqual([
      ['Ada Admin', 39],
      ['Uwe User', 39],
    ]);
  });

  it('counts a month by day, every day listed', async () => {
    const res = await ask(ADMIN, { year: ANALYTICS_SEED_YEAR, month: 2 });
    const stats = res.body.data?.conversationStatistics;
    expect(stats?.periods).toHaveLength(28);
    expect(stats?.total).toBe(7);
    expect(stats?.periods.filter((p) => p.total > 0).map((p) => p.period)).toEqual([
      '2025-02-01',
      '2025-02-03',
      '2025-02-05',
      '2025-02-07',
      '2025-02-09',
      '2025-02-11',
      '2025-02-13',
    ]);
  });

  it('is for admins of a brand with analytics only, with the period checked', async () => {
    expect((await ask(USER, { year: 2025 })).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // Other AG belongs to the Nordlicht brand, which has analytics off.
    const other = await ask(OTHER, { year: 2025 });
    expect(other.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const bad = await ask(ADMIN, { year: 2025, month: 13 });
    expect(bad.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'month' });
    expect((await ask(ADMIN, { year: 1999 })).body.errors?.[0]?.extensions?.field).toBe('year');
  });
});
