import {
  type ConversationStatistics,
  STATISTICS_TIME_ZONE,
  type StatisticsCount,
  type StatisticsPeriod,
  statisticsBounds,
  statisticsBuckets,
  sumCounts,
} from '@parley/domain';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { assertAdmin } from '../auth/access.ts';
import type { Viewer } from '../auth/viewer.ts';
import { brandOfCompany } from '../company/service.ts';
import type { Db } from '../db/client.ts';
import { opportunities, userProfiles } from '../db/tables.ts';
import { forbidden } from '../errors.ts';

/*
 * conversationStatistics: counted in SQL from the company's own opportunities (one grouped query over
 * the company's index on created_at), by the Europe/Berlin calendar day or month they started in.
 * Admins only, and only while the brand has analytics on.
 */

const TIME_ZONE = STATISTICS_TIME_ZONE;
/** Keys of the counts that are not an automation or a user. */
export const NO_AUTOMATION = 'none';
export const UNASSIGNED = 'unassigned';

/** Admins only, and only while the brand has analytics on. */
export async function requireAnalytics(db: Db, viewer: Viewer) {
  assertAdmin(viewer);
  const brand = await brandOfCompany(db, viewer.companyId);
  if (!brand?.featureAnalytics) throw forbidden('Analytics are switched off for this brand');
}

export async function conversationStatistics(
  db: Db,
  viewer: Viewer,
  { year, month }: StatisticsPeriod,
): Promise<ConversationStatistics> {
  await requireAnalytics(db, viewer);
  const [from, to] = statisticsBounds({ year, month }, TIME_ZONE);
  // The zone is a constant in the text (not a parameter), so SELECT and GROUP BY are the same expression.
  const local = sql`(${opportunities.createdAt} at time zone ${sql.raw(`'${TIME_ZONE}'`)})`;
  const bucket = month
    ? sql<string>`to_char(${local}, 'YYYY-MM-DD')`
    : sql<string>`to_char(${local}, 'YYYY-MM')`;
  const rows = await db
    .select({
      period: bucket,
      automation: opportunities.automation,
      userId: opportunities.userId,
      firstName: userProfiles.firstName,
      lastName: userProfiles.lastName,
      count: sql<number>`count(*)::int`,
    })
    .from(opportunities)
    .leftJoin(userProfiles, eq(userProfiles.userId, opportunities.userId))
    .where(
      and(
        eq(opportunities.companyId, viewer.companyId),
        gte(opportunities.createdAt, from),
        lt(opportunities.createdAt, to),
      ),
    )
    .groupBy(
      bucket,
      opportunities.automation,
      opportunities.userId,
      userProfiles.firstName,
      userProfiles.lastName,
    );

  const periods = statisticsBuckets({ year, month }).map((period) => {
    const inPeriod = rows.filter((row) => row.period === period);
    const byAutomation = sumCounts(
      inPeriod.map((row): StatisticsCount[] => [
        { key: row.automation ?? NO_AUTOMATION, label: row.automation ?? NO_AUTOMATION, count: row.count },
      ]),
    );
    const byUser = sumCounts(
      inPeriod.map((row): StatisticsCount[] => [
        {
          key: row.userId ?? UNASSIGNED,
          label: row.userId
            ? `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim() || row.userId
            : UNASSIGNED,
          count: row.count,
        },
      ]),
    );
    return { period, total: inPeriod.reduce((sum, row) => sum + row.count, 0), byAutomation, byUser };
  });
  return {
    year,
    month: month ?? null,
    total: periods.reduce((sum, period) => sum + period.total, 0),
    byAutomation: sumCounts(periods.map((period) => period.byAutomation)),
    byUser: sumCounts(periods.map((period) => period.byUser)),
    periods,
  };
}
