import { formatDate, zonedFields } from '@parley/domain';
import type { CalendarDateFormat } from '@parley/ui';

/*
 * How the app writes dates and times, and the one place it asks for the user's time zone: every
 * screen shows instants in the browser's zone, dates as DD.MM.YYYY and times as HH:MM on a 24-hour
 * clock (spec 9), in German and English alike.
 */

let knownZone = '';
let zoneAskedAt = 0;

/**
 * The browser's time zone: appointments, tasks and "today" are the user's own. Asking Intl builds a
 * formatter (a tenth of a millisecond on a phone) and every list row asks, so the answer is kept for
 * a minute (either way, should the clock jump): a laptop that travels to another zone follows within it.
 */
export const userTimeZone = (now = Date.now()): string => {
  if (!knownZone || Math.abs(now - zoneAskedAt) > 60_000) {
    knownZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    zoneAskedAt = now;
  }
  return knownZone;
};

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
