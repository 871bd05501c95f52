import { Temporal } from 'temporal-polyfill';
import { settingsMessageKeys } from './messages.ts';

/** One opening-hours slot: weekday 0 = Monday … 6 = Sunday, times HH:mm. */
export type AvailabilitySlot = { day: number; from: string; to: string };

/** A slot as a form holds it: either end may still be empty. */
export type AvailabilitySlotDraft = { day: number; from: string | null; to: string | null };

export const weekdays = [0, 1, 2, 3, 4, 5, 6] as const;
export const MAX_AVAILABILITY_SLOTS = 50;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export function isTime(value: string): boolean {
  return value.length === 5 && TIME.test(value);
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * The first problem of each slot the person entered (spec 5): both ends are required (the
 * incomplete-availabilities message) and the end comes after the start. Keyed by slot index.
 */
export function availabilityErrors(slots: readonly AvailabilitySlotDraft[]): Record<number, string> {
  const errors: Record<number, string> = {};
  slots.forEach((slot, index) => {
    if (!slot.from || !slot.to) errors[index] = settingsMessageKeys.incompleteAvailabilities;
    else if (minutesOf(slot.to) <= minutesOf(slot.from))
      errors[index] = settingsMessageKeys.availabilityEndBeforeStart;
  });
  return errors;
}

const pad = (n: number) => String(n).padStart(2, '0');
const hhmm = (t: { hour: number; minute: number }) => `${pad(t.hour)}:${pad(t.minute)}`;
const timeOf = (value: string) => Temporal.PlainTime.from(value);

/** The Monday of the week `date` lies in. */
export function mondayOf(date: Temporal.PlainDate): Temporal.PlainDate {
  return date.subtract({ days: date.dayOfWeek - 1 });
}

/**
 * Local opening hours → the UTC slots the server stores (spec 9: "stored in UTC, shown in local
 * time"). Each slot is converted on its own date in the week of `weekOf` (default: this week), so a week with a daylight
 * saving switch converts every day with the offset that day really has. A UTC slot is filed under
 * the UTC weekday of its start; when its end is not after its start it ends on the next UTC day.
 */
export function availabilityToUtc(
  slots: readonly AvailabilitySlot[],
  timeZone: string,
  weekOf: Temporal.PlainDate = Temporal.Now.plainDateISO(timeZone),
): AvailabilitySlot[] {
  const monday = mondayOf(weekOf);
  return slots.map((slot) => {
    const date = monday.add({ days: slot.day });
    const start = date.toZonedDateTime({ timeZone, plainTime: timeOf(slot.from) }).withTimeZone('UTC');
    const end = date.toZonedDateTime({ timeZone, plainTime: timeOf(slot.to) }).withTimeZone('UTC');
    return { day: start.dayOfWeek - 1, from: hhmm(start), to: hhmm(end) };
  });
}

/** UTC slots from the server → local opening hours in `timeZone`, for the week of `weekOf`. */
export function availabilityToLocal(
  slots: readonly AvailabilitySlot[],
  timeZone: string,
  weekOf: Temporal.PlainDate = Temporal.Now.plainDateISO(timeZone),
): AvailabilitySlot[] {
  const monday = mondayOf(weekOf);
  return slots
    .map((slot) => {
      const date = monday.add({ days: slot.day });
      const start = date.toZonedDateTime({ timeZone: 'UTC', plainTime: timeOf(slot.from) });
      let end = date.toZonedDateTime({ timeZone: 'UTC', plainTime: timeOf(slot.to) });
      if (Temporal.ZonedDateTime.compare(end, start) <= 0) end = end.add({ days: 1 });
      const localStart = start.withTimeZone(timeZone);
      const localEnd = end.withTimeZone(timeZone);
      return { day: localStart.dayOfWeek - 1, from: hhmm(localStart), to: hhmm(localEnd) };
    })
    .sort((a, b) => a.day - b.day || minutesOf(a.from) - minutesOf(b.from));
}

/** Validates a UTC slot as the server receives it (times HH:mm, weekday 0-6). */
export function isUtcSlot(slot: { day: number; from?: string | null; to?: string | null }): boolean {
  return (
    Number.isInteger(slot.day) &&
    slot.day >= 0 &&
    slot.day <= 6 &&
    typeof slot.from === 'string' &&
    typeof slot.to === 'string' &&
    isTime(slot.from) &&
    isTime(slot.to)
  );
}
