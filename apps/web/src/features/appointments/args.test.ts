import { calendarWeekRangeOf, todayIn } from '@parley/domain';
import { describe, expect, it } from 'vitest';
import { calendarArgs } from './args.ts';

describe('calendarArgs', () => {
  const zone = 'Europe/Berlin';

  it('shows the day the address names, in its week', () => {
    expect(calendarArgs({ date: '2026-03-04' }, zone)).toEqual({
      date: '2026-03-04',
      week: calendarWeekRangeOf('2026-03-04', zone),
    });
  });

  it('shows today in the user time zone without a date', () => {
    const today = todayIn(zone);
    expect(calendarArgs({}, zone)).toEqual({ date: today, week: calendarWeekRangeOf(today, zone) });
  });
});
