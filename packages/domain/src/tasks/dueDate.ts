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

/** Whether a task's due instant falls on the same calendar day as `now` in `timeZone` (dashboard, list). */
export function isDueToday(dueDate: string, nowEpochMs: number, timeZone: string): boolean {
  const due = Temporal.Instant.from(dueDate).toZonedDateTimeISO(timeZone).toPlainDate();
  const today = Temporal.Instant.fromEpochMilliseconds(nowEpochMs).toZonedDateTimeISO(timeZone).toPlainDate();
  return Temporal.PlainDate.compare(due, today) === 0;
}

/** Whether an open task's due instant has passed. */
export function isOverdue(dueDate: string, nowEpochMs: number): boolean {
  return Temporal.Instant.from(dueDate).epochMilliseconds < nowEpochMs;
}
