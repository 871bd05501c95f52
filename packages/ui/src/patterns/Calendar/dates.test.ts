import { describe, expect, it } from 'vitest';
import {
  defaultCalendarDateFormat,
  rangeTitle,
  shiftDate,
  slotStart,
  startOfWeek,
  visibleDays,
} from './dates';

const at = (day: number, hour: number, minute = 0) => new Date(2026, 4, day, hour, minute);

describe('weeks and days', () => {
  it('starts weeks on Monday', () => {
    // Wednesday 20 May 2026 and Sunday 24 May belong to the week of Monday 18 May.
    expect(startOfWeek(at(20, 15))).toEqual(new Date(2026, 4, 18));
    expect(startOfWeek(at(24, 23, 59))).toEqual(new Date(2026, 4, 18));
    expect(startOfWeek(at(18, 0))).toEqual(new Date(2026, 4, 18));
  });

  it('lists Monday to Sunday for the week view and the day itself for the day view', () => {
    const week = visibleDays('week', at(20, 15));
    expect(week).toHaveLength(7);
    expect(week[0]).toEqual(new Date(2026, 4, 18));
    expect(week[6]).toEqual(new Date(2026, 4, 24));
    expect(visibleDays('day', at(20, 15))).toEqual([new Date(2026, 4, 20)]);
  });

  it('moves a week or a day, landing at midnight, across month ends', () => {
    expect(shiftDate('week', at(20, 15), 1)).toEqual(new Date(2026, 4, 27));
    expect(shiftDate('week', at(28, 9), 1)).toEqual(new Date(2026, 5, 4));
    expect(shiftDate('day', at(1, 9), -1)).toEqual(new Date(2026, 3, 30));
  });
});

describe('slots', () => {
  it('starts a slot row at its wall-clock time from the start hour', () => {
    expect(slotStart(new Date(2026, 4, 20), 0, 7, 15)).toEqual(at(20, 7));
    expect(slotStart(new Date(2026, 4, 20), 9, 7, 15)).toEqual(at(20, 9, 15));
  });
});

describe('date format', () => {
  const weekday = new Intl.DateTimeFormat('en', { weekday: 'long' });
  const dotted = {
    dayMonth: (date: Date) => `${date.getDate()}.${date.getMonth() + 1}.`,
    full: (date: Date) => `${date.getDate()}.${date.getMonth() + 1}.${date.getFullYear()}`,
  };

  it('writes days in English unless told otherwise', () => {
    expect(defaultCalendarDateFormat.dayMonth(at(18, 9))).toBe('May 18');
    expect(defaultCalendarDateFormat.full(at(18, 9))).toBe('May 18, 2026');
  });

  it('titles a week by its first and last day, the year once when both share it', () => {
    expect(rangeTitle('week', visibleDays('week', at(20, 9)), defaultCalendarDateFormat, weekday)).toBe(
      'May 18 – May 24, 2026',
    );
    expect(rangeTitle('week', visibleDays('week', new Date(2026, 11, 30)), dotted, weekday)).toBe(
      '28.12.2026 – 3.1.2027',
    );
  });

  it('titles a day by its weekday and date in the format it is given', () => {
    expect(rangeTitle('day', visibleDays('day', at(20, 9)), dotted, weekday)).toBe('Wednesday, 20.5.2026');
  });
});
