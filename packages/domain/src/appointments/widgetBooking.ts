import * as v from 'valibot';
import { zonedFields } from '../format/zoned.ts';
import { messageKeys } from '../messages.ts';
import type { AvailabilitySlot } from '../settings/availability.ts';
import { emailSchema } from '../validation/auth.ts';
import { optionalText, requiredText } from '../validation/text.ts';
import { APPOINTMENT_COMMENT_MAX_LENGTH, appointmentMessageKeys } from './constants.ts';

/*
 * Booking through the appointment widget (settings → channels → appointment widget) on a company's
 * website: a visitor picks one of the slots the widget offers and leaves a name and an email. A slot is
 * offered when at least one member of the widget's team (any team when it names none) is available
 * then (the availability of spec 3, 4: inherited or individual, stored in UTC), not absent that day and
 * free of other appointments. The booking becomes an appointment of that member in the state `waiting`
 * (spec 3), which staff confirm or cancel in the calendar.
 */

/** Length of a slot the widget offers; starts fall on the hour and half hour (spec 5's 15-minute steps). */
export const WIDGET_SLOT_MINUTES = 30;
/** How far ahead the widget offers slots. */
export const WIDGET_BOOKING_DAYS = 14;
/** The earliest slot starts this long after now, so staff are not surprised by a booking. */
export const WIDGET_LEAD_MINUTES = 60;
/** At most this many slots in one answer (14 days of a busy team stay well below it). */
export const WIDGET_MAX_SLOTS = 400;
export const WIDGET_NAME_MAX_LENGTH = 100;

export const widgetBookingMessageKeys = {
  /** The slot was taken, or is no longer offered, between loading and booking. */
  slotTaken: 'WIDGET.SLOT_TAKEN',
} as const;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A member of the team who may be booked: their UTC weekly slots, appointments and absences. */
export type WidgetCandidate = {
  userId: string;
  teamId: string;
  /** The slots that count (effectiveAvailability): UTC weekday 0 = Monday, HH:mm in UTC. */
  windows: readonly AvailabilitySlot[];
  /** Appointments that are not cancelled, as epoch milliseconds [start, end). */
  busy: readonly { start: number; end: number }[];
  /** Absences as local dates YYYY-MM-DD, both ends included. */
  absences: readonly { startDate: string; endDate: string }[];
};

export type WidgetSlot = { start: number; end: number; free: { userId: string; teamId: string }[] };

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const pad = (n: number) => String(n).padStart(2, '0');
const localDate = (epochMs: number, timeZone: string) => {
  const f = zonedFields(epochMs, timeZone);
  return `${f.year}-${pad(f.month)}-${pad(f.day)}`;
};

/**
 * The slots the widget offers from `now`: WIDGET_SLOT_MINUTES long, starting on the half-hour grid at
 * least WIDGET_LEAD_MINUTES ahead and within WIDGET_BOOKING_DAYS, wholly inside a candidate's window,
 * on one local day, clear of the candidate's appointments and absences. Each slot names who is free.
 */
export function widgetSlots(
  candidates: readonly WidgetCandidate[],
  options: { now: number; timeZone: string; days?: number },
): WidgetSlot[] {
  const { now, timeZone } = options;
  const earliest = now + WIDGET_LEAD_MINUTES * MINUTE;
  const latest = now + (options.days ?? WIDGET_BOOKING_DAYS) * DAY;
  const step = WIDGET_SLOT_MINUTES * MINUTE;
  const slots = new Map<number, WidgetSlot>();
  const firstUtcDay = Math.floor(now / DAY) * DAY;
  for (let day = firstUtcDay - DAY; day <= latest; day += DAY) {
    // 1970-01-01 was a Thursday: weekday 3 with Monday 0.
    const weekday = (Math.floor(day / DAY) + 3) % 7;
    for (const candidate of candidates) {
      for (const window of candidate.windows) {
        if (window.day !== weekday) continue;
        const from = day + minutesOf(window.from) * MINUTE;
        let to = day + minutesOf(window.to) * MINUTE;
        if (to <= from) to += DAY;
        for (let start = Math.ceil(from / step) * step; start + step <= to; start += step) {
          if (start < earliest || start > latest) continue;
          const end = start + step;
          const date = localDate(start, timeZone);
          if (localDate(end - 1, timeZone) !== date) continue;
          if (candidate.busy.some((busy) => busy.start < end && start < busy.end)) continue;
          if (candidate.absences.some((a) => a.startDate <= date && date <= a.endDate)) continue;
          const slot = slots.get(start) ?? { start, end, free: [] };
          if (!slot.free.some((free) => free.userId === candidate.userId)) {
            slot.free.push({ userId: candidate.userId, teamId: candidate.teamId });
          }
          slots.set(start, slot);
        }
      }
    }
  }
  return [...slots.values()].sort((a, b) => a.start - b.start).slice(0, WIDGET_MAX_SLOTS);
}

/** What the widget sends: the slot's start (ISO instant) and the visitor's contact. */
export const widgetBookingSchema = v.object({
  start: v.pipe(
    v.string(messageKeys.required),
    v.maxLength(40, widgetBookingMessageKeys.slotTaken),
    v.check(
      (value) => /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d{1,3})?)?Z$/.test(value),
      widgetBookingMessageKeys.slotTaken,
    ),
  ),
  firstName: requiredText(WIDGET_NAME_MAX_LENGTH, messageKeys.general),
  lastName: requiredText(WIDGET_NAME_MAX_LENGTH, messageKeys.general),
  email: emailSchema,
  comment: optionalText(APPOINTMENT_COMMENT_MAX_LENGTH, appointmentMessageKeys.commentTooLong),
});
export type WidgetBooking = v.InferOutput<typeof widgetBookingSchema>;
