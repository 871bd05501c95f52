import { Temporal } from 'temporal-polyfill';
import * as v from 'valibot';
import { messageKeys } from '../messages.ts';
import { isClockTime, isIsoDay } from '../validation/instant.ts';
import { boundedText, requiredString } from '../validation/text.ts';
import {
  APPOINTMENT_COMMENT_MAX_LENGTH,
  APPOINTMENT_MINUTE_STEP,
  APPOINTMENT_NAME_MAX_LENGTH,
  appointmentMessageKeys,
} from './constants.ts';

/*
 * Appointments (spec 3, 5, 9): booked by staff for a contact, in 15-minute steps, on one day, in the
 * future. The form holds wall-clock values in the user's time zone; the server stores instants and
 * judges the same rules in the time zone the client names.
 */

export {
  APPOINTMENT_COMMENT_MAX_LENGTH,
  APPOINTMENT_MINUTE_STEP,
  APPOINTMENT_NAME_MAX_LENGTH,
  appointmentMessageKeys,
} from './constants.ts';

/** Spec 9: the dashboard loads appointments from an hour before now. */
export const UPCOMING_APPOINTMENTS_OFFSET_MINUTES = 60;

export const appointmentStates = ['accepted', 'cancelled', 'cancelled_not_confirmed', 'waiting'] as const;
export type AppointmentState = (typeof appointmentStates)[number];
export type AppointmentOriginType = 'OWN' | 'OUTLOOK' | 'GOOGLE';

/** Spec 4: cancel is offered on own appointments that are not cancelled already. */
export function canCancelAppointment(appointment: {
  state: AppointmentState;
  originType: AppointmentOriginType;
}): boolean {
  return (
    appointment.originType === 'OWN' &&
    appointment.state !== 'cancelled' &&
    appointment.state !== 'cancelled_not_confirmed'
  );
}

/** Only own appointments that are not cancelled are edited; calendar events belong to their calendar. */
export const canEditAppointment = canCancelAppointment;

/** A booking waiting for the staff (the website widget's) is confirmed: it becomes accepted (Active). */
export function canConfirmAppointment(appointment: {
  state: AppointmentState;
  originType: AppointmentOriginType;
}): boolean {
  return appointment.originType === 'OWN' && appointment.state === 'waiting';
}

type Span = { start: string; end: string };

/** Two appointments share a moment (back to back is no overlap). */
export function appointmentsOverlap(a: Span, b: Span): boolean {
  return (
    Temporal.Instant.compare(Temporal.Instant.from(a.start), Temporal.Instant.from(b.end)) < 0 &&
    Temporal.Instant.compare(Temporal.Instant.from(b.start), Temporal.Instant.from(a.end)) < 0
  );
}

export function plainDateOf(value: string): Temporal.PlainDate | null {
  if (!isIsoDay(value)) return null;
  try {
    return Temporal.PlainDate.from(value, { overflow: 'reject' });
  } catch {
    return null;
  }
}

export function plainTimeOf(value: string): Temporal.PlainTime | null {
  if (!isClockTime(value)) return null;
  return Temporal.PlainTime.from(value);
}

/** The wall-clock moment in `timeZone`; null when the day or time is invalid or the DST switch skips it. */
export function zonedOf(date: string, time: string, timeZone: string): Temporal.ZonedDateTime | null {
  const day = plainDateOf(date);
  const clock = plainTimeOf(time);
  if (!day || !clock) return null;
  try {
    return Temporal.ZonedDateTime.from(
      { year: day.year, month: day.month, day: day.day, hour: clock.hour, minute: clock.minute, timeZone },
      { disambiguation: 'reject' },
    );
  } catch {
    return null;
  }
}

/** True for a valid IANA time zone (the server checks the one the client names). */
export function isTimeZone(value: string): boolean {
  if (value.length === 0 || value.length > 64 || !/^[A-Za-z0-9_+\-/]+$/.test(value)) return false;
  try {
    Temporal.Now.zonedDateTimeISO(value);
    return true;
  } catch {
    return false;
  }
}

export const emptyAppointmentForm = {
  name: '',
  startDate: '',
  startTime: '',
  endDate: '',
  endTime: '',
  teamId: '',
  serviceId: '',
  productId: '',
  customerTypeId: '',
  contactId: '',
  opportunityId: '',
  userMessage: '',
};
export type AppointmentFormValues = typeof emptyAppointmentForm;

const onStep = (time: string) => {
  const clock = plainTimeOf(time);
  return !clock || clock.minute % APPOINTMENT_MINUTE_STEP === 0;
};

type RuleOptions = {
  /** The current instant (injected for tests). */
  now?: () => Temporal.Instant;
  /** The user's IANA time zone: the form's dates and times are wall-clock times there. */
  timeZone: string;
  /** Team is required when creating (spec 5). */
  creating: boolean;
};

