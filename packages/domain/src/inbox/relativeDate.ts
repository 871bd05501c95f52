import { addDays, sameDay, zonedFields } from '../format/zoned.ts';

const pad = (n: number) => String(n).padStart(2, '0');

export type RelativeDay =
  | { kind: 'today'; time: string }
  | { kind: 'yesterday'; time: string }
  | { kind: 'date'; date: string; time: string };

/** Spec 2: dates are shown as DD.MM. with Today and Yesterday labels (the app translates the labels). */
export function relativeDay(epochMs: number, nowMs: number, timeZone: string): RelativeDay {
  const at = zonedFields(epochMs, timeZone);
  const today = zonedFields(nowMs, timeZone);
  const time = `${pad(at.hour)}:${pad(at.minute)}`;
  if (sameDay(at, today)) return { kind: 'today', time };
  if (sameDay(at, addDays(today, -1))) return { kind: 'yesterday', time };
  return { kind: 'date', date: `${pad(at.day)}.${pad(at.month)}.`, time };
}
