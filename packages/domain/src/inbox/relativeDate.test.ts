import { describe, expect, it } from 'vitest';
import { relativeDay } from './relativeDate.ts';

const zone = 'Europe/Berlin';
// 22.11.2026 10:00 in Berlin
const now = Date.UTC(2026, 10, 22, 9);

describe('relativeDay (spec 2: DD.MM. with Today and Yesterday)', () => {
  it('says today with the time for the same calendar day in the user’s zone', () => {
    expect(relativeDay(Date.UTC(2026, 10, 21, 23, 30), now, zone)).toEqual({ kind: 'today', time: '00:30' });
  });

  it('says yesterday for the previous calendar day', () => {
    expect(relativeDay(Date.UTC(2026, 10, 21, 22, 59), now, zone)).toEqual({
      kind: 'yesterday',
      time: '23:59',
    });
  });

  it('gives DD.MM. for older days', () => {
    expect(relativeDay(Date.UTC(2026, 0, 5, 12), now, zone)).toEqual({
      kind: 'date',
      date: '05.01.',
      time: '13:00',
    });
  });

  it('counts calendar days across the spring daylight-saving change (a 23-hour day)', () => {
    // 30.03.2026 00:10 in Berlin (CEST); yesterday was 29.03, the short day.
    const monday = Date.UTC(2026, 2, 29, 22, 10);
    expect(relativeDay(Date.UTC(2026, 2, 28, 23, 30), monday, zone)).toEqual({
      kind: 'yesterday',
      time: '00:30',
    });
    expect(relativeDay(Date.UTC(2026, 2, 28, 22, 59), monday, zone)).toEqual({
      kind: 'date',
      date: '28.03.',
      time: '23:59',
    });
    // 03:00 CEST right after the clocks jumped from 02:00.
    expect(relativeDay(Date.UTC(2026, 2, 29, 1, 0), monday, zone)).toEqual({
      kind: 'yesterday',
      time: '03:00',
    });
  });

  it('counts calendar days across the autumn change (a 25-hour day) and a year boundary', () => {
    const sunday = Date.UTC(2026, 9, 25, 22, 30); // 25.10.2026 23:30 CET
    expect(relativeDay(Date.UTC(2026, 9, 24, 22, 30), sunday, zone)).toEqual({
      kind: 'today',
      time: '00:30',
    });
    expect(relativeDay(Date.UTC(2026, 9, 25, 0, 30), sunday, zone)).toEqual({ kind: 'today', time: '02:30' });
    expect(relativeDay(Date.UTC(2026, 9, 25, 1, 30), sunday, zone)).toEqual({ kind: 'today', time: '02:30' });
    const newYear = Date.UTC(2026, 11, 31, 23, 5); // 01.01.2027 00:05 in Berlin
    expect(relativeDay(Date.UTC(2026, 11, 31, 10), newYear, zone)).toEqual({
      kind: 'yesterday',
      time: '11:00',
    });
    expect(relativeDay(Date.UTC(2026, 11, 30, 10), newYear, zone)).toEqual({
      kind: 'date',
      date: '30.12.',
      time: '11:00',
    });
  });

  it('keeps midnight as 00, never 24', () => {
    expect(relativeDay(Date.UTC(2026, 10, 21, 23, 0), now, zone)).toEqual({ kind: 'today', time: '00:00' });
  });
});
