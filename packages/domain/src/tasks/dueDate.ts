import { Temporal } from 'temporal-polyfill';

/**
 * Spec 9: a new task is due at the end of today, 23:59:59 in the user's time zone, unless the user
 * picks another date. `now` is an epoch in milliseconds; the answer an ISO 8601 instant (`…Z`).
 */
export function defaultTaskDueDate(nowEpochMs: number, timeZone: string): string {
  const today = Temporal.Instant.fromEpochMilliseconds(nowEpochMs).toZonedDateTimeISO(timeZone);
  return today
    .with({ hour: 23, minute: 59, second: 59, millisecond: 0, microsecond: 0, nanosecond: 0 })
    .toInstant()
    .toString();
}

/** True when `timeZone` is an IANA zone Temporal knows (`Europe/Berlin`, `UTC`). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    Temporal.Now.instant().toZonedDateTimeISO(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** True when `value` is an ISO 8601 instant with a time zone offset Temporal reads. */
export function isInstant(value: string): boolean {
  try {
    Temporal.Instant.from(value);
    return true;
  } catch {
    return false;
  }
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A due instant as the form edits it: the local calendar day (`YYYY-MM-DD`) and time (`HH:MM`). */
export function dueDateParts(dueDate: string, timeZone: string): { date: string; time: string } {
  const local = Temporal.Instant.from(dueDate).toZonedDateTimeISO(timeZone);
  return { date: local.toPlainDate().toString(), time: `${pad(local.hour)}:${pad(local.minute)}` };
}

/**
 * The instant of a local day and time (`HH:MM`, seconds 0; `23:59` keeps the rule's 59 seconds, so an
 * untouched default stays the end of the day). A time skipped by a clock change moves forward.
 */
export function dueInstantOf(date: string, time: string, timeZone: string): string {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const second = hour === 23 && minute === 59 ? 59 : 0;
  return Temporal.PlainDate.from(date)
    .toZonedDateTime({ timeZone, plainTime: Temporal.PlainTime.from({ hour, minute, second }) })
    .toInstant()
    .toString();
}

/** Spec 9: DD.MM.YYYY, with the time (`23.11.2026, 23:59`). */
export function formatDueDate(dueDate: string, timeZone: string): string {
  const d = Temporal.Instant.from(dueDate).toZonedDateTimeISO(timeZone);
  return `${pad(d.day)}.${pad(d.month)}.${d.year}, ${pad(d.hour)}:${pad(d.minute)}`;
}
