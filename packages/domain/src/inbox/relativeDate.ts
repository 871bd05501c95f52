import { Temporal } from 'temporal-polyfill';

const pad = (n: number) => String(n).padStart(2, '0');

export type RelativeDay =
  | { kind: 'today'; time: string }
  | { kind: 'yesterday'; time: string }
  | { kind: 'date'; date: string; time: string };

/** Spec 2: dates are shown as DD.MM. with Today and Yesterday labels (the app translates the labels). */
export function relativeDay(epochMs: number, nowMs: number, timeZone: string): RelativeDay {
  const at = Temporal.Instant.fromEpochMilliseconds(epochMs).toZonedDateTimeISO(timeZone);
  const today = Temporal.Instant.fromEpochMilliseconds(nowMs).toZonedDateTimeISO(timeZone).toPlainDate();
  const day = at.toPlainDate();
  const time = `${pad(at.hour)}:${pad(at.minute)}`;
  if (Temporal.PlainDate.compare(day, today) === 0) return { kind: 'today', time };
  if (Temporal.PlainDate.compare(day, today.subtract({ days: 1 })) === 0) return { kind: 'yesterday', time };
  return { kind: 'date', date: `${pad(at.day)}.${pad(at.month)}.`, time };
}
