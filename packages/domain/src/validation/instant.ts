import * as v from 'valibot';
import { messageKeys } from '../messages.ts';

/*
 * Dates and times as requests and forms carry them, checked by patterns that cannot backtrack (each
 * runs in time linear in its capped input): the one place the domain spells them.
 */

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A calendar day as date pickers write it (`2026-11-27`); whether it exists is the caller's check. */
export function isIsoDay(value: string): boolean {
  return value.length === 10 && DAY.test(value);
}

/** A time of day as time fields write it (`09:30`, 00:00 to 23:59). */
export function isClockTime(value: string): boolean {
  return value.length === 5 && CLOCK_TIME.test(value);
}

/** An instant, ISO 8601 with its offset (`2026-12-24T09:00:00.000Z`, `…+01:00`), that is a real moment. */
export function isIsoInstant(value: string): boolean {
  return value.length <= 40 && INSTANT.test(value) && !Number.isNaN(Date.parse(value));
}

/** An instant a request carries: ISO 8601 with its offset, at most 40 characters, a real moment. */
export const instantSchema = v.pipe(
  v.string(messageKeys.required),
  v.maxLength(40, messageKeys.general),
  v.check(isIsoInstant, messageKeys.general),
);
