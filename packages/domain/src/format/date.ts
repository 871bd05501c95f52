import { Temporal } from 'temporal-polyfill';

const pad = (n: number) => String(n).padStart(2, '0');

/** DD.MM.YYYY in the given time zone (spec 9). */
export function formatDate(epochMs: number, timeZone: string): string {
  const d = Temporal.Instant.fromEpochMilliseconds(epochMs).toZonedDateTimeISO(timeZone);
  return `${pad(d.day)}.${pad(d.month)}.${d.year}`;
}
