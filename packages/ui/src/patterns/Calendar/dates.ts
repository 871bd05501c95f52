/*
 * The calendar's date maths. Days, weeks and hours are wall-clock times in the browser's time zone, so
 * DST days keep their hour rows.
 */

export type CalendarView = 'week' | 'day';

export const MS_PER_MINUTE = 60_000;

export const startOfDay = (date: Date): Date => new Date(date.getFullYear(), date.getMonth(), date.getDate());

export const addDays = (date: Date, days: number): Date =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);

/** Monday of the date's week (weeks start on Monday). */
export const startOfWeek = (date: Date): Date => addDays(date, -((date.getDay() + 6) % 7));

export const isSameDay = (a: Date, b: Date): boolean =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/** The days a view shows for `date`: Monday to Sunday, or the day itself (each at 00:00). */
export const visibleDays = (view: CalendarView, date: Date): Date[] => {
  if (view === 'day') return [startOfDay(date)];
  const monday = startOfWeek(date);
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
};

/** The date the previous (-1) or next (1) button moves to: a week or a day away, at 00:00. */
export const shiftDate = (view: CalendarView, date: Date, direction: 1 | -1): Date =>
  addDays(date, direction * (view === 'week' ? 7 : 1));

/** The start of slot `row` of `day`, counted in `slotMinutes` from `startHour`. */
export const slotStart = (day: Date, row: number, startHour: number, slotMinutes: number): Date =>
  new Date(day.getFullYear(), day.getMonth(), day.getDate(), startHour, row * slotMinutes);

/**
 * How the calendar writes a day: without its year (column headers, the day in an event's name, the
 * first day of a week's title) and with it (a day's title and name, the last day of a week's title).
 */
export type CalendarDateFormat = {
  dayMonth: (date: Date) => string;
  full: (date: Date) => string;
};

const englishDayMonth = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric' });
const englishFull = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', year: 'numeric' });

/** "May 18" and "May 18, 2026"; the app passes the format its product uses. */
export const defaultCalendarDateFormat: CalendarDateFormat = {
  dayMonth: (date) => englishDayMonth.format(date),
  full: (date) => englishFull.format(date),
};

/** The heading of what a view shows: the day, or the week's first and last day. */
export const rangeTitle = (
  view: CalendarView,
  days: readonly Date[],
  format: CalendarDateFormat,
  weekday: Intl.DateTimeFormat,
): string => {
  const first = days[0] as Date;
  const last = days[days.length - 1] as Date;
  if (view === 'day') return `${weekday.format(first)}, ${format.full(first)}`;
  const start = first.getFullYear() === last.getFullYear() ? format.dayMonth(first) : format.full(first);
  return `${start} – ${format.full(last)}`;
};
