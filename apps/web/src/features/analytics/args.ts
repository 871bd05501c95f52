/** The period the statistics cover: a whole year, or one month of it (1-12). */
export type AnalyticsPeriod = { year: number; month: number | null };

/** `?year=2025&month=2` as the route's search schema parsed it; either may be missing. */
export type AnalyticsSearch = { year?: number | undefined; month?: number | undefined };

/**
 * The period an address asks for: its year, else the current one, and its month, else the whole year.
 * The route's loader prefetches this period and its screen shows it, so both call this.
 */
export function analyticsArgs(search: AnalyticsSearch, now: Date = new Date()): AnalyticsPeriod {
  return { year: search.year ?? now.getFullYear(), month: search.month ?? null };
}
