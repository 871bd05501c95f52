import { calendarWeekRangeOf, todayIn } from '@parley/domain';
import { userTimeZone } from '../../lib/dates.ts';

/** The calendar's shown day (YYYY-MM-DD) and that day's week, which its request covers. */
export type CalendarArgs = { date: string; week: { startRange: string; endRange: string } };

/**
 * The calendar an address asks for (`?date=YYYY-MM-DD`): its day, else today in the user's time zone,
 * and that day's week. The route's loader prefetches this week and its screen shows it, so both call this.
 */
export function calendarArgs(
  search: { date?: string | undefined },
  timeZone: string = userTimeZone(),
): CalendarArgs {
  const date = search.date ?? todayIn(timeZone);
  return { date, week: calendarWeekRangeOf(date, timeZone) };
}
