import { formatDate, zonedFields } from '@parley/domain';
import type { CalendarDateFormat } from '@parley/ui';

/*
 * How the app writes dates and times, and the one place it asks for the user's time zone: every
 * screen shows instants in the browser's zone, dates as DD.MM.YYYY and times as HH:MM on a 24-hour
 * clock (spec 9), in German and English alike.
 */

/** The browser's time zone: appointments, tasks and "today" are the user's own. */
export const userTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

const pad = (n: number) => String(n).padStart(2, '0');

const epochOf = (instant: string | number | Date) =>
  typeof instant === 'number'
    ? instant
    : typeof instant === 'string'
      ? Date.parse(instant)
      : instant.getTime();

/** A local Date's calendar day as date pickers and addresses write it (`2026-11-27`). */
export function localIsoDay(date: Date = new Date()): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** DD.MM.YYYY of an instant in the user's time zone; '' for none. */
export function formatDay(instant: string | number | Date | null | undefined): string {
  if (instant === null || instant === undefined || instant === '') return '';
  return formatDate(epochOf(instant), userTimeZone());
}

/** HH:MM of an instant in the user's time zone. */
export function formatTime(instant: string | number | Date): string {
  const d = zonedFields(epochOf(instant), userTimeZone());
  return `${pad(d.hour)}:${pad(d.minute)}`;
}

/** DD.MM.YYYY, HH:MM of an instant in the user's time zone; '' for none. */
export function formatDateTime(instant: string | number | Date | null | undefined): string {
  if (instant === null || instant === undefined || instant === '') return '';
  return `${formatDay(instant)}, ${formatTime(instant)}`;
}

/** The kit calendar's days (DD.MM. and DD.MM.YYYY); its dates are local calendar days. */
export const calendarDateFormat: CalendarDateFormat = {
  dayMonth: (date) => `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.`,
  full: (date) => `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`,
};