/**
 * The appointment form's rules (spec 5), each reporting on the field that caused it: start and end
 * required, start in the future (on the date when the day is past, else on the time), 15-minute
 * steps, end after start (time) and on the same day (end date), team required when creating,
 * comment at most 400 characters, name trimmed.
 */
export function appointmentFormSchema({
  now = () => Temporal.Now.instant(),
  timeZone,
  creating,
}: RuleOptions) {
  const startOf = (value: { startDate: string; startTime: string }) =>
    zonedOf(value.startDate, value.startTime, timeZone);
  const today = () => now().toZonedDateTimeISO(timeZone).toPlainDate();
  const pastDay = (startDate: string) => {
    const day = plainDateOf(startDate);
    return day !== null && Temporal.PlainDate.compare(day, today()) < 0;
  };
  return v.pipe(
    v.object({
      name: boundedText(APPOINTMENT_NAME_MAX_LENGTH, appointmentMessageKeys.nameTooLong),
      startDate: v.pipe(
        requiredString(10, appointmentMessageKeys.invalidDate),
        v.check((value) => plainDateOf(value) !== null, appointmentMessageKeys.invalidDate),
        v.check((value) => !pastDay(value), appointmentMessageKeys.startInPast),
      ),
      startTime: v.pipe(
        requiredString(5, appointmentMessageKeys.invalidTime),
        v.check((value) => plainTimeOf(value) !== null, appointmentMessageKeys.invalidTime),
        v.check(onStep, appointmentMessageKeys.minuteStep),
      ),
      endDate: v.pipe(
        requiredString(10, appointmentMessageKeys.invalidDate),
        v.check((value) => plainDateOf(value) !== null, appointmentMessageKeys.invalidDate),
      ),
      endTime: v.pipe(
        requiredString(5, appointmentMessageKeys.invalidTime),
        v.check((value) => plainTimeOf(value) !== null, appointmentMessageKeys.invalidTime),
        v.check(onStep, appointmentMessageKeys.minuteStep),
      ),
      teamId: creating ? requiredString(64, messageKeys.general) : v.pipe(v.string(), v.maxLength(64)),
      serviceId: v.pipe(v.string(), v.maxLength(64)),
      productId: v.pipe(v.string(), v.maxLength(64)),
      customerTypeId: v.pipe(v.string(), v.maxLength(64)),
      contactId: v.pipe(v.string(), v.maxLength(64)),
      opportunityId: v.pipe(v.string(), v.maxLength(64)),
      userMessage: boundedText(APPOINTMENT_COMMENT_MAX_LENGTH, appointmentMessageKeys.commentTooLong),
    }),
    v.forward(
      v.partialCheck(
        [['startDate'], ['startTime']],
        (value) => startOf(value) !== null,
        appointmentMessageKeys.invalidTime,
      ),
      ['startTime'],
    ),
    v.forward(
      v.partialCheck(
        [['startDate'], ['startTime']],
        (value) => {
          // A past day is the date's error already.
          if (pastDay(value.startDate)) return true;
          const start = startOf(value);
          return !start || Temporal.Instant.compare(start.toInstant(), now()) > 0;
        },
        appointmentMessageKeys.startInPast,
      ),
      ['startTime'],
    ),
    v.forward(
      v.partialCheck(
        [['endDate'], ['endTime']],
        (value) => zonedOf(value.endDate, value.endTime, timeZone) !== null,
        appointmentMessageKeys.invalidTime,
      ),
      ['endTime'],
    ),
    v.forward(
      v.partialCheck(
        [['startDate'], ['endDate']],
        (value) => value.startDate === value.endDate,
        appointmentMessageKeys.sameDay,
      ),
      ['endDate'],
    ),
    v.forward(
      v.partialCheck(
        [['startDate'], ['startTime'], ['endDate'], ['endTime']],
        (value) => {
          const start = startOf(value);
          const end = zonedOf(value.endDate, value.endTime, timeZone);
          return !start || !end || Temporal.ZonedDateTime.compare(end, start) > 0;
        },
        appointmentMessageKeys.endBeforeStart,
      ),
      ['endTime'],
    ),
  );
}
export type AppointmentFormOutput = v.InferOutput<ReturnType<typeof appointmentFormSchema>>;

/** The instants a valid form stands for, and the real minutes between them. */
export function toAppointmentTimes(
  value: Pick<AppointmentFormValues, 'startDate' | 'startTime' | 'endDate' | 'endTime'>,
  timeZone: string,
): { start: string; end: string; durationMinutes: number } {
  const start = zonedOf(value.startDate, value.startTime, timeZone);
  const end = zonedOf(value.endDate, value.endTime, timeZone);
  if (!start || !end) throw new RangeError('Invalid appointment times');
  return {
    start: start.toInstant().toString(),
    end: end.toInstant().toString(),
    durationMinutes: start.until(end).total('minutes'),
  };
}

