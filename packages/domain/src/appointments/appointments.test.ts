import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { parseForm } from '../validation/issues.ts';
import {
  APPOINTMENT_COMMENT_MAX_LENGTH,
  appointmentFormSchema,
  appointmentMessageKeys,
  appointmentsOverlap,
  calendarWeekRange,
  canCancelAppointment,
  canConfirmAppointment,
  emptyAppointmentForm,
  formFromAppointment,
  toAppointmentTimes,
  upcomingAppointmentsFrom,
} from './appointments.ts';

const zone = 'Europe/Berlin';
// Monday 23.03.2026, 10:00 in Berlin (CET, +01:00).
const now = Temporal.Instant.from('2026-03-23T09:00:00Z');
const schema = (creating = true) => appointmentFormSchema({ now: () => now, timeZone: zone, creating });
const valid = {
  ...emptyAppointmentForm,
  name: '  Beratung  ',
  startDate: '2026-03-24',
  startTime: '09:00',
  endDate: '2026-03-24',
  endTime: '10:30',
  teamId: 'team-1',
};
const errorsOf = (values: Partial<typeof valid>, creating = true) => {
  const result = parseForm(schema(creating), { ...valid, ...values });
  return result.success ? {} : result.errors;
};

describe('appointment rules (spec 5)', () => {
  it('accepts a valid appointment and trims the name', () => {
    const result = parseForm(schema(), valid);
    expect(result.success).toBe(true);
    if (result.success) expect(result.output.name).toBe('Beratung');
  });

  it('needs a start in the future: a past day on the date, an earlier time today on the time', () => {
    expect(errorsOf({ startDate: '2026-03-22', endDate: '2026-03-22' })).toMatchObject({
      startDate: appointmentMessageKeys.startInPast,
    });
    expect(errorsOf({ startDate: '2026-03-23', startTime: '09:45', endDate: '2026-03-23' })).toMatchObject({
      startTime: appointmentMessageKeys.startInPast,
    });
    expect(errorsOf({ startDate: '2026-03-23', startTime: '10:15', endDate: '2026-03-23' })).toEqual({});
  });

  it('needs start and end', () => {
    expect(errorsOf({ startDate: '', startTime: '' })).toMatchObject({
      startDate: 'FORM_ERRORS.REQUIRED',
      startTime: 'FORM_ERRORS.REQUIRED',
    });
    expect(errorsOf({ endTime: '' })).toMatchObject({ endTime: 'FORM_ERRORS.REQUIRED' });
  });

  it('needs the end after the start and on the same day', () => {
    expect(errorsOf({ endTime: '09:00' })).toMatchObject({ endTime: appointmentMessageKeys.endBeforeStart });
    expect(errorsOf({ endTime: '08:00' })).toMatchObject({ endTime: appointmentMessageKeys.endBeforeStart });
    expect(errorsOf({ endDate: '2026-03-25', endTime: '08:00' })).toMatchObject({
      endDate: appointmentMessageKeys.sameDay,
    });
  });

  it('moves in 15-minute steps', () => {
    expect(errorsOf({ startTime: '09:10' })).toMatchObject({ startTime: appointmentMessageKeys.minuteStep });
    expect(errorsOf({ endTime: '10:20' })).toMatchObject({ endTime: appointmentMessageKeys.minuteStep });
  });

  it('limits the comment to 400 characters', () => {
    expect(errorsOf({ userMessage: 'x'.repeat(APPOINTMENT_COMMENT_MAX_LENGTH) })).toEqual({});
    expect(errorsOf({ userMessage: 'x'.repeat(APPOINTMENT_COMMENT_MAX_LENGTH + 1) })).toMatchObject({
      userMessage: appointmentMessageKeys.commentTooLong,
    });
  });

  it('needs a team when creating, not when editing', () => {
    expect(errorsOf({ teamId: '' })).toMatchObject({ teamId: 'FORM_ERRORS.REQUIRED' });
    expect(errorsOf({ teamId: '' }, false)).toEqual({});
  });

  it('refuses a wall-clock time the daylight-saving switch skips', () => {
    // 29.03.2026: clocks go from 02:00 to 03:00 in Berlin.
    const sunday = Temporal.Instant.from('2026-03-28T09:00:00Z');
    const result = parseForm(appointmentFormSchema({ now: () => sunday, timeZone: zone, creating: true }), {
      ...valid,
      startDate: '2026-03-29',
      startTime: '02:15',
      endDate: '2026-03-29',
      endTime: '04:00',
    });
    expect(result.success ? {} : result.errors).toMatchObject({
      startTime: appointmentMessageKeys.invalidTime,
    });
  });
});

