import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { messageKeys } from '../messages.ts';
import { appointmentMessageKeys } from './appointments.ts';
import { type WidgetCandidate, widgetBookingSchema, widgetSlots } from './widgetBooking.ts';

// Monday 2026-03-23 07:00 UTC (08:00 in Berlin, winter time); Berlin switches to summer time on Sunday 29th.
const now = Date.parse('2026-03-23T07:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString();
const candidate = (over: Partial<WidgetCandidate> = {}): WidgetCandidate => ({
  userId: 'u1',
  teamId: 't1',
  // Mondays 08:00-10:00 UTC.
  windows: [{ day: 0, from: '08:00', to: '10:00' }],
  busy: [],
  absences: [],
  ...over,
});
const options = { now, timeZone: 'Europe/Berlin', days: 7 };

describe('widgetSlots', () => {
  it('offers half-hour slots inside the window from an hour after now', () => {
    const slots = widgetSlots([candidate()], options);
    expect(slots.map((s) => iso(s.start))).toEqual([
      '2026-03-23T08:00:00.000Z',
      '2026-03-23T08:30:00.000Z',
      '2026-03-23T09:00:00.000Z',
      '2026-03-23T09:30:00.000Z',
    ]);
    expect(slots[0]?.free).toEqual([{ userId: 'u1', teamId: 't1' }]);
  });

  it('starts no slot sooner than the lead time', () => {
    const slots = widgetSlots([candidate()], { ...options, now: Date.parse('2026-03-23T07:40:00Z') });
    expect(iso(slots[0]?.start ?? 0)).toBe('2026-03-23T09:00:00.000Z');
  });

  it('leaves out what an appointment takes and what an absence covers', () => {
    const busy = [{ start: Date.parse('2026-03-23T08:15:00Z'), end: Date.parse('2026-03-23T08:45:00Z') }];
    const slots = widgetSlots([candidate({ busy })], options);
    expect(slots.map((s) => iso(s.start))).toEqual(['2026-03-23T09:00:00.000Z', '2026-03-23T09:30:00.000Z']);
    const away = widgetSlots(
      [candidate({ absences: [{ startDate: '2026-03-23', endDate: '2026-03-23' }] })],
      {
        ...options,
        days: 8,
      },
    );
    // Next Monday only (the 30th), a week later.
    expect(away.map((s) => iso(s.start).slice(0, 10))).toEqual(Array(4).fill('2026-03-30'));
  });

  it('names every free member of a slot once and offers the slot while one is free', () => {
    const other = candidate({
      userId: 'u2',
      busy: [{ start: Date.parse('2026-03-23T08:00:00Z'), end: Date.parse('2026-03-23T10:00:00Z') }],
    });
    const slots = widgetSlots(
      [candidate(), other, candidate({ windows: [{ day: 0, from: '09:00', to: '09:30' }] })],
      options,
    );
    expect(slots).toHaveLength(4);
    expect(slots.find((s) => iso(s.start) === '2026-03-23T09:00:00.000Z')?.free).toEqual([
      { userId: 'u1', teamId: 't1' },
    ]);
  });

  it('keeps UTC windows across the daylight-saving switch (stored in UTC, spec 9)', () => {
    const slots = widgetSlots([candidate()], { ...options, days: 8 });
    // Same UTC times a week later: 09:00 local before the switch, 10:00 local after it.
    expect(
      slots.filter((s) => iso(s.start).startsWith('2026-03-30')).map((s) => iso(s.start).slice(11, 16)),
    ).toEqual(['08:00', '08:30', '09:00', '09:30']);
  });

  it('offers no slot that ends on the next local day', () => {
    // Mondays 17:30-19:00 UTC are 23:15-00:45 in Kathmandu (UTC+5:45): 18:00-18:30 UTC spans midnight.
    const late = candidate({ windows: [{ day: 0, from: '17:30', to: '19:00' }] });
    const slots = widgetSlots([late], { ...options, timeZone: 'Asia/Kathmandu', days: 1 });
    expect(slots.map((s) => iso(s.start))).toEqual(['2026-03-23T17:30:00.000Z', '2026-03-23T18:30:00.000Z']);
  });
});

describe('widgetBookingSchema', () => {
  const valid = {
    start: '2026-03-23T08:00:00.000Z',
    firstName: ' Ada ',
    lastName: 'Lovelace',
    email: 'ada@example.com',
  };

  it('trims and accepts a booking without a comment', () => {
    const result = v.safeParse(widgetBookingSchema, valid);
    expect(result.success && result.output).toEqual({ ...valid, firstName: 'Ada', comment: '' });
  });

  it('names the field of each problem with its message key', () => {
    const result = v.safeParse(widgetBookingSchema, {
      ...valid,
      firstName: '  ',
      email: 'not-an-email',
      comment: 'x'.repeat(401),
    });
    const issues = result.issues?.map((issue) => [v.getDotPath(issue), issue.message]);
    expect(issues).toEqual([
      ['firstName', messageKeys.required],
      ['email', messageKeys.invalidEmail],
      ['comment', appointmentMessageKeys.commentTooLong],
    ]);
  });

  it('refuses a start that is not an ISO instant', () => {
    expect(v.safeParse(widgetBookingSchema, { ...valid, start: 'tomorrow' }).success).toBe(false);
  });
});
