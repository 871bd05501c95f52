import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import {
  availabilityErrors,
  availabilityToLocal,
  availabilityToUtc,
  isUtcSlot,
  mondayOf,
} from './availability.ts';

const berlin = 'Europe/Berlin';

describe('availability UTC <-> local', () => {
  it('converts winter opening hours in Berlin (UTC+1) both ways', () => {
    const week = Temporal.PlainDate.from('2026-01-14');
    const local = [
      { day: 0, from: '08:00', to: '12:00' },
      { day: 4, from: '13:30', to: '18:00' },
    ];
    const utc = availabilityToUtc(local, berlin, week);
    expect(utc).toEqual([
      { day: 0, from: '07:00', to: '11:00' },
      { day: 4, from: '12:30', to: '17:00' },
    ]);
    expect(availabilityToLocal(utc, berlin, week)).toEqual(local);
  });

  it('uses the offset each day really has in the week daylight saving starts (29 March 2026)', () => {
    const week = Temporal.PlainDate.from('2026-03-25');
    const local = [
      { day: 5, from: '09:00', to: '17:00' }, // Saturday, still CET (+1)
      { day: 6, from: '09:00', to: '17:00' }, // Sunday, CEST (+2)
    ];
    const utc = availabilityToUtc(local, berlin, week);
    expect(utc).toEqual([
      { day: 5, from: '08:00', to: '16:00' },
      { day: 6, from: '07:00', to: '15:00' },
    ]);
    expect(availabilityToLocal(utc, berlin, week)).toEqual(local);
  });

  it('handles a slot spanning the switch hour in the week daylight saving ends (25 October 2026)', () => {
    const week = Temporal.PlainDate.from('2026-10-25');
    const local = [{ day: 6, from: '01:00', to: '05:00' }];
    const utc = availabilityToUtc(local, berlin, week);
    // 01:00 CEST = 23:00 UTC on Saturday; 05:00 CET = 04:00 UTC on Sunday: files under Saturday.
    expect(utc).toEqual([{ day: 5, from: '23:00', to: '04:00' }]);
    expect(availabilityToLocal(utc, berlin, week)).toEqual(local);
  });

  it('moves an early Monday slot to the UTC Sunday and back', () => {
    const week = Temporal.PlainDate.from('2026-07-01');
    const local = [{ day: 0, from: '00:30', to: '03:00' }];
    const utc = availabilityToUtc(local, berlin, week);
    expect(utc).toEqual([{ day: 6, from: '22:30', to: '01:00' }]);
    expect(availabilityToLocal(utc, berlin, week)).toEqual(local);
  });

  it('leaves UTC itself unchanged and finds the Monday of a week', () => {
    const week = Temporal.PlainDate.from('2026-03-29');
    expect(mondayOf(week).toString()).toBe('2026-03-23');
    const slots = [{ day: 2, from: '10:00', to: '11:00' }];
    expect(availabilityToUtc(slots, 'UTC', week)).toEqual(slots);
  });
});

describe('availabilityErrors', () => {
  it('reports incomplete slots and an end before the start by index', () => {
    expect(
      availabilityErrors([
        { day: 0, from: '08:00', to: '12:00' },
        { day: 1, from: '08:00', to: null },
        { day: 2, from: null, to: null },
        { day: 3, from: '12:00', to: '08:00' },
      ]),
    ).toEqual({
      1: 'VALIDATE.INCOMPLETE_AVAILABILITIES',
      2: 'VALIDATE.INCOMPLETE_AVAILABILITIES',
      3: 'VALIDATE.AVAILABILITY_END_BEFORE_START',
    });
  });

  it('accepts only well-formed UTC slots', () => {
    expect(isUtcSlot({ day: 0, from: '07:00', to: '16:00' })).toBe(true);
    expect(isUtcSlot({ day: 7, from: '07:00', to: '16:00' })).toBe(false);
    expect(isUtcSlot({ day: 0, from: '7:00', to: '16:00' })).toBe(false);
    expect(isUtcSlot({ day: 0, from: '24:00', to: '16:00' })).toBe(false);
    expect(isUtcSlot({ day: 0, from: null, to: '16:00' })).toBe(false);
  });
});