describe('times', () => {
  it('turns local form values into instants with the offset of that day', () => {
    // Before and after the switch in the same week.
    expect(toAppointmentTimes({ ...valid, startDate: '2026-03-27', endDate: '2026-03-27' }, zone)).toEqual({
      start: '2026-03-27T08:00:00Z',
      end: '2026-03-27T09:30:00Z',
      durationMinutes: 90,
    });
    expect(toAppointmentTimes({ ...valid, startDate: '2026-03-30', endDate: '2026-03-30' }, zone)).toEqual({
      start: '2026-03-30T07:00:00Z',
      end: '2026-03-30T08:30:00Z',
      durationMinutes: 90,
    });
    // Across the switch the real duration is an hour shorter than the wall clock says.
    expect(
      toAppointmentTimes(
        { ...valid, startDate: '2026-03-29', startTime: '01:00', endDate: '2026-03-29', endTime: '04:00' },
        zone,
      ).durationMinutes,
    ).toBe(120);
  });

  it('fills the form back from an appointment in local time', () => {
    expect(
      formFromAppointment(
        { name: 'A', start: '2026-10-25T00:30:00Z', end: '2026-10-25T02:00:00Z', teamId: 't' },
        zone,
      ),
    ).toMatchObject({ startDate: '2026-10-25', startTime: '02:30', endDate: '2026-10-25', endTime: '03:00' });
  });

  it('spans an ISO week from Monday 00:00 to the next Monday 00:00 local, 167 hours in March', () => {
    const range = calendarWeekRange(Temporal.PlainDate.from('2026-03-26'), zone);
    expect(range).toEqual({ startRange: '2026-03-22T23:00:00Z', endRange: '2026-03-29T22:00:00Z' });
    const hours = Temporal.Instant.from(range.startRange)
      .until(Temporal.Instant.from(range.endRange))
      .total('hours');
    expect(hours).toBe(167);
    const october = calendarWeekRange(Temporal.PlainDate.from('2026-10-25'), zone);
    expect(Temporal.Instant.from(october.startRange).until(october.endRange).total('hours')).toBe(169);
  });

  it('loads the dashboard from an hour before now (spec 9)', () => {
    expect(upcomingAppointmentsFrom(now)).toBe('2026-03-23T08:00:00Z');
  });
});

describe('overlap and cancel', () => {
  const a = { start: '2026-03-24T08:00:00Z', end: '2026-03-24T09:00:00Z' };
  it('overlaps only when the times share a moment', () => {
    expect(appointmentsOverlap(a, { start: '2026-03-24T08:45:00Z', end: '2026-03-24T10:00:00Z' })).toBe(true);
    expect(appointmentsOverlap(a, { start: '2026-03-24T09:00:00Z', end: '2026-03-24T10:00:00Z' })).toBe(
      false,
    );
    expect(appointmentsOverlap(a, { start: '2026-03-24T07:00:00Z', end: '2026-03-24T08:00:00Z' })).toBe(
      false,
    );
  });
  it('offers cancel only on own appointments that are not cancelled', () => {
    expect(canCancelAppointment({ state: 'accepted', originType: 'OWN' })).toBe(true);
    expect(canCancelAppointment({ state: 'waiting', originType: 'OWN' })).toBe(true);
    expect(canCancelAppointment({ state: 'cancelled', originType: 'OWN' })).toBe(false);
    expect(canCancelAppointment({ state: 'cancelled_not_confirmed', originType: 'OWN' })).toBe(false);
    expect(canCancelAppointment({ state: 'accepted', originType: 'OUTLOOK' })).toBe(false);
  });
  it('offers confirm only on own bookings that wait', () => {
    expect(canConfirmAppointment({ state: 'waiting', originType: 'OWN' })).toBe(true);
    expect(canConfirmAppointment({ state: 'accepted', originType: 'OWN' })).toBe(false);
    expect(canConfirmAppointment({ state: 'cancelled', originType: 'OWN' })).toBe(false);
    expect(canConfirmAppointment({ state: 'waiting', originType: 'GOOGLE' })).toBe(false);
  });
});