const hhmm = (t: Temporal.ZonedDateTime) =>
  `${String(t.hour).padStart(2, '0')}:${String(t.minute).padStart(2, '0')}`;

/** An appointment as the form edits it: its instants as wall-clock values in `timeZone`. */
export function formFromAppointment(
  appointment: {
    name?: string | null;
    start: string;
    end: string;
    teamId?: string | null;
    serviceId?: string | null;
    productId?: string | null;
    customerTypeId?: string | null;
    contactId?: string | null;
    opportunityId?: string | null;
    userMessage?: string | null;
  },
  timeZone: string,
): AppointmentFormValues {
  const start = Temporal.Instant.from(appointment.start).toZonedDateTimeISO(timeZone);
  const end = Temporal.Instant.from(appointment.end).toZonedDateTimeISO(timeZone);
  return {
    name: appointment.name ?? '',
    startDate: start.toPlainDate().toString(),
    startTime: hhmm(start),
    endDate: end.toPlainDate().toString(),
    endTime: hhmm(end),
    teamId: appointment.teamId ?? '',
    serviceId: appointment.serviceId ?? '',
    productId: appointment.productId ?? '',
    customerTypeId: appointment.customerTypeId ?? '',
    contactId: appointment.contactId ?? '',
    opportunityId: appointment.opportunityId ?? '',
    userMessage: appointment.userMessage ?? '',
  };
}

/** A new appointment's form starting at `start` (a pressed slot), lasting `minutes`. */
export function formAt(start: Temporal.ZonedDateTime, minutes = 60): AppointmentFormValues {
  const end = start.add({ minutes });
  const sameDayEnd = end.toPlainDate().equals(start.toPlainDate())
    ? end
    : start.with({ hour: 23, minute: 45 });
  return {
    ...emptyAppointmentForm,
    startDate: start.toPlainDate().toString(),
    startTime: hhmm(start),
    endDate: start.toPlainDate().toString(),
    endTime: hhmm(sameDayEnd),
  };
}

/** The next 15-minute step after `now`, a full hour ahead: where a new appointment starts by default. */
export function nextAppointmentStart(now: Temporal.Instant, timeZone: string): Temporal.ZonedDateTime {
  const zoned = now.toZonedDateTimeISO(timeZone).add({ hours: 1 });
  const rounded = zoned.round({
    smallestUnit: 'minute',
    roundingIncrement: APPOINTMENT_MINUTE_STEP,
    roundingMode: 'ceil',
  });
  return rounded.toPlainDate().equals(zoned.toPlainDate()) ? rounded : zoned.with({ hour: 23, minute: 0 });
}

/**
 * The ISO week `date` lies in, as the instants calendarAppointments takes: Monday 00:00 to the next
 * Monday 00:00 in `timeZone` (167 or 169 hours in a daylight-saving week).
 */
export function calendarWeekRange(
  date: Temporal.PlainDate,
  timeZone: string,
): { startRange: string; endRange: string } {
  const monday = date.subtract({ days: date.dayOfWeek - 1 });
  const start = monday.toZonedDateTime({ timeZone });
  const end = monday.add({ days: 7 }).toZonedDateTime({ timeZone });
  return { startRange: start.toInstant().toString(), endRange: end.toInstant().toString() };
}

/** Spec 9: "Appointments load for a one-hour range offset from now": from an hour before now on. */
export function upcomingAppointmentsFrom(now: Temporal.Instant = Temporal.Now.instant()): string {
  return now.subtract({ minutes: UPCOMING_APPOINTMENTS_OFFSET_MINUTES }).toString();
}

/** The form of a new appointment: at the next quarter hour an hour from now, or at a pressed slot. */
export function newAppointmentForm(
  timeZone: string,
  at?: { epochMs: number },
  now: Temporal.Instant = Temporal.Now.instant(),
): AppointmentFormValues {
  return formAt(
    at
      ? Temporal.Instant.fromEpochMilliseconds(at.epochMs).toZonedDateTimeISO(timeZone)
      : nextAppointmentStart(now, timeZone),
  );
}

/** The day (YYYY-MM-DD) an instant falls on in `timeZone`. */
export function localDateOf(instant: string, timeZone: string): string {
  return Temporal.Instant.from(instant).toZonedDateTimeISO(timeZone).toPlainDate().toString();
}

/** `calendarWeekRange` for a YYYY-MM-DD day (the address's `date`); today when it is not a valid day. */
export function calendarWeekRangeOf(date: string, timeZone: string) {
  return calendarWeekRange(plainDateOf(date) ?? Temporal.Now.plainDateISO(timeZone), timeZone);
}

/** Today (YYYY-MM-DD) in `timeZone`. */
export const todayIn = (timeZone: string): string => Temporal.Now.plainDateISO(timeZone).toString();
